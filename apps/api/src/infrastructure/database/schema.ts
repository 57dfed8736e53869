import type { ColumnType, Generated } from 'kysely';

export type ProjectionCheckpointsTable = {
  name: string;
  position: Generated<string>;
  updated_at: Generated<Date>;
};

export type StatsDailyActivityTable = {
  day: string;
  event_type: string;
  actor_role: string;
  events: number;
};

/** Labels by UI language as stored; rows may lack a language, hence Partial. Written as JSON text. */
export type LocalizedNamesColumn = ColumnType<Partial<Record<string, string>>, string, string>;

export type CountriesTable = {
  /** The ISO 3166-1 numeric code for seeded countries. */
  id: Generated<number>;
  /** ISO 3166-1 alpha-2. */
  code: string;
  names: LocalizedNamesColumn;
  to_be_defined: Generated<boolean>;
};

export type CraftMaterialsTable = {
  id: Generated<number>;
  code: string;
  names: LocalizedNamesColumn;
  to_be_defined: Generated<boolean>;
};

export type CraftPeopleTable = {
  id: Generated<number>;
  code: string;
  craft_material_id: number;
  names: LocalizedNamesColumn;
  to_be_defined: Generated<boolean>;
};

export type RecommendationsTable = {
  id: Generated<number>;
  code: string;
  names: LocalizedNamesColumn;
  to_be_defined: Generated<boolean>;
};

export type ConfirmedsTable = {
  id: Generated<number>;
  year: number;
  recommendation_id: number;
};

/** The tables Kysely queries, feature by feature. */
export type Database = {
  projection_checkpoints: ProjectionCheckpointsTable;
  stats_daily_activity: StatsDailyActivityTable;
  countries: CountriesTable;
  craft_materials: CraftMaterialsTable;
  craft_people: CraftPeopleTable;
  recommendations: RecommendationsTable;
  confirmeds: ConfirmedsTable;
};
