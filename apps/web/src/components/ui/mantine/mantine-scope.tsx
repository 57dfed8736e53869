import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine's provider with the product's theme and its components' CSS, for whatever renders
 * Mantine components: the UI boundary's screens, and the parts of lighter screens that come later
 * in chunks of their own (popups, the foundation's tools).
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
