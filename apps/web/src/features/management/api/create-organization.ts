import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import type { OrganizationBody } from '../utils/organization-form-values';
import { readOrganization, type Organization } from './list-organizations';
import { invalidateOrganizations, recordOf } from './versioned-record';

/** POST /api/organizations: a new organisation; 409 (`organization-name-exists`) on a taken name. */
export async function createOrganization(body: OrganizationBody): Promise<Organization> {
  return recordOf(readOrganization, await apiFetch('/api/organizations', { method: 'POST', json: body }));
}

export function useCreateOrganization() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createOrganization, onSuccess: () => invalidateOrganizations(client) });
}
