import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { setRetrySleep } from '../../../lib/http/http-client';
import { unsubscribe } from './unsubscribe';

const realFetch = globalThis.fetch;

function answer(status: number, body: unknown) {
  const fetch = jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return fetch;
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('unsubscribe: POST /api/unsubscribe/{token}', () => {
  it('Given a valid token, When it is posted, Then the artisan is unsubscribed, without a session', async () => {
    const fetch = answer(200, { unsubscribed: true });
    await expect(unsubscribe('abc.def')).resolves.toBe('unsubscribed');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/unsubscribe/abc.def');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('Given a token the API does not know, When it is posted, Then the link is invalid', async () => {
    answer(404, { detail: 'Not found' });
    await expect(unsubscribe('nope')).resolves.toBe('invalid');
  });

  it('Given a server failure, When it is posted, Then the error is thrown for the page to show', async () => {
    setRetrySleep(async () => undefined);
    answer(500, { detail: 'boom' });
    await expect(unsubscribe('abc')).rejects.toMatchObject({ status: 500 });
  });
});
