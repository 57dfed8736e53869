/**
 * GET /api/artisans: the artisan list (SPEC.md section 7), its query parameters and its rows, as the
 * API reads and answers them and the web asks for and reads them.
 */

/** SPEC.md sections 2 and 9: the artisan list shows 20 artisans a page. */
export const ARTISANS_PAGE_SIZE = 20;

/** The API refuses longer searches (400). */
export const ARTISAN_SEARCH_MAX_LENGTH = 100;

/**
 * GET /api/artisans: the names of the query parameters (API Platform's filters). Lists repeat the
 * parameter (`country=1&country=2`; `country[]=1` too); references are ids or IRIs, dates dd/mm/yyyy
 * or ISO 8601, ranges `min..max`, booleans true/false.
 */
export const ARTISAN_LIST_PARAMS = {
  page: 'page',
  /** Words that must each appear in the first name, last name, email or workshop. */
  search: 'orSearch_search',
  country: 'country',
  statusEval: 'statusEval',
  recommendations: 'recommendations',
  craftMaterail: 'craftMaterail',
  /** The creator. */
  user: 'user',
  inActivity: 'inActivity',
  createdAfter: 'createdAt[after]',
  createdBefore: 'createdAt[before]',
  evaluationTotalPoint: 'evaluation.totalPoint[between]',
  greenListStatus: 'greenList.status',
  greenListTotalPoint: 'greenList.totalPoint[between]',
  comments: 'comments[exists]',
  /** Admins only (SPEC.md section 6). */
  pending: 'pending',
  /** Admins, the executive committee and network members (SPEC.md section 6). */
  selfAssessment: 'selfAssessment',
  order: 'order[lastName]',
} as const;

/** A closed range of points (`evaluation.totalPoint[between]=10..40`). */
export type PointRange = { min: number; max: number };

/** GET /api/artisans: a reference as a row names it (a country, a craft, a recommendation). */
export type ArtisanListReference = { '@id': string; '@type': string; id: number; name: string };

/** GET /api/artisans: a person as a row names them: a staff member, or the artisan who edited their own profile. */
export type ArtisanListPerson = { '@id': string; '@type': string; id: string; name: string };

/** GET /api/artisans: one row of the list (SPEC.md section 3, "In lists", and the columns of section 2). */
export type ArtisanListItem = {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  craftMaterail: ArtisanListReference | null;
  craftPerson: ArtisanListReference | null;
  country: ArtisanListReference | null;
  inActivity: number | null;
  recommendations: ArtisanListReference[];
  consideredAs: string | null;
  confirmedFor: string[];
  createdAt: string;
  /** The creator (CREATED BY); null for an artisan who signed up. */
  user: ArtisanListPerson | null;
  lastModifiedAt: string;
  lastModifiedBy: ArtisanListPerson | null;
  statusEval: string;
  reviewStatus: string;
  pending: boolean;
  selfAssessment: boolean;
  evaluation: { totalPoint: number | null };
  /** The Green List's status and points; both null before it is open (the artisan is not selected). */
  greenList: { status: string | null; totalPoint: number | null };
  /** Whether a confidential comment exists; its text is never listed. */
  comments: boolean;
  /** Whether the artisan has an account (a password): "send invite" is for those without one. */
  hasAccount: boolean;
  /** Whether an email address is known (an invitation needs one); the address itself is not listed. */
  hasEmail: boolean;
};
