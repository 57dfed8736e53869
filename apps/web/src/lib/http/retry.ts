/** SPEC.md section 7: the client retries requests 3 times; only those that are safe to repeat. */
export const MAX_RETRIES = 3;

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Answers that may be different a moment later; status 0 is a network failure. */
const TRANSIENT = new Set([0, 408, 500, 502, 503, 504]);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT.has(method.toUpperCase());
}

/**
 * Whether a failed attempt (1 for the first) is tried again. A POST never is: the server may have
 * done the work even though the answer was lost, and doing it twice (two artisans, two mails) is
 * worse than an error message.
 */
export function shouldRetry(method: string, status: number, attempt: number): boolean {
  return attempt <= MAX_RETRIES && isIdempotent(method) && TRANSIENT.has(status);
}

/** 300 ms, 600 ms, 1.2 s. */
export function retryDelayMs(attempt: number): number {
  return 300 * 2 ** (attempt - 1);
}
