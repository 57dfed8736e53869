import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import type { OrganizationBody } from '../utils/organization-form-values';
import { organizationPath, type VersionedOrganization } from './get-organization';
import { versionTag } from './get-user';
import { USERS_KEY } from './list-users';
import { ORGANIZATIONS_KEY, readOrganization } from './list-organizations';

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
  const answer = await apiFetchVersioned(organizationPath(id), {
    method: 'PUT',
    json: changes,
    headers: etag ? { 'If-Match': etag } : undefined,
  });
  const organization = readOrganization(answer.body);
  if (!organization) throw new ApiError({ status: 200 });
  return { organization, etag: versionTag(answer.etag) };
}

export function useUpdateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ORGANIZATIONS_KEY }),
        client.invalidateQueries({ queryKey: ['organizations'] }),
        client.invalidateQueries({ queryKey: USERS_KEY }),
      ]),
  });
}
