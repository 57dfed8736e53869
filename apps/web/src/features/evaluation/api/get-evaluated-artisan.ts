import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import { isRecord } from '../../../lib/http/json';

/** What the evaluation screen needs of the artisan: the name, and whether it may assess itself. */
export type EvaluatedArtisan = {
  id: string;
  firstName: string;
  lastName: string;
  /** SPEC.md section 6: an artisan assesses itself only once a craft is set. */
  craftSet: boolean;
  /** The profile's selfAssessment flag: the foundation offers the self-assessment (default true). */
  selfAssessment: boolean;
};

/** GET /api/artisans/{id}, read for the heading and the self-assessment's conditions. */
export async function getEvaluatedArtisan(id: string): Promise<EvaluatedArtisan> {
  const body = await apiFetch(`/api/artisans/${encodeURIComponent(id)}`);
  if (!isRecord(body) || typeof body.id !== 'string') throw new ApiError({ status: 200 });
  return {
    id: body.id,
    firstName: typeof body.firstName === 'string' ? body.firstName : '',
    lastName: typeof body.lastName === 'string' ? body.lastName : '',
    craftSet: typeof body.craftMaterail === 'string' && body.craftMaterail !== '',
    selfAssessment: body.selfAssessment !== false,
  };
}

export const evaluatedArtisanQuery = (id: string) =>
  queryOptions({
    queryKey: ['artisan', id, 'evaluated'] as const,
    queryFn: () => getEvaluatedArtisan(id),
    staleTime: 0,
  });

export function useEvaluatedArtisan(id: string) {
  return useQuery(evaluatedArtisanQuery(id));
}
