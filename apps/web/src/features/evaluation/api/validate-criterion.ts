import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CriterionId } from '@artisans/domain/criteria';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { evaluationPath, evaluationSheetKey, toEvaluationView, type EvaluationView } from './get-evaluation';

/**
 * POST /api/artisans/{id}/evaluation/criteria/{criterion}/validate: a criterion whose three questions
 * are answered is validated and the next one opens (400 while a question is unanswered).
 */
export async function validateCriterion(id: string, criterion: CriterionId): Promise<EvaluationView> {
  const { body, etag } = await apiFetchVersioned(
    `${evaluationPath(id)}/criteria/${encodeURIComponent(criterion)}/validate`,
    { method: 'POST', json: {} },
  );
  return toEvaluationView(body, etag);
}

export function useValidateCriterion(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (criterion: CriterionId) => validateCriterion(id, criterion),
    onSuccess: (view) => client.setQueryData(evaluationSheetKey(id), view),
  });
}
