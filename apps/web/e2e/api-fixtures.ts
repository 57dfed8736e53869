import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, mailsSoFar, uniqueEmail, waitForMail } from './support';

/**
 * What browser tests set up through the API rather than the screens they are not about: sign-ins,
 * staff accounts, artisans, accepted invitations.
 */

export const FRANCE = 250;
export const ITALY = 380;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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
  fields: { firstName: string; lastName: string; country?: number; email?: string },
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
