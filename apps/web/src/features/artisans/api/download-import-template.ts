import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import { saveBlob } from '../../../lib/http/save-blob';

export const IMPORT_TEMPLATE_FILE_NAME = 'artisans-import-template.xlsx';

/**
 * GET /api/artisan-imports/template: the Excel template of the import (foundation only), its lists
 * in the request's language. Fetched with the bearer token, then handed to the browser to save.
 */
export async function downloadImportTemplate(): Promise<void> {
  const blob = await apiFetch<Blob>('/api/artisan-imports/template', { responseType: 'blob' });
  saveBlob(blob, IMPORT_TEMPLATE_FILE_NAME);
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
