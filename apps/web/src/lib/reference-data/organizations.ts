import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../http/http-client';
import { hydraMembers, type HydraItem } from './hydra';

/** GET /organizations/list: name, @id, users, countries. */
export async function getOrganizations(): Promise<HydraItem[]> {
  return hydraMembers(await apiFetch('/organizations/list'));
}

export const organizationsQuery = (language: string) =>
  queryOptions({ queryKey: ['organizations', language], queryFn: getOrganizations });
