import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Role } from '@artisans/domain';
import { FRANCE, startKit, type Kit } from '../../../../../test-support/artisan-e2e-kit';
import { toNewEvents, type CommandContext } from '../../infrastructure/commands/command-context';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import { Projections } from '../../infrastructure/projections/projections.service';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { evaluationStreamId } from '../../evaluation/domain/evaluation.decider';
import { greenListStreamId } from '../../green-list/domain/green-list.decider';
import type { ArtisanBenchmarks } from './artisan-benchmarks';

describe('GET /api/artisans/{id}/benchmarks', () => {
  let kit: Kit;
  let t: Record<Role, string>;
  /** Six French artisans of a craft no one else practises, and one of that craft in a country of its own. */
  let french: string[];
  let alone: string;
  let craft: number;
  let lonelyCountry: number;

  const benchmarks = (id: string, token = t.ROLE_ADMIN) =>
    kit.call<ArtisanBenchmarks & { detail?: string }>('GET', `/api/artisans/${id}/benchmarks`, token);

  beforeAll(async () => {
    kit = await startKit();
    t = kit.tokens;
    const db = kit.api.database.db;
    const practised = (
      await sql<{ craft: number; person: number }>`SELECT p.craft_material_id AS craft, min(p.id) AS person
        FROM craft_people p
        WHERE p.craft_material_id NOT IN (SELECT craft_material_id FROM stats_artisans WHERE craft_material_id IS NOT NULL)
        GROUP BY p.craft_material_id ORDER BY p.craft_material_id LIMIT 1`.execute(db)
    ).rows[0]!;
    craft = practised.craft;
    lonelyCountry = (
      await sql<{ id: number }>`SELECT id FROM countries
        WHERE id NOT IN (SELECT country_id FROM stats_artisans WHERE country_id IS NOT NULL)
        ORDER BY id LIMIT 1`.execute(db)
    ).rows[0]!.id;

    const create = async (country: number) =>
      (
        await kit.create(t.ROLE_ADMIN, {
          country: `/api/countries/${country}`,
          craftMaterail: `/api/craft_materails/${craft}`,
          craftPerson: `/api/craft_people/${practised.person}`,
        })
      ).id;
    french = [];
    for (let i = 0; i < 6; i += 1) french.push(await create(FRANCE));
    alone = await create(lonelyCountry);

    const store = kit.api.app.get<EventStore>(EVENT_STORE);
    const context: CommandContext = {
      actorId: kit.staffIds.admin!,
      actorRole: 'ROLE_ADMIN',
      correlationId: randomUUID(),
      causationId: null,
      now: new Date(),
    };
    let last = '';
    const sent = async (artisanId: string, totalPoint: number) => {
      const events = [
        {
          type: 'EvaluationSubmitted',
          data: {
            artisanId,
            endorsed: true,
            totalPoint,
            statusEval: 'SUBMITTED',
            reviewStatus: 'NOT REVIEWED',
          },
        },
      ];
      last = (
        await store.appendToStream(evaluationStreamId(artisanId), toNewEvents(events, context), 'no_stream')
      ).lastGlobalPosition;
    };
    const greenList = async (artisanId: string, totalPoint: number) => {
      const events = [
        {
          type: 'GreenListSubmitted',
          data: { artisanId, status: 'SUBMITTED', dropped: [], totalPoint, score: {} },
        },
      ];
      last = (
        await store.appendToStream(greenListStreamId(artisanId), toNewEvents(events, context), 'no_stream')
      ).lastGlobalPosition;
    };
    // Evaluation points 100, 110, …, 150 in France and 90 alone: the craft's median of seven is 120.
    for (const [i, id] of french.entries()) await sent(id, 100 + 10 * i);
    await sent(alone, 90);
    // Only three Green Lists in the craft: too few for a median.
    for (const [i, id] of french.slice(0, 3).entries()) await greenList(id, 40 + i);
    // A busy machine may take longer than a request's read-your-writes wait.
    expect(await kit.api.app.get(Projections).waitFor(last, 50_000)).toBe(true);
  });
  afterAll(() => kit.close());

  it("gives the artisan's scores beside the medians of its craft and country", async () => {
    const { status, body } = await benchmarks(french[0]!);
    expect(status).toBe(200);
    const france = (
      await sql<{ n: string; median: number }>`SELECT count(evaluation_total) AS n,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY evaluation_total) AS median
        FROM stats_artisans WHERE NOT deleted AND country_id = ${FRANCE}`.execute(kit.api.database.db)
    ).rows[0]!;
    expect(Number(france.n)).toBeGreaterThanOrEqual(6);
    expect(body).toEqual({
      artisanId: french[0],
      craftMaterialId: craft,
      countryId: FRANCE,
      minimumGroup: 5,
      evaluation: {
        score: 100,
        craft: { median: 120, artisans: 7 },
        country: { median: Math.round(france.median * 10) / 10, artisans: Number(france.n) },
      },
      greenList: expect.objectContaining({ score: 40, craft: null }),
    });
  });

  it('never describes a group of fewer than five artisans, not even by its size', async () => {
    const { status, body } = await benchmarks(alone);
    expect(status).toBe(200);
    expect(body.evaluation).toEqual({ score: 90, craft: { median: 120, artisans: 7 }, country: null });
    expect(body.greenList).toEqual({ score: null, craft: null, country: null });
    // Three Green Lists in the craft: no median, no count, for them as for the others.
    expect((await benchmarks(french[1]!)).body.greenList.craft).toBeNull();
    expect((await benchmarks(french[5]!)).body.greenList).toMatchObject({ score: null, craft: null });
  });

  it("gives the foundation every country's median, other staff their own countries' only", async () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_EXECUTIVE_COMMITTEE'] as const) {
      expect((await benchmarks(french[0]!, t[role])).body.evaluation.country).not.toBeNull();
    }
    // The demo network member works in France: it reads the artisan of another country (as its
    // profile), with its craft's median, but not the median of a country that is not its own.
    const own = await benchmarks(french[0]!, t.ROLE_NETWORK_MEMBER);
    expect(own.status).toBe(200);
    expect(own.body.evaluation.country).not.toBeNull();
    const { status, body } = await benchmarks(alone, t.ROLE_NETWORK_MEMBER);
    expect(status).toBe(200);
    expect(body.evaluation).toEqual({ score: 90, craft: { median: 120, artisans: 7 }, country: null });
  });

  it('reaches exactly the artisans whose profile each staff role reaches', async () => {
    for (const role of ['ROLE_AMBASSADOR', 'ROLE_ARTISAN_HUNTER', 'ROLE_NETWORK_MEMBER'] as const) {
      for (const id of [french[0]!, alone]) {
        const profile = await kit.call('GET', `/api/artisans/${id}`, t[role]);
        expect({ role, id, status: (await benchmarks(id, t[role])).status }).toEqual({
          role,
          id,
          status: profile.status,
        });
      }
    }
  });

  it('refuses artisans (403), anyone without a session (401), and unknown or malformed ids (404)', async () => {
    expect((await benchmarks(french[0]!, t.ROLE_ARTISAN)).status).toBe(403);
    expect((await benchmarks(kit.demoArtisanId, t.ROLE_ARTISAN)).status).toBe(403);
    expect((await benchmarks(french[0]!, '')).status).toBe(401);
    expect((await benchmarks(randomUUID())).status).toBe(404);
    expect((await benchmarks('not-an-id')).status).toBe(404);
  });
});
