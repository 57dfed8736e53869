import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../http/http-client';

/** `GET /api/app-config`: what the web app needs before it routes. */
export type AppConfig = {
  maintenanceMode: boolean;
  languages: readonly string[];
  productName: string;
};

export const PRODUCT_NAME = 'Artisans of Excellence';

/** Checks the answer's shape; a missing optional part falls back to what the app ships with. */
export function parseAppConfig(body: unknown): AppConfig {
  if (typeof body !== 'object' || body === null) throw new Error('app-config: not an object');
  const { maintenanceMode, languages, productName } = body as Record<string, unknown>;
  if (typeof maintenanceMode !== 'boolean') throw new Error('app-config: maintenanceMode is not a boolean');
  return {
    maintenanceMode,
    languages: Array.isArray(languages) ? languages.filter((l): l is string => typeof l === 'string') : [],
    productName: typeof productName === 'string' && productName !== '' ? productName : PRODUCT_NAME,
  };
}

export async function getAppConfig(): Promise<AppConfig> {
  return parseAppConfig(await apiFetch<unknown>('/api/app-config'));
}

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: getAppConfig,
  staleTime: 60_000,
  retry: 1,
});

export function useAppConfig() {
  return useQuery(appConfigQuery);
}

/** The product name before and after the config has arrived. */
export function useProductName(): string {
  return useAppConfig().data?.productName ?? PRODUCT_NAME;
}
