import { TUTORIAL_FLAGS } from './session';
import { HELP_ITEMS, TUTORIAL_STEPS, isHelpItem, videoTypeOfBytes } from './help';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

/** The first bytes of an MP4 of a given major brand: box size, 'ftyp', brand, minor version. */
const mp4 = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 2, 0], 'isomiso2avc1mp41');

/** The first bytes of a Matroska file: EBML magic, header size, then the DocType element. */
const ebml = (docType: string) =>
  bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length], docType);

describe('videoTypeOfBytes (the main video is checked by its bytes)', () => {
  it('knows an MP4 by its ftyp box and a playable brand', () => {
    expect(videoTypeOfBytes(mp4('isom'))).toBe('video/mp4');
    expect(videoTypeOfBytes(mp4('mp42'))).toBe('video/mp4');
    expect(videoTypeOfBytes(mp4('M4V '))).toBe('video/mp4');
  });

  it('refuses the ISO media files a browser does not play as video: QuickTime and HEIF/AVIF pictures', () => {
    expect(videoTypeOfBytes(mp4('qt  '))).toBeUndefined();
    expect(videoTypeOfBytes(mp4('heic'))).toBeUndefined();
    expect(videoTypeOfBytes(mp4('avif'))).toBeUndefined();
  });

  it('knows a WebM by the EBML magic and its DocType, and refuses other Matroska files', () => {
    expect(videoTypeOfBytes(ebml('webm'))).toBe('video/webm');
    expect(videoTypeOfBytes(ebml('matroska'))).toBeUndefined();
    expect(videoTypeOfBytes(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x80, 0, 0, 0]))).toBeUndefined();
  });

  it('refuses anything else, whatever its name said: pictures, PDF, text, too few bytes, nothing', () => {
    expect(videoTypeOfBytes(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1]))).toBeUndefined();
    expect(videoTypeOfBytes(bytes('%PDF-1.7\n%âãÏÓ'))).toBeUndefined();
    expect(videoTypeOfBytes(bytes('<html><body>not a video</body></html>'))).toBeUndefined();
    expect(videoTypeOfBytes(bytes([0, 0, 0, 0x20], 'ftyp'))).toBeUndefined();
    expect(videoTypeOfBytes(new Uint8Array())).toBeUndefined();
  });
});

describe('help items', () => {
  it('are the six tutorial flags of the claims and the main video', () => {
    expect(HELP_ITEMS).toEqual([...TUTORIAL_FLAGS, 'mainVideo']);
    expect(isHelpItem('tutorialSeeArtisn')).toBe(true);
    expect(isHelpItem('tutorialSeeArtisan')).toBe(false);
    expect(isHelpItem(42)).toBe(false);
  });

  it('give every tutorial a few distinct steps', () => {
    for (const flag of TUTORIAL_FLAGS) {
      const steps = TUTORIAL_STEPS[flag];
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(new Set(steps).size).toBe(steps.length);
    }
  });
});
