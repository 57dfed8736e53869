import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';

export const analysisPdfFileName = (id: string) => `analysis-${id}.pdf`;

/** Hands bytes fetched with the bearer token to the browser, which saves them under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET /api/artisans/{id}/analysis.pdf: the analysis dashboard as a PDF in the request's language,
 * for whoever may read the analysis (409 with the server's message before it is available).
 */
export async function downloadAnalysisPdf(id: string): Promise<void> {
  const blob = await apiFetch<Blob>(`/api/artisans/${encodeURIComponent(id)}/analysis.pdf`, {
    responseType: 'blob',
  });
  saveBlob(blob, analysisPdfFileName(id));
}

export function useDownloadAnalysisPdf() {
  return useMutation({ mutationFn: downloadAnalysisPdf });
}
