import { INITIAL_STATUS_EVAL, type ArtisanPersonalData, type ArtisanResource } from '@artisans/domain';
import { USER } from '../accounts/staff/staff-input';
import type { CommandRunner } from '../infrastructure/commands/command-runner';
import type { Db } from '../infrastructure/database/database';
import { iriOf, type HydraResource } from '../infrastructure/http/hydra';
import {
  CONFIRMED,
  COUNTRY,
  CRAFT_MATERIAL,
  CRAFT_PERSON,
  RECOMMENDATION,
} from '../reference-data/reference-data.service';
import { toPersonalData } from './artisan-accounts.service';
import { artisanDecider, artisanStreamId, type ArtisanAccount } from './domain/artisan.decider';

export const ARTISAN = { path: 'artisans', type: 'Artisan' } as const satisfies HydraResource;

/** The answer's shape is the wire contract the web reads too (libs/domain/src/contracts/artisans.ts). */
export type { ArtisanResource };

/** An artisan's state folded from its stream, with when it was created and last changed. */
export type ArtisanSnapshot = {
  id: string;
  account: ArtisanAccount;
  /** When its first and its last event were recorded. */
  createdAt: string;
  updatedAt: string;
  /** Its stream's version: the ETag a change names in If-Match. */
  version: number;
};

export const pictureIri = (artisanId: string, fileId: string) =>
  `${iriOf(ARTISAN, artisanId)}/pictures/${fileId}`;
export const thumbnailIri = (artisanId: string, fileId: string) =>
  `${pictureIri(artisanId, fileId)}/thumbnail`;
export const documentIri = (artisanId: string) => `${iriOf(ARTISAN, artisanId)}/document`;

/**
 * The artisan as its events say (the write model): always up to date, and holding the profile
 * fields the artisans read model may not project. Undefined when none or deleted. Folded through
 * the states this process keeps (CommandRunner.current): only the events appended since are read,
 * where every request about an artisan read its whole stream, one more event at each profile save.
 */
export async function loadArtisan(
  commands: Pick<CommandRunner, 'current'>,
  artisanId: string,
): Promise<ArtisanSnapshot | undefined> {
  const { state, version, firstAt, lastAt } = await commands.current(
    artisanStreamId(artisanId),
    artisanDecider,
  );
  if (state.status !== 'registered' || !firstAt || !lastAt) return undefined;
  return { id: artisanId, account: state.account, createdAt: firstAt, updatedAt: lastAt, version };
}

export function toArtisanResource(
  artisan: ArtisanSnapshot,
  personal: ArtisanPersonalData,
  statusEval: string,
): ArtisanResource {
  const { id, account } = artisan;
  const { profile } = account;
  return {
    '@context': `/api/contexts/${ARTISAN.type}`,
    '@id': iriOf(ARTISAN, id),
    '@type': ARTISAN.type,
    id,
    ...personal,
    country: profile.countryId === null ? null : iriOf(COUNTRY, profile.countryId),
    craftMaterail: profile.craftMaterialId === null ? null : iriOf(CRAFT_MATERIAL, profile.craftMaterialId),
    craftPerson: profile.craftPersonId === null ? null : iriOf(CRAFT_PERSON, profile.craftPersonId),
    inActivity: profile.inActivity,
    master: profile.master,
    risingTalent: profile.risingTalent,
    deceased: profile.deceased,
    recommendations: profile.recommendations.map((ref) => iriOf(RECOMMENDATION, ref)),
    consideredAs: profile.consideredAs,
    confirmeds: profile.confirmedFor.map((ref) => iriOf(CONFIRMED, ref)),
    suggestedCountries: profile.suggestedCountryIds.map((ref) => iriOf(COUNTRY, ref)),
    statusEval,
    pending: profile.pending,
    confirmedEmail: account.emailConfirmed,
    selfAssessment: profile.selfAssessment,
    isReceiveNews: profile.receiveNews,
    user: account.createdBy === null ? null : iriOf(USER, account.createdBy),
    pictures: account.pictures.map((fileId) => ({
      '@id': pictureIri(id, fileId),
      id: fileId,
      thumbnail: thumbnailIri(id, fileId),
    })),
    document: account.document === null ? null : { '@id': documentIri(id), id: account.document },
    createdAt: artisan.createdAt,
    updatedAt: artisan.updatedAt,
  };
}

/** The status of the evaluation lives in the read model (the evaluation issue writes it). */
export async function statusEvalOf(db: Db, artisanId: string): Promise<string> {
  const row = await db
    .selectFrom('artisans')
    .select('status_eval')
    .where('id', '=', artisanId)
    .executeTakeFirst();
  return row?.status_eval ?? INITIAL_STATUS_EVAL;
}

export async function loadArtisanResource(
  db: Db,
  commands: Pick<CommandRunner, 'current'>,
  artisanId: string,
): Promise<ArtisanResource | undefined> {
  const [artisan, personal, statusEval] = await Promise.all([
    loadArtisan(commands, artisanId),
    db.selectFrom('artisan_personal_data').selectAll().where('artisan_id', '=', artisanId).executeTakeFirst(),
    statusEvalOf(db, artisanId),
  ]);
  if (!artisan || !personal) return undefined;
  return toArtisanResource(artisan, toPersonalData(personal), statusEval);
}
