/**
 * The PNG container, for tests that need real pictures: the API's picture tests (a decompression
 * bomb, a marked picture). Only what those pictures need: 8 bits a sample, the chunks the caller
 * gives between the header and the end. The browser tests keep their own copy (e2e/pictures.ts):
 * Playwright loads them as ES modules, which cannot take named exports from this CommonJS module.
 */

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** One chunk: its length, its four-letter type, its data and their CRC. */
export function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** PNG colour types (the header's tenth byte). */
export const colourTypes = { greyscale: 0, truecolour: 2 } as const;

/** A PNG of this size and colour type (8 bits a sample), these chunks between its header and its end. */
export function png(width: number, height: number, colourType: number, ...chunks: Buffer[]): Buffer {
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
