import { z } from 'zod';
import { AppError } from '../infrastructure/http/problem.filter';
import { parseInput } from '../infrastructure/http/validation';

export const STATISTICS_INPUT_MESSAGES = {
  badDate: 'Dates must be real days written YYYY-MM-DD, for example 2026-03-31.',
  fromAfterTo: 'The start of the period (from) must not be after its end (to).',
  badId: 'Filters are ids: whole numbers from 1.',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// An empty value (from=) is as good as none.
const blank = (value: unknown) => (value === '' ? undefined : value);
const day = z.preprocess(
  blank,
  z
    .string({ error: STATISTICS_INPUT_MESSAGES.badDate })
    .refine(isDay, { error: STATISTICS_INPUT_MESSAGES.badDate })
    .optional(),
);
const id = z.preprocess(
  blank,
  z
    .string({ error: STATISTICS_INPUT_MESSAGES.badId })
    .regex(/^[1-9][0-9]{0,8}$/, { error: STATISTICS_INPUT_MESSAGES.badId })
    .transform(Number)
    .optional(),
);

const schema = z
  .object({ from: day, to: day, asOf: day, country: id, craft: id, occupation: id, recommendation: id })
  .strict();

/** What the screen asks for; missing days are filled in by the handler (it knows today). */
export type StatisticsInput = {
  from: string | null;
  to: string | null;
  asOf: string | null;
  country: number | null;
  craft: number | null;
  occupation: number | null;
  recommendation: number | null;
};

/** `?from&to&asOf&country&craft&occupation&recommendation`, all optional; 400 with a clear message otherwise. */
export function parseStatisticsInput(query: unknown): StatisticsInput {
  const input = parseInput(schema, query);
  if (input.from && input.to && input.from > input.to)
    throw new AppError(400, STATISTICS_INPUT_MESSAGES.fromAfterTo, 'invalid-input', [
      { propertyPath: 'from', message: STATISTICS_INPUT_MESSAGES.fromAfterTo },
    ]);
  return {
    from: input.from ?? null,
    to: input.to ?? null,
    asOf: input.asOf ?? null,
    country: input.country ?? null,
    craft: input.craft ?? null,
    occupation: input.occupation ?? null,
    recommendation: input.recommendation ?? null,
  };
}
