export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/** A field-level message, as the API sends it for form errors. */
export type Violation = { propertyPath: string; message: string };

/**
 * A failed API call. `message` is the server's own `detail` when it sent one (SPEC.md section 8:
 * server messages are passed through to the screen), else the generic message.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's message, when there was one. */
  readonly detail: string | undefined;
  /** Stable machine-readable key (e.g. `error-verify-email`). */
  readonly code: string | undefined;
  readonly violations: readonly Violation[];
  /** From `Retry-After` (a 429): in how many seconds the server takes the request again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    status: number;
    detail?: string;
    code?: string;
    violations?: readonly Violation[];
    retryAfterSeconds?: number;
  }) {
    super(options.detail ?? GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = options.status;
    this.detail = options.detail;
    this.code = options.code;
    this.violations = options.violations ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Reads the problem body of an error answer, and its `Retry-After` header when it has one; anything
 * unexpected gives an error without detail.
 */
export function apiErrorFromBody(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  if (typeof body !== 'object' || body === null) return new ApiError({ status, retryAfterSeconds });
  const { detail, code, violations } = body as Record<string, unknown>;
  return new ApiError({
    status,
    detail: typeof detail === 'string' && detail.trim() !== '' ? detail : undefined,
    code: typeof code === 'string' ? code : undefined,
    violations: Array.isArray(violations) ? violations.filter(isViolation) : [],
    retryAfterSeconds,
  });
}

/** `Retry-After` (RFC 9110 section 10.2.3) in seconds from now: a number of seconds, or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month; a bare '-5' is no date, whatever Date.parse makes of it.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function isViolation(value: unknown): value is Violation {
  if (typeof value !== 'object' || value === null) return false;
  const { propertyPath, message } = value as Record<string, unknown>;
  return typeof propertyPath === 'string' && typeof message === 'string';
}
