import { useEffect, useSyncExternalStore } from 'react';
import { requireSecureCookies } from '../cookies/cookies';
import { apiFetch } from '../http/http-client';

/** `GET /api/app-config`: what the web app needs before it routes. */
export type AppConfig = {
  maintenanceMode: boolean;
  languages: readonly string[];
  productName: string;
  /** The server's PUBLIC_URL is https: cookies go over HTTPS only. */
  secureCookies: boolean;
};

export type AppConfigState =
  { status: 'pending' } | { status: 'success'; data: AppConfig } | { status: 'error' };

export const PRODUCT_NAME = 'Artisans of Excellence';

/** Checks the answer's shape; a missing optional part falls back to what the app ships with. */
export function parseAppConfig(body: unknown): AppConfig {
  if (typeof body !== 'object' || body === null) throw new Error('app-config: not an object');
  const { maintenanceMode, languages, productName, secureCookies } = body as Record<string, unknown>;
  if (typeof maintenanceMode !== 'boolean') throw new Error('app-config: maintenanceMode is not a boolean');
  return {
    maintenanceMode,
    languages: Array.isArray(languages) ? languages.filter((l): l is string => typeof l === 'string') : [],
    productName: typeof productName === 'string' && productName !== '' ? productName : PRODUCT_NAME,
    secureCookies: secureCookies === true,
  };
}

/*
 * A small store rather than TanStack Query: the first screen needs this one call, and the query
 * library stays out of the first load (it comes with the screens that use server state).
 */
let state: AppConfigState = { status: 'pending' };
let inFlight: Promise<AppConfigState> | undefined;
const listeners = new Set<() => void>();

function set(next: AppConfigState): AppConfigState {
  state = next;
  for (const listener of listeners) listener();
  return next;
}

/** Fetches the config once per page load (the call itself retries, being a GET). */
export function loadAppConfig(): Promise<AppConfigState> {
  inFlight ??= apiFetch<unknown>('/api/app-config', { silent: true, anonymous: true })
    .then((body) => {
      const data = parseAppConfig(body);
      if (data.secureCookies) requireSecureCookies();
      return set({ status: 'success', data });
    })
    .catch(() => {
      inFlight = undefined; // a later screen may try again
      return set({ status: 'error' });
    });
  return inFlight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppConfig(): AppConfigState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(() => {
    if (state.status === 'pending') void loadAppConfig();
  }, []);
  return current;
}

/** The product name before and after the config has arrived. */
export function useProductName(): string {
  const config = useAppConfig();
  return config.status === 'success' ? config.data.productName : PRODUCT_NAME;
}
