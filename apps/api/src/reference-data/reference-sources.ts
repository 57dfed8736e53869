import type { Language } from '@artisans/domain';
import {
  ReferenceDataService,
  type ConfirmedItem,
  type CraftPersonItem,
  type LabelledItem,
} from './reference-data.service';

/** Each kind of reference data and the shape of its items. */
export type ReferenceItems = {
  countries: LabelledItem;
  craftMaterials: LabelledItem;
  craftPeople: CraftPersonItem;
  recommendations: LabelledItem;
  confirmeds: ConfirmedItem;
};

export type ReferenceKind = keyof ReferenceItems;

/** How a kind is read: its list (occupations may be narrowed to some crafts) and one item by id. */
type ReferenceSource<Item> = {
  list(data: ReferenceDataService, language: Language, craftMaterialIds?: readonly number[]): Promise<Item[]>;
  one(data: ReferenceDataService, id: number, language: Language): Promise<Item>;
};

export const REFERENCE_SOURCES: { [K in ReferenceKind]: ReferenceSource<ReferenceItems[K]> } = {
  countries: {
    list: (data, language) => data.countries(language),
    one: (data, id, language) => data.country(id, language),
  },
  craftMaterials: {
    list: (data, language) => data.craftMaterials(language),
    one: (data, id, language) => data.craftMaterial(id, language),
  },
  craftPeople: {
    list: (data, language, craftMaterialIds) => data.craftPeople(language, craftMaterialIds),
    one: (data, id, language) => data.craftPerson(id, language),
  },
  recommendations: {
    list: (data, language) => data.recommendations(language),
    one: (data, id, language) => data.recommendation(id, language),
  },
  confirmeds: {
    list: (data, language) => data.confirmeds(language),
    one: (data, id, language) => data.confirmed(id, language),
  },
};
