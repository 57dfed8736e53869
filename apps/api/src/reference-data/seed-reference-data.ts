import countries from 'i18n-iso-countries';
import az from 'i18n-iso-countries/langs/az.json';
import bg from 'i18n-iso-countries/langs/bg.json';
import cs from 'i18n-iso-countries/langs/cs.json';
import da from 'i18n-iso-countries/langs/da.json';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import hy from 'i18n-iso-countries/langs/hy.json';
import it from 'i18n-iso-countries/langs/it.json';
import ja from 'i18n-iso-countries/langs/ja.json';
import ka from 'i18n-iso-countries/langs/ka.json';
import lt from 'i18n-iso-countries/langs/lt.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import ro from 'i18n-iso-countries/langs/ro.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import sq from 'i18n-iso-countries/langs/sq.json';
import tr from 'i18n-iso-countries/langs/tr.json';
import {
  CRAFT_MATERIALS,
  CRAFT_PEOPLE,
  LANGUAGES,
  RECOMMENDATIONS,
  localeOf,
  type Language,
  type LocalizedNames,
  type RecommendationCode,
} from '@artisans/domain';
import type { Transaction } from 'kysely';
import type { Db } from '../infrastructure/database/database';
import type { Database } from '../infrastructure/database/schema';

for (const locale of [en, es, bg, cs, da, de, fr, it, lt, nl, pt, ro, hy, sq, ru, tr, ka, az, ja]) {
  countries.registerLocale(locale);
}

/** Demo confirmeds, so that the "confirmed for" choices are not empty on a demo install. */
const DEMO_CONFIRMEDS: readonly { year: number; recommendation: RecommendationCode }[] = [
  { year: 2025, recommendation: 'master' },
  { year: 2026, recommendation: 'rising-talent' },
];

export type CountryEntry = { id: number; code: string; names: LocalizedNames };

export type CountryCatalogue = {
  countries: CountryEntry[];
  /** Labels the package lacks and that fell back to English, e.g. ['jp:XK']. */
  englishFallbacks: string[];
};

/**
 * Every ISO 3166-1 country with its name in each UI language. The id is the ISO numeric code,
 * so `/api/countries/276` is Germany everywhere.
 */
export function countryCatalogue(): CountryCatalogue {
  const registered = new Set(countries.langs());
  const missing = LANGUAGES.map(localeOf).filter((locale) => !registered.has(locale));
  if (missing.length > 0)
    throw new Error(`i18n-iso-countries has no country names for ${missing.join(', ')}.`);

  const englishFallbacks: string[] = [];
  const entries = Object.keys(countries.getAlpha2Codes()).map((code) => {
    const english = countries.getName(code, 'en');
    const numeric = Number(countries.alpha2ToNumeric(code));
    if (!english || !Number.isInteger(numeric) || numeric <= 0) {
      throw new Error(`i18n-iso-countries has no English name or numeric code for ${code}.`);
    }
    const names = Object.fromEntries(
      LANGUAGES.map((language) => {
        const name = countries.getName(code, localeOf(language));
        if (!name) englishFallbacks.push(`${language}:${code}`);
        return [language, name || english];
      }),
    ) as Record<Language, string>;
    return { id: numeric, code, names };
  });
  return { countries: entries, englishFallbacks };
}

/**
 * Loads the reference data: countries, crafts, occupations and recommendations, upserted by code;
 * with `demo`, two confirmeds too. Idempotent: only missing rows are inserted and only changed labels
 * updated, so a second run writes nothing (not even identity values). A row's `to_be_defined` flag is
 * the staff's and is never reset.
 */
export async function seedReferenceData(db: Db, options: { demo: boolean }): Promise<void> {
  const { countries: countryEntries } = countryCatalogue();
  await db.transaction().execute(async (trx) => {
    const storedCountries = await trx.selectFrom('countries').select(['id', 'code', 'names']).execute();
    const countryChanges = diffByCode(storedCountries, countryEntries);
    if (countryChanges.inserts.length > 0) {
      await trx
        .insertInto('countries')
        .values(
          countryChanges.inserts.map((c) => ({ id: c.id, code: c.code, names: JSON.stringify(c.names) })),
        )
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
    for (const { id, entry } of countryChanges.updates) {
      await trx
        .updateTable('countries')
        .set({ names: JSON.stringify(entry.names) })
        .where('id', '=', id)
        .execute();
    }

    await seedCodedNames(trx, 'craft_materials', CRAFT_MATERIALS);

    const materialIds = await idsByCode(trx.selectFrom('craft_materials').select(['id', 'code']).execute());
    const people = CRAFT_PEOPLE.map((person) => ({
      code: person.code,
      names: person.names,
      craftMaterialId: requireId(materialIds, person.craftMaterialCode),
    }));
    const storedPeople = await trx
      .selectFrom('craft_people')
      .select(['id', 'code', 'names', 'craft_material_id'])
      .execute();
    const peopleChanges = diffByCode(
      storedPeople,
      people,
      (stored, wanted) => stored.craft_material_id === wanted.craftMaterialId,
    );
    if (peopleChanges.inserts.length > 0) {
      await trx
        .insertInto('craft_people')
        .values(
          peopleChanges.inserts.map((p) => ({
            code: p.code,
            names: JSON.stringify(p.names),
            craft_material_id: p.craftMaterialId,
          })),
        )
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
    for (const { id, entry } of peopleChanges.updates) {
      await trx
        .updateTable('craft_people')
        .set({ names: JSON.stringify(entry.names), craft_material_id: entry.craftMaterialId })
        .where('id', '=', id)
        .execute();
    }

    await seedCodedNames(trx, 'recommendations', RECOMMENDATIONS);

    if (!options.demo) return;
    const recommendationIds = await idsByCode(
      trx.selectFrom('recommendations').select(['id', 'code']).execute(),
    );
    const storedConfirmeds = await trx
      .selectFrom('confirmeds')
      .select(['year', 'recommendation_id'])
      .execute();
    const missing = DEMO_CONFIRMEDS.map((c) => ({
      year: c.year,
      recommendation_id: requireId(recommendationIds, c.recommendation),
    })).filter(
      (c) => !storedConfirmeds.some((s) => s.year === c.year && s.recommendation_id === c.recommendation_id),
    );
    if (missing.length > 0) {
      await trx
        .insertInto('confirmeds')
        .values(missing)
        .onConflict((oc) => oc.columns(['year', 'recommendation_id']).doNothing())
        .execute();
    }
  });
}

type Stored = { id: number; code: string; names: Partial<Record<string, string>> };

/** What to insert (codes not stored yet) and what to update (stored rows whose content differs). */
/**
 * Upserts a catalogue whose rows are only a code and names (crafts, recommendations): missing codes
 * inserted, changed names updated.
 */
async function seedCodedNames(
  trx: Transaction<Database>,
  table: 'craft_materials' | 'recommendations',
  catalogue: readonly { code: string; names: LocalizedNames }[],
): Promise<void> {
  const changes = diffByCode(
    await trx.selectFrom(table).select(['id', 'code', 'names']).execute(),
    catalogue,
  );
  if (changes.inserts.length > 0) {
    await trx
      .insertInto(table)
      .values(changes.inserts.map((entry) => ({ code: entry.code, names: JSON.stringify(entry.names) })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  for (const { id, entry } of changes.updates) {
    await trx
      .updateTable(table)
      .set({ names: JSON.stringify(entry.names) })
      .where('id', '=', id)
      .execute();
  }
}

function diffByCode<S extends Stored, W extends { code: string; names: LocalizedNames }>(
  stored: readonly S[],
  wanted: readonly W[],
  sameRest: (stored: S, wanted: W) => boolean = () => true,
): { inserts: W[]; updates: { id: number; entry: W }[] } {
  const byCode = new Map(stored.map((row) => [row.code, row]));
  const inserts: W[] = [];
  const updates: { id: number; entry: W }[] = [];
  for (const entry of wanted) {
    const row = byCode.get(entry.code);
    if (!row) inserts.push(entry);
    else if (!sameNames(row.names, entry.names) || !sameRest(row, entry)) updates.push({ id: row.id, entry });
  }
  return { inserts, updates };
}

function sameNames(stored: Partial<Record<string, string>>, wanted: LocalizedNames): boolean {
  const keys = Object.keys(stored);
  return (
    keys.length === LANGUAGES.length && LANGUAGES.every((language) => stored[language] === wanted[language])
  );
}

async function idsByCode(rows: Promise<{ id: number; code: string }[]>): Promise<Map<string, number>> {
  return new Map((await rows).map((row) => [row.code, row.id]));
}

function requireId(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`Reference data "${code}" is missing after seeding.`);
  return id;
}
