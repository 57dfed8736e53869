import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { cssVariablesResolver, theme } from './theme';

/** Mantine's provider with the product's theme, for whatever renders Mantine components. */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

/**
 * What the screens with forms and popups rely on: Mantine's components. A separate chunk, so the
 * hub and the other plain first screens do not load it. (TanStack Query comes with the screens that
 * read lists, not here.)
 */
export function UiBoundary() {
  return (
    <MantineScope>
      <Outlet />
    </MantineScope>
  );
}
