import { useMutation } from '@tanstack/react-query';
import { fileNameOf } from '../../../lib/http/content-disposition';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { saveBlob } from '../../../lib/http/save-blob';

/** Should the answer lack its name (a proxy that drops the header): still never the artisan's id. */
const FALLBACK_NAME = 'analysis.pdf';

/**
 * GET /api/artisans/{id}/analysis.pdf: the analysis dashboard as a PDF in the request's language,
 * for whoever may read the analysis (409 with the server's message before it is available), saved
 * under the name the API gives it: the artisan and the day (`analysis-Dubois-Claire-2026-11-26.pdf`).
 */
export async function downloadAnalysisPdf(id: string): Promise<void> {
  const { body, headers } = await apiFetchVersioned<Blob>(
    `/api/artisans/${encodeURIComponent(id)}/analysis.pdf`,
    { responseType: 'blob' },
  );
  saveBlob(body, fileNameOf(headers.get('Content-Disposition')) ?? FALLBACK_NAME);
}

export function useDownloadAnalysisPdf() {
  return useMutation({ mutationFn: downloadAnalysisPdf });
}
