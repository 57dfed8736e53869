import { randomUUID } from 'node:crypto';
import { ROLES, STAFF_ROLES, type Role } from '@artisans/domain';
import { DEMO_EMAILS } from '../../../test-support/artisan-e2e-kit';
import { forgedTokens } from '../../../test-support/forged-tokens';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { DEMO_PASSWORD, DemoData } from './demo/demo-data';

/**
 * Every endpoint × every role (plus no token and forged tokens) → the expected outcome.
 * "public": anyone; a list of roles: those get past the guard (their answer may still be 400/404),
 * every other role gets 403 and no token gets 401. The test fails when the API grows an endpoint
 * this table does not list, so access rules are decided for each new route.
 */
type Access = 'public' | readonly Role[];

const EVERYONE_SIGNED_IN = ROLES;
const STAFF = STAFF_ROLES;
const FOUNDATION = ['ROLE_ADMIN', 'ROLE_EXECUTIVE_COMMITTEE'] as const;
const ARTISAN = ['ROLE_ARTISAN'] as const;

export const ACCESS: Record<string, Access> = {
  'GET /health': 'public',
  'GET /health/live': 'public',
  'GET /api/app-config': 'public',
  'GET /api/countries': 'public',
  'GET /api/countries.json': 'public',
  'GET /api/countries/{id}': 'public',
  'GET /api/craft_materails': 'public',
  'GET /api/craft_materails.json': 'public',
  'GET /api/craft_materails/{id}': 'public',
  'GET /api/craft_people': 'public',
  'GET /api/craft_people.json': 'public',
  'GET /api/craft_people/{id}': 'public',
  'GET /api/recommendations': 'public',
  'GET /api/recommendations.json': 'public',
  'GET /api/recommendations/{id}': 'public',
  'GET /api/confirmeds': 'public',
  'GET /api/confirmeds.json': 'public',
  'GET /api/confirmeds/{id}': 'public',
  'POST /user/login_check': 'public',
  'POST /auth/login': 'public',
  'POST /artisan/login_check': 'public',
  'POST /auth/logout': EVERYONE_SIGNED_IN,

  // Staff account flows (links from mails) and auto-login with a proof.
  'POST /reset-password-request': 'public',
  'POST /get-user-by-hash': 'public',
  'POST /reset-password-action': 'public',
  'POST /endorse-action': 'public',
  'POST /user-auto-login': 'public',

  // Back-office accounts.
  'GET /api/users': FOUNDATION,
  'POST /api/users': FOUNDATION,
  'GET /api/users/{id}': FOUNDATION,
  'PUT /api/users/{id}': FOUNDATION,
  'DELETE /api/users/{id}': FOUNDATION,
  'POST /api/users/{id}/reassign-artisans': FOUNDATION,
  'GET /api/users/{id}/history': FOUNDATION,
  'GET /api/users/me': STAFF,
  'POST /api/users/me/password': STAFF,
  'DELETE /api/users/me': STAFF,
  'GET /organizations/list': STAFF,
  'GET /api/organizations': STAFF,
  'GET /api/organizations/{id}': STAFF,
  'POST /api/organizations': FOUNDATION,
  'PUT /api/organizations/{id}': FOUNDATION,
  'GET /api/people': STAFF,
  'GET /api/artisan/users': STAFF,

  // Artisan sign-up and account flows (links from mails) and auto-login with a proof.
  'POST /api/artisans': 'public',
  'POST /api/artisans.json': 'public',
  'POST /check-artisan-exitsts': 'public',
  'POST /send-confirm-email': 'public',
  'POST /confirm-email-by-hash': 'public',
  'POST /send-created-email': 'public',
  'POST /get-invite-by-hash': 'public',
  'POST /create-password-artisan-action': 'public',
  'POST /set-hash-reset-pass-artisan': 'public',
  'POST /get-artisan-by-hash': 'public',
  'POST /reset-password-artisan': 'public',
  'POST /reset-password-artisan-action': 'public',
  'POST /get-go-to-hash': 'public',
  'POST /artisan-auto-login': 'public',
  'POST /api/artisans/{id}/invite': STAFF,
  'POST /api/artisans/me/password': ARTISAN,
  'DELETE /api/artisans/me': ARTISAN,
  // The artisan list: staff as SPEC.md section 6 scopes them; an artisan gets only its own row.
  'GET /api/artisans': EVERYONE_SIGNED_IN,

  // The artisan profile: staff who reach the artisan, the artisan itself (others get 404).
  'GET /api/artisans/{id}': EVERYONE_SIGNED_IN,
  'PUT /api/artisans/{id}': EVERYONE_SIGNED_IN,
  'DELETE /api/artisans/{id}': FOUNDATION,
  'GET /api/artisans/{id}/history': STAFF,
  'GET /api/artisans/{id}/benchmarks': STAFF,
  'POST /api/artisans/{id}/pictures': EVERYONE_SIGNED_IN,
  'GET /api/artisans/{id}/pictures/{fileId}': EVERYONE_SIGNED_IN,
  'GET /api/artisans/{id}/pictures/{fileId}/thumbnail': EVERYONE_SIGNED_IN,
  'DELETE /api/artisans/{id}/pictures/{fileId}': EVERYONE_SIGNED_IN,
  'POST /api/artisans/{id}/document': EVERYONE_SIGNED_IN,
  'GET /api/artisans/{id}/document': EVERYONE_SIGNED_IN,
  'DELETE /api/artisans/{id}/document': EVERYONE_SIGNED_IN,

  // The staff evaluation and its lifecycle (docs/evaluation-lifecycle.md).
  'GET /api/artisans/{id}/evaluation': STAFF,
  'GET /api/artisans/{id}/evaluation/history': STAFF,
  'PUT /api/artisans/{id}/evaluation/criteria/{criterion}': STAFF,
  'POST /api/artisans/{id}/evaluation/criteria/{criterion}/validate': STAFF,
  'POST /api/artisans/{id}/evaluation/submit': STAFF,
  'POST /api/artisans/{id}/evaluation/endorse': ['ROLE_NETWORK_MEMBER'],
  'POST /api/artisans/{id}/evaluation/review': FOUNDATION,
  'POST /api/artisans/{id}/evaluation/request-information': FOUNDATION,
  'POST /api/artisans/{id}/evaluation/decision': FOUNDATION,
  'POST /api/artisans/{id}/evaluation/defer': FOUNDATION,
  'POST /api/artisans/{id}/evaluation/confirm': FOUNDATION,
  'POST /api/artisans/{id}/evaluation/reopen': FOUNDATION,
  // The artisan's self-assessment (staff who reach the artisan read it) and the analysis.
  'GET /api/artisans/{id}/self-assessment': EVERYONE_SIGNED_IN,
  'PUT /api/artisans/{id}/self-assessment/criteria/{criterion}': ARTISAN,
  'POST /api/artisans/{id}/self-assessment/criteria/{criterion}/validate': ARTISAN,
  'POST /api/artisans/{id}/self-assessment/submit': ARTISAN,
  'GET /api/artisans/{id}/analysis': EVERYONE_SIGNED_IN,
  // Where the application stands: the artisan its own, staff with the evaluation's visibility.
  'GET /api/artisans/{id}/standing': EVERYONE_SIGNED_IN,
  // Its PDF: the artisan gets its own, staff per the analysis rules (others 404).
  'GET /api/artisans/{id}/analysis.pdf': EVERYONE_SIGNED_IN,
  'POST /evaluation-validated-email': STAFF,

  // The Excel import of artisans: template, upload, progress and results.
  'GET /api/artisan-imports/template': FOUNDATION,
  'POST /api/artisan-imports': FOUNDATION,
  'GET /api/artisan-imports/{id}': FOUNDATION,

  // Statistics: the foundation sees every country, a network member its own.
  'GET /api/statistics': [...FOUNDATION, 'ROLE_NETWORK_MEMBER'],
  'GET /api/statistics/evaluations.xlsx': FOUNDATION,
  'GET /api/statistics/dashboard.pdf': FOUNDATION,
  'GET /api/statistics/dashboard.xlsx': FOUNDATION,
  // The staff home's work lists: every staff member, within the artisans they see.
  'GET /api/dashboard': STAFF,

  // The Green List: the artisan fills in its own, staff who reach the artisan read it, the
  // foundation reviews it (others get 404 for an artisan out of reach).
  'GET /api/green_lists/{id}': EVERYONE_SIGNED_IN,
  'PUT /api/green_lists/{id}/answers': EVERYONE_SIGNED_IN,
  'POST /api/green_lists/{id}/submit': EVERYONE_SIGNED_IN,
  'POST /api/green_lists/{id}/review': FOUNDATION,
  'POST /api/green_lists/{id}/request-information': FOUNDATION,
  'POST /api/green_lists/{id}/complete': FOUNDATION,
  'POST /create-green-list': EVERYONE_SIGNED_IN,
  // Its downloads are for staff who reach the artisan (others 404).
  'GET /api/green_lists/{id}/green-list.pdf': STAFF,
  'GET /api/green_lists/{id}/green-list.xlsx': STAFF,
  // Its translation entries: admins review them; the corrections are public, like the locale files.
  'GET /api/green-list-texts/{language}': ['ROLE_ADMIN'],
  'GET /api/green-list-texts/{language}/corrections': 'public',
  'GET /api/green-list-texts/{language}/{key}/changes': ['ROLE_ADMIN'],
  'PUT /api/green-list-texts/{language}/{key}': ['ROLE_ADMIN'],

  // The communication tool (campaigns) and the newsletter's one-click unsubscribe.
  'POST /api/campaigns/audience': FOUNDATION,
  'GET /api/campaigns': FOUNDATION,
  'POST /api/campaigns': FOUNDATION,
  'GET /api/campaigns/{id}': FOUNDATION,
  'PUT /api/campaigns/{id}': FOUNDATION,
  'POST /api/campaigns/{id}/test': FOUNDATION,
  'POST /api/campaigns/{id}/send': FOUNDATION,
  'POST /api/unsubscribe/{token}': 'public',

  // The back office's help: guided tours and the main video (staff read, admins change).
  'GET /api/help': STAFF,
  'POST /api/help/dismissed': STAFF,
  'PUT /api/help/tutorials/{tutorial}/{language}': ['ROLE_ADMIN'],
  'DELETE /api/help/tutorials/{tutorial}/{language}': ['ROLE_ADMIN'],
  'GET /api/help/video': STAFF,
  'PUT /api/help/video': ['ROLE_ADMIN'],
  'DELETE /api/help/video': ['ROLE_ADMIN'],
};

/** Routes that end the caller's session are run last for each role, with a token of their own. */
const ENDS_SESSION = new Set(['POST /auth/logout']);

describe('access control of every endpoint', () => {
  let api: TestApp;
  let routes: string[];
  const tokens = new Map<Role, string>();
  let signingKey: string;

  async function login(role: Role): Promise<string> {
    const path = role === 'ROLE_ARTISAN' ? '/artisan/login_check' : '/user/login_check';
    const response = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAILS[role], password: DEMO_PASSWORD }),
    });
    const body = (await response.json()) as { token?: string; detail?: string };
    if (!body.token) throw new Error(`Demo login as ${role} failed: ${body.detail}`);
    return body.token;
  }

  function call(route: string, token?: string): Promise<Response> {
    const [method, path] = route.split(' ') as [string, string];
    const url = `${api.url}${path.replace(/\{[^}]+\}/g, () => randomUUID())}`;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    return fetch(url, { method, headers, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
  }

  beforeAll(async () => {
    api = await startTestApp({ RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_ACCOUNT: '10000' });
    await api.app.get(DemoData).load();
    for (const role of ROLES) tokens.set(role, await login(role));
    signingKey = (
      await api.database.db
        .selectFrom('app_secrets')
        .select('value')
        .where('name', '=', 'jwt-signing-key')
        .executeTakeFirstOrThrow()
    ).value;
    const document = (await (await fetch(`${api.url}/api/docs.json`)).json()) as {
      paths: Record<string, object>;
    };
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(() => api.close());

  it('lists every route of the API', () => {
    const unlisted = routes.filter((route) => !(route in ACCESS));
    expect(unlisted).toEqual([]);
    const gone = Object.keys(ACCESS).filter((route) => !routes.includes(route));
    expect(gone).toEqual([]);
  });

  it.each(Object.entries(ACCESS))('%s: without a token', async (route, access) => {
    const response = await call(route);
    if (access === 'public') expect(response.status).not.toBe(401);
    else expect(response.status).toBe(401);
    expect(response.status).toBeLessThan(500);
  });

  it.each(Object.entries(ACCESS).filter(([, access]) => access !== 'public'))(
    '%s: forged or expired tokens get 401',
    async (route) => {
      for (const [kind, token] of Object.entries(
        forgedTokens(tokens.get('ROLE_ARTISAN_HUNTER')!, signingKey),
      )) {
        const response = await call(route, token);
        expect({ kind, status: response.status }).toEqual({ kind, status: 401 });
      }
    },
  );

  it.each(ROLES)('every route as %s', async (role) => {
    const problems: string[] = [];
    const ordered = Object.entries(ACCESS).sort(
      ([a], [b]) => Number(ENDS_SESSION.has(a)) - Number(ENDS_SESSION.has(b)),
    );
    for (const [route, access] of ordered) {
      const token = ENDS_SESSION.has(route) ? await login(role) : tokens.get(role);
      const status = (await call(route, token)).status;
      const allowed = access === 'public' || access.includes(role);
      if (allowed && (status === 401 || status === 403 || status >= 500))
        problems.push(`${route}: allowed but got ${status}`);
      if (!allowed && status !== 403) problems.push(`${route}: should be 403, got ${status}`);
    }
    expect(problems).toEqual([]);
  });
});
