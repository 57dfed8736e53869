import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { matchesPrefix } from './artisan-fields';

/** SPEC.md section 5: craft and occupation searches filter by prefix, ignoring case (Mantine selects). */
export const prefixFilter: OptionsFilter = ({ options, search }) =>
  options.filter(
    (option: ComboboxParsedItem): option is ComboboxItem =>
      'label' in option && matchesPrefix(option.label, search),
  );
