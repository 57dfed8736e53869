import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { KEEP_LIST_ON_SCREEN } from '../combobox-placement';

/** A deep, calm green: the colour of the foundation's print material, light to dark. */
const forest: MantineColorsTuple = [
  '#eef6f1',
  '#dcebe2',
  '#b6d6c3',
  '#8dc0a2',
  '#6aac86',
  '#529f74',
  '#3f8a61',
  '#2f6f4d',
  '#245a3e',
  '#1a4530',
];

/** Bronze, for small accents only. */
const bronze: MantineColorsTuple = [
  '#faf4ea',
  '#f0e4cf',
  '#e2c9a0',
  '#d3ad6f',
  '#c79647',
  '#bd872f',
  '#a87527',
  '#8c611f',
  '#704d18',
  '#553a11',
];

const serif =
  '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Times New Roman", serif';

export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: { light: 8, dark: 6 },
  colors: { forest, bronze },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: serif,
    fontWeight: '500',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.4rem, 1.2rem + 0.8vw, 1.75rem)', lineHeight: '1.25' },
    },
  },
  defaultRadius: 'md',
  spacing: { xs: '0.625rem', sm: '0.875rem', md: '1.25rem', lg: '1.75rem', xl: '2.5rem' },
  other: { serif },
  // Plain objects rather than Select.extend(): importing the components would pull them into the
  // first page's bundle.
  components: {
    Select: { defaultProps: { comboboxProps: KEEP_LIST_ON_SCREEN } },
    MultiSelect: { defaultProps: { comboboxProps: KEEP_LIST_ON_SCREEN } },
    Autocomplete: { defaultProps: { comboboxProps: KEEP_LIST_ON_SCREEN } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--font-serif': serif, '--top-bar-height': '2.75rem' },
  light: {
    // Mantine's red 6 is too light on white for small text (WCAG AA): errors use red 9.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Likewise for hints and placeholders: Mantine's dimmed grey is under 4.5:1 on white.
    '--mantine-color-dimmed': '#5b6168',
    '--mantine-color-placeholder': '#6b7178',
    '--mantine-color-body': '#faf8f3',
    '--surface': '#ffffff',
    '--ink-soft': '#4a524d',
    '--rule': '#e4ded2',
  },
  dark: {
    '--surface': 'var(--mantine-color-dark-6)',
    '--ink-soft': 'var(--mantine-color-dark-1)',
    '--rule': 'var(--mantine-color-dark-4)',
  },
});
