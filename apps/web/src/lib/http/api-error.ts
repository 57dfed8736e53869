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

  constructor(options: {
    status: number;
    detail?: string;
    code?: string;
    violations?: readonly Violation[];
  }) {
    super(options.detail ?? GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = options.status;
    this.detail = options.detail;
    this.code = options.code;
    this.violations = options.violations ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads the problem body of an error answer; anything unexpected gives an error without detail. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) return new ApiError({ status });
  const { detail, code, violations } = body as Record<string, unknown>;
  return new ApiError({
    status,
    detail: typeof detail === 'string' && detail.trim() !== '' ? detail : undefined,
    code: typeof code === 'string' ? code : undefined,
    violations: Array.isArray(violations) ? violations.filter(isViolation) : [],
  });
}

function isViolation(value: unknown): value is Violation {
  if (typeof value !== 'object' || value === null) return false;
  const { propertyPath, message } = value as Record<string, unknown>;
  return typeof propertyPath === 'string' && typeof message === 'string';
}
