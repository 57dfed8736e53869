/**
 * GET /api/dashboard: the staff home's "waiting for you" (issue 16), what needs the signed-in
 * member now, within the countries they see.
 */

export const DASHBOARD_SECTIONS = ['endorsement', 'review', 'pending', 'greenLists'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** What a PENDING artisan still misses before it can be evaluated. */
export const DASHBOARD_MISSING = ['emailConfirmation', 'password', 'country', 'craft'] as const;
export type DashboardMissing = (typeof DASHBOARD_MISSING)[number];

/** GET /api/dashboard: one artisan waiting in a section. */
export type DashboardItem = {
  artisanId: string;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  /** Since when it waits (ISO time): the sending, the registration or the Green List's sending. */
  since: string;
  statusEval: string;
  reviewStatus: string;
  /** For a PENDING artisan: what it misses. */
  missing: DashboardMissing[];
};

/** GET /api/dashboard: the sections of the signed-in staff member's role, each with its count and latest items. */
export type StaffDashboard = {
  sections: { section: DashboardSection; count: number; items: DashboardItem[] }[];
};
