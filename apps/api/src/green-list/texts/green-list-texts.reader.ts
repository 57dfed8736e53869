import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type GreenListTextChange,
  type GreenListTextEntry,
  type GreenListTextsPage,
  type Language,
} from '@artisans/domain';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { shippedValidated } from './green-list-text.decider';
import { ShippedGreenListTexts } from './shipped-green-list-texts';

/** The wire contract the web reads too (libs/domain/src/contracts/green-list-texts.ts). */
export type { GreenListTextChange, GreenListTextEntry, GreenListTextsPage };

type Row = { language: string; key: string; value: string | null; validated: boolean | null };

/** The Green List's texts: the shipped files overlaid with what reviewers did (green_list_texts). */
@Injectable()
export class GreenListTextsReader {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly shipped: ShippedGreenListTexts,
  ) {}

  async isEntry(key: string): Promise<boolean> {
    return (await this.shipped.messages(DEFAULT_LANGUAGE)).has(key);
  }

  /** The shipped text of an entry in `language` and in English. */
  async shippedText(language: Language, key: string): Promise<{ shipped: string; english: string }> {
    const english = (await this.shipped.messages(DEFAULT_LANGUAGE)).get(key) ?? '';
    return { english, shipped: (await this.shipped.messages(language)).get(key) ?? english };
  }

  async page(language: Language): Promise<GreenListTextsPage> {
    const [english, shipped, rows, notValidated] = await Promise.all([
      this.shipped.messages(DEFAULT_LANGUAGE),
      this.shipped.messages(language),
      this.db.selectFrom('green_list_texts').selectAll().where('language', '=', language).execute(),
      this.notValidated(),
    ]);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const entries = [...english].map(([key, englishText]): GreenListTextEntry => {
      const row = byKey.get(key);
      const shippedText = shipped.get(key) ?? englishText;
      return {
        key,
        english: englishText,
        shipped: shippedText,
        value: row?.value ?? shippedText,
        corrected: row?.value != null,
        validated: row?.validated ?? shippedValidated(language),
        comment: row?.comment ?? '',
        updatedAt: row ? row.updated_at.toISOString() : null,
      };
    });
    return { language, entries, notValidated };
  }

  /** How many entries wait for a validation, per language. */
  async notValidated(): Promise<Record<Language, number>> {
    const keys = new Set((await this.shipped.messages(DEFAULT_LANGUAGE)).keys());
    const rows: Row[] = await this.db
      .selectFrom('green_list_texts')
      .select(['language', 'key', 'value', 'validated'])
      .where('validated', 'is not', null)
      .execute();
    const counts = Object.fromEntries(
      LANGUAGES.map((language) => [language, shippedValidated(language) ? 0 : keys.size]),
    ) as Record<Language, number>;
    for (const row of rows) {
      const language = row.language as Language;
      if (!(language in counts) || !keys.has(row.key) || row.validated === shippedValidated(language))
        continue;
      counts[language] += row.validated ? -1 : 1;
    }
    return counts;
  }

  /** The corrections of a language, by key: what the wizard lays over the shipped file. */
  async corrections(language: Language): Promise<Record<string, string>> {
    const keys = new Set((await this.shipped.messages(DEFAULT_LANGUAGE)).keys());
    const rows = await this.db
      .selectFrom('green_list_texts')
      .select(['key', 'value'])
      .where('language', '=', language)
      .where('value', 'is not', null)
      .orderBy('key')
      .execute();
    return Object.fromEntries(
      rows.filter((row) => keys.has(row.key)).map((row) => [row.key, row.value ?? '']),
    );
  }

  /** Every correction of an entry, newest first, with who made it. */
  async changes(language: Language, key: string): Promise<GreenListTextChange[]> {
    const rows = await this.db
      .selectFrom('green_list_text_changes as c')
      // Actor ids are text in the log's metadata; accounts key them as uuid.
      .leftJoin('staff_personal_data as p', (join) =>
        join.on(sql<boolean>`p.account_id::text = c.changed_by`),
      )
      .select([
        'c.changed_at',
        'c.changed_by',
        'c.changed_by_role',
        'c.before',
        'c.after',
        'p.first_name',
        'p.last_name',
      ])
      .where('c.language', '=', language)
      .where('c.key', '=', key)
      .orderBy('c.changed_at', 'desc')
      .execute();
    return rows.map((row) => ({
      at: row.changed_at.toISOString(),
      by: row.changed_by
        ? { id: row.changed_by, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() }
        : null,
      role: row.changed_by_role,
      before: row.before,
      after: row.after,
    }));
  }
}
