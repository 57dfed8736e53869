import { QUESTION_NUMBERS, type CriterionId, type QuestionNumber } from '@artisans/domain/criteria';
import type { EvaluationMoment, MomentAnswer, MomentCriterion } from '../api/get-evaluation-moment';

/** The rows of the "as of" summary, in their order: the standing, then who took each step, then the notes. */
export const SUMMARY_FIELDS = [
  'status',
  'review',
  'decision',
  'total',
  'evaluator',
  'submission',
  'endorsement',
  'reviewStep',
  'decisionStep',
  'missing',
  'commentary',
  'comments',
] as const;

export type SummaryField = (typeof SUMMARY_FIELDS)[number];

/** What a row compares: two moments differ on it when these differ. */
const VALUE_OF: Readonly<Record<SummaryField, (moment: EvaluationMoment) => string>> = {
  status: (m) => m.statusEval,
  review: (m) => m.reviewStatus,
  decision: (m) => m.decision ?? '',
  total: (m) => String(m.totalPoint),
  evaluator: (m) => m.evaluatorName ?? '',
  submission: (m) => m.submission?.at ?? '',
  endorsement: (m) => `${m.submission?.needsEndorsement ?? ''} ${m.endorsement?.at ?? ''}`,
  reviewStep: (m) => m.review?.at ?? '',
  decisionStep: (m) => m.decisionStep?.at ?? '',
  missing: (m) => m.missingInformation ?? '',
  commentary: (m) => m.commentaryCommittee ?? '',
  comments: (m) => m.comments ?? '',
};

export type QuestionKey = `${CriterionId}.${QuestionNumber}`;

export type MomentChanges = {
  /** Rows of the summary that differ. */
  fields: ReadonlySet<SummaryField>;
  /** Criteria whose points, validation or any answer differ. */
  criteria: ReadonlySet<CriterionId>;
  /** Questions whose answer or comment differ. */
  answers: ReadonlySet<QuestionKey>;
};

export const NO_CHANGES: MomentChanges = { fields: new Set(), criteria: new Set(), answers: new Set() };

const sameAnswer = (a: MomentAnswer | undefined, b: MomentAnswer | undefined) =>
  a?.points === b?.points && (a?.comment ?? '') === (b?.comment ?? '');

/** What differs between the evaluation at one moment and at another (either order). */
export function momentChanges(first: EvaluationMoment, second: EvaluationMoment): MomentChanges {
  const fields = new Set(
    SUMMARY_FIELDS.filter((field) => VALUE_OF[field](first) !== VALUE_OF[field](second)),
  );
  const criteria = new Set<CriterionId>();
  const answers = new Set<QuestionKey>();
  const byId = new Map<CriterionId, MomentCriterion>(second.criteria.map((one) => [one.id, one]));
  for (const criterion of first.criteria) {
    const other = byId.get(criterion.id);
    for (const question of QUESTION_NUMBERS)
      if (!sameAnswer(criterion.answers[question], other?.answers[question]))
        answers.add(`${criterion.id}.${question}`);
    const changed =
      criterion.points !== other?.points ||
      criterion.validated !== other.validated ||
      QUESTION_NUMBERS.some((question) => answers.has(`${criterion.id}.${question}`));
    if (changed) criteria.add(criterion.id);
  }
  return { fields, criteria, answers };
}

/** The number of answers of a criterion that differ. */
export function changedAnswersOf(changes: MomentChanges, criterion: CriterionId): number {
  return QUESTION_NUMBERS.filter((question) => changes.answers.has(`${criterion}.${question}`)).length;
}
