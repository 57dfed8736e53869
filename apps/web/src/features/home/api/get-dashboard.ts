import { useEffect, useState } from 'react';
import type { StaffDashboard } from '@artisans/domain/contracts/dashboard';
import { apiFetch } from '../../../lib/http/http-client';

export type { DashboardItem, DashboardSection, StaffDashboard } from '@artisans/domain/contracts/dashboard';

/**
 * The staff home's "waiting for you", read once the page is open (plain fetch: the home page stays
 * light, without the query library). undefined while loading, null when it could not be read.
 */
export function useStaffDashboard(language: string): StaffDashboard | null | undefined {
  const [dashboard, setDashboard] = useState<StaffDashboard | null>();
  useEffect(() => {
    let live = true;
    apiFetch<StaffDashboard>('/api/dashboard')
      .then((body) => live && setDashboard(body))
      .catch(() => live && setDashboard(null));
    return () => {
      live = false;
    };
  }, [language]);
  return dashboard;
}
