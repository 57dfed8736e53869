import type { Transaction } from 'kysely';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../../infrastructure/projections/projection';
import type { GreenListTextEvent } from './green-list-text.decider';

const TYPES: ReadonlySet<string> = new Set([
  'GreenListTextCorrected',
  'GreenListTextValidated',
  'GreenListTextCommented',
]);

/**
 * The Green List's translation entries as reviewers left them (green_list_texts) and every
 * correction with who, when, before and after (green_list_text_changes). Rebuilt from the log with
 * `npm run projections:rebuild green-list-texts`.
 */
export const greenListTextsProjection: Projection = {
  name: 'green-list-texts',
  kind: 'read-model',
  tables: ['green_list_texts', 'green_list_text_changes'],
  types: TYPES,
  async apply(events: readonly StoredEvent[], trx: Transaction<Database>): Promise<void> {
    for (const stored of events) {
      if (!TYPES.has(stored.type)) continue;
      const event = stored as unknown as GreenListTextEvent & StoredEvent;
      const { language, key } = event.data;
      const at = stored.metadata.occurredAt;
      const by = stored.metadata.actorId;
      const columns: { value?: string; validated?: boolean; comment?: string } =
        event.type === 'GreenListTextCorrected'
          ? { value: event.data.after, validated: false }
          : event.type === 'GreenListTextValidated'
            ? { validated: event.data.validated }
            : { comment: event.data.comment };
      await trx
        .insertInto('green_list_texts')
        .values({
          language,
          key,
          value: null,
          validated: null,
          comment: '',
          ...columns,
          updated_at: at,
          updated_by: by,
        })
        .onConflict((oc) =>
          oc.columns(['language', 'key']).doUpdateSet({ ...columns, updated_at: at, updated_by: by }),
        )
        .execute();
      if (event.type === 'GreenListTextCorrected')
        await trx
          .insertInto('green_list_text_changes')
          .values({
            event_id: stored.id,
            language,
            key,
            before: event.data.before,
            after: event.data.after,
            changed_at: at,
            changed_by: by,
            changed_by_role: stored.metadata.actorRole,
          })
          .onConflict((oc) => oc.column('event_id').doNothing())
          .execute();
    }
  },
};
