import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import {
  groupMedian,
  MIN_BENCHMARK_GROUP,
  type ArtisanBenchmarks,
  type GroupFigures,
} from './artisan-benchmarks';

type Row = {
  craft_material_id: number | null;
  country_id: number | null;
  evaluation_total: number | null;
  green_list_total: number | null;
  craft_evaluation_n: string | null;
  craft_evaluation_median: number | null;
  craft_green_list_n: string | null;
  craft_green_list_median: number | null;
  country_evaluation_n: string | null;
  country_evaluation_median: number | null;
  country_green_list_n: string | null;
  country_green_list_median: number | null;
};

/** A group's counts and medians: the query it opens is completed with the group's condition. */
const GROUP_MEDIANS = sql`
  SELECT count(evaluation_total) AS evaluation_n,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY evaluation_total) AS evaluation_median,
         count(green_list_total) AS green_list_n,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY green_list_total) AS green_list_median
  FROM stats_artisans g WHERE NOT g.deleted`;

const figures = (n: string | null, median: number | null): GroupFigures | null =>
  n === null ? null : { artisans: Number(n), median };

/**
 * Reads the benchmarks from the statistics read model (stats_artisans): the artisan's scores and,
 * for its craft and its country, how many artisans (not deleted) have each score and its median.
 * The partial indexes by craft and by country of migration 0012 find a group's rows.
 */
@Injectable()
export class BenchmarksReader {
  constructor(@Inject(DB) private readonly db: Db) {}

  async benchmarks(artisanId: string): Promise<ArtisanBenchmarks> {
    const { rows } = await sql<Row>`
      SELECT me.craft_material_id, me.country_id, me.evaluation_total, me.green_list_total,
             craft.evaluation_n AS craft_evaluation_n, craft.evaluation_median AS craft_evaluation_median,
             craft.green_list_n AS craft_green_list_n, craft.green_list_median AS craft_green_list_median,
             country.evaluation_n AS country_evaluation_n, country.evaluation_median AS country_evaluation_median,
             country.green_list_n AS country_green_list_n, country.green_list_median AS country_green_list_median
      FROM stats_artisans me
      LEFT JOIN LATERAL (
        ${GROUP_MEDIANS} AND g.craft_material_id = me.craft_material_id
      ) craft ON me.craft_material_id IS NOT NULL
      LEFT JOIN LATERAL (
        ${GROUP_MEDIANS} AND g.country_id = me.country_id
      ) country ON me.country_id IS NOT NULL
      WHERE me.artisan_id = ${artisanId} AND NOT me.deleted`.execute(this.db);
    const row = rows[0];
    return {
      artisanId,
      craftMaterialId: row?.craft_material_id ?? null,
      countryId: row?.country_id ?? null,
      minimumGroup: MIN_BENCHMARK_GROUP,
      evaluation: {
        score: row?.evaluation_total ?? null,
        craft: groupMedian(row ? figures(row.craft_evaluation_n, row.craft_evaluation_median) : null),
        country: groupMedian(row ? figures(row.country_evaluation_n, row.country_evaluation_median) : null),
      },
      greenList: {
        score: row?.green_list_total ?? null,
        craft: groupMedian(row ? figures(row.craft_green_list_n, row.craft_green_list_median) : null),
        country: groupMedian(row ? figures(row.country_green_list_n, row.country_green_list_median) : null),
      },
    };
  }
}
