import type { Insertable, Transaction, Updateable } from 'kysely';
import type { ArtisanListTable, Database } from '../infrastructure/database/schema';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';
import type { Projection } from '../infrastructure/projections/projection';
import { intOrNull, ints } from '../infrastructure/projections/event-values';
import { EVALUATION_STEP_TYPES, type EvaluationStepType } from '@artisans/domain';
import {
  GREEN_LIST_STEP_TYPES,
  isGreenListStep,
  standingAfter,
} from '../green-list/projections/green-list-standing';

/**
 * The events this read model reads, as they may be found in the log: events written before a field
 * existed lack its key, so every field but the id is optional here and folds to the default the
 * write side gives it (SPEC.md section 3: selfAssessment true, no recommendation, not pending...).
 */
type ProfileFields = {
  countryId?: number | null;
  craftMaterialId?: number | null;
  craftPersonId?: number | null;
  inActivity?: number | null;
  recommendations?: number[];
  consideredAs?: string | null;
  confirmedFor?: number[];
  suggestedCountryIds?: number[];
  selfAssessment?: boolean;
  pending?: boolean;
};

export type ArtisanListEvent =
  | {
      type: 'ArtisanRegistered';
      data: ProfileFields & { artisanId: string; source?: string; createdBy?: string | null };
    }
  | {
      type: 'ArtisanProfileChanged';
      data: { artisanId: string; changedFields?: string[]; changes?: ProfileFields };
    }
  | { type: 'ArtisanEmailConfirmed'; data: { artisanId: string } }
  | { type: 'ArtisanPasswordSet'; data: { artisanId: string } }
  | { type: 'ArtisanCreatorReassigned'; data: { artisanId: string; to: string } }
  | { type: 'ArtisanAccountDeleted'; data: { artisanId: string } }
  | {
      type: 'StaffAccountArtisansReassigned';
      data: { accountId: string; toAccountId: string; artisanIds?: string[] };
    }
  | { type: EvaluationStepType; data: EvaluationStep };

type EvaluationStep = {
  artisanId: string;
  statusEval: string;
  reviewStatus: string;
  /** On EvaluationSubmitted: the points of the evaluation sent. */
  totalPoint?: number;
  /** On EvaluationDecided: the confidential comment (only whether there is one is listed). */
  comments?: string;
};

/** The columns an evaluation step sets. */
function evaluationColumns(step: EvaluationStep): Updateable<ArtisanListTable> {
  const set: Updateable<ArtisanListTable> = {
    status_eval: step.statusEval,
    review_status: step.reviewStatus,
  };
  if (typeof step.totalPoint === 'number') set.evaluation_total_point = step.totalPoint;
  if (typeof step.comments === 'string') set.has_comments = step.comments.trim() !== '';
  return set;
}

const LIST_EVENT_TYPES: ReadonlySet<string> = new Set<string>([
  'ArtisanRegistered',
  'ArtisanProfileChanged',
  'ArtisanEmailConfirmed',
  'ArtisanPasswordSet',
  'ArtisanCreatorReassigned',
  'ArtisanAccountDeleted',
  'StaffAccountArtisansReassigned',
  ...EVALUATION_STEP_TYPES,
  ...GREEN_LIST_STEP_TYPES,
]);

type Row = Insertable<ArtisanListTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in the uuid columns; anything else (a system actor, a test id) is "nobody". */
function uuidOrNull(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}

/** The columns an ArtisanProfileChanged sets: only the keys it carries. */
export function profileColumns(changes: ProfileFields): Updateable<ArtisanListTable> {
  const set: Updateable<ArtisanListTable> = {};
  if ('countryId' in changes) set.country_id = intOrNull(changes.countryId);
  if ('craftMaterialId' in changes) set.craft_material_id = intOrNull(changes.craftMaterialId);
  if ('craftPersonId' in changes) set.craft_person_id = intOrNull(changes.craftPersonId);
  if ('inActivity' in changes) set.in_activity = intOrNull(changes.inActivity);
  if ('recommendations' in changes) set.recommendations = ints(changes.recommendations);
  if ('consideredAs' in changes) set.considered_as = changes.consideredAs ?? null;
  if ('confirmedFor' in changes) set.confirmed_for = ints(changes.confirmedFor);
  if ('suggestedCountryIds' in changes) set.suggested_country_ids = ints(changes.suggestedCountryIds);
  if (typeof changes.selfAssessment === 'boolean') set.self_assessment = changes.selfAssessment;
  if (typeof changes.pending === 'boolean') set.pending = changes.pending;
  return set;
}

/** A registration as a new row; keys missing from older events take the defaults. */
export function registeredRow(
  event: Extract<ArtisanListEvent, { type: 'ArtisanRegistered' }>,
  metadata: StoredEvent['metadata'],
): Row {
  const data = event.data;
  const at = new Date(metadata.occurredAt);
  return {
    artisan_id: data.artisanId,
    country_id: intOrNull(data.countryId),
    craft_material_id: intOrNull(data.craftMaterialId),
    craft_person_id: intOrNull(data.craftPersonId),
    in_activity: intOrNull(data.inActivity),
    recommendations: ints(data.recommendations),
    considered_as: data.consideredAs ?? null,
    confirmed_for: ints(data.confirmedFor),
    suggested_country_ids: ints(data.suggestedCountryIds),
    created_at: at,
    created_by: uuidOrNull(data.createdBy),
    last_modified_at: at,
    last_modified_by: uuidOrNull(metadata.actorId),
    last_modified_by_role: metadata.actorRole,
    // Before the flag was recorded, a sign-up was pending until its address was confirmed.
    pending: typeof data.pending === 'boolean' ? data.pending : data.source === 'sign-up',
    self_assessment: typeof data.selfAssessment === 'boolean' ? data.selfAssessment : true,
  };
}

/**
 * The artisan list read model. A batch is mostly registrations (a rebuild is nearly all of them,
 * and a registration is often followed by the artisan's next events): registrations stay in memory
 * until the end of the batch, later events of the same artisans change them there, and they are
 * inserted a thousand per statement. Other events touch the table at once, in log order; only the
 * creator reassignment of a staff account (which selects rows by creator) flushes the registrations
 * first. artisan_list_version keeps the position of the last event that changed the table.
 * The evaluation's steps set its status, review status, points and whether a confidential comment
 * exists; the Green List's steps its status and points (green-list/projections/green-list-standing.ts,
 * as the green_lists read model has them).
 */
export const artisanListProjection: Projection = {
  name: 'artisan-list',
  kind: 'read-model',
  // artisan_list_counts follows artisan_list by triggers (migration 0007); emptied with it.
  tables: ['artisan_list', 'artisan_list_version', 'artisan_list_counts'],
  types: LIST_EVENT_TYPES,
  async apply(events: readonly StoredEvent[], trx: Transaction<Database>): Promise<void> {
    /** Registered in this batch, not inserted yet. The first registration wins, as on conflict. */
    const fresh = new Map<string, Row>();
    /** The position of the last event that changed the table (the version: independent of batching). */
    let changedAt: string | undefined;
    const flush = async () => {
      const rows = [...fresh.values()];
      fresh.clear();
      for (let i = 0; i < rows.length; i += 1000) {
        await trx
          .insertInto('artisan_list')
          .values(rows.slice(i, i + 1000))
          .onConflict((oc) => oc.column('artisan_id').doNothing())
          .execute();
      }
    };
    const update = async (artisanId: string, set: Updateable<ArtisanListTable>) => {
      const row = fresh.get(artisanId);
      if (row) Object.assign(row, set);
      else await trx.updateTable('artisan_list').set(set).where('artisan_id', '=', artisanId).execute();
    };

    for (const stored of events) {
      if (!LIST_EVENT_TYPES.has(stored.type)) continue; // pictures, documents, mails, other streams
      if (isGreenListStep(stored)) {
        const { artisanId } = stored.data as { artisanId: string };
        if (uuidOrNull(artisanId) === null) continue;
        changedAt = stored.globalPosition;
        const { status, totalPoint } = standingAfter(stored);
        await update(artisanId, {
          green_list_status: status,
          ...(totalPoint === undefined ? {} : { green_list_total_point: totalPoint }),
        });
        continue;
      }
      const event = stored as unknown as ArtisanListEvent;
      // A malformed id would fail the batch forever (uuid columns); such an event names no artisan.
      if ('artisanId' in event.data && uuidOrNull(event.data.artisanId) === null) continue;
      changedAt = stored.globalPosition;
      switch (event.type) {
        case 'ArtisanRegistered':
          if (!fresh.has(event.data.artisanId))
            fresh.set(event.data.artisanId, registeredRow(event, stored.metadata));
          break;
        case 'ArtisanProfileChanged':
          await update(event.data.artisanId, {
            ...profileColumns(event.data.changes ?? {}),
            last_modified_at: new Date(stored.metadata.occurredAt),
            last_modified_by: uuidOrNull(stored.metadata.actorId),
            last_modified_by_role: stored.metadata.actorRole,
          });
          break;
        case 'ArtisanEmailConfirmed':
          // As in the artisans read model and the decider: a confirmed address makes the account active.
          await update(event.data.artisanId, { pending: false });
          break;
        case 'ArtisanPasswordSet':
          // A sign-up, an accepted invitation, a reset: from then on the artisan has an account.
          await update(event.data.artisanId, { has_account: true });
          break;
        case 'ArtisanCreatorReassigned':
          await update(event.data.artisanId, { created_by: uuidOrNull(event.data.to) });
          break;
        case 'ArtisanAccountDeleted':
          fresh.delete(event.data.artisanId);
          await trx.deleteFrom('artisan_list').where('artisan_id', '=', event.data.artisanId).execute();
          break;
        case 'StaffAccountArtisansReassigned': {
          // Only artisans still on the old creator move, as in the artisans read model.
          const { accountId, toAccountId, artisanIds } = event.data;
          const from = uuidOrNull(accountId);
          if (artisanIds?.length === 0 || from === null) break;
          await flush();
          let query = trx
            .updateTable('artisan_list')
            .set({ created_by: uuidOrNull(toAccountId) })
            .where('created_by', '=', from);
          if (artisanIds) {
            const ids = artisanIds.map(uuidOrNull).filter((id): id is string => id !== null);
            if (ids.length === 0) break;
            query = query.where('artisan_id', 'in', ids);
          }
          await query.execute();
          break;
        }
        default: {
          // The rest are the evaluation's steps.
          const step: { type: EvaluationStepType; data: EvaluationStep } = event;
          await update(step.data.artisanId, evaluationColumns(step.data));
          break;
        }
      }
    }
    await flush();
    if (changedAt !== undefined) {
      const position = changedAt;
      await trx
        .insertInto('artisan_list_version')
        .values({ position })
        .onConflict((oc) => oc.column('singleton').doUpdateSet({ position }))
        .execute();
    }
  },
};
