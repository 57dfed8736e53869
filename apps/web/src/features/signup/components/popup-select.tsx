import { Select, type SelectProps } from '@mantine/core';

/**
 * A searchable select of the sign-up. Its list stays on the screen of a touch phone through the
 * theme's default placement (components/ui/combobox-placement.ts).
 */
export function PopupSelect(props: Omit<SelectProps, 'searchable'>) {
  return <Select searchable autoComplete="off" {...props} />;
}
