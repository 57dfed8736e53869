import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import { saveBlob } from '../../../lib/http/save-blob';
import { statisticsSearch, type StatisticsParams } from './get-statistics';

export type DashboardFormat = 'pdf' | 'xlsx';

export const dashboardPath = (format: DashboardFormat, params: StatisticsParams) =>
  `/api/statistics/dashboard.${format}?${statisticsSearch(params)}`;

/** The name the API gives the file (statistics-dashboard-<from>-to-<to>, or -until-<to>). */
export const dashboardFileName = (format: DashboardFormat, params: StatisticsParams) =>
  `statistics-dashboard-${params.from ? `${params.from}-to-${params.to}` : `until-${params.to}`}.${format}`;

/**
 * GET /api/statistics/dashboard.pdf or .xlsx (foundation only): the figures on screen, for the same
 * period, "as of" day and filters, with the charts (PDF) or one sheet per group (workbook).
 */
async function downloadDashboard({
  format,
  params,
}: {
  format: DashboardFormat;
  params: StatisticsParams;
}): Promise<void> {
  const blob = await apiFetch<Blob>(dashboardPath(format, params), { responseType: 'blob' });
  saveBlob(blob, dashboardFileName(format, params));
}

export function useDownloadDashboard() {
  return useMutation({ mutationFn: downloadDashboard });
}
