import {
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { TextField } from '../../../components/ui/native/fields';
import { cleanDecimal, formatDecimal, parseDecimal, stepDecimal, type DecimalRules } from './decimal-text';
import classes from './green-list.module.css';

function Chevron({ up }: { up: boolean }) {
  return (
    <svg viewBox="0 0 15 15" className={classes.decimalChevron} data-up={up || undefined} aria-hidden="true">
      <path
        d="M3.135 6.158a.5.5 0 0 1 .707-.023L7.5 9.565l3.658-3.43a.5.5 0 0 1 .684.73l-4 3.75a.5.5 0 0 1-.684 0l-4-3.75a.5.5 0 0 1-.023-.707Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * A number or a percentage for the Green List: a plain text input with the decimal keyboard
 * (inputMode="decimal") instead of Mantine's NumberInput (react-number-format and Mantine weigh too
 * much for the artisan's first load). What the artisan can do stays: "." or "," as the decimal
 * separator, no sign, at most `decimalScale` decimals, nothing above `max` accepted (decimal-text.ts),
 * the suffix shown after the number, the arrow keys and the two small controls stepping by one.
 */
export function DecimalInput({
  value,
  onValue,
  max,
  decimalScale,
  suffix = '',
  disabled,
  ...others
}: Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'type' | 'inputMode' | 'rightSection'> &
  DecimalRules & {
    value: number | undefined;
    onValue: (value: number | undefined) => void;
    /** Shown after the number, as part of the field (" %"). */
    suffix?: string;
  }) {
  const min = 0;
  const field = useRef<HTMLInputElement>(null);
  // The text as typed ("12." while the decimals come); the number is what is answered.
  const [text, setText] = useState(() => formatDecimal(value));
  if (parseDecimal(text) !== value && formatDecimal(value) !== text) setText(formatDecimal(value));
  const shown = text === '' ? '' : `${text}${suffix}`;

  // The caret goes where the typed character was kept, after React has written the cleaned text.
  const placeCaret = (input: HTMLInputElement, at: number) =>
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.setSelectionRange(at, at);
    });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const next = cleanDecimal(raw, { max, decimalScale });
    if (next === null) {
      // Refused: the text stays, with the caret where it was before the keystroke.
      placeCaret(input, Math.max(0, caret - (raw.length - shown.length)));
      return;
    }
    setText(next);
    onValue(parseDecimal(next));
    const before = (cleanDecimal(raw.slice(0, caret), { max: Infinity }) ?? '').length;
    placeCaret(input, Math.min(before, next.length));
  };

  const step = (direction: 1 | -1) => {
    const next = stepDecimal(parseDecimal(text), direction, min, max);
    setText(formatDecimal(next));
    onValue(next);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };

  // The caret never goes into the suffix, where typing would be lost.
  const keepCaretBeforeSuffix = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (suffix === '' || text === '' || input.selectionStart !== input.selectionEnd) return;
    if ((input.selectionStart ?? 0) > text.length) input.setSelectionRange(text.length, text.length);
  };

  const control = (direction: 1 | -1) => (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden
      className={classes.decimalControl}
      disabled={disabled || (value !== undefined && (direction > 0 ? value >= max : value <= min))}
      // The focus stays in the field, as with NumberInput's controls.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        field.current?.focus();
        step(direction);
      }}
    >
      <Chevron up={direction > 0} />
    </button>
  );

  return (
    <TextField
      {...others}
      disabled={disabled}
      ref={field}
      inputMode="decimal"
      value={shown}
      onChange={change}
      onKeyDown={keyDown}
      onSelect={keepCaretBeforeSuffix}
      rightSection={
        <div className={classes.decimalControls}>
          {control(1)}
          {control(-1)}
        </div>
      }
    />
  );
}
