/** The roles of SPEC.md section 6; the strings are those tokens and stored accounts carry. */
export const ROLES = [
  'ROLE_ADMIN',
  'ROLE_NETWORK_MEMBER',
  'ROLE_AMBASSADOR',
  'ROLE_EXECUTIVE_COMMITTEE',
  'ROLE_ARTISAN_HUNTER',
  'ROLE_ARTISAN',
] as const;

export type Role = (typeof ROLES)[number];

/** The back-office roles; artisans log in separately (their own login and token). */
export const STAFF_ROLES = [
  'ROLE_ADMIN',
  'ROLE_NETWORK_MEMBER',
  'ROLE_AMBASSADOR',
  'ROLE_EXECUTIVE_COMMITTEE',
  'ROLE_ARTISAN_HUNTER',
] as const satisfies readonly Role[];

export type StaffRole = (typeof STAFF_ROLES)[number];

/** The name the screens show for each role (SPEC.md section 6). */
export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  ROLE_ADMIN: 'Admin',
  ROLE_NETWORK_MEMBER: 'Network members',
  ROLE_AMBASSADOR: 'Ambassador',
  ROLE_EXECUTIVE_COMMITTEE: 'Executive Committee',
  ROLE_ARTISAN_HUNTER: 'Artisan hunter',
  ROLE_ARTISAN: 'Artisan',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
