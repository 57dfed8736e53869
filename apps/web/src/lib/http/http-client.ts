import { getSession } from '../auth/session';
import type { Session } from '../auth/session-token';
import { requestEnded, requestStarted } from './activity';
import { ApiError, apiErrorFromBody } from './api-error';
import { retryDelayMs, shouldRetry } from './retry';

export type RequestOptions = Omit<RequestInit, 'body' | 'method'> & {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON. */
  json?: unknown;
  /** Other request bodies (FormData for uploads). */
  body?: BodyInit;
  /** Leave the bearer token out (logins: they start a new session). */
  anonymous?: boolean;
  /** Do not show the global loader (background calls). */
  silent?: boolean;
  /** `blob`: answer the bytes (pictures, PDF files that need the bearer token). */
  responseType?: 'json' | 'blob';
};

let currentLanguage: string | undefined;
let onSessionRejected: ((session: Session, error: ApiError) => void) | undefined;
let sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The language every request names in Accept-Language (SPEC.md section 1). */
export function setRequestLanguage(language: string): void {
  currentLanguage = language;
}

/**
 * What happens when the API refuses the session (401 on a call that carried the token): the app
 * logs out and goes to the right login page (SPEC.md section 7).
 */
export function onUnauthorized(handler: (session: Session, error: ApiError) => void): void {
  onSessionRejected = handler;
}

/** For tests: wait without waiting. */
export function setRetrySleep(fn: (ms: number) => Promise<void>): void {
  sleep = fn;
}

/**
 * fetch for the API: same origin, JSON in and out, the session's bearer token, the chosen language
 * in Accept-Language, the global loader, retries for requests that are safe to repeat, and an
 * ApiError carrying the server's message when the answer is not a success.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetchVersioned<T>(path, options)).body;
}

/**
 * apiFetch that also answers the resource's ETag: the version a later change names in If-Match,
 * so that a change made on an old screen is refused (412) rather than laid over a newer one. The
 * other headers come along (a download's file name).
 */
export async function apiFetchVersioned<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ body: T; etag: string | null; headers: Headers }> {
  const {
    json,
    headers: extraHeaders,
    anonymous,
    silent,
    responseType = 'json',
    method = 'GET',
    ...init
  } = options;
  const session = anonymous ? null : getSession();
  const headers = new Headers(extraHeaders);
  headers.set('Accept', responseType === 'blob' ? '*/*' : 'application/json');
  if (currentLanguage) headers.set('Accept-Language', currentLanguage);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  const body = json !== undefined ? JSON.stringify(json) : init.body;

  if (!silent) requestStarted();
  try {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response | undefined;
      try {
        response = await fetch(path, { credentials: 'same-origin', ...init, method, headers, body });
      } catch {
        if (init.signal?.aborted) throw new ApiError({ status: 0 });
      }
      const status = response?.status ?? 0;
      if (response?.ok) {
        const answer = responseType === 'blob' ? await response.blob() : await readBody(response);
        return { body: answer as T, etag: response.headers.get('ETag'), headers: response.headers };
      }
      if (shouldRetry(method, status, attempt)) {
        await sleep(retryDelayMs(attempt));
        continue;
      }
      // Offline or the server is down: nothing to pass through.
      const error = response
        ? apiErrorFromBody(status, await readBody(response), response.headers.get('Retry-After'))
        : new ApiError({ status });
      if (status === 401 && session) onSessionRejected?.(session, error);
      throw error;
    }
  } finally {
    if (!silent) requestEnded();
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
