import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CriterionView,
  EndorsementView,
  EvaluationView as EvaluationResource,
  EvaluatorView,
} from '@artisans/domain/contracts/evaluation';
import {
  CRITERION_IDS,
  QUESTION_NUMBERS,
  isPoints,
  type CriterionId,
  type QuestionNumber,
} from '@artisans/domain/criteria';
import type { EvaluationAnswer } from '@artisans/domain/evaluation';
import type { LifecycleEventType } from '@artisans/domain/evaluation-lifecycle.machine';
import { isReviewStatus, isStatusEval } from '@artisans/domain/statuses';
import { ApiError, isApiError } from '../../../lib/http/api-error';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { isRecord } from '../../../lib/http/json';
import { readActor } from './read-actor';

export type { CriterionView, EndorsementView, EvaluatorView };

/**
 * GET /api/artisans/{id}/evaluation (the API's EvaluationView, libs/domain/src/contracts/evaluation.ts),
 * read whole for the evaluation screen but for its links and the confidential comments, which this
 * screen does not show; with the ETag it was read with.
 */
export type EvaluationView = Omit<EvaluationResource, '@id' | 'artisan' | 'comments'> & {
  /** The ETag it was read with: a step taken on what the person read names it (If-Match). */
  version: string | null;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const isCriterionId = (value: unknown): value is CriterionId =>
  typeof value === 'string' && (CRITERION_IDS as readonly string[]).includes(value);

/** The criteria of an answer, in the catalogue's order; one of the wrong shape fails the whole read. */
export function readCriteria<Answer>(
  value: unknown,
  readAnswer: (answer: unknown) => Answer | undefined,
): CriterionView<Answer>[] {
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

/** An endorsement of the API's shape ({ at, actor: { name, roleName, ... } }), else none. */
export function endorsementOf(value: unknown): EndorsementView | null {
  if (!isRecord(value) || typeof value.at !== 'string' || !isRecord(value.actor)) return null;
  if (typeof value.actor.name !== 'string') return null;
  return { at: value.at, actor: readActor(value.actor) };
}

/** One answered question of the staff evaluation: points 0..5 and the personal comment. */
function staffAnswer(value: unknown): EvaluationAnswer | undefined {
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
