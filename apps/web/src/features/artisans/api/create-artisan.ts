import type { ArtisanPersonalData, ArtisanResource } from '@artisans/domain/contracts/artisans';
import { apiFetch } from '../../../lib/http/http-client';
import type { Title } from '../../../lib/validation/artisan-fields';
import { toArtisan, type Artisan } from './get-artisan';

/**
 * The artisan body of POST /api/artisans (staff) and PUT /api/artisans/{id}: the contract's field
 * names (those of the artisan resource, libs/domain/src/contracts/artisans.ts), references as IRIs,
 * null to leave an optional field empty. Only staff change master, risingTalent, deceased,
 * recommendations, consideredAs, confirmeds, suggestedCountries and selfAssessment (the API answers
 * 403 when an artisan changes them); only admins change pending.
 */
export type ArtisanBody = Omit<ArtisanPersonalData, 'title'> &
  Pick<
    ArtisanResource,
    | 'craftPerson'
    | 'isReceiveNews'
    | 'master'
    | 'risingTalent'
    | 'deceased'
    | 'recommendations'
    | 'consideredAs'
    | 'confirmeds'
    | 'suggestedCountries'
    | 'selfAssessment'
    | 'pending'
  > & {
    title: Title;
    country: string;
    craftMaterail: string;
    inActivity: number;
  };

/** POST /api/artisans with a staff token: staff add an artisan; answers 201 with it. */
export async function createArtisan(body: Partial<ArtisanBody>): Promise<Artisan> {
  return toArtisan(await apiFetch('/api/artisans', { method: 'POST', json: body }));
}
