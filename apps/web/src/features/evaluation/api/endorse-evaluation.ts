import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import { evaluationPath, toEvaluationView, type EvaluationView } from './get-evaluation';

/**
 * POST /api/artisans/{id}/evaluation/endorse: a network member endorses a sent evaluation, so the
 * foundation may review it (409 when the lifecycle does not allow it now).
 */
export async function endorseEvaluation(id: string): Promise<EvaluationView> {
  return toEvaluationView(await apiFetch(`${evaluationPath(id)}/endorse`, { method: 'POST', json: {} }));
}

export function useEndorseEvaluation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => endorseEvaluation(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['evaluation', id] }),
  });
}
