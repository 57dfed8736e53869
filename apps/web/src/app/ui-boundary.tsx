import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { subscribeToSession, getSession } from '../lib/auth/session';
import { queryClient } from '../lib/query/query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * What the screens with forms and popups rely on: Mantine's components and TanStack Query. A
 * separate chunk, so the hub and the other plain first screens load neither.
 */
export function UiBoundary() {
  useEffect(
    () =>
      // Server state belongs to a session: logging out forgets it.
      subscribeToSession(() => {
        if (!getSession()) queryClient.clear();
      }),
    [],
  );

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </MantineProvider>
  );
}
