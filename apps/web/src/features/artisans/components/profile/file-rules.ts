import { isApiError } from '../../../../lib/http/api-error';

/** SPEC.md sections 5 and 9: up to 5 pictures under 1 MB, JPEG or PNG; one PDF under 2 MB. */
export const MAX_PICTURES = 5;
export const PICTURE_MAX_BYTES = 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The messages of SPEC.md section 5 for files (keys of `files.problems` in the locale files), and
 * the API's refusal of a picture of more than 40 megapixels (told by its header).
 */
export type FileProblem =
  | 'pictureTooLarge'
  | 'documentTooLarge'
  | 'wrongFileType'
  | 'notPdf'
  | 'uploadAgain'
  | 'tooManyPictures'
  | 'tooManyPixels';

export type SniffedType = 'jpeg' | 'png' | 'pdf';

/** What the first bytes of a file say it is (its signature), as the API checks it. */
export function sniff(head: Uint8Array): SniffedType | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  return undefined;
}

/** A file as the checks see it: its size and its first bytes. */
export type FileFacts = { size: number; head: Uint8Array };

export function pictureProblem(file: FileFacts): FileProblem | undefined {
  if (file.size === 0) return 'uploadAgain';
  const type = sniff(file.head);
  if (type !== 'jpeg' && type !== 'png') return 'wrongFileType';
  if (file.size >= PICTURE_MAX_BYTES) return 'pictureTooLarge';
  return undefined;
}

export function documentProblem(file: FileFacts): FileProblem | undefined {
  if (file.size === 0) return 'uploadAgain';
  if (sniff(file.head) !== 'pdf') return 'notPdf';
  if (file.size >= DOCUMENT_MAX_BYTES) return 'documentTooLarge';
  return undefined;
}

/** Reads what the checks need from a picked file. */
export async function factsOf(file: Blob): Promise<FileFacts> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return { size: file.size, head };
}

const API_CODES: Readonly<Record<string, FileProblem>> = {
  'picture-too-large': 'pictureTooLarge',
  'document-too-large': 'documentTooLarge',
  'wrong-file-type': 'wrongFileType',
  'not-pdf': 'notPdf',
  'upload-again': 'uploadAgain',
  'too-many-pictures': 'tooManyPictures',
  'picture-too-many-pixels': 'tooManyPixels',
};

/** A refused upload's message, when it is one the screen knows in every language. */
export function fileProblemOf(error: unknown): FileProblem | undefined {
  return isApiError(error) && error.code ? API_CODES[error.code] : undefined;
}
