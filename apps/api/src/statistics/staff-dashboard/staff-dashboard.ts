import { can, type Role } from '@artisans/domain';

/**
 * The staff home's "waiting for you" (issue 16): what needs the signed-in member now, within the
 * countries they see. Each kind of work is shown only to the roles that do it (SPEC.md section 6).
 */
export const DASHBOARD_SECTIONS = ['endorsement', 'review', 'pending', 'greenLists'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** What a PENDING artisan still misses before it can be evaluated. */
export const MISSING = ['emailConfirmation', 'password', 'country', 'craft'] as const;
export type Missing = (typeof MISSING)[number];

/** At most this many items per section, the latest first; the count says how many there are in all. */
export const DASHBOARD_ITEMS = 10;

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
  missing: Missing[];
};

export type StaffDashboard = {
  sections: { section: DashboardSection; count: number; items: DashboardItem[] }[];
};

/** The sections a role acts on: network members endorse, the foundation reviews and decides, admins see PENDING artisans. */
export function sectionsFor(role: Role): DashboardSection[] {
  return DASHBOARD_SECTIONS.filter((section) => {
    switch (section) {
      case 'endorsement':
        return can(role, 'evaluations.endorse');
      case 'review':
      case 'greenLists':
        return can(role, 'evaluations.review');
      case 'pending':
        return can(role, 'artisans.filter.pending');
    }
  });
}

export function missingOf(row: {
  emailConfirmed: boolean;
  hasAccount: boolean;
  countryId: number | null;
  craftMaterialId: number | null;
}): Missing[] {
  const missing: Missing[] = [];
  if (!row.emailConfirmed) missing.push('emailConfirmation');
  if (!row.hasAccount) missing.push('password');
  if (row.countryId === null) missing.push('country');
  if (row.craftMaterialId === null) missing.push('craft');
  return missing;
}
