import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { isBusy } from './activity';
import { ApiError } from './api-error';
import { apiFetch, setRequestLanguage, setRetrySleep } from './http-client';
import { retryDelayMs, shouldRetry } from './retry';

type FetchMock = jest.Mock<typeof fetch>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('HTTP client', () => {
  let fetchMock: FetchMock;

  beforeEach(() => {
    fetchMock = jest.fn<typeof fetch>();
    globalThis.fetch = fetchMock;
    setRetrySleep(async () => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the chosen language and JSON, and reads JSON', async () => {
    setRequestLanguage('jp');
    fetchMock.mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept-Language')).toBe('jp');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('answers the bytes as a blob when asked (pictures behind the bearer token)', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([137, 80, 78, 71]), {
        status: 200,
        headers: { 'Content-Type': 'image/png' },
      }),
    );
    const blob = await apiFetch<Blob>('/api/artisans/1/pictures/2', { responseType: 'blob' });
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Accept')).toBe('*/*');
  });

  it('retries a GET 3 times on a server or network failure, then gives the generic error', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(json(503, {}))
      .mockResolvedValueOnce(json(502, {}))
      .mockResolvedValueOnce(json(500, {}));
    const error = await apiFetch('/api/countries').catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Something went wrong. Please try again later.');
  });

  it('succeeds when a retry does', async () => {
    fetchMock.mockResolvedValueOnce(json(503, {})).mockResolvedValueOnce(json(200, [1]));
    await expect(apiFetch('/api/countries')).resolves.toEqual([1]);
  });

  it('never retries a POST', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { title: 'Error', detail: 'Down for a moment', status: 503 }));
    await expect(apiFetch('/api/artisans', { method: 'POST', json: {} })).rejects.toThrow(
      'Down for a moment',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives the error of a 429 the seconds of its Retry-After', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ detail: 'Too many', code: 'too-many-attempts' }), {
        status: 429,
        headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '720' },
      }),
    );
    const error = await apiFetch('/user/login_check', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(720);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never retries a refusal', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { title: 'Error', detail: 'Not here', status: 404 }));
    await expect(apiFetch('/api/x')).rejects.toThrow('Not here');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the loader while a call is under way', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const call = apiFetch('/api/x');
    expect(isBusy()).toBe(true);
    answer(json(200, {}));
    await call;
    expect(isBusy()).toBe(false);
  });

  it('retries idempotent methods on transient answers only', () => {
    expect(shouldRetry('GET', 0, 1)).toBe(true);
    expect(shouldRetry('PUT', 504, 3)).toBe(true);
    expect(shouldRetry('DELETE', 503, 4)).toBe(false);
    expect(shouldRetry('POST', 503, 1)).toBe(false);
    expect(shouldRetry('PATCH', 503, 1)).toBe(false);
    expect(shouldRetry('GET', 401, 1)).toBe(false);
    expect(shouldRetry('GET', 429, 1)).toBe(false);
    expect([1, 2, 3].map(retryDelayMs)).toEqual([300, 600, 1200]);
  });
});
