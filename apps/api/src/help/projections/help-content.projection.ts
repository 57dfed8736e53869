import type { Transaction } from 'kysely';
import { TUTORIAL_STEPS } from '@artisans/domain';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../../infrastructure/projections/projection';
import type { HelpContentEvent } from '../domain/help-content.decider';

/** The tutorial texts written per language and the main video in use, as the help screens read them. */
export const helpContentProjection: Projection = {
  name: 'help-content',
  kind: 'read-model',
  tables: ['help_tutorial_texts', 'help_main_video'],
  types: new Set<HelpContentEvent['type']>([
    'TutorialTextChanged',
    'TutorialTextReset',
    'MainVideoReplaced',
    'MainVideoRemoved',
  ]),
  async apply(events: readonly StoredEvent[], trx: Transaction<Database>): Promise<void> {
    for (const stored of events) {
      const event = stored as unknown as HelpContentEvent & StoredEvent;
      const at = new Date(stored.metadata.occurredAt);
      const by = stored.metadata.actorId;
      switch (event.type) {
        case 'TutorialTextChanged': {
          const { tutorial, language, steps } = event.data;
          // Kept in the tour's order, so that readers list them as the tour shows them.
          const ordered = TUTORIAL_STEPS[tutorial].map((step) => ({
            step,
            title: steps[step]?.title ?? '',
            body: steps[step]?.body ?? '',
          }));
          await trx
            .insertInto('help_tutorial_texts')
            .values({ tutorial, language, steps: JSON.stringify(ordered), updated_by: by, updated_at: at })
            .onConflict((oc) =>
              oc.columns(['tutorial', 'language']).doUpdateSet({
                steps: JSON.stringify(ordered),
                updated_by: by,
                updated_at: at,
              }),
            )
            .execute();
          break;
        }
        case 'TutorialTextReset':
          await trx
            .deleteFrom('help_tutorial_texts')
            .where('tutorial', '=', event.data.tutorial)
            .where('language', '=', event.data.language)
            .execute();
          break;
        case 'MainVideoReplaced': {
          const { fileId, contentType, size } = event.data;
          const row = { file_id: fileId, content_type: contentType, size, updated_by: by, updated_at: at };
          await trx
            .insertInto('help_main_video')
            .values({ id: 1, ...row })
            .onConflict((oc) => oc.column('id').doUpdateSet(row))
            .execute();
          break;
        }
        case 'MainVideoRemoved':
          await trx.deleteFrom('help_main_video').execute();
          break;
        default:
          break; // events of other streams
      }
    }
  },
};
