import { Group, Radio } from '@mantine/core';
import type { Title } from '../../lib/validation/artisan-fields';

/** An artisan's title (Mr. or Ms.), required, as the sign-up and the profile ask for it. */
export function TitleRadio({
  label,
  mr,
  ms,
  value,
  onChange,
  error,
}: {
  label: string;
  /** The words of each choice. */
  mr: string;
  ms: string;
  value: Title | '';
  onChange: (title: Title) => void;
  error?: string | undefined;
}) {
  return (
    <Radio.Group
      label={label}
      required
      value={value}
      onChange={(next) => onChange(next as Title)}
      error={error}
    >
      <Group gap="lg" mt={6}>
        <Radio value="Mr." label={mr} />
        <Radio value="Ms." label={ms} />
      </Group>
    </Radio.Group>
  );
}
