import type { Generated } from 'kysely';

export type ProjectionCheckpointsTable = {
  name: string;
  position: Generated<string>;
  updated_at: Generated<Date>;
};

/** The tables Kysely queries, feature by feature. */
export type Database = {
  projection_checkpoints: ProjectionCheckpointsTable;
};
