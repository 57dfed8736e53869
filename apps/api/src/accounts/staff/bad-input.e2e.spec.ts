import fc from 'fast-check';
import { startTestApp, type TestApp } from '../../../../../test-support/test-app';
import { STAFF_TEST_ENV, caller, loadDemo, type Caller } from '../../../../../test-support/staff-e2e-kit';

/**
 * Whatever a client sends to the staff account endpoints, the answer is a clear 4xx (or a success
 * when the input happens to be valid), never a 500. Bodies go as JSON and as forms.
 */
describe('staff account endpoints never answer 500 to bad input', () => {
  let api: TestApp;
  let http: Caller;
  let ids: Record<string, string>;
  let admin: string;
  let target: string;
  let targetToken: string;

  beforeAll(async () => {
    api = await startTestApp(STAFF_TEST_ENV);
    http = caller(api);
    ids = await loadDemo(api);
    admin = await http.login('admin@demo.test');
    const created = await http.post<{ id: string }>(
      '/api/users',
      {
        title: 'Mr.',
        firstName: 'Fuzz',
        lastName: 'Target',
        email: 'fuzz.target@example.org',
        role: 'ROLE_AMBASSADOR',
        password: 'fuzz-password',
      },
      admin,
    );
    target = created.body.id;
    targetToken = await http.login('fuzz.target@example.org', 'fuzz-password');
  }, 120_000);

  afterAll(() => api?.close());

  /** Text with the characters that break naive code: NUL, controls, quotes, emoji, very long. */
  const nasty = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string().map((text) => `${text}\u0000@example.org`),
    fc.constantFrom('\u0000', 'a\u0000b@x.org', "' OR 1=1 --", '%', '_', '\\', '😀', ' ', 'x'.repeat(5000)),
    fc.constantFrom('/api/users/../../etc', '/api/countries/99999999999', '-1', '0', '1e3', 'null', 'true'),
  );
  const anyValue = fc.oneof(
    nasty,
    fc.jsonValue({ maxDepth: 2 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  );
  const formValue = fc.oneof(nasty, fc.array(nasty, { maxLength: 3 }));

  type Endpoint = {
    name: string;
    method: 'POST' | 'PUT';
    path: () => string;
    fields: string[];
    token?: () => string;
    ok: number[];
  };

  const endpoints: Endpoint[] = [
    {
      name: 'reset request',
      method: 'POST',
      path: () => '/reset-password-request',
      fields: ['email'],
      ok: [200, 404],
    },
    { name: 'user by hash', method: 'POST', path: () => '/get-user-by-hash', fields: ['hash'], ok: [] },
    {
      name: 'reset action',
      method: 'POST',
      path: () => '/reset-password-action',
      fields: ['hash', 'id', 'password', 'confirmation'],
      ok: [],
    },
    { name: 'endorse', method: 'POST', path: () => '/endorse-action', fields: ['hash'], ok: [] },
    {
      name: 'auto-login',
      method: 'POST',
      path: () => '/user-auto-login',
      fields: ['id', 'loginProof'],
      ok: [],
    },
    {
      name: 'create user',
      method: 'POST',
      path: () => '/api/users',
      token: () => admin,
      fields: [
        'title',
        'firstName',
        'lastName',
        'email',
        'password',
        'phone',
        'country',
        'countries',
        'organisation',
        'role',
        'roles',
        'isActive',
        'language',
      ],
      ok: [201, 409],
    },
    {
      name: 'update user',
      method: 'PUT',
      path: () => `/api/users/${target}`,
      token: () => admin,
      fields: ['title', 'firstName', 'lastName', 'email', 'phone', 'countries', 'organisation', 'language'],
      ok: [200, 409],
    },
    {
      name: 'reassign',
      method: 'POST',
      path: () => `/api/users/${target}/reassign-artisans`,
      token: () => admin,
      fields: ['to'],
      ok: [200],
    },
    {
      name: 'own password',
      method: 'POST',
      path: () => '/api/users/me/password',
      token: () => targetToken,
      fields: ['oldPassword', 'newPassword', 'confirmation'],
      ok: [],
    },
  ];

  async function send(endpoint: Endpoint, body: unknown, form: boolean) {
    const headers: Record<string, string> = {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(endpoint.token && { authorization: `Bearer ${endpoint.token()}` }),
    };
    let payload: string;
    if (form) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(body as Record<string, unknown>))
        for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
      payload = params.toString();
    } else payload = JSON.stringify(body);
    const response = await fetch(`${api.url}${endpoint.path()}`, {
      method: endpoint.method,
      headers,
      body: payload,
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text || '{}') as { detail?: unknown } };
  }

  function expectClear(
    endpoint: Endpoint,
    answer: { status: number; body: { detail?: unknown } },
    input: unknown,
  ) {
    const allowed = [400, ...endpoint.ok];
    if (!allowed.includes(answer.status)) {
      throw new Error(
        `${endpoint.name} answered ${answer.status} ${JSON.stringify(answer.body)} to ${JSON.stringify(input)}`,
      );
    }
    if (answer.status === 400) expect(typeof answer.body.detail).toBe('string');
  }

  for (const endpoint of endpoints) {
    it(`${endpoint.name}: wrong types and strange text in known fields, as JSON and as a form`, async () => {
      const jsonBody = fc.record(Object.fromEntries(endpoint.fields.map((f) => [f, anyValue])), {
        requiredKeys: [],
      });
      const formBody = fc.record(Object.fromEntries(endpoint.fields.map((f) => [f, formValue])), {
        requiredKeys: [],
      });
      await fc.assert(
        fc.asyncProperty(jsonBody, async (body) =>
          expectClear(endpoint, await send(endpoint, body, false), body),
        ),
        { numRuns: 60 },
      );
      await fc.assert(
        fc.asyncProperty(formBody, async (body) =>
          expectClear(endpoint, await send(endpoint, body, true), body),
        ),
        { numRuns: 30 },
      );
    });

    it(`${endpoint.name}: bodies of any shape and unknown fields`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
          const answer = await send(endpoint, body, false);
          // Unknown fields are refused; only a body that happens to be a valid one may pass.
          expect([400, ...endpoint.ok]).toContain(answer.status);
        }),
        { numRuns: 40 },
      );
      const answer = await send(endpoint, { unexpectedField: 1 }, false);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toContain('Unknown field(s): unexpectedField');
    });
  }

  it('NUL and control characters in any field: refused, not passed on to the database', async () => {
    const base: Record<string, Record<string, unknown>> = {
      'create user': {
        title: 'Ms.',
        firstName: 'A',
        lastName: 'B',
        email: 'nul@example.org',
        role: 'ROLE_AMBASSADOR',
      },
    };
    for (const endpoint of endpoints) {
      for (const field of endpoint.fields) {
        for (const value of ['a\u0000b@example.org', '\u0000', 'x\u0007y', '\u001b[31m']) {
          const body = { ...base[endpoint.name], [field]: value };
          expectClear(endpoint, await send(endpoint, body, false), body);
          expectClear(endpoint, await send(endpoint, body, true), body);
        }
      }
    }
    for (const path of [
      '/api/users?orSearch_search=%00',
      '/api/users?countries=%00',
      '/api/people?user=%00',
    ]) {
      const response = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
    }
  });

  it('query strings of the lists: a clear 400 or an answer, never a 500', async () => {
    const key = fc.constantFrom(
      'page',
      'orSearch_search',
      'countries',
      'countries[]',
      'roles',
      'roles[]',
      'organizations',
      'order[lastName]',
      'pagination',
      'user',
      'role',
      'unknown',
    );
    const query = fc.array(fc.tuple(key, nasty), { maxLength: 4 });
    for (const path of [
      '/api/users',
      '/api/people',
      '/api/organizations',
      '/organizations/list',
      '/api/artisan/users',
    ]) {
      await fc.assert(
        fc.asyncProperty(query, async (pairs) => {
          const params = new URLSearchParams(pairs);
          const response = await fetch(`${api.url}${path}?${params.toString()}`, {
            headers: { authorization: `Bearer ${admin}` },
          });
          const body = (await response.json()) as { detail?: unknown };
          if (![200, 400].includes(response.status))
            throw new Error(
              `${path}?${params.toString()} answered ${response.status} ${JSON.stringify(body)}`,
            );
          if (response.status === 400) expect(typeof body.detail).toBe('string');
        }),
        { numRuns: 60 },
      );
    }
  });

  it('ids in paths: a clear 400 or 404 (or the record, when the garbage happens to be a real id)', async () => {
    await fc.assert(
      fc.asyncProperty(nasty, async (raw) => {
        const id = encodeURIComponent(raw).slice(0, 300) || 'x';
        for (const path of [`/api/users/${id}`, `/api/users/${id}/history`, `/api/organizations/${id}`]) {
          const response = await fetch(`${api.url}${path}`, {
            headers: { authorization: `Bearer ${admin}` },
          });
          if (![200, 400, 404].includes(response.status))
            throw new Error(`${path} answered ${response.status}`);
        }
      }),
      { numRuns: 40 },
    );
    expect(ids['admin']).toBeDefined();
  });
});
