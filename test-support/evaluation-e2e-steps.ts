/**
 * The staff evaluation of an artisan taken through HTTP, for e2e tests that need it answered, sent or
 * decided before what they are about (not a test file: no jest project matches its name).
 */
import { randomUUID } from 'node:crypto';
import { CRITERION_IDS, type EvaluationAnswer, type Role } from '@artisans/domain';
import { FRANCE, ITALY, type Kit } from './artisan-e2e-kit';
import { toNewEvents } from '../apps/api/src/infrastructure/commands/command-context';
import type { EventStore } from '../apps/api/src/infrastructure/event-store/event-store.port';
import { Projections } from '../apps/api/src/infrastructure/projections/projections.service';
import { EVENT_STORE } from '../apps/api/src/infrastructure/tokens';
import {
  evaluationStreamId,
  type EvaluationEvent,
} from '../apps/api/src/evaluation/domain/evaluation.decider';

/** The answers to a criterion's three questions: 12 of its 15 points. */
export const FULL_ANSWERS = {
  q1: { points: 5, comment: 'Masters marquetry passed down over three generations.' },
  q2: { points: 4, comment: 'Teaches two apprentices in the workshop.' },
  q3: { points: 3, comment: 'Uses local walnut and oak.' },
} satisfies Record<'q1' | 'q2' | 'q3', EvaluationAnswer>;

/** `token` answers and validates these criteria of the artisan's evaluation; each call must succeed. */
export async function answerCriteria(
  kit: Kit,
  id: string,
  token: string,
  criteria: readonly string[] = CRITERION_IDS,
): Promise<void> {
  for (const criterion of criteria) {
    const path = `/api/artisans/${id}/evaluation/criteria/${criterion}`;
    expect((await kit.call('PUT', path, token, { json: { answers: FULL_ANSWERS } })).status).toBe(200);
    expect((await kit.call('POST', `${path}/validate`, token, { json: {} })).status).toBe(200);
  }
}

/** A step of the evaluation (POST /api/artisans/{id}/evaluation/{step}) that must succeed. */
export async function evaluationStep(
  kit: Kit,
  id: string,
  step: string,
  token: string,
  json: unknown = {},
): Promise<void> {
  const answer = await kit.call('POST', `/api/artisans/${id}/evaluation/${step}`, token, { json });
  expect({ step, status: answer.status, body: answer.body }).toMatchObject({ step, status: 200 });
}

/** `evaluator` answers every criterion and sends the evaluation. */
export async function sendEvaluation(kit: Kit, id: string, evaluator: string): Promise<void> {
  await answerCriteria(kit, id, evaluator);
  await evaluationStep(kit, id, 'submit', evaluator);
}

/**
 * The artisan selected: the evaluation answered and sent by `evaluator`, endorsed by the network
 * member (unless the network member sent it), reviewed and accepted by the admin.
 */
export async function selectArtisan(
  kit: Kit,
  id: string,
  evaluator = kit.tokens.ROLE_ARTISAN_HUNTER,
): Promise<void> {
  await sendEvaluation(kit, id, evaluator);
  if (evaluator !== kit.tokens.ROLE_NETWORK_MEMBER)
    await evaluationStep(kit, id, 'endorse', kit.tokens.ROLE_NETWORK_MEMBER);
  await evaluationStep(kit, id, 'review', kit.tokens.ROLE_ADMIN);
  await evaluationStep(kit, id, 'decision', kit.tokens.ROLE_ADMIN, {
    decision: 'ACCEPTED',
    commentaryCommittee: 'Welcome',
  });
}

export type StaffMember = { id: string; email: string; name: string; token: string };

/**
 * A staff account of its own (POST /api/users by the admin), signed in (its token is '' when `extra`
 * makes it inactive); `extra` adds fields.
 */
export async function createStaffMember(
  kit: Kit,
  role: Role,
  countries: number[],
  extra: Record<string, unknown> = {},
): Promise<StaffMember> {
  const email = `member.${randomUUID().slice(0, 8)}@staff.test`;
  const password = 'member-password';
  const created = await kit.call<{ id: string }>('POST', '/api/users', kit.tokens.ROLE_ADMIN, {
    json: {
      title: 'Ms.',
      firstName: 'Ana',
      lastName: 'Lefèvre',
      email,
      password,
      role,
      countries: countries.map((country) => `/api/countries/${country}`),
      ...extra,
    },
  });
  expect(created.status).toBe(201);
  const login = await kit.call<{ token?: string }>('POST', '/user/login_check', undefined, {
    json: { email, password },
  });
  return { id: created.body.id, email, name: 'Ana Lefèvre', token: login.body.token ?? '' };
}

/**
 * An artisan's selection written straight into the event log, as the committee (every criterion
 * answered with FULL_ANSWERS: 132 points; sent endorsed, reviewed, accepted), then projected: for
 * tests of what is read from the log rather than of the steps themselves.
 */
export async function recordSelection(kit: Kit, artisanId: string): Promise<void> {
  const step = (type: EvaluationEvent['type'], data: Record<string, unknown>) =>
    ({ type, data: { artisanId, ...data } }) as EvaluationEvent;
  const events: EvaluationEvent[] = [
    ...CRITERION_IDS.map((criterion) =>
      step('EvaluationAnswersRecorded', { criterion, answers: FULL_ANSWERS }),
    ),
    step('EvaluationSubmitted', {
      endorsed: true,
      totalPoint: 132,
      statusEval: 'SUBMITTED',
      reviewStatus: 'NOT REVIEWED',
    }),
    step('EvaluationReviewStarted', { statusEval: 'SUBMITTED', reviewStatus: 'IN REVIEWAL' }),
    step('EvaluationDecided', {
      decision: 'ACCEPTED',
      commentaryCommittee: 'Fine work.',
      comments: '',
      statusEval: 'SELECTED',
      reviewStatus: 'REVIEWED',
    }),
  ];
  const { lastGlobalPosition } = await kit.api.app.get<EventStore>(EVENT_STORE).appendToStream(
    evaluationStreamId(artisanId),
    toNewEvents(events, {
      actorId: kit.staffIds.admin!,
      actorRole: 'ROLE_EXECUTIVE_COMMITTEE',
      correlationId: randomUUID(),
      causationId: null,
      now: new Date(),
    }),
    'no_stream',
  );
  await kit.api.app.get(Projections).waitFor(lastGlobalPosition);
}

/**
 * The artisans the statistics tests count: two in France and one in Italy, added by an admin, one
 * of the French ones selected (recordSelection).
 */
export async function addCountedArtisans(kit: Kit): Promise<void> {
  const admin = kit.tokens.ROLE_ADMIN;
  await kit.create(admin, { country: `/api/countries/${FRANCE}` });
  await kit.create(admin, { country: `/api/countries/${ITALY}` });
  const selected = await kit.create(admin, { country: `/api/countries/${FRANCE}` });
  await recordSelection(kit, selected.id);
}
