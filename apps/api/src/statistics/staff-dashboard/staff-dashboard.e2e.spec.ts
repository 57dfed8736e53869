import { randomUUID } from 'node:crypto';
import { CRITERION_IDS, type Role } from '@artisans/domain';
import { FRANCE, ITALY, startKit, type Kit } from '../../../../../test-support/artisan-e2e-kit';
import { toNewEvents } from '../../infrastructure/commands/command-context';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import { Projections } from '../../infrastructure/projections/projections.service';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { evaluationStreamId, type EvaluationEvent } from '../../evaluation/domain/evaluation.decider';
import type { DashboardSection, StaffDashboard } from './staff-dashboard';

const answers = {
  q1: { points: 5, comment: 'a' },
  q2: { points: 4, comment: 'b' },
  q3: { points: 3, comment: 'c' },
};

describe('GET /api/dashboard', () => {
  let kit: Kit;
  let t: Record<Role, string>;
  const ids: Record<'waitingFrance' | 'waitingItaly' | 'endorsedFrance' | 'pendingFrance', string> = {
    waitingFrance: '',
    waitingItaly: '',
    endorsedFrance: '',
    pendingFrance: '',
  };

  const dashboard = (token: string) => kit.call<StaffDashboard>('GET', '/api/dashboard', token);
  const idsIn = (board: StaffDashboard, section: DashboardSection) =>
    board.sections.find((row) => row.section === section)?.items.map((item) => item.artisanId) ?? null;

  beforeAll(async () => {
    kit = await startKit();
    t = kit.tokens;
    const store = kit.api.app.get<EventStore>(EVENT_STORE);
    // An ambassador's evaluations wait for a network member's endorsement; a network member's come endorsed.
    const send = async (artisanId: string, endorsed: boolean) => {
      const step = (type: EvaluationEvent['type'], data: Record<string, unknown>) =>
        ({ type, data: { artisanId, ...data } }) as EvaluationEvent;
      const { lastGlobalPosition } = await store.appendToStream(
        evaluationStreamId(artisanId),
        toNewEvents(
          [
            ...CRITERION_IDS.map((criterion) => step('EvaluationAnswersRecorded', { criterion, answers })),
            step('EvaluationSubmitted', {
              endorsed,
              totalPoint: 132,
              statusEval: 'SUBMITTED',
              reviewStatus: 'NOT REVIEWED',
            }),
          ],
          {
            actorId: endorsed ? kit.staffIds.network! : kit.staffIds.ambassador!,
            actorRole: endorsed ? 'ROLE_NETWORK_MEMBER' : 'ROLE_AMBASSADOR',
            correlationId: randomUUID(),
            causationId: null,
            now: new Date(),
          },
        ),
        'no_stream',
      );
      await kit.api.app.get(Projections).waitFor(lastGlobalPosition);
    };
    ids.waitingFrance = (await kit.create(t.ROLE_ADMIN, { country: `/api/countries/${FRANCE}` })).id;
    ids.waitingItaly = (await kit.create(t.ROLE_ADMIN, { country: `/api/countries/${ITALY}` })).id;
    ids.endorsedFrance = (await kit.create(t.ROLE_ADMIN, { country: `/api/countries/${FRANCE}` })).id;
    ids.pendingFrance = (
      await kit.create(t.ROLE_ADMIN, { country: `/api/countries/${FRANCE}`, pending: true })
    ).id;
    await send(ids.waitingFrance, false);
    await send(ids.waitingItaly, false);
    await send(ids.endorsedFrance, true);
  });
  afterAll(() => kit.close());

  it('lists for a network member the evaluations waiting for its endorsement, in its countries only', async () => {
    const { status, body } = await dashboard(t.ROLE_NETWORK_MEMBER);
    expect(status).toBe(200);
    expect(body.sections.map((row) => row.section)).toEqual(['endorsement']);
    const waiting = idsIn(body, 'endorsement')!;
    expect(waiting).toContain(ids.waitingFrance);
    expect(waiting).not.toContain(ids.waitingItaly);
    expect(waiting).not.toContain(ids.endorsedFrance);
    const item = body.sections[0]!.items.find((row) => row.artisanId === ids.waitingFrance)!;
    expect(item).toMatchObject({ country: 'France', statusEval: 'SUBMITTED', missing: [] });
    expect(item.lastName).toEqual(expect.any(String));
  });

  it('lists for the committee the endorsed evaluations waiting for a review or a decision, and Green Lists', async () => {
    const { status, body } = await dashboard(t.ROLE_EXECUTIVE_COMMITTEE);
    expect(status).toBe(200);
    expect(body.sections.map((row) => row.section)).toEqual(['review', 'greenLists']);
    expect(idsIn(body, 'review')).toContain(ids.endorsedFrance);
    expect(idsIn(body, 'review')).not.toContain(ids.waitingFrance);
    const review = body.sections.find((row) => row.section === 'review')!;
    expect(review.count).toBeGreaterThanOrEqual(review.items.length);
  });

  it('shows admins the PENDING artisans and what they miss; nobody else sees them', async () => {
    const { body } = await dashboard(t.ROLE_ADMIN);
    expect(body.sections.map((row) => row.section)).toEqual(['review', 'pending', 'greenLists']);
    const pending = body.sections.find((row) => row.section === 'pending')!;
    const item = pending.items.find((row) => row.artisanId === ids.pendingFrance);
    // Staff-created, never confirmed nor given a password.
    expect(item?.missing).toEqual(['emailConfirmation', 'password']);
  });

  it('gives ambassadors and hunters nothing to act on, refuses artisans (403) and anyone without a session (401)', async () => {
    for (const role of ['ROLE_AMBASSADOR', 'ROLE_ARTISAN_HUNTER'] as const)
      expect(await dashboard(t[role])).toMatchObject({ status: 200, body: { sections: [] } });
    expect((await dashboard(t.ROLE_ARTISAN)).status).toBe(403);
    expect((await dashboard('')).status).toBe(401);
  });
});
