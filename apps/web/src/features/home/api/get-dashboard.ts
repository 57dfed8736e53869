import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/http/http-client';

export type DashboardSection = 'endorsement' | 'review' | 'pending' | 'greenLists';
export type Missing = 'emailConfirmation' | 'password' | 'country' | 'craft';

export type DashboardItem = {
  artisanId: string;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  since: string;
  statusEval: string;
  reviewStatus: string;
  missing: Missing[];
};

/** GET /api/dashboard: what waits for the signed-in staff member (the API's StaffDashboard). */
export type StaffDashboard = {
  sections: { section: DashboardSection; count: number; items: DashboardItem[] }[];
};

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
