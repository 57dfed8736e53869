import type { Transaction, Updateable } from 'kysely';
import type { Database, GreenListsTable } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../../infrastructure/projections/projection';
import {
  GREEN_LIST_STEP_TYPES,
  isGreenListStep,
  standingAfter,
  type GreenListStep,
} from './green-list-standing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The columns a step sets besides its status. */
function stepColumns(step: GreenListStep, at: string): Updateable<GreenListsTable> {
  switch (step.type) {
    case 'GreenListStarted':
      return { started_at: at, catalogue_version: step.data.catalogueVersion };
    case 'GreenListSubmitted':
    case 'GreenListCompleted': {
      const { score } = step.data;
      return {
        max_point: score.maximum,
        percentage: score.percentage,
        section_scores: JSON.stringify(score.sections),
        ...(step.type === 'GreenListSubmitted' ? { submitted_at: at } : { completed_at: at }),
      };
    }
    case 'GreenListMadeAvailable':
    case 'GreenListReviewStarted':
    case 'GreenListInformationRequested':
      return {};
    default: {
      const unexpected: never = step;
      return unexpected;
    }
  }
}

/**
 * The Green List read model (table green_lists): status, catalogue version, score in total and per
 * section, and when it was opened, started, sent and completed. Answers stay in the events (their
 * texts sealed per artisan); the artisan list's greenList columns follow the same steps
 * (green-list-standing.ts). Rebuilt from the log with `npm run projections:rebuild green-lists`.
 */
export const greenListsProjection: Projection = {
  name: 'green-lists',
  kind: 'read-model',
  tables: ['green_lists'],
  types: new Set(GREEN_LIST_STEP_TYPES),
  async apply(events: readonly StoredEvent[], trx: Transaction<Database>): Promise<void> {
    for (const stored of events) {
      if (!isGreenListStep(stored)) continue;
      const step = stored as unknown as GreenListStep;
      const artisanId = step.data.artisanId;
      if (!UUID.test(artisanId)) continue; // a malformed id would fail the batch forever
      const at = stored.metadata.occurredAt;
      const { status, totalPoint } = standingAfter(step);
      if (step.type === 'GreenListMadeAvailable') {
        await trx
          .insertInto('green_lists')
          .values({
            artisan_id: artisanId,
            status,
            catalogue_version: step.data.catalogueVersion,
            available_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.column('artisan_id').doNothing())
          .execute();
        continue;
      }
      await trx
        .updateTable('green_lists')
        .set({
          status,
          ...(totalPoint === undefined ? {} : { total_point: totalPoint }),
          ...stepColumns(step, at),
          updated_at: at,
        })
        .where('artisan_id', '=', artisanId)
        .execute();
    }
  },
};
