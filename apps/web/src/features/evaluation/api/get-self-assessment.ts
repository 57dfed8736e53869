import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  isPoints,
  isSelfAnswer,
  type Points,
  type QuestionNumber,
  type SelfAnswer,
} from '@artisans/domain/criteria';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import { readCriteria, type EvaluationCriterionView } from './get-evaluation';
import { isRecord } from '../../../lib/http/json';

/** One answered question of the self-assessment: the four-level answer, its points and the comment. */
export type SelfAnswerView = { answer: SelfAnswer; points: Points; comment: string };

export type SelfAssessmentCriterionView = Omit<EvaluationCriterionView, 'answers'> & {
  answers: Partial<Record<QuestionNumber, SelfAnswerView>>;
};

/** GET /api/artisans/{id}/self-assessment: the API's SelfAssessmentView. */
export type SelfAssessmentView = {
  submitted: boolean;
  submitBlocker: string | null;
  completion: number;
  totalPoint: number;
  maxPoint: number;
  criteria: SelfAssessmentCriterionView[];
};

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
