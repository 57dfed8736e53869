/**
 * What went wrong, in the words the user reads. The kind says how the API answers
 * (mapped to an HTTP status in one place, the API's problem filter).
 */
export type DomainErrorKind =
  'invalid' | 'not_found' | 'forbidden' | 'conflict' | 'unauthorized' | 'too_many';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** A stable key where the spec names one (e.g. error-verify-email). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
