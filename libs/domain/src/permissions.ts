import { DomainError } from './errors';
import { MESSAGES } from './messages';
import type { Role, StaffRole } from './roles';

/**
 * The permission table (SPEC.md section 6): what each role may do, which menu items it sees and
 * which artisans it reaches. The API guards and the web menus both read it.
 */
export const ACTIONS = [
  'artisans.list',
  'artisans.create',
  'artisans.update',
  'artisans.delete',
  'artisans.invite',
  'artisans.import',
  'artisans.evaluate',
  'artisans.filter.pending',
  'artisans.filter.selfAssessment',
  'evaluations.endorse',
  'evaluations.review',
  'artisans.decide',
  'users.list',
  'users.manage',
  'users.manageAdmins',
  'users.history',
  'organizations.manage',
  'people.list',
  'statistics.read',
  /** The statistics figures of the account's own countries only (network members). */
  'statistics.readOwnCountries',
  'communication.send',
  /** The tutorial texts and the main video shown to staff (issue 17): admins only. */
  'help.manage',
  /** The Green List's texts in every language: correct, validate, comment (SPEC.md section 3): admins only. */
  'greenListTexts.manage',
  'criteria.read',
  'account.own',
  'selfAssessment.fill',
] as const;

export type Action = (typeof ACTIONS)[number];

const EVERY_STAFF_MEMBER: readonly Action[] = [
  'artisans.list',
  'artisans.create',
  'artisans.update',
  'artisans.invite',
  'artisans.evaluate',
  'people.list',
  'criteria.read',
  'account.own',
];

/** The foundation (admin and executive committee) manages, reviews, decides and reads statistics. */
const FOUNDATION: readonly Action[] = [
  ...EVERY_STAFF_MEMBER,
  'artisans.delete',
  'artisans.import',
  'artisans.filter.selfAssessment',
  'evaluations.review',
  'artisans.decide',
  'users.list',
  'users.manage',
  'users.history',
  'organizations.manage',
  'statistics.read',
  'communication.send',
];

export const PERMISSIONS: Readonly<Record<Role, readonly Action[]>> = {
  // Only admins see pending (inactive) artisans and the filter for them, and only admins manage
  // admin accounts and the admin role (account-permissions.ts).
  ROLE_ADMIN: [
    ...FOUNDATION,
    'artisans.filter.pending',
    'users.manageAdmins',
    'help.manage',
    'greenListTexts.manage',
  ],
  ROLE_EXECUTIVE_COMMITTEE: FOUNDATION,
  ROLE_NETWORK_MEMBER: [
    ...EVERY_STAFF_MEMBER,
    'artisans.filter.selfAssessment',
    'evaluations.endorse',
    'statistics.readOwnCountries',
  ],
  ROLE_AMBASSADOR: EVERY_STAFF_MEMBER,
  ROLE_ARTISAN_HUNTER: EVERY_STAFF_MEMBER,
  // The self-assessment is the artisan's own view of itself: only the artisan fills it in.
  ROLE_ARTISAN: ['criteria.read', 'account.own', 'selfAssessment.fill'],
};

export function can(role: Role, action: Action): boolean {
  return PERMISSIONS[role].includes(action);
}

/**
 * Refuses (403) an actor whose role may not perform the action, in a decider's `decide`. No actor
 * (null) is the system's own change (a seed, a migration), always allowed.
 */
export function assertCan(actor: { role: Role } | null, action: Action): void {
  if (actor && !can(actor.role, action)) throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
}

/** Roles allowed to perform an action: what an endpoint's guard lists. */
export function rolesAllowedTo(action: Action): Role[] {
  return (Object.keys(PERMISSIONS) as Role[]).filter((role) => can(role, action));
}

/**
 * Which artisans a role reaches without a country filter:
 * - all: every artisan (pending ones only for roles that may filter on them);
 * - own-countries: artisans of the account's countries, unless a country filter is picked;
 * - own-countries-and-suggested: the same, plus artisans suggested for those countries;
 * - self: only the artisan's own record.
 */
export type ArtisanScope = 'all' | 'own-countries' | 'own-countries-and-suggested' | 'self';

export const ARTISAN_SCOPE: Readonly<Record<Role, ArtisanScope>> = {
  ROLE_ADMIN: 'all',
  ROLE_EXECUTIVE_COMMITTEE: 'all',
  ROLE_NETWORK_MEMBER: 'own-countries-and-suggested',
  ROLE_AMBASSADOR: 'own-countries',
  ROLE_ARTISAN_HUNTER: 'own-countries',
  ROLE_ARTISAN: 'self',
};

/**
 * What a viewer wants to do with an artisan: `read` (profile, pictures, PDF, history) or `change` it
 * (edit, upload, invite, delete).
 */
export type ArtisanAccess = 'read' | 'change';

/** Who asks: for an artisan, `accountId` is its own artisan id. */
export type ArtisanViewer = { role: Role; accountId: string; countries: readonly number[] };

export type ArtisanInReach = {
  id: string;
  countryId: number | null;
  pending: boolean;
  suggestedCountryIds: readonly number[];
};

/**
 * Whether a viewer may read or change an artisan (SPEC.md section 6). An artisan reaches only
 * itself; pending artisans only those who may filter on them (admins); the foundation every artisan.
 * Network members, ambassadors and hunters *read* any artisan the list shows them once they pick a
 * country filter, that is every non-pending one, but *change* only those of their countries (network
 * members also those suggested to one of their countries): one rule for the list and the profile,
 * and another country's artisans stay with that country's network.
 */
export function canReachArtisan(
  viewer: ArtisanViewer,
  artisan: ArtisanInReach,
  access: ArtisanAccess,
): boolean {
  const scope = ARTISAN_SCOPE[viewer.role];
  if (scope === 'self') return viewer.accountId === artisan.id;
  if (artisan.pending && !can(viewer.role, 'artisans.filter.pending')) return false;
  if (scope === 'all' || access === 'read') return true;
  const ours = (country: number | null) => country !== null && viewer.countries.includes(country);
  switch (scope) {
    case 'own-countries':
      return ours(artisan.countryId);
    case 'own-countries-and-suggested':
      return ours(artisan.countryId) || artisan.suggestedCountryIds.some(ours);
  }
}

/** Route names of SPEC.md section 2 that appear as menu items. */
export type MenuItem =
  | 'artisans'
  | 'management'
  | 'statistics'
  | 'communication'
  | 'criteria'
  | 'my-profile'
  | 'my-evaluation'
  | 'my-green-list'
  | 'green-list-texts';

export function menuFor(role: Role, artisan: { craftSet: boolean } = { craftSet: false }): MenuItem[] {
  if (role === 'ROLE_ARTISAN') {
    // The Green List is always offered: before the selection its screen shows the popup of SPEC.md
    // section 2 saying why it is not open yet.
    return [
      'criteria',
      'my-profile',
      ...(artisan.craftSet ? (['my-evaluation'] as const) : []),
      'my-green-list',
    ];
  }
  const items: MenuItem[] = ['artisans'];
  if (can(role, 'users.manage')) items.push('management');
  if (can(role, 'statistics.read')) items.push('statistics');
  if (can(role, 'communication.send')) items.push('communication');
  if (can(role, 'greenListTexts.manage')) items.push('green-list-texts');
  items.push('criteria');
  return items;
}

/** Where the logo and a refused route lead. */
export function homeRouteFor(role: Role): 'artisan home' | 'home' {
  return role === 'ROLE_ARTISAN' ? 'artisan home' : 'home';
}

/** Where logging out leads. */
export function loginRouteFor(role: Role): 'artisan login' | 'login' {
  return role === 'ROLE_ARTISAN' ? 'artisan login' : 'login';
}

/** Roles listed by GET /api/people (SPEC.md section 7). */
export const PEOPLE_ROLES = [
  'ROLE_AMBASSADOR',
  'ROLE_NETWORK_MEMBER',
  'ROLE_ARTISAN_HUNTER',
] as const satisfies readonly StaffRole[];
