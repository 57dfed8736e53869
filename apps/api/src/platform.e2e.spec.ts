import { MESSAGES } from '@artisans/domain';
import { startTestApp, type TestApp } from '../../../test-support/test-app';

describe('platform endpoints', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ MAINTENANCE_MODE: 'true' });
  });
  afterAll(() => api.close());

  it('reports health of the database, Redis and the event store', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'up' },
        redis: { status: 'up' },
        eventStore: { status: 'up', adapter: 'postgresql' },
      },
    });
  });

  it('answers liveness without asking the services (GET /health/live)', async () => {
    const response = await fetch(`${api.url}/health/live`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI description', async () => {
    const response = await fetch(`${api.url}/api/docs.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/health', '/api/app-config']));
    const page = await fetch(`${api.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it('tells the web app about maintenance mode', async () => {
    const response = await fetch(`${api.url}/api/app-config`);
    const body = (await response.json()) as {
      maintenanceMode: boolean;
      productName: string;
      languages: string[];
    };
    expect(body).toMatchObject({ maintenanceMode: true, productName: 'Artisans of Excellence' });
    expect(body.languages).toHaveLength(19);
    expect(body.languages).toContain('jp');
  });

  it('answers unknown API paths with a problem body, not a stack trace', async () => {
    const response = await fetch(`${api.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Error', status: 404 });
    expect(typeof body.detail).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await fetch(`${api.url}/api/app-config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      title: 'Error',
      detail: 'The request body is not valid JSON.',
    });
  });

  it('reads a JSON body sent empty as no fields, so the route says which one is missing', async () => {
    const response = await fetch(`${api.url}/reset-password-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: MESSAGES.fillEmail });
  });

  it('refuses a body over 1 MB with 413, and a type no route reads with 415, each with a message', async () => {
    const tooLarge = await fetch(`${api.url}/reset-password-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(1024 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ detail: 'The request body is too large.' });
    const xml = await fetch(`${api.url}/reset-password-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<email>hunter@demo.test</email>',
    });
    expect(xml.status).toBe(415);
    expect(await xml.json()).toMatchObject({ detail: expect.stringContaining('not accepted') });
  });

  it('answers with the correlation id the caller sent, or a new one', async () => {
    const sent = await fetch(`${api.url}/api/app-config`, {
      headers: { 'x-correlation-id': 'support-case-1234' },
    });
    expect(sent.headers.get('x-correlation-id')).toBe('support-case-1234');
    const unusable = await fetch(`${api.url}/api/app-config`, { headers: { 'x-correlation-id': 'no' } });
    expect(unusable.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
