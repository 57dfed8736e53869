import type { Transaction, Updateable } from 'kysely';
import { EVALUATION_STEP_TYPES, isEvaluationStep } from '@artisans/domain';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../../infrastructure/projections/projection';
import type { ArtisanEvent } from '../domain/artisan.decider';

/**
 * Recorded on a staff account's stream when its artisans get another creator (issue 4, staff
 * half). Applied here too, so that a rebuilt artisans table equals the live one.
 */
type StaffArtisansReassigned = {
  type: 'StaffAccountArtisansReassigned';
  data: { accountId: string; toAccountId: string; artisanIds?: string[] };
};

const ARTISAN_TYPES = [
  'ArtisanRegistered',
  'ArtisanProfileChanged',
  'ArtisanEmailConfirmed',
  'ArtisanEmailConfirmationRequested',
  'ArtisanAccountCreatedMailRequested',
  'ArtisanInvited',
  'ArtisanPasswordResetRequested',
  'ArtisanPasswordSet',
  'ArtisanPictureAdded',
  'ArtisanPictureRemoved',
  'ArtisanDocumentAdded',
  'ArtisanDocumentRemoved',
  'ArtisanAccountDeleted',
  'ArtisanCreatorReassigned',
  'StaffAccountArtisansReassigned',
] as const satisfies readonly (ArtisanEvent | StaffArtisansReassigned)['type'][];

/** What the projection applies: the artisans' events, and their evaluations' steps for the standing. */
const ARTISANS_EVENT_TYPES: ReadonlySet<string> = new Set([...ARTISAN_TYPES, ...EVALUATION_STEP_TYPES]);

/**
 * The artisans as the guard, the login, the invitations and the duplicate check read them. A
 * signed-up artisan is pending until the address is confirmed: only admins see pending artisans.
 * The list screen has its own read model (artisan_list).
 */
export const artisansProjection: Projection = {
  name: 'artisans',
  kind: 'read-model',
  tables: ['artisans'],
  types: ARTISANS_EVENT_TYPES,
  async apply(events: readonly StoredEvent[], trx: Transaction<Database>): Promise<void> {
    for (const stored of events) {
      const event = stored as unknown as (ArtisanEvent | StaffArtisansReassigned) & StoredEvent;
      const at = new Date(stored.metadata.occurredAt);
      const touch = (artisanId: string, changes: Updateable<Database['artisans']>) =>
        trx
          .updateTable('artisans')
          .set({ ...changes, updated_at: at })
          .where('id', '=', artisanId)
          .execute();
      switch (event.type) {
        case 'ArtisanRegistered': {
          const data = event.data;
          await trx
            .insertInto('artisans')
            .values({
              id: data.artisanId,
              country_id: data.countryId,
              craft_material_id: data.craftMaterialId,
              craft_person_id: data.craftPersonId,
              in_activity: data.inActivity,
              created_by: data.createdBy,
              source: data.source,
              // Events written before the flag: a sign-up is pending until its address is confirmed.
              pending: data.pending ?? data.source === 'sign-up',
              self_assessment: data.selfAssessment ?? true,
              language: data.language,
              receive_news: data.receiveNews,
              invited_at: null,
              created_at: at,
              updated_at: at,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        }
        case 'ArtisanProfileChanged': {
          const { changes } = event.data;
          const columns: Updateable<Database['artisans']> = {};
          if (changes.countryId !== undefined) columns.country_id = changes.countryId;
          if (changes.craftMaterialId !== undefined) columns.craft_material_id = changes.craftMaterialId;
          if (changes.craftPersonId !== undefined) columns.craft_person_id = changes.craftPersonId;
          if (changes.inActivity !== undefined) columns.in_activity = changes.inActivity;
          if (changes.receiveNews !== undefined) columns.receive_news = changes.receiveNews;
          if (changes.selfAssessment !== undefined) columns.self_assessment = changes.selfAssessment;
          if (changes.pending !== undefined) columns.pending = changes.pending;
          await touch(event.data.artisanId, columns);
          break;
        }
        case 'ArtisanEmailConfirmed':
          await touch(event.data.artisanId, { confirmed_email: true, pending: false });
          break;
        case 'ArtisanPasswordSet':
          await touch(event.data.artisanId, { has_password: true });
          break;
        case 'ArtisanInvited':
          await touch(event.data.artisanId, { invited_at: at });
          break;
        case 'ArtisanCreatorReassigned':
          await touch(event.data.artisanId, { created_by: event.data.to });
          break;
        case 'ArtisanAccountDeleted':
          await trx.deleteFrom('artisans').where('id', '=', event.data.artisanId).execute();
          break;
        case 'StaffAccountArtisansReassigned': {
          // Only artisans still on the old creator move, so applying it twice changes nothing.
          const { accountId, toAccountId, artisanIds } = event.data;
          if (artisanIds?.length === 0) break;
          let update = trx
            .updateTable('artisans')
            .set({ created_by: toAccountId })
            .where('created_by', '=', accountId);
          if (artisanIds) update = update.where('id', 'in', artisanIds);
          await update.execute();
          break;
        }
        case 'ArtisanEmailConfirmationRequested':
        case 'ArtisanPasswordResetRequested':
        case 'ArtisanAccountCreatedMailRequested':
          break; // mails only: the artisan itself did not change
        case 'ArtisanPictureAdded':
        case 'ArtisanPictureRemoved':
        case 'ArtisanDocumentAdded':
        case 'ArtisanDocumentRemoved':
          await touch(event.data.artisanId, {});
          break;
        default:
          // The evaluation's steps (apps/api/src/evaluation) say where it now stands.
          if (isEvaluationStep(stored.type)) {
            const step = stored.data as { artisanId: string; statusEval: string };
            await touch(step.artisanId, { status_eval: step.statusEval });
          }
          break; // other events of other streams
      }
    }
  },
};
