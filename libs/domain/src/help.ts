import { TUTORIAL_FLAGS, type TutorialFlag } from './session';

export { TUTORIAL_FLAGS, type TutorialFlag };

/**
 * The help a staff member is shown once (SPEC.md sections 3 and 9): the guided tour of six pages,
 * named by the tutorial flags of the session claims, and the main video. Each is remembered for
 * the account once dismissed.
 */
export type HelpItem = TutorialFlag | 'mainVideo';

export const HELP_ITEMS: readonly HelpItem[] = [...TUTORIAL_FLAGS, 'mainVideo'];

export function isHelpItem(value: unknown): value is HelpItem {
  return typeof value === 'string' && (HELP_ITEMS as readonly string[]).includes(value);
}

export function isTutorialFlag(value: unknown): value is TutorialFlag {
  return typeof value === 'string' && (TUTORIAL_FLAGS as readonly string[]).includes(value);
}

/**
 * The steps of each tour, in order. The web app places each step on its page; the texts are the
 * locale files' (`help` namespace, `tutorials.<flag>.<step>`) unless an admin replaced them for a
 * language, which the API stores step by step under these keys.
 */
export const TUTORIAL_STEPS: Readonly<Record<TutorialFlag, readonly string[]>> = {
  tutorialArtisanTable: ['welcome', 'filters', 'table'],
  tutorialAddArtisn: ['welcome', 'form', 'save'],
  tutorialEditArtisn: ['form', 'files', 'save'],
  tutorialSeeArtisn: ['profile', 'pictures', 'edit'],
  tutorialEvaluation: ['intro', 'progress', 'send'],
  tutorialEvaluationDetail: ['summary', 'criteria', 'gaps'],
};

/** One step's words as an admin wrote them: a short title and a sentence or two. */
export type TutorialStepText = { title: string; body: string };

export const TUTORIAL_TITLE_MAX_LENGTH = 80;
export const TUTORIAL_BODY_MAX_LENGTH = 600;

/** The main video an admin uploads: MP4 or WebM, at most 50 MB (a few minutes of 720p). */
export const MAIN_VIDEO_MAX_BYTES = 50 * 1024 * 1024;

export type MainVideoType = 'video/mp4' | 'video/webm';

/** The ISO base media brands of an MP4 a browser plays; QuickTime ('qt  ') and HEIF images are not. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
]);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** The EBML DocType of a Matroska header ('webm' or 'matroska'), read from the first bytes. */
function ebmlDocType(bytes: Uint8Array): string | undefined {
  const header = bytes.subarray(0, 64);
  for (let index = 4; index + 3 < header.length; index++) {
    // DocType element id 0x4282, then its size as a one-byte EBML integer (0x80 | length).
    if (header[index] !== 0x42 || header[index + 1] !== 0x82) continue;
    const size = header[index + 2]! & 0x7f;
    if ((header[index + 2]! & 0x80) === 0 || size === 0) return undefined;
    return ascii(header, index + 3, size);
  }
  return undefined;
}

/**
 * What the bytes of an uploaded video are, by their signature, never by the file name or the
 * Content-Type the browser sent: an MP4 says `ftyp` and a known brand at byte 4, a WebM starts
 * with the EBML magic 1A 45 DF A3 and names its DocType `webm`. Anything else is undefined.
 */
export function videoTypeOfBytes(bytes: Uint8Array): MainVideoType | undefined {
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && MP4_BRANDS.has(ascii(bytes, 8, 4)))
    return 'video/mp4';
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3 &&
    ebmlDocType(bytes) === 'webm'
  )
    return 'video/webm';
  return undefined;
}

/** The API's words when a video is refused (the web app shows them in the reader's language). */
export const HELP_MESSAGES = {
  videoType: 'The video must be an MP4 or WebM file.',
  videoTooLarge: 'The video is too large: it must be 50 MB or smaller.',
  videoMissing: 'Please choose a video file to upload.',
  noVideo: 'No main video has been added yet.',
  unknownTutorial: 'This tutorial does not exist.',
} as const;
