import { Inject, Injectable } from '@nestjs/common';
import { TUTORIAL_FLAGS, type Language, type MainVideoInfo, type TutorialTexts } from '@artisans/domain';
import type { Db } from '../infrastructure/database/database';
import { DB } from '../infrastructure/tokens';

/**
 * The texts an admin wrote for one language, and the main video in use: the wire contract the web
 * reads too (libs/domain/src/contracts/help.ts).
 */
export type { MainVideoInfo, TutorialTexts };

@Injectable()
export class HelpReader {
  constructor(@Inject(DB) private readonly db: Db) {}

  async texts(language: Language): Promise<TutorialTexts> {
    const rows = await this.db
      .selectFrom('help_tutorial_texts')
      .select(['tutorial', 'steps', 'updated_at'])
      .where('language', '=', language)
      .execute();
    const tutorials: TutorialTexts['tutorials'] = {};
    for (const row of rows) {
      const tutorial = TUTORIAL_FLAGS.find((flag) => flag === row.tutorial);
      if (!tutorial) continue;
      tutorials[tutorial] = {
        steps: Object.fromEntries(row.steps.map(({ step, title, body }) => [step, { title, body }])),
        updatedAt: row.updated_at.toISOString(),
      };
    }
    return { language, tutorials };
  }

  /** The main video in use, or null (the help shows its empty state). */
  async video(): Promise<MainVideoInfo | null> {
    const row = await this.db.selectFrom('help_main_video').selectAll().executeTakeFirst();
    if (!row) return null;
    return {
      contentType: row.content_type,
      size: row.size,
      updatedAt: row.updated_at.toISOString(),
      // Names the file: a replaced video is a new address, so no cache shows the old one.
      version: row.file_id,
    };
  }

  async videoFileId(): Promise<string | undefined> {
    const row = await this.db.selectFrom('help_main_video').select('file_id').executeTakeFirst();
    return row?.file_id;
  }
}
