/** A JSON object as an answer of the API holds it: read its fields with checks, never trusted as is. */
export type Json = Record<string, unknown>;

/** Whether an answer's value is an object whose fields can be read (not null, not a primitive). */
export const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null;
