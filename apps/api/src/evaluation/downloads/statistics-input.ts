import { z } from 'zod';
import { AppError } from '../../infrastructure/http/problem.filter';
import { parseInput } from '../../infrastructure/http/validation';
import { isDay, type Period } from './evaluation-statistics';

export const STATISTICS_MESSAGES = {
  badDate: 'Dates must be real days written YYYY-MM-DD, for example 2026-03-31.',
  fromAfterTo: 'The start of the period (from) must not be after its end (to).',
} as const;

const day = z
  .string({ error: STATISTICS_MESSAGES.badDate })
  .trim()
  .refine(isDay, { error: STATISTICS_MESSAGES.badDate })
  .optional();

const periodSchema = z
  .object({
    // An empty value (from=) is as good as none: "from the beginning", "until now".
    from: z.preprocess((value) => (value === '' ? undefined : value), day),
    to: z.preprocess((value) => (value === '' ? undefined : value), day),
  })
  .strict();

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both optional and included; 400 with a clear message otherwise. */
export function parsePeriod(query: unknown): Period {
  const { from, to } = parseInput(periodSchema, query);
  if (from && to && from > to)
    throw new AppError(400, STATISTICS_MESSAGES.fromAfterTo, 'invalid-input', [
      { propertyPath: 'from', message: STATISTICS_MESSAGES.fromAfterTo },
    ]);
  return { from: from ?? null, to: to ?? null };
}
