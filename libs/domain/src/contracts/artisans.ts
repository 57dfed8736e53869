/**
 * The artisan as GET /api/artisans/{id} answers it (also the answer of POST /api/artisans and of a
 * PATCH or PUT of the profile): one declaration for the API, which writes it, and the web, which
 * reads it. Types only: what is on the wire, no rules.
 */

/** The possible values of `consideredAs` (SPEC.md section 3). */
export const CONSIDERED_AS = ['Rising Talent', 'Master'] as const;
export type ConsideredAs = (typeof CONSIDERED_AS)[number];

/**
 * The erasable part of an artisan: every value a person could be recognised by (SPEC.md section 3);
 * optional texts are null when empty.
 */
export type ArtisanPersonalData = {
  title: 'Mr.' | 'Ms.' | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  associated: string | null;
  workshop: string | null;
  website: string | null;
  address: string | null;
  postalCode: string | null;
  place: string | null;
  pinterest: string | null;
  facebook: string | null;
  instagram: string | null;
  youtube: string | null;
  otherSocial: string | null;
};

/**
 * The names of the personal fields: what the artisan's events and its history name (never their
 * values, which live apart from the events).
 */
export const ARTISAN_PERSONAL_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'associated',
  'workshop',
  'website',
  'address',
  'postalCode',
  'place',
  'pinterest',
  'facebook',
  'instagram',
  'youtube',
  'otherSocial',
] as const satisfies readonly (keyof ArtisanPersonalData)[];

export type ArtisanPersonalField = (typeof ARTISAN_PERSONAL_FIELDS)[number];

/** GET /api/artisans/{id}: an uploaded file as the profile lists it (the IRI to GET its bytes from, and its id). */
export type ArtisanFileLink = { '@id': string; id: string };

/** GET /api/artisans/{id}: a picture also links its thumbnail (at most 320 × 320 px), for where it is shown small. */
export type ArtisanPictureLink = ArtisanFileLink & { thumbnail: string };

/**
 * GET /api/artisans/{id}: an artisan as API Platform answered it (field names of SPEC.md section 3,
 * the misspelling `craftMaterail` included; references as IRIs). Where "begin the evaluation" leads
 * is the web app's to know (its route of the evaluation), so the artisan carries no link to it.
 */
export type ArtisanResource = ArtisanPersonalData & {
  '@context': string;
  '@id': string;
  '@type': string;
  id: string;
  country: string | null;
  craftMaterail: string | null;
  craftPerson: string | null;
  inActivity: number | null;
  master: boolean;
  risingTalent: boolean;
  deceased: boolean;
  recommendations: string[];
  consideredAs: ConsideredAs | null;
  confirmeds: string[];
  suggestedCountries: string[];
  statusEval: string;
  pending: boolean;
  confirmedEmail: boolean;
  selfAssessment: boolean;
  isReceiveNews: boolean;
  /** The creator (CREATED BY), an IRI; null for a sign-up. */
  user: string | null;
  pictures: ArtisanPictureLink[];
  document: ArtisanFileLink | null;
  createdAt: string;
  updatedAt: string;
};
