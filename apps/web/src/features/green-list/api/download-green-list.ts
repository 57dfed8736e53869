import { useMutation } from '@tanstack/react-query';
import { fileNameOf } from '../../../lib/http/content-disposition';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { saveBlob } from '../../../lib/http/save-blob';

export type GreenListDownloadFormat = 'pdf' | 'xlsx';

/**
 * GET /api/green_lists/{id}/green-list.pdf or .xlsx (staff): the Green List with its answers, reasons,
 * explanations and score per section in the request's language, saved under the name the API
 * gives (`green-list-Dubois-Claire-2026-11-27.pdf`); never the artisan's id, even without the header.
 */
export async function downloadGreenList(id: string, format: GreenListDownloadFormat): Promise<void> {
  const { body, headers } = await apiFetchVersioned<Blob>(
    `/api/green_lists/${encodeURIComponent(id)}/green-list.${format}`,
    { responseType: 'blob' },
  );
  saveBlob(body, fileNameOf(headers.get('Content-Disposition')) ?? `green-list.${format}`);
}

export function useDownloadGreenList(id: string) {
  return useMutation({ mutationFn: (format: GreenListDownloadFormat) => downloadGreenList(id, format) });
}
