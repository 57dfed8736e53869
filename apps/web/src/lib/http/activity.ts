import { useSyncExternalStore } from 'react';

/** How many API calls are under way: the global loader shows while there is one. */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function requestStarted(): void {
  pending += 1;
  if (pending === 1) notify();
}

export function requestEnded(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) notify();
}

export function isBusy(): boolean {
  return pending > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useApiBusy(): boolean {
  return useSyncExternalStore(subscribe, isBusy, () => false);
}
