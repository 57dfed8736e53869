import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CriterionId } from '@artisans/domain/criteria';
import { apiFetch } from '../../../lib/http/http-client';
import {
  selfAssessmentKey,
  selfAssessmentPath,
  toSelfAssessmentView,
  type SelfAssessmentView,
} from './get-self-assessment';

/** POST /api/artisans/{id}/self-assessment/criteria/{criterion}/validate: the next criterion opens. */
export async function validateSelfCriterion(id: string, criterion: CriterionId): Promise<SelfAssessmentView> {
  const answer = await apiFetch(
    `${selfAssessmentPath(id)}/criteria/${encodeURIComponent(criterion)}/validate`,
    { method: 'POST', json: {} },
  );
  return toSelfAssessmentView(answer);
}

export function useValidateSelfCriterion(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (criterion: CriterionId) => validateSelfCriterion(id, criterion),
    onSuccess: (view) => client.setQueryData(selfAssessmentKey(id), view),
  });
}
