import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import { field } from '../../../lib/http/read-fields';

/** What the API takes (SPEC.md does not give the import a limit; the API refuses more). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** True for a name an Excel workbook (.xlsx) has; the API checks the bytes. */
export function looksLikeXlsx(file: Pick<File, 'name'>): boolean {
  return /\.xlsx$/i.test(file.name.trim());
}

/**
 * POST /api/artisan-imports (multipart, one file): the API reads the file at once (a file that is
 * not an .xlsx, or with other columns, is a 400 and imports nothing) and answers 202 with the id of
 * the import, which then runs in the background.
 */
export async function uploadArtisanImport(file: File): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await apiFetch('/api/artisan-imports', { method: 'POST', body: form });
  return { id: field(body, 'id') };
}

export function useUploadArtisanImport() {
  return useMutation({ mutationFn: uploadArtisanImport });
}
