/**
 * The evaluation lifecycle's steps, by the type of the event each records in the evaluation stream:
 * every one of them carries `statusEval` and `reviewStatus`. Here rather than beside the evaluation
 * decider because other features read them (the artisans and artisan-list read models, the
 * statistics) and must not depend on the evaluation for it.
 */
export const EVALUATION_STEP_TYPES = [
  'EvaluationSubmitted',
  'EvaluationEndorsed',
  'EvaluationReviewStarted',
  'EvaluationInformationRequested',
  'EvaluationDecided',
  'EvaluationDecisionDeferred',
  'EvaluationConfirmed',
  'EvaluationReopened',
] as const;

export type EvaluationStepType = (typeof EVALUATION_STEP_TYPES)[number];

export function isEvaluationStep(type: string): type is EvaluationStepType {
  return (EVALUATION_STEP_TYPES as readonly string[]).includes(type);
}
