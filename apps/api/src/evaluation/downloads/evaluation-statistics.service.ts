import { Inject, Injectable } from '@nestjs/common';
import { sql, type SqlBool } from 'kysely';
import { labelIn, type Language } from '@artisans/domain';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { readArtisanPlaces, readEvaluationStatistics } from '../../statistics/report/evaluation-steps.reader';
import type { Period } from './evaluation-statistics';
import { LocaleTexts } from './locale-texts';
import { statisticsWorkbook, type ArtisanFacts } from './statistics-workbook';
import { workbookTexts } from './workbook-texts';

/**
 * The statistics download (SPEC.md section 2: "Excel statistics from the beginning or for a
 * period"), from the statistics read models (issue 16; no replay of the log): each evaluation step
 * with where it left the evaluation, where each artisan was last recorded to work (deleted artisans
 * keep their country and craft), and the personal-data table for names (erased artisans have none).
 */
@Injectable()
export class EvaluationStatisticsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly texts: LocaleTexts,
  ) {}

  async workbook(period: Period, language: Language, now = new Date()): Promise<Buffer> {
    const statistics = await readEvaluationStatistics(this.db, period);
    const [artisans, downloads, criteria] = await Promise.all([
      this.facts(
        statistics.evaluations.map((row) => row.artisanId),
        language,
      ),
      this.texts.translator('downloads', language),
      this.texts.translator('criteria', language),
    ]);
    return statisticsWorkbook({
      statistics,
      artisans,
      texts: workbookTexts(downloads, criteria),
      generatedAt: now,
    });
  }

  /** Who the artisans are and where they work, read at once. */
  private async facts(ids: readonly string[], language: Language): Promise<Map<string, ArtisanFacts>> {
    if (ids.length === 0) return new Map();
    const [places, names, countries, crafts] = await Promise.all([
      readArtisanPlaces(this.db, ids),
      namesOf(this.db, ids),
      this.db.selectFrom('countries').select(['id', 'names']).execute(),
      this.db.selectFrom('craft_materials').select(['id', 'names']).execute(),
    ]);
    const nameOf = new Map(names.map((row) => [row.artisan_id, row]));
    const label = (rows: { id: number; names: Partial<Record<string, string>> }[]) => {
      const byId = new Map(rows.map((row) => [row.id, labelIn(row.names, language)]));
      return (id: number | null | undefined) => (id == null ? null : (byId.get(id) ?? null));
    };
    const country = label(countries);
    const craft = label(crafts);
    return new Map(
      ids.map((id) => {
        const place = places.get(id);
        const name = nameOf.get(id);
        return [
          id,
          {
            firstName: name?.first_name ?? null,
            lastName: name?.last_name ?? null,
            country: country(place?.countryId),
            craft: craft(place?.craftMaterialId),
          },
        ];
      }),
    );
  }
}

/**
 * The names of these artisans, asked with one array parameter rather than one bind parameter per
 * id: a year's workbook can hold more evaluated artisans than PostgreSQL's 65,535 parameters.
 */
export function namesOf(db: Db, ids: readonly string[]) {
  return db
    .selectFrom('artisan_personal_data')
    .select(['artisan_id', 'first_name', 'last_name'])
    .where(sql<SqlBool>`artisan_id = ANY(${[...ids]}::uuid[])`)
    .execute();
}
