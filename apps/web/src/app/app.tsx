import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { appConfigQuery } from '../lib/app-config/get-app-config';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  // The first routing decision needs the app config: ask for it while the rest loads.
  void client.prefetchQuery(appConfigQuery);
  return client;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
