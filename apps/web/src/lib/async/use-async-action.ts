import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncAction<Input> = {
  run: (input: Input) => void;
  reset: () => void;
  pending: boolean;
  succeeded: boolean;
  error: unknown;
};

/**
 * A call made from a form (log in, ask for a link), with its status: the login screens use this
 * rather than TanStack Query's mutations so that their first load does not carry the query library.
 */
export function useAsyncAction<Input>(
  action: (input: Input) => Promise<unknown>,
  handlers: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
): AsyncAction<Input> {
  const [state, setState] = useState<{ pending: boolean; succeeded: boolean; error: unknown }>({
    pending: false,
    succeeded: false,
    error: undefined,
  });
  const latest = useRef({ action, handlers });
  latest.current = { action, handlers };
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const run = useCallback((input: Input) => {
    setState({ pending: true, succeeded: false, error: undefined });
    latest.current
      .action(input)
      .then(() => {
        if (live.current) setState({ pending: false, succeeded: true, error: undefined });
        latest.current.handlers.onSuccess?.();
      })
      .catch((error: unknown) => {
        if (live.current) setState({ pending: false, succeeded: false, error: error ?? new Error('failed') });
        latest.current.handlers.onError?.(error);
      });
  }, []);

  const reset = useCallback(() => setState({ pending: false, succeeded: false, error: undefined }), []);

  return { run, reset, ...state };
}
