import type { Generated } from 'kysely';

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

/** The tables Kysely queries, feature by feature. */
export type Database = {
  projection_checkpoints: ProjectionCheckpointsTable;
  stats_daily_activity: StatsDailyActivityTable;
};
