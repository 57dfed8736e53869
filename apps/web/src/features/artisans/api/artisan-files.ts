import { apiFetch } from '../../../lib/http/http-client';
import { artisanPath, toArtisan, type Artisan } from './get-artisan';

/**
 * The pictures (up to 5, JPEG or PNG under 1 MB) and the PDF (under 2 MB) of an artisan:
 * POST/DELETE /api/artisans/{id}/pictures[/{fileId}], POST/GET/DELETE /api/artisans/{id}/document.
 * Multipart uploads; the API checks the bytes and answers with the messages of SPEC.md section 5.
 */

function formWith(field: string, files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return form;
}

/** Adds pictures in one request: all are stored, or none. Answers the artisan with its pictures. */
export async function addPictures(artisanId: string, files: readonly File[]): Promise<Artisan> {
  const body = await apiFetch(`${artisanPath(artisanId)}/pictures`, {
    method: 'POST',
    body: formWith('pictures', files),
  });
  return toArtisan(body);
}

export async function removePicture(artisanId: string, fileId: string): Promise<void> {
  await apiFetch(`${artisanPath(artisanId)}/pictures/${encodeURIComponent(fileId)}`, { method: 'DELETE' });
}

/** Sets the PDF; it replaces the one before. */
export async function setDocument(artisanId: string, file: File): Promise<Artisan> {
  const body = await apiFetch(`${artisanPath(artisanId)}/document`, {
    method: 'POST',
    body: formWith('document', [file]),
  });
  return toArtisan(body);
}

export async function removeDocument(artisanId: string): Promise<void> {
  await apiFetch(`${artisanPath(artisanId)}/document`, { method: 'DELETE' });
}

/**
 * The bytes of a picture or of the PDF (by the IRI the profile lists). They need the bearer token,
 * so an <img> cannot load them itself: the screen makes an object URL of the blob.
 */
export async function fetchFile(iri: string): Promise<Blob> {
  return apiFetch<Blob>(iri, { responseType: 'blob', silent: true });
}
