import { Inject, Injectable } from '@nestjs/common';
import { labelIn, type Language } from '@artisans/domain';
import type { Db } from '../infrastructure/database/database';
import { DB } from '../infrastructure/tokens';

type Names = Partial<Record<string, string>>;
export type LabelledTable = 'countries' | 'craft_materials' | 'craft_people' | 'recommendations';
type Labels = Record<LabelledTable, Map<number, Names>>;

const TTL_MS = 60_000;
/** An id the cache does not know reloads it, but not more often than this. */
const MISS_RELOAD_MS = 5_000;

/**
 * The names of the few hundred reference rows a list page points at, kept in memory: every list
 * request needs some, and they change only by seeding or by staff. Unlike the reference lists, rows
 * flagged "to be defined" are kept, since an artisan may point at one.
 */
@Injectable()
export class ReferenceLabels {
  private labels: Promise<Labels> | undefined;
  private loadedAt = 0;

  constructor(@Inject(DB) private readonly db: Db) {}

  /** A resolver for one page: name(table, id) in the language, '' for an unknown id. */
  async resolver(
    language: Language,
    wanted: readonly { table: LabelledTable; id: number }[],
  ): Promise<(table: LabelledTable, id: number) => string> {
    let labels = await this.current();
    const missing = wanted.some(({ table, id }) => !labels[table].has(id));
    if (missing && Date.now() - this.loadedAt > MISS_RELOAD_MS) labels = await this.reload();
    return (table, id) => {
      const names = labels[table].get(id);
      return names ? labelIn(names, language) : '';
    };
  }

  private current(): Promise<Labels> {
    if (!this.labels || Date.now() - this.loadedAt > TTL_MS) return this.reload();
    return this.labels;
  }

  private reload(): Promise<Labels> {
    this.loadedAt = Date.now();
    const loading = this.load();
    this.labels = loading;
    // A failed load must not stay cached.
    loading.catch(() => {
      if (this.labels === loading) this.labels = undefined;
    });
    return loading;
  }

  private async load(): Promise<Labels> {
    const [countries, craftMaterials, craftPeople, recommendations] = await Promise.all(
      (['countries', 'craft_materials', 'craft_people', 'recommendations'] as const).map((table) =>
        this.db.selectFrom(table).select(['id', 'names']).execute(),
      ),
    );
    const byId = (rows: { id: number; names: Names }[] | undefined) =>
      new Map((rows ?? []).map((row) => [row.id, row.names]));
    return {
      countries: byId(countries),
      craft_materials: byId(craftMaterials),
      craft_people: byId(craftPeople),
      recommendations: byId(recommendations),
    };
  }
}
