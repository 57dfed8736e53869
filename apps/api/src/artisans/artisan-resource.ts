import type { Selectable } from 'kysely';
import type { Db } from '../infrastructure/database/database';
import { iriOf, type HydraItem } from '../infrastructure/http/hydra';
import type { Database } from '../infrastructure/database/schema';
import { COUNTRY, CRAFT_MATERIAL, CRAFT_PERSON } from '../reference-data/reference-data.service';
import { toPersonalData, type ArtisanPersonalData } from './artisan-accounts.service';

export const ARTISAN = { path: 'artisans', type: 'Artisan' } as const;

/**
 * An artisan as API Platform answered it (field names of SPEC.md section 3, references as IRIs).
 * The registry issue extends it with the rest of the profile.
 */
export type ArtisanResource = HydraItem<
  ArtisanPersonalData & {
    id: string;
    country: string | null;
    craftMaterail: string | null;
    craftPerson: string | null;
    inActivity: number | null;
    statusEval: string;
    pending: boolean;
    confirmedEmail: boolean;
    selfAssessment: boolean;
    isReceiveNews: boolean;
    createdAt: string;
  }
>;

export function toArtisanResource(
  row: Selectable<Database['artisans']>,
  personal: ArtisanPersonalData,
): ArtisanResource {
  return {
    '@context': `/api/contexts/${ARTISAN.type}`,
    '@id': iriOf(ARTISAN, row.id),
    '@type': ARTISAN.type,
    id: row.id,
    ...personal,
    country: row.country_id === null ? null : iriOf(COUNTRY, row.country_id),
    craftMaterail: row.craft_material_id === null ? null : iriOf(CRAFT_MATERIAL, row.craft_material_id),
    craftPerson: row.craft_person_id === null ? null : iriOf(CRAFT_PERSON, row.craft_person_id),
    inActivity: row.in_activity,
    statusEval: row.status_eval,
    pending: row.pending,
    confirmedEmail: row.confirmed_email,
    selfAssessment: row.self_assessment,
    isReceiveNews: row.receive_news,
    createdAt: row.created_at.toISOString(),
  };
}

export async function loadArtisanResource(db: Db, artisanId: string): Promise<ArtisanResource | undefined> {
  const [row, personal] = await Promise.all([
    db.selectFrom('artisans').selectAll().where('id', '=', artisanId).executeTakeFirst(),
    db.selectFrom('artisan_personal_data').selectAll().where('artisan_id', '=', artisanId).executeTakeFirst(),
  ]);
  if (!row || !personal) return undefined;
  return toArtisanResource(row, toPersonalData(personal));
}
