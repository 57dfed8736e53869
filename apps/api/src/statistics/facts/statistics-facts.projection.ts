import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { ScannedEvent } from '../../infrastructure/event-store/log-scan';
import type { Projection, ProjectionReplay } from '../../infrastructure/projections/projection';
import {
  foldStatistics,
  isStatisticsEvent,
  STATISTICS_EVENT_TYPES,
  type ArtisanStatistics,
  type StatisticsEvent,
  type Dimensions,
  type CriterionPoints,
  type EvaluationStepRecord,
  type Fact,
  type StatusSpell,
} from './artisan-statistics';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DimensionColumns = {
  country_id: number;
  craft_material_id: number;
  craft_person_id: number;
  recommendations: number[];
  creator_role: string;
};

/** Dimensions as key columns: none is 0 (no reference id is 0) or an empty list. */
export function dimensionColumns(dimensions: Dimensions): DimensionColumns {
  return {
    country_id: dimensions.countryId ?? 0,
    craft_material_id: dimensions.craftMaterialId ?? 0,
    craft_person_id: dimensions.craftPersonId ?? 0,
    recommendations: dimensions.recommendations,
    creator_role: dimensions.creatorRole,
  };
}

type FactRow = DimensionColumns & { day: string; metric: string; value: number };

/** Sums the facts of a batch by key, leaving out those that cancel out: one row per key to write. */
export function sumFacts(facts: readonly Fact[]): FactRow[] {
  const sums = new FactSums();
  sums.add(facts);
  return sums.rows();
}

/**
 * Facts summed by key. A rebuild adds millions of them, and building one key text per fact was the
 * costliest step of its fold: the key is split in two, the day and dimensions, built once for a run
 * of facts that share them (those of one event, mostly), then the metric.
 */
class FactSums {
  private readonly groups = new Map<string, Map<string, FactRow>>();
  private last: { fact: Fact; group: Map<string, FactRow> } | undefined;
  /** How many keys are summed. */
  size = 0;

  add(facts: readonly Fact[]): void {
    for (const fact of facts) {
      const group = this.groupOf(fact);
      const row = group.get(fact.metric);
      if (row) row.value += fact.value;
      else {
        group.set(fact.metric, {
          ...dimensionColumns(fact),
          day: fact.day,
          metric: fact.metric,
          value: fact.value,
        });
        this.size += 1;
      }
    }
  }

  /** The rows to write: those that cancel out are left out. */
  rows(): FactRow[] {
    const rows: FactRow[] = [];
    for (const group of this.groups.values()) {
      for (const row of group.values()) if (row.value !== 0) rows.push(row);
    }
    return rows;
  }

  private groupOf(fact: Fact): Map<string, FactRow> {
    const last = this.last;
    if (
      last &&
      last.fact.day === fact.day &&
      last.fact.countryId === fact.countryId &&
      last.fact.craftMaterialId === fact.craftMaterialId &&
      last.fact.craftPersonId === fact.craftPersonId &&
      last.fact.recommendations === fact.recommendations &&
      last.fact.creatorRole === fact.creatorRole
    ) {
      return last.group;
    }
    const key = `${fact.day}|${fact.countryId ?? 0}|${fact.craftMaterialId ?? 0}|${
      fact.craftPersonId ?? 0
    }|${fact.recommendations.join(',')}|${fact.creatorRole}`;
    let group = this.groups.get(key);
    if (!group) {
      group = new Map();
      this.groups.set(key, group);
    }
    this.last = { fact, group };
    return group;
  }
}

/** The columns of an artisan's row; `state` is the state itself (JSON text for kysely). */
function artisanRow<State>(state: ArtisanStatistics, stateAs: (state: ArtisanStatistics) => State) {
  return {
    artisan_id: state.artisanId,
    state: stateAs(state),
    country_id: state.countryId,
    craft_material_id: state.craftMaterialId,
    craft_person_id: state.craftPersonId,
    recommendations: state.recommendations,
    creator_role: state.creatorRole,
    source: state.source,
    deleted: state.deleted,
    registered_at: state.registeredAt,
    email_confirmed_at: state.emailConfirmedAt,
    self_assessment_sent_at: state.selfAssessmentSentAt,
    evaluation_sent_at: state.evaluationSentAt,
    decided_at: state.decidedAt,
    accepted_at: state.acceptedAt,
    green_list_complete_at: state.greenListCompleteAt,
    status_eval: state.statusEval,
    review_status: state.reviewStatus,
    decision: state.decision,
    green_list_status: state.greenListStatus,
    evaluation_total: state.evaluationTotal,
    self_total: state.selfTotal,
    green_list_total: state.greenListTotal,
  };
}

type SpellRow = { artisanId: string; spell: StatusSpell; dimensions: Dimensions };

async function writeFacts(trx: Transaction<Database>, rows: readonly FactRow[]): Promise<void> {
  if (rows.length === 0) return;
  // Arrays of arrays cannot go through unnest: the recommendations travel as '{1,2}' texts.
  await sql`
    INSERT INTO stats_daily_facts
      (day, metric, country_id, craft_material_id, craft_person_id, recommendations, creator_role, value)
    SELECT day, metric, country_id, craft_material_id, craft_person_id, recommendations::int[], creator_role, value
    FROM unnest(${rows.map((r) => r.day)}::date[], ${rows.map((r) => r.metric)}::text[],
                ${rows.map((r) => r.country_id)}::int[], ${rows.map((r) => r.craft_material_id)}::int[],
                ${rows.map((r) => r.craft_person_id)}::int[],
                ${rows.map((r) => `{${r.recommendations.join(',')}}`)}::text[],
                ${rows.map((r) => r.creator_role)}::text[], ${rows.map((r) => r.value)}::int[])
      AS f(day, metric, country_id, craft_material_id, craft_person_id, recommendations, creator_role, value)
    ON CONFLICT (day, metric, country_id, craft_material_id, craft_person_id, recommendations, creator_role)
    DO UPDATE SET value = stats_daily_facts.value + EXCLUDED.value`.execute(trx);
  const days = [...new Set(rows.map((r) => r.day))];
  await sql`DELETE FROM stats_daily_facts WHERE value = 0 AND day = ANY(${days}::date[])`.execute(trx);
}

async function writeArtisans(
  trx: Transaction<Database>,
  states: readonly ArtisanStatistics[],
): Promise<void> {
  for (let i = 0; i < states.length; i += 1000) {
    const rows = states.slice(i, i + 1000).map((state) => artisanRow(state, JSON.stringify));
    await trx
      .insertInto('stats_artisans')
      .values(rows)
      .onConflict((oc) =>
        oc.column('artisan_id').doUpdateSet((eb) => {
          const { artisan_id: _key, ...columns } = rows[0]!;
          return Object.fromEntries(
            Object.keys(columns).map((column) => [
              column,
              eb.ref(`excluded.${column as keyof typeof columns}`),
            ]),
          );
        }),
      )
      .execute();
  }
}

async function writeSteps(trx: Transaction<Database>, steps: readonly StepRow[]): Promise<void> {
  for (let i = 0; i < steps.length; i += 2000) {
    await trx
      .insertInto('stats_evaluation_steps')
      .values(steps.slice(i, i + 2000).map((row) => stepRow(row, JSON.stringify)))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

async function writeSpells(trx: Transaction<Database>, spells: readonly SpellRow[]): Promise<void> {
  for (let i = 0; i < spells.length; i += 2000) {
    await trx
      .insertInto('stats_status_spells')
      .values(spells.slice(i, i + 2000).map(spellRow))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

type StepRow = { artisanId: string; step: EvaluationStepRecord };

function stepRow<Points>({ artisanId, step }: StepRow, pointsAs: (points: CriterionPoints) => Points) {
  return {
    artisan_id: artisanId,
    seq: step.seq,
    at: step.at,
    kinds: step.kinds,
    status_eval: step.statusEval,
    review_status: step.reviewStatus,
    decision: step.decision,
    total_point: step.totalPoint,
    points: pointsAs(step.points),
  };
}

function spellRow({ artisanId, spell, dimensions }: SpellRow) {
  return {
    artisan_id: artisanId,
    status: spell.status,
    entered_at: spell.enteredAt,
    left_at: spell.leftAt,
    day: spell.leftAt.slice(0, 10),
    seconds: Math.max(0, (Date.parse(spell.leftAt) - Date.parse(spell.enteredAt)) / 1000),
    ...dimensionColumns(dimensions),
  };
}

const same = <T>(value: T): T => value;

/**
 * The replay's writes: rows in bulk, a statement per few thousand of them carried by one JSON text
 * that json_to_recordset unpacks. Kysely's VALUES lists cost a parameter per cell (65,535 at most)
 * and compile per statement, and unnest cannot take the arrays (recommendations, kinds) inside
 * rows; a JSON text takes nested values as they are, the state included, with no second encoding.
 * `columns` lists the columns with their types, in the table's names.
 */
async function insertJsonRows(
  trx: Transaction<Database>,
  table: 'stats_artisans' | 'stats_daily_facts' | 'stats_status_spells' | 'stats_evaluation_steps',
  columns: string,
  onConflict: string,
  rows: readonly object[],
): Promise<void> {
  const typed = columns.split(',').map((column) => {
    const [name, ...type] = column.trim().split(/\s+/);
    return { name: name!, type: type.join(' ') };
  });
  const names = typed.map(({ name }) => name).join(', ');
  // A jsonb column is taken as the text of its JSON and cast: json_to_recordset's own conversion of
  // a nested value to jsonb cost PostgreSQL about twice as much (the states' column most of all).
  const selected = typed.map(({ name, type }) => (type === 'jsonb' ? `${name}::jsonb` : name)).join(', ');
  const record = typed.map(({ name, type }) => `${name} ${type === 'jsonb' ? 'text' : type}`).join(', ');
  for (let i = 0; i < rows.length; i += BULK_ROWS) {
    await sql`
      INSERT INTO ${sql.table(table)} (${sql.raw(names)})
      SELECT ${sql.raw(selected)} FROM json_to_recordset(${JSON.stringify(rows.slice(i, i + BULK_ROWS))}::json)
        AS r(${sql.raw(record)})
      ${sql.raw(onConflict)}`.execute(trx);
  }
}

/** Rows per bulk statement: a few megabytes of JSON for artisans, whose state is most of a row. */
const BULK_ROWS = 5000;

const ARTISAN_COLUMNS = `artisan_id uuid, state jsonb, country_id integer, craft_material_id integer,
  craft_person_id integer, recommendations integer[], creator_role text, source text, deleted boolean,
  registered_at timestamptz, email_confirmed_at timestamptz, self_assessment_sent_at timestamptz,
  evaluation_sent_at timestamptz, decided_at timestamptz, accepted_at timestamptz,
  green_list_complete_at timestamptz, status_eval text, review_status text, decision text,
  green_list_status text, evaluation_total integer, self_total integer, green_list_total integer`;

const FACT_KEY = 'day, metric, country_id, craft_material_id, craft_person_id, recommendations, creator_role';

async function writeInBulk(
  trx: Transaction<Database>,
  output: {
    states: readonly ArtisanStatistics[];
    facts: readonly FactRow[];
    spells: readonly SpellRow[];
    steps: readonly StepRow[];
  },
): Promise<void> {
  const updates = ARTISAN_COLUMNS.split(',')
    .map((column) => column.trim().split(' ')[0]!)
    .filter((column) => column !== 'artisan_id')
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ');
  await insertJsonRows(
    trx,
    'stats_artisans',
    ARTISAN_COLUMNS,
    `ON CONFLICT (artisan_id) DO UPDATE SET ${updates}`,
    output.states.map((state) => artisanRow(state, same)),
  );
  await insertJsonRows(
    trx,
    'stats_daily_facts',
    `day date, metric text, country_id integer, craft_material_id integer, craft_person_id integer,
     recommendations integer[], creator_role text, value integer`,
    `ON CONFLICT (${FACT_KEY}) DO UPDATE SET value = stats_daily_facts.value + EXCLUDED.value`,
    output.facts,
  );
  if (output.facts.length > 0) {
    const days = [...new Set(output.facts.map((r) => r.day))];
    await sql`DELETE FROM stats_daily_facts WHERE value = 0 AND day = ANY(${days}::date[])`.execute(trx);
  }
  await insertJsonRows(
    trx,
    'stats_status_spells',
    `artisan_id uuid, status text, entered_at timestamptz, left_at timestamptz, day date,
     seconds double precision, country_id integer, craft_material_id integer, craft_person_id integer,
     recommendations integer[], creator_role text`,
    'ON CONFLICT DO NOTHING',
    output.spells.map(spellRow),
  );
  await insertJsonRows(
    trx,
    'stats_evaluation_steps',
    `artisan_id uuid, seq integer, at timestamptz, kinds text[], status_eval text, review_status text,
     decision text, total_point integer, points jsonb`,
    'ON CONFLICT DO NOTHING',
    output.steps.map((row) => stepRow(row, same)),
  );
}

/**
 * The events the facts count: statistics events naming a well-formed artisan id. What a fold reads
 * of an event is what a scan of the log gives (log-scan.ts); the live path's stored events have more.
 */
function countedEvents(events: readonly ScannedEvent[]): StatisticsStoredEvent[] {
  return events.filter(
    (event): event is StatisticsStoredEvent =>
      isStatisticsEvent(event) &&
      typeof (event.data as { artisanId?: unknown }).artisanId === 'string' &&
      UUID.test((event.data as { artisanId: string }).artisanId),
  );
}

type StatisticsStoredEvent = ScannedEvent & StatisticsEvent;

const artisanIdOf = (event: StatisticsStoredEvent) => event.data.artisanId.toLowerCase();

/** What folding some events gave off, to be written. */
type Output = {
  changed: Set<string>;
  addFacts(facts: readonly Fact[]): void;
  spells: SpellRow[];
  steps: StepRow[];
};

/**
 * Folds events into the states of their artisans (`states` holds every artisan they name that has
 * a state: a missing one is not registered yet) and collects what is to be written.
 */
function foldInto(
  events: readonly StatisticsStoredEvent[],
  states: Map<string, ArtisanStatistics>,
  output: Output,
): void {
  for (const event of events) {
    const artisanId = artisanIdOf(event);
    const before = states.get(artisanId);
    const folded = foldStatistics(before, event, {
      occurredAt: event.metadata.occurredAt,
      actorRole: event.metadata.actorRole,
    });
    if (folded.state === before) continue;
    if (folded.state) {
      // The id as the key column spells it, whatever the event's case.
      const state = folded.state.artisanId === artisanId ? folded.state : { ...folded.state, artisanId };
      states.set(artisanId, state);
      output.changed.add(artisanId);
    }
    output.addFacts(folded.facts);
    if (folded.spell && before) output.spells.push({ artisanId, spell: folded.spell, dimensions: before });
    if (folded.step) output.steps.push({ artisanId, step: folded.step });
  }
}

async function loadStates(
  db: Kysely<Database>,
  ids: readonly string[],
  into: Map<string, ArtisanStatistics>,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('stats_artisans')
    .select(['artisan_id', 'state'])
    .where('artisan_id', '=', sql<string>`ANY(${[...ids]}::uuid[])`)
    .execute();
  for (const row of rows) into.set(row.artisan_id, row.state as ArtisanStatistics);
}

/** How much a rebuild's replay holds before it writes (see statisticsFactsReplay). */
export type ReplayBounds = {
  /** Artisans' states kept in memory. */
  artisans: number;
  /** Fact rows (distinct keys), spells and steps waiting to be written, together. */
  rows: number;
};

/**
 * Measured with the benchmark's log: 20,000 states and 140,000 waiting rows took 94 MB of heap
 * beyond the app's own (about 3 KB a state, 250 bytes a row). At these bounds that is some 200 MB,
 * far below Node's default heap limit, and a log of 100,000 artisans (the size the issue measures)
 * is written in a few flushes. The bounds also cap a flush's transaction, during which the log's
 * readers see no newer append (READ_ALL's snapshot rule): some seconds at these sizes.
 */
export const REPLAY_BOUNDS: ReplayBounds = { artisans: 50_000, rows: 250_000 };

/**
 * The rebuild's replay (ProjectionReplay): the live path pays, for every batch, reading its
 * artisans' states back from PostgreSQL, upserting each of them with its JSON state, and a few
 * statements for facts, spells and steps. A rebuild starts from empty tables and has the whole log
 * to read, so it keeps the states in memory across pages, sums the facts across them, and writes
 * each changed artisan once per flush. Memory is bounded by REPLAY_BOUNDS: once the states held
 * reach the bound, a flush writes them and forgets them all; an artisan met again afterwards is
 * read back from the rows that flush wrote, as the live path would. The fold is `foldInto`, shared
 * with `apply`, and zero facts are deleted after each flush as after each batch, so the rows do not
 * depend on where the flushes fall.
 */
export function statisticsFactsReplay(bounds: ReplayBounds = REPLAY_BOUNDS): ProjectionReplay {
  const states = new Map<string, ArtisanStatistics>();
  /** Artisans not in `states` may have rows written by an earlier flush. */
  let forgotten = false;
  let facts = new FactSums();
  let output: Output = newOutput();
  function newOutput(): Output {
    return { changed: new Set(), addFacts: (folded) => facts.add(folded), spells: [], steps: [] };
  }
  return {
    types: STATISTICS_EVENT_TYPES,
    get full() {
      return (
        states.size >= bounds.artisans ||
        facts.size + output.spells.length + output.steps.length >= bounds.rows
      );
    },
    async fold(events, db) {
      const counted = countedEvents(events);
      if (forgotten) {
        const unknown = new Set<string>();
        for (const event of counted) {
          const id = artisanIdOf(event);
          if (!states.has(id)) unknown.add(id);
        }
        await loadStates(db, [...unknown], states);
      }
      foldInto(counted, states, output);
    },
    async flush(trx) {
      await writeInBulk(trx, {
        states: [...output.changed].map((id) => states.get(id)!),
        facts: facts.rows(),
        spells: output.spells,
        steps: output.steps,
      });
      facts = new FactSums();
      output = newOutput();
      if (states.size >= bounds.artisans) {
        states.clear();
        forgotten = true;
      }
    },
  };
}

/**
 * The statistics facts (issue 16): folds each artisan's events into its statistics state and writes
 * the facts that every figure of the statistics screen, its downloads and "as of" views are summed
 * from. A batch costs a handful of statements whatever its size: the states of the artisans it
 * touches are read at once, folded in memory, and written back with the summed facts. A rebuild
 * replays the log through statisticsFactsReplay instead.
 */
export const statisticsFactsProjection: Projection = {
  name: 'statistics-facts',
  kind: 'read-model',
  tables: ['stats_daily_facts', 'stats_artisans', 'stats_status_spells', 'stats_evaluation_steps'],
  types: STATISTICS_EVENT_TYPES,
  async apply(events: readonly StoredEvent[], trx: Transaction<Database>): Promise<void> {
    const relevant = countedEvents(events);
    if (relevant.length === 0) return;
    const states = new Map<string, ArtisanStatistics>();
    await loadStates(trx, [...new Set(relevant.map(artisanIdOf))], states);
    const facts: Fact[] = [];
    const output: Output = {
      changed: new Set(),
      addFacts: (folded) => facts.push(...folded),
      spells: [],
      steps: [],
    };
    foldInto(relevant, states, output);
    await writeArtisans(
      trx,
      [...output.changed].map((id) => states.get(id)!),
    );
    await writeFacts(trx, sumFacts(facts));
    await writeSpells(trx, output.spells);
    await writeSteps(trx, output.steps);
  },
  replay: () => statisticsFactsReplay(),
};
