import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@artisans/domain';
import type { Db } from '../../infrastructure/database/database';
import { idFromIri } from '../../infrastructure/http/hydra';
import { DB } from '../../infrastructure/tokens';
import { COUNTRY } from '../../reference-data/reference-data.service';
import { foldText } from '../artisan-accounts.service';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';

const MAX_ID = 2_147_483_647;

/** Checks that the country, craft and occupation an artisan names exist and fit together. */
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
   * The country a sign-up's first step names: by IRI, by id, or by its label in any of our
   * languages (without case and accents). Undefined when none matches.
   */
  async countryId(value: string | number): Promise<number | undefined> {
    const byId =
      typeof value === 'number'
        ? Number.isSafeInteger(value) && value > 0 && value <= MAX_ID
          ? value
          : undefined
        : idFromIri(COUNTRY, value);
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
