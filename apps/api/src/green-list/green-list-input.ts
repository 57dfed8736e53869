import { z } from 'zod';
import { GREEN_LIST_LIMITS, MAX_COMMENT_LENGTH } from '@artisans/domain';
import { AppError } from '../infrastructure/http/problem.filter';

/**
 * The bodies of the Green List calls (400 on anything else). Shapes only: whether a code exists and
 * its value fits the question's type is the decider's business, with the catalogue version the
 * Green List was started on.
 */

const code = z.string().regex(/^[a-z][A-Za-z0-9]{0,15}$/, { error: 'Unknown question code.' });
const text = z.string().max(GREEN_LIST_LIMITS.textLength);

const answer = z
  .object({
    value: z
      .union([
        z.string().max(GREEN_LIST_LIMITS.textLength),
        z.number(),
        z.array(z.string().max(GREEN_LIST_LIMITS.listItemLength)).max(GREEN_LIST_LIMITS.listItems),
        z.record(z.string().max(40), z.number()),
      ])
      .optional(),
    notApplicable: z.object({ reason: text }).strict().optional(),
    explain: text.optional(),
  })
  .strict();

const material = z
  .object({
    id: z.string().trim().min(1).max(GREEN_LIST_LIMITS.materialIdLength),
    answers: z.record(code, answer),
  })
  .strict();

/** An autosave: the answers that changed (null clears one) and, if it changed, the whole material list. */
export const answersPatchSchema = z
  .object({
    answers: z.record(code, answer.nullable()).default({}),
    materials: z.array(material).max(GREEN_LIST_LIMITS.materials).optional(),
  })
  .strict();

export const informationRequestSchema = z
  .object({
    missing: z.string().max(MAX_COMMENT_LENGTH),
    codes: z.array(code).min(1).max(200),
  })
  .strict();

export const completeSchema = z.object({ comment: z.string().max(MAX_COMMENT_LENGTH).default('') }).strict();

export const noBody = z.object({}).strict().optional();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /create-green-list: the artisan, as its id or IRI (`/api/artisans/{id}`), JSON or form field. */
export const createSchema = z
  .object({
    artisan: z
      .string()
      .transform((value) => value.replace(/^\/api\/artisans\//, ''))
      .refine((value) => UUID.test(value), { error: 'artisan must be an artisan id or /api/artisans/{id}.' }),
  })
  .strict();

export const ID_PARAM = {
  name: 'id',
  description: 'The artisan id (UUID): one Green List per artisan',
} as const;

export const IF_MATCH = {
  name: 'If-Match',
  required: false,
  description:
    'The ETag of the Green List as the screen showed it: a change made since answers 412 instead of being ' +
    'overwritten. Without it the change applies to the latest version.',
} as const;

/** The send refusal's problems as the violations of a 400 (each with where it is). */
export function notReadyError(message: string, problems: readonly { path: string; message: string }[]) {
  return new AppError(
    400,
    message,
    'green-list-not-ready',
    problems.map((problem) => ({ propertyPath: problem.path, message: problem.message })),
  );
}
