import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { matchesPrefix } from '../utils/signup-rules';

/** SPEC.md section 5: craft and occupation searches filter by prefix, ignoring case. */
export const prefixFilter: OptionsFilter = ({ options, search }) =>
  options.filter(
    (option: ComboboxParsedItem): option is ComboboxItem =>
      'label' in option && matchesPrefix(option.label, search),
  );
