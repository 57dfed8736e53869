import { z } from 'zod';
import { AppError } from './problem.filter';

/**
 * Parses a request body or query with a zod schema. Anything wrong, including unknown fields
 * when the schema is strict, is a 400 naming each field, never a 500.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const violations = result.error.issues.map((issue) => ({
    propertyPath: issue.path.join('.'),
    message:
      issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
  throw new AppError(400, violations.map((v) => v.message).join('\n'), 'invalid-input', violations);
}

/** A required text field with a message of its own when missing or empty. */
export const requiredText = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters.` });
