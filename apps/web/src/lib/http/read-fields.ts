import { ApiError } from './api-error';

/**
 * A field of an answer, checked: the server is ours, but a screen should fail with the generic
 * message rather than act on an answer of the wrong shape.
 */
export function field(body: unknown, name: string): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  throw new ApiError({ status: 200 });
}

export function optionalField(body: unknown, name: string): string | undefined {
  try {
    return field(body, name);
  } catch {
    return undefined;
  }
}
