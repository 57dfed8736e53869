import { KEEP_LIST_ON_SCREEN } from './combobox-placement';

/** A list filter's options: the theme's placement, over the fixed header bars (z-index 200 and 201). */
export const FILTER_COMBOBOX_PROPS = { ...KEEP_LIST_ON_SCREEN, zIndex: 250 };

/** The chosen values of a select of ids, as the positive whole numbers the URL holds. */
export const toIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
