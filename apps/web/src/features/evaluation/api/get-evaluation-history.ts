import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  HISTORY_KINDS,
  type EvaluationHistoryEntry,
  type HistoryKind,
} from '@artisans/domain/contracts/history';
import { apiFetch } from '../../../lib/http/http-client';
import { evaluationPath, evaluationQueriesKey } from './get-evaluation-as-of';
import { isRecord } from '../../../lib/http/json';
import { readActor } from './read-actor';

export { HISTORY_KINDS, type EvaluationHistoryEntry, type HistoryKind };

export const isHistoryKind = (value: unknown): value is HistoryKind =>
  typeof value === 'string' && (HISTORY_KINDS as readonly string[]).includes(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function entry(value: unknown): EvaluationHistoryEntry | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.type !== 'string') return undefined;
  if (!isHistoryKind(value.kind)) return undefined;
  return {
    id: value.id,
    type: value.type,
    kind: value.kind,
    at: typeof value.at === 'string' ? value.at : '',
    actor: readActor(value.actor),
    statusEval: text(value.statusEval),
    reviewStatus: text(value.reviewStatus),
    details: isRecord(value.details) ? value.details : {},
  };
}

/**
 * GET /api/artisans/{id}/evaluation/history?kind=…: the decision history, oldest first, of the kinds
 * asked for (all when none is).
 */
export async function getEvaluationHistory(
  id: string,
  kinds: readonly HistoryKind[],
): Promise<EvaluationHistoryEntry[]> {
  const query = kinds.length > 0 ? `?kind=${kinds.join(',')}` : '';
  const body = await apiFetch(`${evaluationPath(id)}/history${query}`, { silent: true });
  const members = isRecord(body) ? body['hydra:member'] : undefined;
  if (!Array.isArray(members)) return [];
  return members.map(entry).filter((item): item is EvaluationHistoryEntry => item !== undefined);
}

export const evaluationHistoryKey = (id: string, kinds: readonly HistoryKind[]) =>
  [...evaluationQueriesKey(id), 'history', [...kinds].sort().join(',')] as const;

export const evaluationHistoryQuery = (id: string, kinds: readonly HistoryKind[]) =>
  queryOptions({
    queryKey: evaluationHistoryKey(id, kinds),
    queryFn: () => getEvaluationHistory(id, kinds),
    staleTime: 0,
  });

export function useEvaluationHistory(id: string, kinds: readonly HistoryKind[]) {
  return useQuery({ ...evaluationHistoryQuery(id, kinds), placeholderData: keepPreviousData });
}
