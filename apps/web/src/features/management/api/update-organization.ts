import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationBody } from '../utils/organization-form-values';
import { organizationPath, type VersionedOrganization } from './get-organization';
import { readOrganization } from './list-organizations';
import { invalidateOrganizations, putVersioned } from './versioned-record';

export type OrganizationUpdate = {
  id: number;
  changes: Partial<OrganizationBody>;
  /** The ETag the form showed: a change of the organisation made since is refused (412). */
  etag: string | null;
};

/** PUT /api/organizations/{id}: any of name, countries and members. */
export async function updateOrganization({
  id,
  changes,
  etag,
}: OrganizationUpdate): Promise<VersionedOrganization> {
  const answer = await putVersioned(organizationPath(id), readOrganization, changes, etag);
  return { organization: answer.record, etag: answer.etag };
}

export function useUpdateOrganization() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateOrganization, onSuccess: () => invalidateOrganizations(client) });
}
