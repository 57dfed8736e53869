import type { Role } from '@artisans/domain';
import { FRANCE, ITALY, startKit, type Kit } from '../../../../test-support/artisan-e2e-kit';
import { addCountedArtisans } from '../../../../test-support/evaluation-e2e-steps';
import type { StatisticsReport } from './report/statistics-report';
import { STATISTICS_INPUT_MESSAGES } from './statistics-input';
import { STATISTICS_SCOPE_MESSAGES } from './statistics-scope';

describe('GET /api/statistics', () => {
  let kit: Kit;
  let t: Record<Role, string>;
  let before: Record<string, StatisticsReport>;

  const figures = async (query = '', token = t.ROLE_ADMIN) => {
    const answer = await kit.call<StatisticsReport & { detail?: string }>(
      'GET',
      `/api/statistics${query}`,
      token,
    );
    return answer;
  };
  const figure = (report: StatisticsReport, name: string) => report.figures.find((f) => f.figure === name)!;
  const standing = (report: StatisticsReport, status: string) =>
    report.standings.status.find((s) => s.status === status)!.artisans;

  /** Reports before the test's artisans, per viewer and filter, to compare with. */
  const VIEWS: [string, Role, string][] = [
    ['admin', 'ROLE_ADMIN', ''],
    ['committee-italy', 'ROLE_EXECUTIVE_COMMITTEE', `?country=${ITALY}`],
    ['network', 'ROLE_NETWORK_MEMBER', ''],
    ['network-france', 'ROLE_NETWORK_MEMBER', `?country=${FRANCE}`],
  ];

  beforeAll(async () => {
    kit = await startKit();
    t = kit.tokens;
    before = {};
    for (const [name, role, query] of VIEWS) before[name] = (await figures(query, t[role])).body;

    await addCountedArtisans(kit);
  });
  afterAll(() => kit.close());

  it('gives the foundation every country: registrations, the evaluation steps, standings, scores, funnel', async () => {
    const { status, body } = await figures();
    expect(status).toBe(200);
    const was = before.admin!;
    const delta = (name: string) => figure(body, name).period - figure(was, name).period;
    expect({
      registered: delta('registered'),
      staff: delta('registered.staff'),
      created: delta('evaluation.created'),
      sent: delta('evaluation.sent'),
      endorsed: delta('evaluation.endorsed'),
      reviewed: delta('evaluation.reviewed'),
      accepted: delta('evaluation.decided.ACCEPTED'),
    }).toEqual({ registered: 3, staff: 3, created: 1, sent: 1, endorsed: 1, reviewed: 1, accepted: 1 });
    expect(standing(body, 'SELECTED') - standing(was, 'SELECTED')).toBe(1);
    expect(body.standings.artisans - was.standings.artisans).toBe(3);
    expect(body.transitions.find((row) => row.status === 'SELECTED')!.period).toBeGreaterThanOrEqual(1);
    const tradition = body.scores.find((row) => row.criterion === 'tradition')!.evaluation;
    expect(tradition.distribution[12]).toBeGreaterThanOrEqual(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.period.to).toBe(today);
    expect(body.asOf).toBe(today);
    expect(body.funnel.find((row) => row.step === 'accepted')!.artisans).toBeGreaterThanOrEqual(1);
  });

  it('narrows to a country, and a period before anything happened counts nothing', async () => {
    const italy = (await figures(`?country=${ITALY}`, t.ROLE_EXECUTIVE_COMMITTEE)).body;
    expect(figure(italy, 'registered').period - figure(before['committee-italy']!, 'registered').period).toBe(
      1,
    );
    expect(
      figure(italy, 'evaluation.sent').period - figure(before['committee-italy']!, 'evaluation.sent').period,
    ).toBe(0);

    const empty = (await figures('?from=2001-01-01&to=2001-12-31')).body;
    expect(empty.figures.every((row) => row.period === 0 && row.asOf === 0)).toBe(true);
    expect(empty.series.granularity).toBe('month');
    expect(empty.series.rows).toHaveLength(12);
  });

  it('"as of" a day before the period counts what stood then, beside the period', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { body } = await figures(`?from=${today}&to=${today}&asOf=2001-01-01`);
    expect(figure(body, 'registered').asOf).toBe(0);
    expect(figure(body, 'registered').period).toBeGreaterThanOrEqual(3);
    expect(body.standings.artisans).toBe(0);
  });

  it("gives a network member its own countries' figures only", async () => {
    // The demo network member works in France: two of the three new artisans.
    const mine = (await figures('', t.ROLE_NETWORK_MEMBER)).body;
    expect(mine.filters.countries).toEqual([FRANCE]);
    expect(figure(mine, 'registered').period - figure(before.network!, 'registered').period).toBe(2);
    expect(figure(mine, 'evaluation.sent').period - figure(before.network!, 'evaluation.sent').period).toBe(
      1,
    );
    const france = (await figures(`?country=${FRANCE}`, t.ROLE_NETWORK_MEMBER)).body;
    expect(figure(france, 'registered').period - figure(before['network-france']!, 'registered').period).toBe(
      2,
    );

    const italy = await figures(`?country=${ITALY}`, t.ROLE_NETWORK_MEMBER);
    expect(italy.status).toBe(403);
    expect(italy.body.detail).toBe(STATISTICS_SCOPE_MESSAGES.otherCountry);
  });

  it('refuses ambassadors, hunters and artisans (403) and anyone without a session (401)', async () => {
    for (const role of ['ROLE_AMBASSADOR', 'ROLE_ARTISAN_HUNTER', 'ROLE_ARTISAN'] as const)
      expect({ role, status: (await figures('', t[role])).status }).toEqual({ role, status: 403 });
    expect((await figures('', '')).status).toBe(401);
  });

  it('refuses bad days, a period that ends before it starts and unknown filters, with a clear message', async () => {
    expect(await figures('?from=2026-02-30')).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining(STATISTICS_INPUT_MESSAGES.badDate) },
    });
    expect(await figures('?from=2026-03-05&to=2026-03-01')).toMatchObject({
      status: 400,
      body: { detail: STATISTICS_INPUT_MESSAGES.fromAfterTo },
    });
    expect((await figures('?country=France')).status).toBe(400);
    expect((await figures('?since=2026-01-01')).status).toBe(400);
  });
});
