import { statisticsFileName } from '@artisans/domain/download-names';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import { saveBlob } from '../../../lib/http/save-blob';
import type { Period } from '../utils/period';

export function workbookPath(period: Period): string {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  query.set('to', period.to);
  return `/api/statistics/evaluations.xlsx?${query.toString()}`;
}

/** The name the API gives the file, for the same period. */
export const workbookFileName = (period: Period) =>
  statisticsFileName({ from: period.from ?? null, to: period.to }, period.to);

/** GET /api/statistics/evaluations.xlsx (foundation only): the evaluation statistics of the period. */
export async function downloadWorkbook(period: Period): Promise<void> {
  const blob = await apiFetch<Blob>(workbookPath(period), { responseType: 'blob' });
  saveBlob(blob, workbookFileName(period));
}

export function useDownloadWorkbook() {
  return useMutation({ mutationFn: downloadWorkbook });
}
