/**
 * Pictures made for the picture tests (not a test file itself: no jest project matches its name;
 * the .spec.ts suffix keeps it out of the app build).
 */
import { deflateSync } from 'node:zlib';
import { chunk, colourTypes, png } from '../../../../../test-support/png';

/**
 * A decompression bomb: a small, well-formed PNG whose header (IHDR) claims `width` × `height`
 * truecolour pixels, followed by the first rows of zeros, which compress to almost nothing.
 */
export function pngClaiming(width: number, height: number, rows = 64): Buffer {
  return png(
    width,
    height,
    colourTypes.truecolour,
    chunk('IDAT', deflateSync(Buffer.alloc(Math.min(rows, height) * (1 + width * 3)))),
  );
}

/** A real 1×1 grey PNG whose text chunk carries a marker, to look for it afterwards. */
export function pngWithText(text: string): Buffer {
  return png(
    1,
    1,
    colourTypes.greyscale,
    chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
  );
}
