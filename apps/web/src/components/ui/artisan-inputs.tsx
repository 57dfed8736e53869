import { TextInput } from '@mantine/core';
import {
  capitalizeName,
  completeLink,
  filterCity,
  type LinkField,
} from '../../lib/validation/artisan-fields';

/**
 * The fields of an artisan that the sign-up and the profile both ask for, with the cleaning of
 * SPEC.md section 5 done as the artisan types or leaves the field. Each takes its value and gives
 * back the new one; labels, hints and messages are the form's own.
 */
type ArtisanInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** A first or last name, required, capitalised when the field is left. */
export function NameInput({
  label,
  value,
  onChange,
  error,
  autoComplete,
}: ArtisanInputProps & { autoComplete: string }) {
  return (
    <TextInput
      label={label}
      required
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => onChange(capitalizeName(value))}
      error={error}
    />
  );
}

/** The website or a social network, completed with a scheme when the field is left. */
export function LinkInput({
  field,
  label,
  value,
  onChange,
  error,
}: ArtisanInputProps & { field: LinkField }) {
  return (
    <TextInput
      label={label}
      type="url"
      inputMode="url"
      autoComplete={field === 'website' ? 'url' : 'off'}
      placeholder={field === 'website' ? 'www.example.com' : undefined}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => onChange(completeLink(value))}
      error={error}
    />
  );
}

/** The city, the characters a city name cannot have filtered out as they are typed. */
export function PlaceInput({
  label,
  description,
  autoComplete,
  value,
  onChange,
  error,
}: ArtisanInputProps & { description: string; autoComplete: string }) {
  return (
    <TextInput
      label={label}
      description={description}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(filterCity(event.currentTarget.value))}
      error={error}
    />
  );
}
