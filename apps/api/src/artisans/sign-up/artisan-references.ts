import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@artisans/domain';
import type { Db } from '../../infrastructure/database/database';
import { iriOf } from '../../infrastructure/http/hydra';
import { AppError } from '../../infrastructure/http/problem.filter';
import { DB } from '../../infrastructure/tokens';
import { CONFIRMED, COUNTRY, RECOMMENDATION } from '../../reference-data/reference-data.service';
import { foldText } from '../artisan-accounts.service';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { referenceId } from '../http/artisan-input';
import type { ArtisanProfile, ArtisanProfileKey } from '../domain/artisan-profile';

/** Checks that the references an artisan names (country, craft, occupation, lists) exist and fit together. */
@Injectable()
export class ArtisanReferences {
  constructor(@Inject(DB) private readonly db: Db) {}

  async check(refs: { countryId: number; craftMaterialId: number; craftPersonId: number }): Promise<void> {
    const [country, craft, person] = await Promise.all([
      this.db.selectFrom('countries').select('id').where('id', '=', refs.countryId).executeTakeFirst(),
      this.db
        .selectFrom('craft_materials')
        .select('id')
        .where('id', '=', refs.craftMaterialId)
        .executeTakeFirst(),
      this.db
        .selectFrom('craft_people')
        .select(['id', 'craft_material_id'])
        .where('id', '=', refs.craftPersonId)
        .executeTakeFirst(),
    ]);
    if (!country) throw new DomainError('invalid', ARTISAN_MESSAGES.unknownCountry, 'invalid-input');
    if (!craft) throw new DomainError('invalid', ARTISAN_MESSAGES.unknownCraft, 'invalid-input');
    if (!person) throw new DomainError('invalid', ARTISAN_MESSAGES.unknownOccupation, 'invalid-input');
    if (person.craft_material_id !== craft.id)
      throw new DomainError('invalid', ARTISAN_MESSAGES.occupationOfOtherCraft, 'invalid-input');
  }

  /**
   * The references a profile change names must exist: the given keys of `changed`, checked against
   * the profile they lead to (an occupation must belong to the craft it ends up with). A 400 naming
   * every unknown one.
   */
  async checkProfile(next: ArtisanProfile, changed: readonly ArtisanProfileKey[]): Promise<void> {
    const has = (key: ArtisanProfileKey) => changed.includes(key);
    const violations: { propertyPath: string; message: string }[] = [];
    const missing = async (
      table: 'countries' | 'craft_materials' | 'recommendations' | 'confirmeds',
      ids: readonly number[],
    ): Promise<number[]> => {
      if (ids.length === 0) return [];
      const found = new Set(
        (
          await this.db
            .selectFrom(table)
            .select('id')
            .where('id', 'in', [...ids])
            .execute()
        ).map((r) => r.id),
      );
      return ids.filter((id) => !found.has(id));
    };
    if (has('countryId') && next.countryId !== null && (await missing('countries', [next.countryId])).length)
      violations.push({ propertyPath: 'country', message: ARTISAN_MESSAGES.unknownCountry });
    if (
      has('craftMaterialId') &&
      next.craftMaterialId !== null &&
      (await missing('craft_materials', [next.craftMaterialId])).length
    )
      violations.push({ propertyPath: 'craftMaterail', message: ARTISAN_MESSAGES.unknownCraft });
    if ((has('craftPersonId') || has('craftMaterialId')) && next.craftPersonId !== null) {
      const person = await this.db
        .selectFrom('craft_people')
        .select('craft_material_id')
        .where('id', '=', next.craftPersonId)
        .executeTakeFirst();
      if (!person)
        violations.push({ propertyPath: 'craftPerson', message: ARTISAN_MESSAGES.unknownOccupation });
      else if (person.craft_material_id !== next.craftMaterialId)
        violations.push({ propertyPath: 'craftPerson', message: ARTISAN_MESSAGES.occupationOfOtherCraft });
    }
    const lists = [
      ['recommendations', 'recommendations', 'recommendations', RECOMMENDATION],
      ['confirmedFor', 'confirmeds', 'confirmeds', CONFIRMED],
      ['suggestedCountryIds', 'countries', 'suggestedCountries', COUNTRY],
    ] as const;
    for (const [key, table, field, resource] of lists) {
      if (!has(key)) continue;
      const unknown = await missing(table, next[key]);
      if (unknown.length > 0)
        violations.push({
          propertyPath: field,
          message: `Unknown ${field}: ${unknown.map((id) => iriOf(resource, id)).join(', ')}.`,
        });
    }
    if (violations.length > 0)
      throw new AppError(400, violations.map((v) => v.message).join('\n'), 'invalid-input', violations);
  }

  /**
   * The country a sign-up's first step names: by IRI, by id, or by its label in any of our
   * languages (without case and accents). Undefined when none matches.
   */
  async countryId(value: string | number): Promise<number | undefined> {
    const byId = referenceId(COUNTRY, value);
    if (byId !== undefined) {
      const row = await this.db
        .selectFrom('countries')
        .select('id')
        .where('id', '=', byId)
        .executeTakeFirst();
      return row?.id;
    }
    if (typeof value === 'number') return undefined;
    const label = foldText(value);
    const countries = await this.db.selectFrom('countries').select(['id', 'names']).execute();
    return countries.find((country) =>
      Object.values(country.names).some((name) => name !== undefined && foldText(name) === label),
    )?.id;
  }
}
