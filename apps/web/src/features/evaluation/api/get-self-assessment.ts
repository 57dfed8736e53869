import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  SelfAnswerView,
  SelfAssessmentView as SelfAssessmentResource,
} from '@artisans/domain/contracts/evaluation';
import { isPoints, isSelfAnswer } from '@artisans/domain/criteria';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import { readCriteria } from './get-evaluation';
import { isRecord } from '../../../lib/http/json';

export type { SelfAnswerView };

/**
 * GET /api/artisans/{id}/self-assessment: the API's SelfAssessmentView
 * (libs/domain/src/contracts/evaluation.ts) but for its links, which the screens do not follow.
 */
export type SelfAssessmentView = Omit<SelfAssessmentResource, '@id' | 'artisan'>;

function selfAnswer(value: unknown): SelfAnswerView | undefined {
  if (!isRecord(value) || !isSelfAnswer(value.answer) || !isPoints(value.points)) return undefined;
  return {
    answer: value.answer,
    points: value.points,
    comment: typeof value.comment === 'string' ? value.comment : '',
  };
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Reads the answer; one of the wrong shape fails with the generic message rather than half a screen. */
export function toSelfAssessmentView(body: unknown): SelfAssessmentView {
  if (!isRecord(body) || typeof body.submitted !== 'boolean') throw new ApiError({ status: 200 });
  return {
    submitted: body.submitted,
    submitBlocker: typeof body.submitBlocker === 'string' ? body.submitBlocker : null,
    completion: count(body.completion),
    totalPoint: count(body.totalPoint),
    maxPoint: count(body.maxPoint),
    criteria: readCriteria(body.criteria, selfAnswer),
  };
}

export const selfAssessmentPath = (id: string) => `/api/artisans/${encodeURIComponent(id)}/self-assessment`;

/** GET /api/artisans/{id}/self-assessment: the artisan its own ("My evaluation"), staff who reach it. */
export async function getSelfAssessment(id: string): Promise<SelfAssessmentView> {
  return toSelfAssessmentView(await apiFetch(selfAssessmentPath(id)));
}

export const selfAssessmentKey = (id: string) => ['evaluation', id, 'self-assessment'] as const;

export const selfAssessmentQuery = (id: string) =>
  queryOptions({ queryKey: selfAssessmentKey(id), queryFn: () => getSelfAssessment(id), staleTime: 0 });

export function useSelfAssessment(id: string) {
  return useQuery(selfAssessmentQuery(id));
}
