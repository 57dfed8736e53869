import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import { isRecord } from '../../../lib/http/json';

export type ImportStatus = 'queued' | 'running' | 'completed' | 'failed';
export type ImportOutcome = 'created' | 'skipped' | 'refused';

/** One row of the file: its row number in the sheet, what became of it and why. */
export type ImportRowResult = {
  row: number;
  outcome: ImportOutcome;
  artisanId: string | undefined;
  name: string;
  reasons: string[];
};

export type ImportCounts = Record<ImportOutcome, number> & { total: number };

/** GET /api/artisan-imports/{id}: the import's state; its rows and counts once it has run. */
export type ArtisanImport = {
  id: string;
  status: ImportStatus;
  progress: number;
  fileName: string;
  rowCount: number;
  rows: ImportRowResult[];
  counts: ImportCounts | undefined;
  /** The server's message once it has run ('Excel file successfully imported'), and its code. */
  message: string | undefined;
  code: string | undefined;
};

const STATUSES: readonly ImportStatus[] = ['queued', 'running', 'completed', 'failed'];
const OUTCOMES: readonly ImportOutcome[] = ['created', 'skipped', 'refused'];

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function toRow(value: unknown): ImportRowResult | undefined {
  if (!isRecord(value)) return undefined;
  const outcome = OUTCOMES.find((known) => known === value.outcome);
  if (!outcome || typeof value.row !== 'number') return undefined;
  return {
    row: value.row,
    outcome,
    artisanId: text(value.artisanId),
    name: text(value.name) ?? '',
    reasons: Array.isArray(value.reasons)
      ? value.reasons.filter((r): r is string => typeof r === 'string')
      : [],
  };
}

/** The answer, checked: a screen fails with the generic message rather than act on a wrong shape. */
export function toArtisanImport(body: unknown): ArtisanImport {
  const status = isRecord(body) ? STATUSES.find((known) => known === body.status) : undefined;
  const id = isRecord(body) ? text(body.id) : undefined;
  if (!isRecord(body) || !status || !id) throw new ApiError({ status: 200 });
  const counts = isRecord(body.counts)
    ? {
        created: count(body.counts.created),
        skipped: count(body.counts.skipped),
        refused: count(body.counts.refused),
        total: count(body.counts.total),
      }
    : undefined;
  return {
    id,
    status,
    progress: Math.min(100, Math.max(0, Math.round(count(body.progress)))),
    fileName: text(body.fileName) ?? '',
    rowCount: count(body.rowCount),
    rows: Array.isArray(body.rows)
      ? body.rows.map(toRow).filter((row): row is ImportRowResult => row !== undefined)
      : [],
    counts,
    message: text(body.message),
    code: text(body.code),
  };
}

export async function getArtisanImport(id: string): Promise<ArtisanImport> {
  // Silent: a poll every second must not flash the global loader.
  return toArtisanImport(await apiFetch(`/api/artisan-imports/${encodeURIComponent(id)}`, { silent: true }));
}

export const artisanImportKey = (id: string) => ['artisan-import', id] as const;

export const isFinished = (status: ImportStatus | undefined) => status === 'completed' || status === 'failed';

/** The import `id`, asked again every second until it has run. */
export function useArtisanImport(id: string | undefined) {
  return useQuery({
    queryKey: artisanImportKey(id ?? ''),
    queryFn: () => getArtisanImport(id ?? ''),
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: (query) => (isFinished(query.state.data?.status) || query.state.error ? false : 1000),
  });
}
