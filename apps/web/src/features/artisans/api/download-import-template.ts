import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';

export const IMPORT_TEMPLATE_FILE_NAME = 'artisans-import-template.xlsx';

/**
 * GET /api/artisan-imports/template: the Excel template of the import (foundation only), its lists
 * in the request's language. Fetched with the bearer token, then handed to the browser to save.
 */
export async function downloadImportTemplate(): Promise<void> {
  const blob = await apiFetch<Blob>('/api/artisan-imports/template', { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = IMPORT_TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
