import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analysis, CriterionAnalysis, Score } from '@artisans/domain/analysis';
import type { CriterionGroup, CriterionId } from '@artisans/domain/criteria';
import { EVALUATION_MESSAGES } from '@artisans/domain/evaluation';
import type { Decision, ReviewStatus, StatusEval } from '@artisans/domain/statuses';
import { ApiError, isApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import { evaluationQueriesKey } from './get-evaluation-as-of';
import { isRecord } from '../../../lib/http/json';

/**
 * GET /api/artisans/{id}/analysis (the API's AnalysisView): points and percentages per criterion,
 * per group and in total, the staff evaluation and the artisan's self-assessment side by side (either
 * may be null: an artisan gets its self-assessment only), where the evaluation stands, and the
 * committee's words to the artisan. Never the confidential comment.
 */
export type AnalysisView = Analysis & {
  statusEval: StatusEval;
  reviewStatus: ReviewStatus;
  decision: Decision | null;
  commentaryCommittee: string | null;
};

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function score(value: unknown): Score | null {
  if (!isRecord(value)) return null;
  return { points: num(value.points), maxPoints: num(value.maxPoints), percent: num(value.percent) };
}

const groupOf = (value: unknown): CriterionGroup =>
  value === 'differentiating' ? 'differentiating' : 'essential';

function criterion(value: unknown): CriterionAnalysis | undefined {
  if (!isRecord(value) || typeof value.id !== 'string') return undefined;
  return {
    id: value.id as CriterionId,
    group: groupOf(value.group),
    evaluation: score(value.evaluation),
    selfAssessment: score(value.selfAssessment),
    gap: typeof value.gap === 'number' ? value.gap : null,
    largeGap: value.largeGap === true,
  };
}

/** Reads the answer; one of the wrong shape fails with the generic message rather than half a screen. */
export function toAnalysisView(body: unknown): AnalysisView {
  if (!isRecord(body) || typeof body.statusEval !== 'string' || !Array.isArray(body.criteria))
    throw new ApiError({ status: 200 });
  return {
    statusEval: body.statusEval as StatusEval,
    reviewStatus: (typeof body.reviewStatus === 'string'
      ? body.reviewStatus
      : 'NOT REVIEWED') as ReviewStatus,
    decision: body.decision === 'ACCEPTED' || body.decision === 'REFUSED' ? body.decision : null,
    commentaryCommittee:
      typeof body.commentaryCommittee === 'string' && body.commentaryCommittee.trim() !== ''
        ? body.commentaryCommittee
        : null,
    evaluation: score(body.evaluation),
    selfAssessment: score(body.selfAssessment),
    groups: Array.isArray(body.groups)
      ? body.groups.filter(isRecord).map((group) => ({
          group: groupOf(group.group),
          evaluation: score(group.evaluation),
          selfAssessment: score(group.selfAssessment),
        }))
      : [],
    criteria: body.criteria.map(criterion).filter((item): item is CriterionAnalysis => item !== undefined),
  };
}

/**
 * Whether the API refused because the evaluation is not complete yet (staff) or the self-assessment
 * not sent yet (the artisan): 409 'This evaluation is unavailable, please contact the foundation.'
 */
export function isAnalysisUnavailable(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 409 &&
    (error.code === 'evaluation-unavailable' || error.detail === EVALUATION_MESSAGES.unavailable)
  );
}

export async function getAnalysis(id: string): Promise<AnalysisView> {
  return toAnalysisView(await apiFetch(`/api/artisans/${encodeURIComponent(id)}/analysis`));
}

export const analysisKey = (id: string) => [...evaluationQueriesKey(id), 'analysis'] as const;

export const analysisQuery = (id: string) =>
  queryOptions({ queryKey: analysisKey(id), queryFn: () => getAnalysis(id), staleTime: 0 });

/** `enabled`: ask only once the standing says it is available (a 409 shows as a console error). */
export function useAnalysis(id: string, enabled = true) {
  return useQuery({ ...analysisQuery(id), enabled });
}
