import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { evaluationPath, toEvaluationView, type EvaluationView } from './get-evaluation';

/**
 * POST /api/artisans/{id}/evaluation/submit: sends the evaluation to the foundation; it is locked
 * from then on. 400 'Please fill in all the personal comments to explain your answers.' while a
 * comment is missing; 409 once sent.
 */
export async function submitEvaluation(id: string): Promise<EvaluationView> {
  const { body, etag } = await apiFetchVersioned(`${evaluationPath(id)}/submit`, {
    method: 'POST',
    json: {},
  });
  return toEvaluationView(body, etag);
}

/** Sends, then has every screen about this artisan read it again (list, analysis, decision). */
export function useSubmitEvaluation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => submitEvaluation(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['evaluation', id] }),
        client.invalidateQueries({ queryKey: ['artisan', id] }),
        client.invalidateQueries({ queryKey: ['artisans'] }),
      ]),
  });
}
