import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import { artisanPath } from './get-artisan';
import { isRecord } from '../../../lib/http/json';

/**
 * How far the artisan's evaluation has come, as the profile's links to it need it: whether this
 * session may open it at all, whether its analysis is there yet (SPEC.md section 2: only once
 * the evaluation is complete; for the artisan, once its self-assessment is sent), and whether this
 * staff member's endorsement is asked for it now (what the endorsement mail's link comes for).
 */
export type EvaluationStanding = { visible: boolean; analysisReady: boolean; endorsementRequested: boolean };

const HIDDEN: EvaluationStanding = { visible: false, analysisReady: false, endorsementRequested: false };

/**
 * Staff: GET /api/artisans/{id}/evaluation. Staff of another country see it only once a network
 * member endorsed it: before, the API answers 403 'evaluation-unavailable' (404 for an artisan out
 * of reach), and there is nothing to link to.
 */
export async function getStaffEvaluationStanding(id: string): Promise<EvaluationStanding> {
  try {
    const body = await apiFetch(`${artisanPath(id)}/evaluation`, { silent: true });
    return {
      visible: true,
      analysisReady: isRecord(body) && body.completion === 100,
      endorsementRequested:
        isRecord(body) && Array.isArray(body.allowedActions) && body.allowedActions.includes('ENDORSE'),
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.code === 'evaluation-unavailable')) return HIDDEN;
    throw error;
  }
}

/** The artisan: GET /api/artisans/{id}/self-assessment, its own. */
export async function getSelfAssessmentStanding(id: string): Promise<EvaluationStanding> {
  const body = await apiFetch(`${artisanPath(id)}/self-assessment`, { silent: true });
  return {
    visible: true,
    analysisReady: isRecord(body) && body.submitted === true,
    endorsementRequested: false,
  };
}

export const evaluationStandingKey = (id: string, by: 'staff' | 'artisan') =>
  ['artisan', id, 'evaluation-standing', by] as const;

export const evaluationStandingQuery = (id: string, by: 'staff' | 'artisan') =>
  queryOptions({
    queryKey: evaluationStandingKey(id, by),
    queryFn: () => (by === 'artisan' ? getSelfAssessmentStanding(id) : getStaffEvaluationStanding(id)),
    // Another screen moves the evaluation on: read it again whenever the profile opens.
    staleTime: 0,
  });

export function useEvaluationStanding(id: string | null, by: 'staff' | 'artisan') {
  return useQuery({ ...evaluationStandingQuery(id ?? '', by), enabled: id !== null });
}
