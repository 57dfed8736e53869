import type { ColumnType, Generated } from 'kysely';

export type ProjectionCheckpointsTable = {
  name: string;
  position: Generated<string>;
  /** The adapter (EventStore['name']) whose log `position` is in; null while it is empty. */
  event_store: string | null;
  updated_at: Generated<Date>;
};

export type StatsDailyActivityTable = {
  day: string;
  event_type: string;
  actor_role: string;
  events: number;
};

/** Dates come back as Date (pg's default parser) and are written as YYYY-MM-DD. */
type DayColumn = ColumnType<Date, string, string>;

/** Statistics facts (migration 0012): dimensions are 0 / '{}' for none, to be part of the key. */
export type StatsDailyFactsTable = {
  day: DayColumn;
  metric: string;
  country_id: number;
  craft_material_id: number;
  craft_person_id: number;
  recommendations: number[];
  creator_role: string;
  value: number;
};

export type StatsArtisansTable = {
  artisan_id: string;
  /** The statistics fold's state (apps/api/src/statistics/facts), written as JSON text. */
  state: ColumnType<unknown, string, string>;
  country_id: number | null;
  craft_material_id: number | null;
  craft_person_id: number | null;
  recommendations: number[];
  creator_role: string;
  source: string;
  deleted: boolean;
  registered_at: ColumnType<Date, string, string>;
  email_confirmed_at: ColumnType<Date | null, string | null, string | null>;
  self_assessment_sent_at: ColumnType<Date | null, string | null, string | null>;
  evaluation_sent_at: ColumnType<Date | null, string | null, string | null>;
  decided_at: ColumnType<Date | null, string | null, string | null>;
  accepted_at: ColumnType<Date | null, string | null, string | null>;
  green_list_complete_at: ColumnType<Date | null, string | null, string | null>;
  status_eval: string;
  review_status: string;
  decision: string | null;
  green_list_status: string | null;
  evaluation_total: number | null;
  self_total: number | null;
  green_list_total: number | null;
};

export type StatsStatusSpellsTable = {
  artisan_id: string;
  status: string;
  entered_at: ColumnType<Date, string, string>;
  left_at: ColumnType<Date, string, string>;
  day: DayColumn;
  seconds: number;
  country_id: number;
  craft_material_id: number;
  craft_person_id: number;
  recommendations: number[];
  creator_role: string;
};

/** Each evaluation step and where it left the evaluation (migration 0014). */
export type StatsEvaluationStepsTable = {
  artisan_id: string;
  /** The step's rank in the artisan's evaluation, from 1. */
  seq: number;
  at: ColumnType<Date, string, string>;
  kinds: string[];
  status_eval: string;
  review_status: string;
  decision: string | null;
  total_point: number;
  points: ColumnType<Partial<Record<string, number>>, string, string>;
};

/** Labels by UI language as stored; rows may lack a language, hence Partial. Written as JSON text. */
export type LocalizedNamesColumn = ColumnType<Partial<Record<string, string>>, string, string>;

/** The columns every table of reference data has (migration 0002). */
export type ReferenceTable = {
  id: Generated<number>;
  code: string;
  names: LocalizedNamesColumn;
  to_be_defined: Generated<boolean>;
};

/** The id is the ISO 3166-1 numeric code for seeded countries, the code ISO 3166-1 alpha-2. */
export type CountriesTable = ReferenceTable;

export type CraftMaterialsTable = ReferenceTable;

export type CraftPeopleTable = ReferenceTable & { craft_material_id: number };

export type RecommendationsTable = ReferenceTable;

export type ConfirmedsTable = {
  id: Generated<number>;
  year: number;
  recommendation_id: number;
};

/** The organisations projection's read model (streams `organization-<id>`). */
export type OrganizationsTable = {
  id: Generated<number>;
  name: string;
  /** The countries given to the organisation itself; its members add theirs. */
  countries: Generated<number[]>;
};

/** Each organisation's name, claimed by the command that gives it: names are unique here. */
export type OrganizationNamesTable = { name_key: string; organization_id: number };

export type StaffPersonalDataTable = {
  account_id: string;
  title: string;
  first_name: string;
  last_name: string;
  email: string;
  email_key: string;
  phone: string | null;
};

export type ArtisanPersonalDataTable = {
  artisan_id: string;
  title: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  email_key: string | null;
  phone: string | null;
  /** Folded "first last" (no case, no accents), kept by ArtisanAccountsService. */
  name_key: string | null;
  associated: string | null;
  workshop: string | null;
  website: string | null;
  address: string | null;
  postal_code: string | null;
  place: string | null;
  pinterest: string | null;
  facebook: string | null;
  instagram: string | null;
  youtube: string | null;
  other_social: string | null;
};

export type CredentialsTable = { account_id: string; password_hash: string; updated_at: Generated<Date> };

export type AccountKind = 'staff' | 'artisan';

export type AccountHashesTable = {
  digest: Buffer;
  purpose: string;
  account_kind: AccountKind;
  account_id: string;
  data: Generated<Record<string, unknown>>;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
};

export type StaffAccountsTable = {
  id: string;
  role: string;
  countries: Generated<number[]>;
  organization_id: number | null;
  is_active: boolean;
  language: Generated<string>;
  main_video: Generated<boolean>;
  tutorials: Generated<Record<string, boolean>>;
  created_at: Date;
  updated_at: Date;
  /** Sessions opened up to this moment are over (a deactivation); a new password ends them too. */
  sessions_ended_at: Generated<Date | null>;
};

export type ArtisansTable = {
  id: string;
  country_id: number | null;
  craft_material_id: number | null;
  craft_person_id: number | null;
  created_by: string | null;
  source: 'sign-up' | 'staff' | 'import';
  status_eval: Generated<string>;
  pending: Generated<boolean>;
  confirmed_email: Generated<boolean>;
  has_password: Generated<boolean>;
  language: Generated<string>;
  self_assessment: Generated<boolean>;
  receive_news: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
  in_activity: number | null;
  invited_at: Date | null;
};

/** One row per artisan: the columns and filters of the artisan list (projection 'artisan-list'). */
export type ArtisanListTable = {
  artisan_id: string;
  country_id: number | null;
  craft_material_id: number | null;
  craft_person_id: number | null;
  in_activity: number | null;
  recommendations: Generated<number[]>;
  considered_as: string | null;
  confirmed_for: Generated<number[]>;
  suggested_country_ids: Generated<number[]>;
  created_at: Date;
  created_by: string | null;
  last_modified_at: Date;
  last_modified_by: string | null;
  last_modified_by_role: string | null;
  status_eval: Generated<string>;
  review_status: Generated<string>;
  pending: Generated<boolean>;
  self_assessment: Generated<boolean>;
  evaluation_total_point: number | null;
  green_list_status: string | null;
  green_list_total_point: number | null;
  has_comments: Generated<boolean>;
  /** A password is set (sign-up or accepted invitation). */
  has_account: Generated<boolean>;
};

/** The log position of the last event that changed artisan_list (one row, or none). */
export type ArtisanListVersionTable = { singleton: Generated<boolean>; position: string };

/** Artisans per country (0: none) and pending flag, kept by triggers on artisan_list. */
export type ArtisanListCountsTable = { country_key: number; pending: boolean; artisans: string };

/** The Green List read model (migration 0015): one row per open Green List. */
export type GreenListsTable = {
  artisan_id: string;
  status: string;
  catalogue_version: number;
  total_point: number | null;
  max_point: number | null;
  percentage: number | null;
  /** Points, maximum and percentage per section, once sent. Written as JSON text. */
  section_scores: ColumnType<
    Record<string, { points: number; maximum: number; percentage: number }> | null,
    string | null,
    string | null
  >;
  available_at: ColumnType<Date, Date | string, Date | string>;
  started_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  submitted_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  completed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
};

/** The Green List's translation entries staff touched (migration 0017): null value/validated = as shipped. */
export type GreenListTextsTable = {
  language: string;
  key: string;
  value: string | null;
  validated: boolean | null;
  comment: string;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  updated_by: string | null;
};

/** Every correction of a Green List text (migration 0017): who, when, before, after. */
export type GreenListTextChangesTable = {
  event_id: string;
  language: string;
  key: string;
  before: string;
  after: string;
  changed_at: ColumnType<Date, Date | string, Date | string>;
  changed_by: string | null;
  changed_by_role: string | null;
};

/** The campaigns of the communication tool (migration 0016): the history and its figures. */
export type CampaignsTable = {
  id: string;
  status: string;
  /** Written as JSON text. */
  messages: ColumnType<{ language: string; subject: string; html: string }[], string, string>;
  audience: ColumnType<Record<string, unknown>, string, string>;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  sent_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  recipient_count: Generated<number>;
  artisan_count: Generated<number>;
  staff_count: Generated<number>;
  sent_count: Generated<number>;
  failed_count: Generated<number>;
  unsubscribed_count: Generated<number>;
  test_sent_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
};

/** Who a sent campaign went to, by id (migration 0016). */
export type CampaignRecipientsTable = { campaign_id: string; recipient_id: string; kind: string };

/** The tutorial texts an admin wrote for a language (migration 0020). */
export type HelpTutorialTextsTable = {
  tutorial: string;
  language: string;
  steps: ColumnType<{ step: string; title: string; body: string }[], string, string>;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string, Date | string>;
};

/** The main video in use, one row at most (migration 0020). */
export type HelpMainVideoTable = {
  id: number;
  file_id: string;
  content_type: string;
  size: number;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string, Date | string>;
};

/** The tables Kysely queries, feature by feature. */
export type Database = {
  projection_checkpoints: ProjectionCheckpointsTable;
  stats_daily_activity: StatsDailyActivityTable;
  stats_daily_facts: StatsDailyFactsTable;
  stats_artisans: StatsArtisansTable;
  stats_status_spells: StatsStatusSpellsTable;
  stats_evaluation_steps: StatsEvaluationStepsTable;
  countries: CountriesTable;
  craft_materials: CraftMaterialsTable;
  craft_people: CraftPeopleTable;
  recommendations: RecommendationsTable;
  confirmeds: ConfirmedsTable;
  organizations: OrganizationsTable;
  organization_names: OrganizationNamesTable;
  staff_personal_data: StaffPersonalDataTable;
  artisan_personal_data: ArtisanPersonalDataTable;
  credentials: CredentialsTable;
  account_hashes: AccountHashesTable;
  staff_accounts: StaffAccountsTable;
  artisans: ArtisansTable;
  user_list_hidden_emails: { email_key: string };
  app_secrets: { name: string; value: string };
  subject_keys: { subject_id: string; key: Buffer; created_at: Generated<Date> };
  artisan_list: ArtisanListTable;
  artisan_list_version: ArtisanListVersionTable;
  artisan_list_counts: ArtisanListCountsTable;
  green_lists: GreenListsTable;
  green_list_texts: GreenListTextsTable;
  green_list_text_changes: GreenListTextChangesTable;
  campaigns: CampaignsTable;
  campaign_recipients: CampaignRecipientsTable;
  help_tutorial_texts: HelpTutorialTextsTable;
  help_main_video: HelpMainVideoTable;
};
