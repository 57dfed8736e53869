import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isDecision, isStatusEval, type Decision, type StatusEval } from '@artisans/domain/statuses';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import { evaluationQueriesKey } from './get-evaluation-as-of';
import { isRecord } from '../../../lib/http/json';

export type SelfAssessmentState = 'sent' | 'open' | 'not-offered';

/**
 * GET /api/artisans/{id}/standing: where the artisan's application stands, as the artisan is told
 * it (never the confidential comment), and whether the analysis is available to this session: the
 * screens ask for the analysis only then, rather than meet its 409.
 */
export type ArtisanStanding = {
  statusEval: StatusEval;
  decision: Decision | null;
  /** The committee's words to the artisan, once it decided or postponed. */
  commentaryCommittee: string | null;
  /** What the foundation asked for, while PENDING. */
  missingInformation: string | null;
  selfAssessment: SelfAssessmentState;
  analysisAvailable: boolean;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Reads the answer; one of the wrong shape fails with the generic message rather than half a screen. */
export function toArtisanStanding(body: unknown): ArtisanStanding {
  if (!isRecord(body) || !isStatusEval(body.statusEval)) throw new ApiError({ status: 200 });
  return {
    statusEval: body.statusEval,
    decision: isDecision(body.decision) ? body.decision : null,
    commentaryCommittee: text(body.commentaryCommittee),
    missingInformation: text(body.missingInformation),
    selfAssessment:
      body.selfAssessment === 'sent' || body.selfAssessment === 'not-offered' ? body.selfAssessment : 'open',
    analysisAvailable: body.analysisAvailable === true,
  };
}

export async function getStanding(id: string): Promise<ArtisanStanding> {
  return toArtisanStanding(await apiFetch(`/api/artisans/${encodeURIComponent(id)}/standing`));
}

export const standingKey = (id: string) => [...evaluationQueriesKey(id), 'artisan-standing'] as const;

export const standingQuery = (id: string) =>
  queryOptions({ queryKey: standingKey(id), queryFn: () => getStanding(id), staleTime: 0 });

export function useStanding(id: string, enabled = true) {
  return useQuery({ ...standingQuery(id), enabled });
}

/**
 * The standing read once without TanStack Query, for the artisan home: a plain first screen outside
 * the routes that load the query client and Mantine.
 */
export function useStandingOnce(id: string): { data?: ArtisanStanding; error?: unknown } {
  const [read, setRead] = useState<{ id: string; data?: ArtisanStanding; error?: unknown }>({ id });
  useEffect(() => {
    let live = true;
    getStanding(id).then(
      (data) => live && setRead({ id, data }),
      (error: unknown) => live && setRead({ id, error }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return read.id === id ? read : {};
}
