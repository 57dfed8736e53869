import { randomUUID } from 'node:crypto';
import { FRANCE, startKit, type Kit } from '../../../../../test-support/artisan-e2e-kit';

type Resource = Record<string, unknown> & { id: string; user: string | null };
type History = { 'hydra:member': { type: string; changedFields: string[]; actor: { name: string } }[] };

/**
 * SPEC.md section 6: an account's artisans move to another account before it is deleted. The move
 * reaches each artisan's own record (its CREATED BY and its history), not only the lists.
 */
describe('reassigning the artisans an account created', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(() => kit.close());

  /** Polls until `read` answers what `done` accepts: the move reaches the artisans by a reactor. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const value = await read();
      if (done(value) || attempt >= 50) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('names the new creator in the artisan’s profile and history, then lets the account go', async () => {
    const email = `leaving.${randomUUID().slice(0, 8)}@staff.test`;
    const created = await kit.call<{ id: string }>('POST', '/api/users', kit.tokens.ROLE_ADMIN, {
      json: {
        title: 'Mr.',
        firstName: 'Paul',
        lastName: 'Départ',
        email,
        password: 'leaving-password',
        role: 'ROLE_ARTISAN_HUNTER',
        countries: [`/api/countries/${FRANCE}`],
      },
    });
    expect(created.status).toBe(201);
    const login = await kit.call<{ token: string }>('POST', '/user/login_check', undefined, {
      json: { email, password: 'leaving-password' },
    });
    const artisan = await kit.create(login.body.token);
    const heir = kit.staffIds['network']!;

    const moved = await kit.call(
      'POST',
      `/api/users/${created.body.id}/reassign-artisans`,
      kit.tokens.ROLE_ADMIN,
      {
        json: { to: `/api/users/${heir}` },
      },
    );
    expect(moved).toMatchObject({ status: 200, body: { reassigned: 1 } });

    const profile = await eventually(
      () => kit.call<Resource>('GET', `/api/artisans/${artisan.id}`, kit.tokens.ROLE_ADMIN),
      (answer) => answer.body.user === `/api/users/${heir}`,
    );
    expect(profile.body.user).toBe(`/api/users/${heir}`);
    const history = await kit.call<History>(
      'GET',
      `/api/artisans/${artisan.id}/history`,
      kit.tokens.ROLE_ADMIN,
    );
    expect(history.body['hydra:member'].at(-1)).toMatchObject({
      type: 'ArtisanCreatorReassigned',
      changedFields: ['user'],
    });

    expect((await kit.call('DELETE', `/api/users/${created.body.id}`, kit.tokens.ROLE_ADMIN)).status).toBe(
      204,
    );
    const after = await kit.call<Resource>('GET', `/api/artisans/${artisan.id}`, kit.tokens.ROLE_ADMIN);
    expect(after.body.user).toBe(`/api/users/${heir}`);
  });
});
