import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CriterionId, Points, QuestionNumber } from '@artisans/domain/criteria';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { evaluationPath, evaluationSheetKey, toEvaluationView, type EvaluationView } from './get-evaluation';

/** The body of the save: any subset of the criterion's three questions, each with its points and comment. */
export type StaffAnswersBody = {
  answers: Partial<Record<QuestionNumber, { points: Points; comment: string }>>;
};

/**
 * PUT /api/artisans/{id}/evaluation/criteria/{criterion} (the autosave): records the answers given
 * and answers the evaluation. 409 once it is sent or when the criterion is not open yet. Silent (no
 * global loader: it runs while the user types); `keepalive` lets a save outlive a closing page.
 */
export async function saveEvaluationAnswers(
  id: string,
  criterion: CriterionId,
  body: StaffAnswersBody,
  options: { keepalive?: boolean } = {},
): Promise<EvaluationView> {
  const { body: answer, etag } = await apiFetchVersioned(
    `${evaluationPath(id)}/criteria/${encodeURIComponent(criterion)}`,
    { method: 'PUT', json: body, silent: true, keepalive: options.keepalive },
  );
  return toEvaluationView(answer, etag);
}

export function useSaveEvaluationAnswers(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ criterion, body }: { criterion: CriterionId; body: StaffAnswersBody }) =>
      saveEvaluationAnswers(id, criterion, body),
    onSuccess: (view) => client.setQueryData(evaluationSheetKey(id), view),
  });
}
