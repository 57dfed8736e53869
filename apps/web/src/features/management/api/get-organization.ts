import { useQuery } from '@tanstack/react-query';
import { ORGANIZATIONS_KEY, readOrganization, type Organization } from './list-organizations';
import { getVersioned, latestVersionQuery } from './versioned-record';

/** An organisation with the version it was read at (none before its first change, if seeded). */
export type VersionedOrganization = { organization: Organization; etag: string | null };

export const organizationPath = (id: number) => `/api/organizations/${id}`;

/** GET /api/organizations/{id}: the organisation and its version (ETag). */
export async function getOrganization(id: number, signal?: AbortSignal): Promise<VersionedOrganization> {
  const { record: organization, etag } = await getVersioned(organizationPath(id), readOrganization, signal);
  return { organization, etag };
}

export const organizationQuery = (id: number) =>
  latestVersionQuery([...ORGANIZATIONS_KEY, 'one', id], (signal) => getOrganization(id, signal));

export function useOrganization(id: number | null) {
  return useQuery({ ...organizationQuery(id ?? 0), enabled: id !== null });
}
