import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CriterionView, EvaluationView } from '@artisans/domain/contracts/evaluation';
import type { CriterionId } from '@artisans/domain/criteria';
import type { LifecycleEventType } from '@artisans/domain/evaluation-lifecycle.machine';
import type { ReviewStatus, StatusEval } from '@artisans/domain/statuses';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { endorsementOf } from './get-evaluation';
import { isRecord } from '../../../lib/http/json';

/** One criterion of the staff evaluation, as the decision screen reads it (points, not the answers). */
export type EvaluationCriterionStanding = Omit<CriterionView, 'open' | 'answers'>;

/**
 * GET /api/artisans/{id}/evaluation (the API's EvaluationView, libs/domain/src/contracts/evaluation.ts),
 * the part the decision screen uses: where the evaluation stands, the steps this session may take now
 * (always none for a past moment), the notes of the reviewers and the confidential comments (staff
 * only, never shown to the artisan); with the ETag it was read with, which a step taken from this
 * screen names (If-Match).
 */
export type EvaluationStanding = Pick<
  EvaluationView,
  | 'statusEval'
  | 'reviewStatus'
  | 'decision'
  | 'allowedActions'
  | 'endorsement'
  | 'completion'
  | 'totalPoint'
  | 'maxPoint'
  | 'missingInformation'
  | 'commentaryCommittee'
  | 'comments'
> & { version: string | null; criteria: EvaluationCriterionStanding[] };

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
export const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The items of a list in the answer, each read by `read`; those of the wrong shape left out. */
export function listOf<T>(value: unknown, read: (one: unknown) => T | undefined): T[] {
  return Array.isArray(value) ? value.map(read).filter((item): item is T => item !== undefined) : [];
}

/** The points and the three texts that an evaluation's standing and its moment both carry. */
export function pointsAndTexts(body: Record<string, unknown>) {
  return {
    totalPoint: count(body.totalPoint),
    maxPoint: count(body.maxPoint),
    missingInformation: text(body.missingInformation),
    commentaryCommittee: text(body.commentaryCommittee),
    comments: text(body.comments),
  };
}

function criterion(value: unknown): EvaluationCriterionStanding | undefined {
  if (!isRecord(value) || typeof value.id !== 'string') return undefined;
  return {
    id: value.id as CriterionId,
    group: value.group === 'differentiating' ? 'differentiating' : 'essential',
    validated: value.validated === true,
    completion: count(value.completion),
    points: count(value.points),
    maxPoints: count(value.maxPoints),
  };
}

/** Reads the answer; one of the wrong shape fails with the generic message rather than half a screen. */
export function toEvaluationStanding(body: unknown, version: string | null = null): EvaluationStanding {
  if (!isRecord(body) || typeof body.statusEval !== 'string') throw new ApiError({ status: 200 });
  return {
    version,
    statusEval: body.statusEval as StatusEval,
    reviewStatus: (text(body.reviewStatus) ?? 'NOT REVIEWED') as ReviewStatus,
    decision: body.decision === 'ACCEPTED' || body.decision === 'REFUSED' ? body.decision : null,
    allowedActions: Array.isArray(body.allowedActions)
      ? body.allowedActions.filter((step): step is LifecycleEventType => typeof step === 'string')
      : [],
    endorsement: endorsementOf(body.endorsement),
    completion: count(body.completion),
    criteria: listOf(body.criteria, criterion),
    ...pointsAndTexts(body),
  };
}

export const evaluationPath = (id: string) => `/api/artisans/${encodeURIComponent(id)}/evaluation`;

/**
 * GET /api/artisans/{id}/evaluation, now or `?asOf=` a past moment (ISO 8601): the evaluation exactly
 * as it stood then, for staff auditing a decision.
 */
export async function getEvaluationAsOf(id: string, asOf: string | null): Promise<EvaluationStanding> {
  const query = asOf ? `?asOf=${encodeURIComponent(asOf)}` : '';
  const { body, etag } = await apiFetchVersioned(`${evaluationPath(id)}${query}`, { silent: asOf !== null });
  return toEvaluationStanding(body, asOf ? null : etag);
}

/** Every query about one artisan's evaluation starts with this key: one invalidation refreshes all. */
export const evaluationQueriesKey = (id: string) => ['evaluation', id] as const;

export const evaluationStandingKey = (id: string, asOf: string | null) =>
  [...evaluationQueriesKey(id), 'standing', asOf ?? 'now'] as const;

export const evaluationStandingQuery = (id: string, asOf: string | null) =>
  queryOptions({
    queryKey: evaluationStandingKey(id, asOf),
    queryFn: () => getEvaluationAsOf(id, asOf),
    // The past does not change; the present may, through someone else.
    staleTime: asOf ? Infinity : 0,
  });

export function useEvaluationStanding(id: string, asOf: string | null, enabled = true) {
  return useQuery({ ...evaluationStandingQuery(id, asOf), enabled, placeholderData: keepPreviousData });
}
