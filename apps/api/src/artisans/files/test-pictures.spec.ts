/**
 * Pictures made for the picture tests (not a test file itself: no jest project matches its name;
 * the .spec.ts suffix keeps it out of the app build).
 */
import { deflateSync } from 'node:zlib';

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of this size and colour type (8 bits a sample), these chunks between its header and its end. */
function png(width: number, height: number, colourType: number, ...chunks: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...chunks,
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A decompression bomb: a small, well-formed PNG whose header (IHDR) claims `width` × `height`
 * truecolour pixels, followed by the first rows of zeros, which compress to almost nothing.
 */
export function pngClaiming(width: number, height: number, rows = 64): Buffer {
  const truecolour = 2;
  return png(
    width,
    height,
    truecolour,
    chunk('IDAT', deflateSync(Buffer.alloc(Math.min(rows, height) * (1 + width * 3)))),
  );
}

/** A real 1×1 grey PNG whose text chunk carries a marker, to look for it afterwards. */
export function pngWithText(text: string): Buffer {
  const greyscale = 0;
  return png(
    1,
    1,
    greyscale,
    chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
  );
}
