import { sql, type Transaction } from 'kysely';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../../infrastructure/projections/projection';
import {
  foldStatistics,
  isStatisticsEvent,
  type ArtisanStatistics,
  type Dimensions,
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
  const rows = new Map<string, FactRow>();
  for (const fact of facts) {
    const columns = dimensionColumns(fact);
    const key = [
      fact.day,
      fact.metric,
      columns.country_id,
      columns.craft_material_id,
      columns.craft_person_id,
      columns.recommendations.join(','),
      columns.creator_role,
    ].join('|');
    const row = rows.get(key);
    if (row) row.value += fact.value;
    else rows.set(key, { ...columns, day: fact.day, metric: fact.metric, value: fact.value });
  }
  return [...rows.values()].filter((row) => row.value !== 0);
}

function artisanRow(state: ArtisanStatistics) {
  return {
    artisan_id: state.artisanId,
    state: JSON.stringify(state),
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
    const rows = states.slice(i, i + 1000).map(artisanRow);
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

async function writeSteps(
  trx: Transaction<Database>,
  steps: readonly { artisanId: string; step: EvaluationStepRecord }[],
): Promise<void> {
  for (let i = 0; i < steps.length; i += 2000) {
    await trx
      .insertInto('stats_evaluation_steps')
      .values(
        steps.slice(i, i + 2000).map(({ artisanId, step }) => ({
          artisan_id: artisanId,
          seq: step.seq,
          at: step.at,
          kinds: step.kinds,
          status_eval: step.statusEval,
          review_status: step.reviewStatus,
          decision: step.decision,
          total_point: step.totalPoint,
          points: JSON.stringify(step.points),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

async function writeSpells(trx: Transaction<Database>, spells: readonly SpellRow[]): Promise<void> {
  for (let i = 0; i < spells.length; i += 2000) {
    await trx
      .insertInto('stats_status_spells')
      .values(
        spells.slice(i, i + 2000).map(({ artisanId, spell, dimensions }) => ({
          artisan_id: artisanId,
          status: spell.status,
          entered_at: spell.enteredAt,
          left_at: spell.leftAt,
          day: spell.leftAt.slice(0, 10),
          seconds: Math.max(0, (Date.parse(spell.leftAt) - Date.parse(spell.enteredAt)) / 1000),
          ...dimensionColumns(dimensions),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * The statistics facts (issue 16): folds each artisan's events into its statistics state and writes
 * the facts that every figure of the statistics screen, its downloads and "as of" views are summed
 * from. A batch costs a handful of statements whatever its size: the states of the artisans it
 * touches are read at once, folded in memory, and written back with the summed facts.
 */
export const statisticsFactsProjection: Projection = {
  name: 'statistics-facts',
  kind: 'read-model',
  tables: ['stats_daily_facts', 'stats_artisans', 'stats_status_spells', 'stats_evaluation_steps'],
  async apply(events: readonly StoredEvent[], trx: Transaction<Database>): Promise<void> {
    const relevant = events.filter(
      (event) =>
        isStatisticsEvent(event) &&
        typeof (event.data as { artisanId?: unknown }).artisanId === 'string' &&
        UUID.test((event.data as { artisanId: string }).artisanId),
    );
    if (relevant.length === 0) return;
    const artisanIdOf = (event: StoredEvent) => (event.data as { artisanId: string }).artisanId.toLowerCase();
    const ids = [...new Set(relevant.map(artisanIdOf))];
    const loaded = await trx
      .selectFrom('stats_artisans')
      .select(['artisan_id', 'state'])
      .where('artisan_id', 'in', ids)
      .execute();
    const states = new Map<string, ArtisanStatistics | undefined>(
      loaded.map((row) => [row.artisan_id, row.state as ArtisanStatistics]),
    );
    const changed = new Set<string>();
    const facts: Fact[] = [];
    const spells: SpellRow[] = [];
    const steps: { artisanId: string; step: EvaluationStepRecord }[] = [];
    for (const event of relevant) {
      if (!isStatisticsEvent(event)) continue;
      const artisanId = artisanIdOf(event);
      const before = states.get(artisanId);
      const folded = foldStatistics(before, event, {
        occurredAt: event.metadata.occurredAt,
        actorRole: event.metadata.actorRole,
      });
      if (folded.state === before) continue;
      if (folded.state) {
        // The id as the key column spells it, whatever the event's case.
        states.set(artisanId, { ...folded.state, artisanId });
        changed.add(artisanId);
      }
      facts.push(...folded.facts);
      if (folded.spell && before) spells.push({ artisanId, spell: folded.spell, dimensions: before });
      if (folded.step) steps.push({ artisanId, step: folded.step });
    }
    await writeArtisans(
      trx,
      [...changed].map((id) => states.get(id)!),
    );
    await writeFacts(trx, sumFacts(facts));
    await writeSpells(trx, spells);
    await writeSteps(trx, steps);
  },
};
