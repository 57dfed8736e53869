import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { cssVariablesResolver, theme } from './theme';

/**
 * What the screens with forms and popups rely on: Mantine's components. A separate chunk, so the
 * hub and the other plain first screens do not load it. (TanStack Query comes with the screens that
 * read lists, not here.)
 */
export function UiBoundary() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Outlet />
    </MantineProvider>
  );
}
