import { DomainError, MESSAGES } from '@artisans/domain';

/** When a 429 says nothing more precise: a client should not come back sooner than this. */
export const DEFAULT_RETRY_AFTER_S = 60;

/** A 429 that knows when the client may try again; the problem filter sends it as `Retry-After`. */
export class TooManyRequestsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many', MESSAGES.tooManyAttempts, 'too-many-attempts');
    this.name = 'TooManyRequestsError';
  }
}

/** Seconds for the `Retry-After` header of a 429 (RFC 9110 section 10.2.3): a whole number, at least 1. */
export function retryAfterSecondsOf(error: unknown): number {
  const seconds = error instanceof TooManyRequestsError ? error.retryAfterSeconds : DEFAULT_RETRY_AFTER_S;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : DEFAULT_RETRY_AFTER_S;
}
