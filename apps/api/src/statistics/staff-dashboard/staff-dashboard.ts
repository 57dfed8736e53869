import {
  DASHBOARD_SECTIONS,
  can,
  type DashboardItem,
  type DashboardMissing,
  type DashboardSection,
  type Role,
  type StaffDashboard,
} from '@artisans/domain';

/**
 * The staff home's "waiting for you" (issue 16): what needs the signed-in member now, within the
 * countries they see. Each kind of work is shown only to the roles that do it (SPEC.md section 6).
 * Its answer is the wire contract the web reads too (libs/domain/src/contracts/dashboard.ts).
 */
export type { DashboardItem, DashboardSection, StaffDashboard };

/** At most this many items per section, the latest first; the count says how many there are in all. */
export const DASHBOARD_ITEMS = 10;

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
}): DashboardMissing[] {
  const missing: DashboardMissing[] = [];
  if (!row.emailConfirmed) missing.push('emailConfirmation');
  if (!row.hasAccount) missing.push('password');
  if (row.countryId === null) missing.push('country');
  if (row.craftMaterialId === null) missing.push('craft');
  return missing;
}
