import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/** A page or popup that reads server state: its screen inside the app's one query client. */
export function withQueryClient<Props extends object>(Screen: ComponentType<Props>) {
  return function WithQueryClient(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  };
}
