import { useEffect, useRef } from 'react';

/**
 * A ref whose element scrolls into view whenever `value` becomes set: what a save brought (a
 * refusal, a stale version) shows where the person looks, even in a long popup scrolled elsewhere.
 */
export function useRevealWhenSet<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (value) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [value]);
  return ref;
}
