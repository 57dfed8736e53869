import type { ComboboxProps } from '@mantine/core';

/**
 * Where the list of every select opens (the theme's default for Select, MultiSelect and
 * Autocomplete). On a touch phone the browser widens its layout viewport to fit anything that sticks
 * out on the right. Mantine's default centred placement is computed before the list is measured, so
 * in a full-screen popup the list first appears half off the screen; the page widens, the popup and
 * its input with it, the list (as wide as its input) widens again, and so on until the input scrolls
 * out of sight, the list hides, the page shrinks back and it all starts over: a flickering list and a
 * page hundreds of pixels too wide. Anchoring the list at the input's left edge does not depend on
 * its measured width, and capping its width to the room left on the screen keeps it from ever
 * widening the page.
 */
export const KEEP_LIST_ON_SCREEN: ComboboxProps = {
  withinPortal: true,
  position: 'bottom-start',
  middlewares: {
    flip: true,
    shift: true,
    size: {
      apply({ availableWidth, elements }) {
        Object.assign(elements.floating.style, { maxWidth: `${Math.max(0, Math.floor(availableWidth))}px` });
      },
    },
  },
};
