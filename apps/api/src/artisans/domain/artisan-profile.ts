/**
 * The artisan's profile as the Artisan aggregate records it (SPEC.md section 3): its non-personal
 * fields, which of them staff and admins alone change, the names of the personal fields (their
 * values live in artisan_personal_data, never in events), and the defaults a new or an older
 * registration takes. Pure: the decider and the edges share it.
 */

import {
  ARTISAN_PERSONAL_FIELDS,
  CONSIDERED_AS,
  type ArtisanPersonalField,
  type ConsideredAs,
} from '@artisans/domain';

/** How the artisan came into the tool. */
export type ArtisanSource = 'sign-up' | 'staff' | 'import';

/**
 * The personal fields' names (the history's too) and consideredAs' values are the artisan
 * resource's: declared with it (libs/domain/src/contracts/artisans.ts).
 */
export { ARTISAN_PERSONAL_FIELDS, CONSIDERED_AS, type ArtisanPersonalField, type ConsideredAs };

/**
 * The non-personal part of the profile (SPEC.md section 3): what registration records in full and
 * ArtisanProfileChanged records key by key. Lists of ids are kept sorted and without repeats, so
 * that comparing two profiles compares their contents.
 */
export type ArtisanProfile = {
  countryId: number | null;
  craftMaterialId: number | null;
  craftPersonId: number | null;
  /** The year the artisan started (1900 to next year; checked where the year is known: the edge). */
  inActivity: number | null;
  receiveNews: boolean;
  master: boolean;
  risingTalent: boolean;
  deceased: boolean;
  /** Ids of /api/recommendations: the initiatives the artisan is recommended for. */
  recommendations: number[];
  consideredAs: ConsideredAs | null;
  /** Ids of /api/confirmeds. */
  confirmedFor: number[];
  /** Countries besides its own the artisan is suggested to: their network members see it. */
  suggestedCountryIds: number[];
  selfAssessment: boolean;
  /** An inactive account: only admins see pending artisans. */
  pending: boolean;
};

export type ArtisanProfileKey = keyof ArtisanProfile;

/** The foundation's judgement and process: staff change them, the artisan does not. */
export const PROCESS_FIELDS = [
  'master',
  'risingTalent',
  'deceased',
  'recommendations',
  'consideredAs',
  'confirmedFor',
  'suggestedCountryIds',
  'selfAssessment',
  'pending',
] as const satisfies readonly ArtisanProfileKey[];

/** Every profile key: the artisan's own (country, crafts, activity, news) then the process fields. */
export const ARTISAN_PROFILE_KEYS = [
  'countryId',
  'craftMaterialId',
  'craftPersonId',
  'inActivity',
  'receiveNews',
  ...PROCESS_FIELDS,
] as const satisfies readonly ArtisanProfileKey[];

/** Only those who see pending artisans (admins) make one pending or active again. */
export const ADMIN_FIELDS = ['pending'] as const satisfies readonly ArtisanProfileKey[];

/** Who edits a profile: the artisan itself, staff, or an admin (who alone sees pending artisans). */
export type ProfileEditor = 'artisan' | 'staff' | 'admin';

/** What a profile holds until someone says otherwise (a sign-up takes these whatever it sends). */
export const PROFILE_DEFAULTS: Omit<
  ArtisanProfile,
  'countryId' | 'craftMaterialId' | 'craftPersonId' | 'inActivity' | 'receiveNews'
> = {
  master: false,
  risingTalent: false,
  deceased: false,
  recommendations: [],
  consideredAs: null,
  confirmedFor: [],
  suggestedCountryIds: [],
  selfAssessment: true,
  pending: false,
};

/** A profile from the fields a form gives, the others at their defaults (SPEC.md section 3). */
export function newArtisanProfile(
  given: Pick<ArtisanProfile, 'countryId' | 'craftMaterialId' | 'craftPersonId' | 'inActivity'> &
    Partial<ArtisanProfile>,
): ArtisanProfile {
  return normalizeProfile({ ...PROFILE_DEFAULTS, receiveNews: false, ...given });
}

/** Ids sorted and without repeats. */
export function idSet(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

const ID_LISTS = ['recommendations', 'confirmedFor', 'suggestedCountryIds'] as const;

/** The profile with its id lists sorted and without repeats. */
export function normalizeProfile<T extends Partial<ArtisanProfile>>(profile: T): T {
  const normalized = { ...profile };
  for (const key of ID_LISTS) {
    const ids = normalized[key];
    if (ids !== undefined) normalized[key] = idSet(ids) as T[typeof key];
  }
  return normalized;
}

/**
 * The profile an ArtisanRegistered event records. Events written before the profile grew lack the
 * newer keys: they take their defaults, and a sign-up is pending until its address is confirmed
 * (as the artisans read model has always shown it).
 */
export function registeredProfile(data: Partial<ArtisanProfile> & { source: ArtisanSource }): ArtisanProfile {
  return {
    countryId: data.countryId ?? null,
    craftMaterialId: data.craftMaterialId ?? null,
    craftPersonId: data.craftPersonId ?? null,
    inActivity: data.inActivity ?? null,
    receiveNews: data.receiveNews ?? false,
    master: data.master ?? false,
    risingTalent: data.risingTalent ?? false,
    deceased: data.deceased ?? false,
    recommendations: data.recommendations ?? [],
    consideredAs: data.consideredAs ?? null,
    confirmedFor: data.confirmedFor ?? [],
    suggestedCountryIds: data.suggestedCountryIds ?? [],
    selfAssessment: data.selfAssessment ?? true,
    pending: data.pending ?? data.source === 'sign-up',
  };
}
