import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';

/**
 * Synthetic lives of artisans for the statistics benchmark, about ten events each: registration,
 * email confirmation (half of them), an evaluation taken through answers, sending, review and a
 * decision, and for the accepted a Green List made available, sent and completed. Seeded by the
 * artisan's rank, so every run loads the same log (ids aside). Written with multi-row INSERTs of
 * thousands of events straight into es_events, as the store's own append would, in commit order.
 */
export type Places = {
  countries: number[];
  crafts: { material: number; person: number }[];
  recommendations: number[];
};

type Row = { stream: string; position: number; type: string; data: unknown; at: string; role: string | null };

const CRITERIA = ['tradition', 'creativity', 'savoirFaire'] as const;
const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);

/** A small deterministic generator: the same rank gives the same artisan. */
function random(seed: number) {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function artisanLife(rank: number, places: Places): Row[] {
  const next = random(rank + 1);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const artisanId = randomUUID();
  const craft = pick(places.crafts);
  const registeredDay = Math.floor(next() * 640);
  const at = (day: number, hour = 9) => new Date(START + day * DAY + hour * 3_600_000).toISOString();
  const rows: Row[] = [];
  const streams = new Map<string, number>();
  const add = (
    kind: string,
    type: string,
    data: Record<string, unknown>,
    day: number,
    role: string | null,
  ) => {
    const stream = `${kind}-${artisanId}`;
    const position = streams.get(stream) ?? 0;
    streams.set(stream, position + 1);
    rows.push({ stream, position, type, data: { artisanId, ...data }, at: at(day), role });
  };
  const source = pick(['sign-up', 'staff', 'import'] as const);
  add(
    'artisan',
    'ArtisanRegistered',
    {
      source,
      countryId: pick(places.countries),
      craftMaterialId: craft.material,
      craftPersonId: craft.person,
      recommendations: next() < 0.3 ? [pick(places.recommendations)] : [],
      createdBy: null,
      language: 'en',
      changedFields: ['firstName', 'lastName', 'email'],
    },
    registeredDay,
    source === 'sign-up' ? null : 'ROLE_NETWORK_MEMBER',
  );
  if (next() < 0.5) add('artisan', 'ArtisanEmailConfirmed', { via: 'link' }, registeredDay + 1, null);
  if (next() < 0.1) return rows;
  let day = registeredDay + 2 + Math.floor(next() * 20);
  add('evaluation', 'EvaluationStarted', { evaluatorId: randomUUID() }, day, 'ROLE_AMBASSADOR');
  let total = 0;
  for (const criterion of CRITERIA) {
    const answers = Object.fromEntries(
      (['q1', 'q2', 'q3'] as const).map((q) => {
        const points = Math.floor(next() * 6);
        total += points;
        return [q, { points, comment: '' }];
      }),
    );
    add('evaluation', 'EvaluationAnswersRecorded', { criterion, answers }, day, 'ROLE_AMBASSADOR');
  }
  day += 1 + Math.floor(next() * 10);
  const standing = (statusEval: string, reviewStatus: string) => ({ statusEval, reviewStatus });
  add(
    'evaluation',
    'EvaluationSubmitted',
    { ...standing('SUBMITTED', 'NOT REVIEWED'), endorsed: true, totalPoint: total },
    day,
    'ROLE_NETWORK_MEMBER',
  );
  if (next() < 0.15) return rows;
  day += 1 + Math.floor(next() * 15);
  add('evaluation', 'EvaluationReviewStarted', standing('SUBMITTED', 'IN REVIEWAL'), day, 'ROLE_ADMIN');
  day += 1 + Math.floor(next() * 30);
  const accepted = next() < 0.6;
  add(
    'evaluation',
    'EvaluationDecided',
    {
      ...standing(accepted ? 'SELECTED' : 'IMPROVEMENT POTENTIAL', 'REVIEWED'),
      decision: accepted ? 'ACCEPTED' : 'REFUSED',
      commentaryCommittee: '',
      comments: '',
    },
    day,
    'ROLE_EXECUTIVE_COMMITTEE',
  );
  if (!accepted) return rows;
  add('green-list', 'GreenListMadeAvailable', { status: 'AVAILABLE', catalogueVersion: 1 }, day, null);
  if (next() < 0.4) return rows;
  day += 5 + Math.floor(next() * 40);
  const points = 20 + Math.floor(next() * 60);
  const score = { sections: { p1: { points, maximum: 100 } } };
  add(
    'green-list',
    'GreenListSubmitted',
    { status: 'SUBMITTED', dropped: [], totalPoint: points, score },
    day,
    null,
  );
  day += 2 + Math.floor(next() * 20);
  add(
    'green-list',
    'GreenListCompleted',
    { status: 'COMPLETE', comment: '', totalPoint: points, score },
    day,
    'ROLE_ADMIN',
  );
  return rows;
}

/** Appends the lives of `artisans` artisans, `batch` events a statement; returns how many events. */
export async function loadLives(
  pool: Pool,
  artisans: number,
  places: Places,
  onProgress: (events: number, artisans: number) => void,
  batch = 10_000,
): Promise<number> {
  let pending: Row[] = [];
  let written = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const rows = pending;
    pending = [];
    await pool.query(
      `INSERT INTO es_events (event_id, stream_id, stream_position, event_type, data, metadata)
       SELECT gen_random_uuid(), s, p, t, d, jsonb_build_object('actorId', NULL, 'actorRole', r,
              'correlationId', gen_random_uuid(), 'causationId', NULL, 'occurredAt', a, 'schemaVersion', 1)
       FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::text[], $6::text[]) AS e(s, p, t, d, a, r)`,
      [
        rows.map((r) => r.stream),
        rows.map((r) => r.position),
        rows.map((r) => r.type),
        rows.map((r) => JSON.stringify(r.data)),
        rows.map((r) => r.at),
        rows.map((r) => r.role),
      ],
    );
    written += rows.length;
  };
  for (let rank = 0; rank < artisans; rank += 1) {
    pending.push(...artisanLife(rank, places));
    if (pending.length >= batch) {
      await flush();
      onProgress(written, rank + 1);
    }
  }
  await flush();
  onProgress(written, artisans);
  // The stream versions, as appends leave them.
  await pool.query(
    `INSERT INTO es_streams (stream_id, version)
     SELECT stream_id, max(stream_position) FROM es_events GROUP BY stream_id
     ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version`,
  );
  return written;
}
