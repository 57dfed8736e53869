import { useState } from 'react';

/**
 * False until `opened` is first true, then true for good: a popup whose code comes at its first
 * opening is mounted from then on, so that closing it plays its transition, reopening is immediate,
 * and what it started (an import, say) goes on while it is closed.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once;
}
