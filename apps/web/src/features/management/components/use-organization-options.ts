import { useMemo } from 'react';
import { useOrganizationList } from '../api/list-organizations';

/** The organisations as select options (values: their ids), as the list answers them. */
export function useOrganizationOptions() {
  const organizations = useOrganizationList();
  return useMemo(
    () =>
      (organizations.data ?? []).map((organization) => ({
        value: String(organization.id),
        label: organization.name,
      })),
    [organizations.data],
  );
}
