import { apiFetch } from '../../../lib/http/http-client';
import type { Title } from '../../../lib/validation/artisan-fields';
import { toArtisan, type Artisan, type ConsideredAs } from './get-artisan';

/**
 * The artisan body of POST /api/artisans (staff) and PUT /api/artisans/{id}: the contract's field
 * names, references as IRIs, null to leave an optional field empty.
 */
export type ArtisanBody = {
  title: Title;
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
  country: string;
  craftMaterail: string;
  craftPerson: string | null;
  inActivity: number;
  isReceiveNews: boolean;
  /** The fields only staff change (the API answers 403 when an artisan changes them). */
  master: boolean;
  risingTalent: boolean;
  deceased: boolean;
  recommendations: string[];
  consideredAs: ConsideredAs | null;
  confirmeds: string[];
  suggestedCountries: string[];
  selfAssessment: boolean;
  /** Only admins change it. */
  pending: boolean;
};

/** POST /api/artisans with a staff token: staff add an artisan; answers 201 with it. */
export async function createArtisan(body: Partial<ArtisanBody>): Promise<Artisan> {
  return toArtisan(await apiFetch('/api/artisans', { method: 'POST', json: body }));
}
