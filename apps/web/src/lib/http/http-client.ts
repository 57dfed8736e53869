import { ApiError, apiErrorFromBody } from './api-error';

type RequestOptions = Omit<RequestInit, 'body'> & {
  /** Sent as JSON. */
  json?: unknown;
  /** Other request bodies (FormData for uploads). */
  body?: BodyInit;
};

let currentLanguage: string | undefined;

/** The language every request names in Accept-Language (SPEC.md section 1). */
export function setRequestLanguage(language: string): void {
  currentLanguage = language;
}

/**
 * fetch for the API: same origin, JSON in and out, the chosen language in Accept-Language, and
 * an ApiError carrying the server's message when the answer is not a success.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { json, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  if (currentLanguage) headers.set('Accept-Language', currentLanguage);
  if (json !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers,
      body: json !== undefined ? JSON.stringify(json) : init.body,
    });
  } catch {
    throw new ApiError({ status: 0 }); // offline or the server is down: nothing to pass through
  }

  const body = await readBody(response);
  if (!response.ok) throw apiErrorFromBody(response.status, body);
  return body as T;
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
