import { TextInput, type TextInputProps } from '@mantine/core';
import { capitalizeName, completeLink, type LinkField } from '../../lib/validation/artisan-fields';

/**
 * A field of an artisan that the sign-up and the profile both ask for: it gives back its value as
 * typed, and cleaned as SPEC.md section 5 says when the field is left. Labels, hints and messages
 * are the form's own.
 */
type ArtisanInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

function CleanedInput({
  value,
  onChange,
  clean,
  ...props
}: ArtisanInputProps & { clean: (value: string) => string }) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => onChange(clean(value))}
    />
  );
}

/** A first or last name, required, capitalised when the field is left. */
export function NameInput(props: ArtisanInputProps) {
  return <CleanedInput required {...props} clean={capitalizeName} />;
}

/** The website or a social network, completed with a scheme when the field is left. */
export function LinkInput({ field, ...props }: ArtisanInputProps & { field: LinkField }) {
  const website = field === 'website';
  return (
    <CleanedInput
      type="url"
      inputMode="url"
      autoComplete={website ? 'url' : 'off'}
      placeholder={website ? 'www.example.com' : undefined}
      {...props}
      clean={completeLink}
    />
  );
}
