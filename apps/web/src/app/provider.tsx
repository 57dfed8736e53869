import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { NotificationsProvider } from '../components/ui/notifications/notifications';
import { PageLoader } from '../components/ui/page-loader';
import { cssVariablesResolver, theme } from './theme';

/** Everything a screen may rely on. The Suspense waits for the first language file. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoader />}>
          <NotificationsProvider>{children}</NotificationsProvider>
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
