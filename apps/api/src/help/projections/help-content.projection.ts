import { TUTORIAL_STEPS } from '@artisans/domain';
import { readModel } from '../../infrastructure/projections/projection';
import type { HelpContentEvent } from '../domain/help-content.decider';

/** The tutorial texts written per language and the main video in use, as the help screens read them. */
export const helpContentProjection = readModel<HelpContentEvent>({
  name: 'help-content',
  tables: ['help_tutorial_texts', 'help_main_video'],
  types: ['TutorialTextChanged', 'TutorialTextReset', 'MainVideoReplaced', 'MainVideoRemoved'],
  async applyEvent(event, trx) {
    const at = new Date(event.metadata.occurredAt);
    const by = event.metadata.actorId;
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
  },
});
