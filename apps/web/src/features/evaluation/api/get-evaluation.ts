import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CRITERION_IDS,
  QUESTION_NUMBERS,
  isPoints,
  type CriterionGroup,
  type CriterionId,
  type Points,
  type QuestionNumber,
} from '@artisans/domain/criteria';
import type { LifecycleEventType } from '@artisans/domain/evaluation-lifecycle.machine';
import {
  isReviewStatus,
  isStatusEval,
  type Decision,
  type ReviewStatus,
  type StatusEval,
} from '@artisans/domain/statuses';
import { ApiError, isApiError } from '../../../lib/http/api-error';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { isRecord } from '../../../lib/http/json';

/** One answered question of the staff evaluation: points 0..5 and the personal comment. */
export type StaffAnswerView = { points: Points; comment: string };

export type EvaluationCriterionView = {
  id: CriterionId;
  group: CriterionGroup;
  /** May be answered now: validated already, or the next one to validate. */
  open: boolean;
  validated: boolean;
  completion: number;
  points: number;
  maxPoints: number;
  answers: Partial<Record<QuestionNumber, StaffAnswerView>>;
};

/** Who started the evaluation: until it is sent, only they change or send it. */
export type EvaluatorView = { id: string; name: string };

/** Who endorsed the evaluation as it is sent now (the API's actor: name, role), and when. */
export type EndorsementView = { at: string; name: string; roleName: string | null };

/** GET /api/artisans/{id}/evaluation: the API's EvaluationView, read whole for the evaluation screen. */
export type EvaluationView = {
  /** The ETag it was read with: a step taken on what the person read names it (If-Match). */
  version: string | null;
  statusEval: StatusEval;
  reviewStatus: ReviewStatus;
  decision: Decision | null;
  /** The lifecycle steps this session may take now (SUBMIT, ENDORSE, ...). */
  allowedActions: LifecycleEventType[];
  /** Whether this session may change the answers now. */
  editable: boolean;
  /** Who started it (null before the first answer). */
  evaluator: EvaluatorView | null;
  /** Null until a network member endorses the evaluation as sent (or when it needs none). */
  endorsement: EndorsementView | null;
  submitBlocker: string | null;
  completion: number;
  totalPoint: number;
  maxPoint: number;
  criteria: EvaluationCriterionView[];
  /** What the reviewers asked for when they set it PENDING. */
  missingInformation: string | null;
  commentaryCommittee: string | null;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const isCriterionId = (value: unknown): value is CriterionId =>
  typeof value === 'string' && (CRITERION_IDS as readonly string[]).includes(value);

/** The criteria of an answer, in the catalogue's order; one of the wrong shape fails the whole read. */
export function readCriteria<Answer>(
  value: unknown,
  readAnswer: (answer: unknown) => Answer | undefined,
): (Omit<EvaluationCriterionView, 'answers'> & { answers: Partial<Record<QuestionNumber, Answer>> })[] {
  if (!Array.isArray(value)) throw new ApiError({ status: 200 });
  return value.map((item: unknown) => {
    if (!isRecord(item) || !isCriterionId(item.id)) throw new ApiError({ status: 200 });
    const answers: Partial<Record<QuestionNumber, Answer>> = {};
    const given = isRecord(item.answers) ? item.answers : {};
    for (const question of QUESTION_NUMBERS) {
      const answer = readAnswer(given[question]);
      if (answer !== undefined) answers[question] = answer;
    }
    return {
      id: item.id,
      group: item.group === 'differentiating' ? 'differentiating' : 'essential',
      open: item.open === true,
      validated: item.validated === true,
      completion: count(item.completion),
      points: count(item.points),
      maxPoints: count(item.maxPoints),
      answers,
    };
  });
}

function evaluatorOf(value: unknown): EvaluatorView | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return null;
  return { id: value.id, name: value.name };
}

/** An endorsement of the API's shape ({ at, actor: { name, roleName } }), else none. */
export function endorsementOf(value: unknown): EndorsementView | null {
  if (!isRecord(value) || typeof value.at !== 'string' || !isRecord(value.actor)) return null;
  const { name, roleName } = value.actor;
  if (typeof name !== 'string') return null;
  return { at: value.at, name, roleName: typeof roleName === 'string' ? roleName : null };
}

function staffAnswer(value: unknown): StaffAnswerView | undefined {
  if (!isRecord(value) || !isPoints(value.points)) return undefined;
  return { points: value.points, comment: typeof value.comment === 'string' ? value.comment : '' };
}

/** Reads the answer; one of the wrong shape fails with the generic message rather than half a screen. */
export function toEvaluationView(body: unknown, version: string | null = null): EvaluationView {
  if (!isRecord(body) || !isStatusEval(body.statusEval)) throw new ApiError({ status: 200 });
  return {
    version,
    statusEval: body.statusEval,
    reviewStatus: isReviewStatus(body.reviewStatus) ? body.reviewStatus : 'NOT REVIEWED',
    decision: body.decision === 'ACCEPTED' || body.decision === 'REFUSED' ? body.decision : null,
    allowedActions: Array.isArray(body.allowedActions)
      ? body.allowedActions.filter((step): step is LifecycleEventType => typeof step === 'string')
      : [],
    editable: body.editable === true,
    evaluator: evaluatorOf(body.evaluator),
    endorsement: endorsementOf(body.endorsement),
    submitBlocker: text(body.submitBlocker),
    completion: count(body.completion),
    totalPoint: count(body.totalPoint),
    maxPoint: count(body.maxPoint),
    criteria: readCriteria(body.criteria, staffAnswer),
    missingInformation: text(body.missingInformation),
    commentaryCommittee: text(body.commentaryCommittee),
  };
}

export const evaluationPath = (id: string) => `/api/artisans/${encodeURIComponent(id)}/evaluation`;

/**
 * GET /api/artisans/{id}/evaluation: staff who reach the artisan; 403 'This evaluation is
 * unavailable, please contact...' for staff of other countries before its endorsement (see
 * `isEvaluationUnavailable`), 403 for artisans.
 */
export async function getEvaluation(id: string): Promise<EvaluationView> {
  const { body, etag } = await apiFetchVersioned(evaluationPath(id));
  return toEvaluationView(body, etag);
}

/**
 * The API's refusal of an evaluation this staff member may not read yet (SPEC.md section 8): the
 * artisan is of another country, and no network member of its own has endorsed it.
 */
export function isEvaluationUnavailable(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'evaluation-unavailable';
}

/**
 * Under the key every query about this evaluation starts with (`['evaluation', id]`), so that the
 * analysis and decision screens, which read it too, are refreshed by one invalidation.
 */
export const evaluationSheetKey = (id: string) => ['evaluation', id, 'sheet'] as const;

export const evaluationSheetQuery = (id: string) =>
  queryOptions({ queryKey: evaluationSheetKey(id), queryFn: () => getEvaluation(id), staleTime: 0 });

export function useEvaluation(id: string) {
  return useQuery(evaluationSheetQuery(id));
}
