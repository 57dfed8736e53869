import { expect, type APIRequestContext } from '@playwright/test';
import { CRITERION_IDS } from '@artisans/domain';
import { DEMO_PASSWORD, mailsSoFar, uniqueEmail, waitForMail } from './support';

/**
 * What browser tests set up through the API rather than the screens they are not about: sign-ins,
 * staff accounts, artisans, accepted invitations.
 */

export const FRANCE = 250;
export const ITALY = 380;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A call as the holder of `token` that must answer 200 (else the test stops, saying what came). */
export async function apiCall(
  request: APIRequestContext,
  token: string,
  method: 'PUT' | 'POST',
  path: string,
  data = {},
): Promise<void> {
  const response = await request.fetch(path, { method, headers: bearer(token), data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
}

/** A staff token (POST /user/login_check). */
export async function staffToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/user/login_check', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** An admin adds an active staff account with a password (POST /api/users). */
export async function createStaffAccount(
  request: APIRequestContext,
  fields: { role: string; password: string; countries?: number[] },
): Promise<{ id: string; email: string }> {
  const admin = await staffToken(request, 'admin@demo.test');
  const email = uniqueEmail('staff');
  const response = await request.post('/api/users', {
    headers: bearer(admin),
    data: {
      title: 'Ms.',
      firstName: 'Irene',
      lastName: 'Vasari',
      email,
      password: fields.password,
      role: fields.role,
      countries: (fields.countries ?? [FRANCE]).map((id) => `/api/countries/${id}`),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, email };
}

/** A craft and one of its occupations, as IRIs. */
export async function craftReferences(
  request: APIRequestContext,
  token: string,
): Promise<{ craft: string; person: string }> {
  const read = async <T>(path: string) =>
    ((await (await request.get(path, { headers: bearer(token) })).json()) as { 'hydra:member': T[] })[
      'hydra:member'
    ];
  const crafts = await read<{ '@id': string }>('/api/craft_materails');
  const people = await read<{ '@id': string; craftMaterail: string }>('/api/craft_people');
  for (const craft of crafts) {
    const person = people.find((one) => one.craftMaterail === craft['@id']);
    if (person) return { craft: craft['@id'], person: person['@id'] };
  }
  throw new Error('No craft with an occupation in the reference data');
}

/**
 * A staff member adds an artisan with an email address (POST /api/artisans); French unless
 * `country` says otherwise. The names come back as the API stored them (capitalised).
 */
export async function createArtisan(
  request: APIRequestContext,
  token: string,
  fields: {
    firstName: string;
    lastName: string;
    country?: number;
    email?: string;
    /** More fields of the form: `isReceiveNews`, `language`... */
    other?: Record<string, unknown>;
  },
): Promise<{ id: string; email: string; firstName: string; lastName: string }> {
  const refs = await craftReferences(request, token);
  const email = fields.email ?? uniqueEmail('atelier');
  const response = await request.post('/api/artisans', {
    headers: bearer(token),
    data: {
      title: 'Ms.',
      firstName: fields.firstName,
      lastName: fields.lastName,
      email,
      country: `/api/countries/${fields.country ?? FRANCE}`,
      craftMaterail: refs.craft,
      craftPerson: refs.person,
      inActivity: 1999,
      ...fields.other,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: string; firstName: string; lastName: string };
  return { id: body.id, email, firstName: body.firstName, lastName: body.lastName };
}

/** The artisan is invited and follows the mailed link to choose a password. */
export async function acceptInvitation(
  request: APIRequestContext,
  staff: string,
  artisan: { id: string; email: string },
  password: string,
): Promise<void> {
  const before = mailsSoFar();
  const invite = await request.post(`/api/artisans/${artisan.id}/invite`, {
    headers: bearer(staff),
    data: {},
  });
  expect(invite.status(), await invite.text()).toBe(200);
  const mail = await waitForMail(artisan.email, 'hashInvite', before);
  const hashInvite = new URL(mail.link).searchParams.get('hashInvite') ?? '';
  const invited = await request.post('/get-invite-by-hash', { data: { hashInvite } });
  expect(invited.status(), await invited.text()).toBe(200);
  const created = await request.post('/create-password-artisan-action', {
    data: {
      hash: hashInvite,
      id: ((await invited.json()) as { id: string }).id,
      password,
      confirmation: password,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
}

/** An artisan signs in through the API (POST /artisan/login_check): its token. */
export async function artisanToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/artisan/login_check', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The eleven criteria, in the order of the evaluation's tabs. */
export const CRITERIA = CRITERION_IDS;

/** The answers of the staff evaluation to a criterion's three questions: 12 of its 15 points. */
const EVALUATION_ANSWERS = {
  q1: { points: 4, comment: 'Seen at the workshop in Lyon.' },
  q2: { points: 5, comment: 'Every piece is signed and dated.' },
  q3: { points: 3, comment: 'Trains one apprentice a year.' },
};

/**
 * Answers every criterion alike (12 points of 15 unless `answers` say otherwise), validates each and
 * sends the whole evaluation as the holder of `token`.
 */
export async function sendEvaluation(
  request: APIRequestContext,
  token: string,
  id: string,
  answers: Record<'q1' | 'q2' | 'q3', { points: number; comment: string }> = EVALUATION_ANSWERS,
): Promise<void> {
  for (const criterion of CRITERIA) {
    const path = `/api/artisans/${id}/evaluation/criteria/${criterion}`;
    const saved = await request.put(path, { headers: bearer(token), data: { answers } });
    expect(saved.status(), await saved.text()).toBe(200);
    const validated = await request.post(`${path}/validate`, { headers: bearer(token), data: {} });
    expect(validated.status(), await validated.text()).toBe(200);
  }
  await evaluationStep(request, token, id, 'submit');
}

/** A lifecycle step of the evaluation through the API (POST …/evaluation/{step}). */
export async function evaluationStep(
  request: APIRequestContext,
  token: string,
  id: string,
  step: string,
  data: Record<string, string> = {},
): Promise<void> {
  const answer = await request.post(`/api/artisans/${id}/evaluation/${step}`, {
    headers: bearer(token),
    data,
  });
  expect(answer.status(), `${step}: ${await answer.text()}`).toBe(200);
}

/**
 * The artisan selected through the API: the evaluation sent by the hunter, endorsed, reviewed and
 * accepted; resolves once its Green List is open (a reactor opens it a moment after).
 */
export async function selectArtisan(request: APIRequestContext, id: string): Promise<void> {
  const hunter = await staffToken(request, 'hunter@demo.test');
  const admin = await staffToken(request, 'admin@demo.test');
  await sendEvaluation(request, hunter, id);
  await evaluationStep(request, await staffToken(request, 'network@demo.test'), id, 'endorse');
  await evaluationStep(request, admin, id, 'review');
  await evaluationStep(request, admin, id, 'decision', {
    decision: 'ACCEPTED',
    commentaryCommittee: 'Bienvenue',
  });
  await expect
    .poll(async () => (await request.get(`/api/green_lists/${id}`, { headers: bearer(admin) })).status(), {
      timeout: 20_000,
    })
    .toBe(200);
}
