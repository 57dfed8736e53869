import { QueryClient } from '@tanstack/react-query';

/**
 * The one query client. Retries are the HTTP client's business (3, idempotent calls only), so the
 * query layer does not add its own.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: false, staleTime: 5 * 60_000 },
    mutations: { retry: false },
  },
});
