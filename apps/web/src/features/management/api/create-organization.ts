import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import type { OrganizationBody } from '../utils/organization-form-values';
import { USERS_KEY } from './list-users';
import { ORGANIZATIONS_KEY, readOrganization, type Organization } from './list-organizations';

/** POST /api/organizations: a new organisation; 409 (`organization-name-exists`) on a taken name. */
export async function createOrganization(body: OrganizationBody): Promise<Organization> {
  const organization = readOrganization(await apiFetch('/api/organizations', { method: 'POST', json: body }));
  if (!organization) throw new ApiError({ status: 200 });
  return organization;
}

export function useCreateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ORGANIZATIONS_KEY }),
        // The forms' and filters' list, and the accounts whose organisation changed.
        client.invalidateQueries({ queryKey: ['organizations'] }),
        client.invalidateQueries({ queryKey: USERS_KEY }),
      ]),
  });
}
