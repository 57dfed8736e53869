import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CriterionId, QuestionNumber, SelfAnswer } from '@artisans/domain/criteria';
import { apiFetch } from '../../../lib/http/http-client';
import {
  selfAssessmentKey,
  selfAssessmentPath,
  toSelfAssessmentView,
  type SelfAssessmentView,
} from './get-self-assessment';

/** The body of the save: any subset of the criterion's questions, each with the answer and comment. */
export type SelfAnswersBody = {
  answers: Partial<Record<QuestionNumber, { answer: SelfAnswer; comment: string }>>;
};

/**
 * PUT /api/artisans/{id}/self-assessment/criteria/{criterion} (the autosave): the artisan's own
 * answers. 403 when the self-assessment is not offered, 409 once sent or before a craft is set.
 */
export async function saveSelfAnswers(
  id: string,
  criterion: CriterionId,
  body: SelfAnswersBody,
  options: { keepalive?: boolean } = {},
): Promise<SelfAssessmentView> {
  const answer = await apiFetch(`${selfAssessmentPath(id)}/criteria/${encodeURIComponent(criterion)}`, {
    method: 'PUT',
    json: body,
    silent: true,
    keepalive: options.keepalive,
  });
  return toSelfAssessmentView(answer);
}

export function useSaveSelfAnswers(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ criterion, body }: { criterion: CriterionId; body: SelfAnswersBody }) =>
      saveSelfAnswers(id, criterion, body),
    onSuccess: (view) => client.setQueryData(selfAssessmentKey(id), view),
  });
}
