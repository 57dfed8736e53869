import { z } from 'zod';
import { CRITERION_IDS, QUESTION_NUMBERS, SELF_ANSWERS, type CriterionId } from '@artisans/domain';
import { parseInput } from '../infrastructure/http/validation';
import { HISTORY_KINDS } from './evaluation-history';

/** The bodies and parameters of the evaluation and self-assessment calls (400 on anything else). */

const comment = z.string().max(10_000).default('');

function answersOf<Answer extends z.ZodType>(answer: Answer) {
  const questions = Object.fromEntries(QUESTION_NUMBERS.map((question) => [question, answer.optional()]));
  return z.object({ answers: z.object(questions).strict() }).strict();
}

export const answersSchema = answersOf(
  z.object({ points: z.number().int().min(0).max(5), comment }).strict(),
);
export const selfAnswersSchema = answersOf(z.object({ answer: z.enum(SELF_ANSWERS), comment }).strict());
export const informationSchema = z.object({ missing: z.string().max(10_000) }).strict();
export const decisionSchema = z
  .object({
    decision: z.enum(['ACCEPTED', 'REFUSED']),
    outcome: z.enum(['IMPROVEMENT POTENTIAL', 'OUT OF SCOPE']).optional(),
    commentaryCommittee: comment,
    comments: comment,
  })
  .strict();
export type EvaluationDecisionInput = z.infer<typeof decisionSchema>;
export const deferSchema = z.object({ commentaryCommittee: comment }).strict();
export const noBody = z.object({}).strict().optional();
export const asOfSchema = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
export const kindsSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((one) => one.split(',')))
  .pipe(z.array(z.enum(HISTORY_KINDS)));

export const ID_PARAM = { name: 'id', description: 'The artisan id (UUID)' } as const;
export const CRITERION_PARAM = { name: 'criterion', enum: [...CRITERION_IDS] } as const;

export function criterionOf(value: string): CriterionId {
  return parseInput(z.enum(CRITERION_IDS as [CriterionId, ...CriterionId[]]), value);
}
