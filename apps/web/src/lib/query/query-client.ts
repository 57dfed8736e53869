import { QueryClient } from '@tanstack/react-query';
import { getSession, subscribeToSession } from '../auth/session';

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

// Server state belongs to a session: logging out forgets it.
subscribeToSession(() => {
  if (!getSession()) queryClient.clear();
});
