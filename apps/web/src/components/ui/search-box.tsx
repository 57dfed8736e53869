import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from './icons';
import { TextField } from './native/fields';

/** How long the search box waits for the typing to stop before it searches. */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * A list's search box (a native field, so that the artisan list draws its first screen without
 * Mantine): it searches once the typing stops, or at once on Enter, with the text
 * trimmed; when the list's search changes without it (reset, back, a shared link) it shows it.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  description,
  placeholder,
  maxLength,
  className,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  description: string;
  placeholder: string;
  maxLength: number;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  // The URL changed without the box (reset, back, a shared link): show what it holds.
  useEffect(() => {
    setText((current) => (current.trim() === value.trim() ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === latest.current.value.trim()) return;
    const timer = window.setTimeout(() => latest.current.onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim() !== value.trim()) onSearch(text.trim());
  };

  return (
    <div className={className}>
      <TextField
        type="search"
        label={label}
        description={description}
        placeholder={placeholder}
        leftSection={<SearchIcon />}
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}
