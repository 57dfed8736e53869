import { Inject, Injectable } from '@nestjs/common';
import { labelIn, localeOf, type Language } from '@artisans/domain';
import type { Db } from '../infrastructure/database/database';
import { AppError } from '../infrastructure/http/problem.filter';
import { iriOf, toHydraMember, type HydraMember, type HydraResource } from '../infrastructure/http/hydra';
import { DB } from '../infrastructure/tokens';

/** The resources as API Platform named them; the paths' spelling is the contract (SPEC.md section 7). */
export const COUNTRY = { path: 'countries', type: 'Country' } as const satisfies HydraResource;
export const CRAFT_MATERIAL = {
  path: 'craft_materails',
  type: 'CraftMaterail',
} as const satisfies HydraResource;
export const CRAFT_PERSON = { path: 'craft_people', type: 'CraftPerson' } as const satisfies HydraResource;
export const RECOMMENDATION = {
  path: 'recommendations',
  type: 'Recommendation',
} as const satisfies HydraResource;
export const CONFIRMED = { path: 'confirmeds', type: 'Confirmed' } as const satisfies HydraResource;

export type LabelledItem = { id: number; code: string; name: string; toBeDefined: boolean };
export type CraftPersonItem = LabelledItem & { craftMaterail: string };
export type ConfirmedItem = {
  id: number;
  year: number;
  /** "2025 Master": what a choice list shows. */
  name: string;
  recommendation: HydraMember<{ id: number; name: string }>;
};

type LabelledTable = 'countries' | 'craft_materials' | 'recommendations';

type Row = { id: number; code: string; names: Partial<Record<string, string>>; to_be_defined: boolean };

/** Reference data changes only by seeding or by staff, rarely: a short cache spares the database. */
const CACHE_TTL_MS = 60_000;

const MAX_INT = 2_147_483_647;

/**
 * Reads of the reference data, labelled in the request's language and sorted by label the way that
 * language sorts, ignoring case and accents (SPEC.md section 3). Rows flagged to be defined are left out
 * of lists, but still answer by id: an artisan may point at one.
 */
@Injectable()
export class ReferenceDataService {
  private readonly cache = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  private readonly collators = new Map<Language, Intl.Collator>();

  constructor(@Inject(DB) private readonly db: Db) {}

  countries(language: Language): Promise<LabelledItem[]> {
    return this.cached(`countries:${language}`, () => this.listLabelled('countries', language));
  }

  craftMaterials(language: Language): Promise<LabelledItem[]> {
    return this.cached(`craft_materials:${language}`, () => this.listLabelled('craft_materials', language));
  }

  recommendations(language: Language): Promise<LabelledItem[]> {
    return this.cached(`recommendations:${language}`, () => this.listLabelled('recommendations', language));
  }

  /** Occupations, optionally only those of some craft materials (by id). */
  async craftPeople(language: Language, craftMaterialIds?: readonly number[]): Promise<CraftPersonItem[]> {
    const all = await this.cached(`craft_people:${language}`, async () => {
      const rows = await this.db
        .selectFrom('craft_people')
        .select(['id', 'code', 'names', 'to_be_defined', 'craft_material_id'])
        .where('to_be_defined', '=', false)
        .execute();
      return this.sorted(
        language,
        rows.map((row) => this.toCraftPerson(row, language)),
      );
    });
    if (!craftMaterialIds) return all;
    const wanted = new Set(craftMaterialIds);
    return all.filter((person) => wanted.has(Number(person.craftMaterail.split('/').pop())));
  }

  /** Confirmeds change when staff add one, so they are read fresh; the latest year first. */
  async confirmeds(language: Language): Promise<ConfirmedItem[]> {
    const rows = await this.confirmedQuery().where('r.to_be_defined', '=', false).execute();
    const collator = this.collator(language);
    return rows
      .map((row) => this.toConfirmed(row, language))
      .sort((a, b) => b.year - a.year || collator.compare(a.recommendation.name, b.recommendation.name));
  }

  async country(id: number, language: Language): Promise<LabelledItem> {
    return this.labelled('countries', id, language, 'No country has the id');
  }

  async craftMaterial(id: number, language: Language): Promise<LabelledItem> {
    return this.labelled('craft_materials', id, language, 'No craft material has the id');
  }

  async recommendation(id: number, language: Language): Promise<LabelledItem> {
    return this.labelled('recommendations', id, language, 'No recommendation has the id');
  }

  async craftPerson(id: number, language: Language): Promise<CraftPersonItem> {
    const row =
      id <= MAX_INT
        ? await this.db
            .selectFrom('craft_people')
            .select(['id', 'code', 'names', 'to_be_defined', 'craft_material_id'])
            .where('id', '=', id)
            .executeTakeFirst()
        : undefined;
    if (!row) throw new AppError(404, `No craft person has the id ${id}.`);
    return this.toCraftPerson(row, language);
  }

  async confirmed(id: number, language: Language): Promise<ConfirmedItem> {
    const row =
      id <= MAX_INT ? await this.confirmedQuery().where('c.id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw new AppError(404, `No confirmed has the id ${id}.`);
    return this.toConfirmed(row, language);
  }

  /** Forgets the cached lists, for whoever changes reference data (and for tests). */
  invalidate(): void {
    this.cache.clear();
  }

  private async listLabelled(table: LabelledTable, language: Language): Promise<LabelledItem[]> {
    const rows: Row[] = await this.db
      .selectFrom(table)
      .select(['id', 'code', 'names', 'to_be_defined'])
      .where('to_be_defined', '=', false)
      .execute();
    return this.sorted(
      language,
      rows.map((row) => toLabelled(row, language)),
    );
  }

  private async labelled(table: LabelledTable, id: number, language: Language, notFound: string) {
    const row: Row | undefined =
      id <= MAX_INT
        ? await this.db
            .selectFrom(table)
            .select(['id', 'code', 'names', 'to_be_defined'])
            .where('id', '=', id)
            .executeTakeFirst()
        : undefined;
    if (!row) throw new AppError(404, `${notFound} ${id}.`);
    return toLabelled(row, language);
  }

  private confirmedQuery() {
    return this.db
      .selectFrom('confirmeds as c')
      .innerJoin('recommendations as r', 'r.id', 'c.recommendation_id')
      .select(['c.id', 'c.year', 'r.id as recommendation_id', 'r.names as recommendation_names']);
  }

  private toCraftPerson(row: Row & { craft_material_id: number }, language: Language): CraftPersonItem {
    return { ...toLabelled(row, language), craftMaterail: iriOf(CRAFT_MATERIAL, row.craft_material_id) };
  }

  private toConfirmed(
    row: { id: number; year: number; recommendation_id: number; recommendation_names: Row['names'] },
    language: Language,
  ): ConfirmedItem {
    const name = labelIn(row.recommendation_names, language);
    return {
      id: row.id,
      year: row.year,
      name: `${row.year} ${name}`,
      recommendation: toHydraMember(RECOMMENDATION, { id: row.recommendation_id, name }),
    };
  }

  private sorted<T extends { name: string; id: number }>(language: Language, items: T[]): T[] {
    const collator = this.collator(language);
    return items.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  }

  private collator(language: Language): Intl.Collator {
    let collator = this.collators.get(language);
    if (!collator) {
      collator = new Intl.Collator(localeOf(language), { sensitivity: 'base' });
      this.collators.set(language, collator);
    }
    return collator;
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const value = load();
    this.cache.set(key, { expiresAt: now + CACHE_TTL_MS, value });
    // A failed load must not be served from the cache.
    value.catch(() => {
      if (this.cache.get(key)?.value === value) this.cache.delete(key);
    });
    return value;
  }
}

function toLabelled(row: Row, language: Language): LabelledItem {
  return { id: row.id, code: row.code, name: labelIn(row.names, language), toBeDefined: row.to_be_defined };
}
