import { MultiSelect, Select, type ComboboxData } from '@mantine/core';
import { FILTER_COMBOBOX_PROPS, toIds } from './filter-fields';

/*
 * The selects of a list's filter box (artisans, accounts): "any" while nothing is chosen, a cross
 * that clears, the options over the fixed header bars. Every change goes straight to the filters.
 */

/** What every filter select of one list says: "any", and what typing that finds nothing shows. */
export type FilterTexts = { anyLabel: string; nothingFoundMessage: string };

type FilterProps = FilterTexts & { label: string; data: ComboboxData; searchable?: boolean };

/**
 * Wires a select to one field of the list's filters: `{...bind('countries')}` gives its value and
 * the change that sets it, so each filter names its field once.
 */
export function filterBinder<F>(filters: F, onChange: (change: Partial<F>) => void) {
  return <K extends keyof F>(name: K) => ({
    value: filters[name],
    // One field changed: a partial of F, which TypeScript cannot see in a computed key.
    onChange: (value: F[K]) => onChange({ [name]: value } as unknown as Partial<F>),
  });
}

/** A filter by several values (statuses, roles): the rows that have any of them. */
export function ValuesFilter<V extends string>({
  anyLabel,
  value,
  onChange,
  ...props
}: FilterProps & { value: V[]; onChange: (values: V[]) => void }) {
  return (
    <MultiSelect
      {...props}
      comboboxProps={FILTER_COMBOBOX_PROPS}
      // The typing field after the chosen values stays on their line while there is room.
      styles={{ inputField: { minWidth: '2.5rem' } }}
      placeholder={value.length ? undefined : anyLabel}
      value={value}
      onChange={(values) => onChange(values as V[])}
      clearable
    />
  );
}

/** A filter by several reference items (countries, crafts): their numeric ids, as the URL holds them. */
export function IdsFilter({
  value,
  onChange,
  ...props
}: FilterProps & { value: readonly number[]; onChange: (ids: number[]) => void }) {
  return <ValuesFilter {...props} value={value.map(String)} onChange={(values) => onChange(toIds(values))} />;
}

/** A filter by one value, or none. */
export function SingleFilter({
  anyLabel,
  ...props
}: FilterProps & { value: string | null; onChange: (value: string | null) => void }) {
  return <Select {...props} comboboxProps={FILTER_COMBOBOX_PROPS} placeholder={anyLabel} clearable />;
}
