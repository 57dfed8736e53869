import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import { selfAssessmentPath, toSelfAssessmentView, type SelfAssessmentView } from './get-self-assessment';

/**
 * POST /api/artisans/{id}/self-assessment/submit: sends the self-assessment; it is locked from then
 * on. 400 'Please fill in all the personal comments to explain your answers.' while a comment is missing.
 */
export async function submitSelfAssessment(id: string): Promise<SelfAssessmentView> {
  const answer = await apiFetch(`${selfAssessmentPath(id)}/submit`, { method: 'POST', json: {} });
  return toSelfAssessmentView(answer);
}

export function useSubmitSelfAssessment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => submitSelfAssessment(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['evaluation', id] }),
  });
}
