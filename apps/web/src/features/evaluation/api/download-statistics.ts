import { useMutation } from '@tanstack/react-query';
import { statisticsFileName as nameOfStatistics } from '@artisans/domain/download-names';
import { fileNameOf } from '../../../lib/http/content-disposition';
import { parseDisplayDay } from '../../../lib/dates/display-day';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { saveBlob } from '../../../lib/http/save-blob';

/** Days as yyyy-mm-dd (UTC, both included); none: from the beginning, until today. */
export type StatisticsPeriod = { from?: string; to?: string };

export type PeriodProblem = 'dateFormat' | 'periodMissing' | 'periodOrder';

/**
 * What the two fields of a chosen period mean: the period, or the message to show. An empty field is
 * an open end; both empty is not a chosen period.
 */
export function readPeriod(
  fromText: string,
  toText: string,
):
  | { period: StatisticsPeriod; problems?: undefined }
  | { period?: undefined; problems: { from?: PeriodProblem; to?: PeriodProblem; period?: PeriodProblem } } {
  const from = fromText.trim() === '' ? undefined : parseDisplayDay(fromText);
  const to = toText.trim() === '' ? undefined : parseDisplayDay(toText);
  const problems: { from?: PeriodProblem; to?: PeriodProblem; period?: PeriodProblem } = {};
  if (fromText.trim() !== '' && !from) problems.from = 'dateFormat';
  if (toText.trim() !== '' && !to) problems.to = 'dateFormat';
  if (Object.keys(problems).length > 0) return { problems };
  if (!from && !to) return { problems: { period: 'periodMissing' } };
  if (from && to && from > to) return { problems: { period: 'periodOrder' } };
  return { period: { from, to } };
}

export function statisticsPath(period: StatisticsPeriod): string {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  const search = query.toString();
  return `/api/statistics/evaluations.xlsx${search ? `?${search}` : ''}`;
}

/** The name the API gives the file for the same period (its days; an open end is today, UTC). */
export function statisticsFileName(period: StatisticsPeriod, today = new Date()): string {
  return nameOfStatistics(
    { from: period.from ?? null, to: period.to ?? null },
    today.toISOString().slice(0, 10),
  );
}

/**
 * GET /api/statistics/evaluations.xlsx (foundation only): the evaluation statistics of the period as
 * an Excel workbook in the reader's language (evaluations, activity per day, summary), rebuilt from
 * the events by the API, saved under the name the API gives it.
 */
export async function downloadStatistics(period: StatisticsPeriod): Promise<void> {
  const { body, headers } = await apiFetchVersioned<Blob>(statisticsPath(period), { responseType: 'blob' });
  saveBlob(body, fileNameOf(headers.get('Content-Disposition')) ?? statisticsFileName(period));
}

export function useDownloadStatistics() {
  return useMutation({ mutationFn: downloadStatistics });
}
