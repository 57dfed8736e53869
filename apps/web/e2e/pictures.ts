import { deflateSync } from 'node:zlib';
import { chunk, colourTypes, png as pngOf } from '../../../test-support/png';

/** Pictures made for the browser tests that upload them. */

type Colour = [red: number, green: number, blue: number];

/** A valid truecolour PNG of `width` × `height`, each row of one colour: a picture the browser can show. */
export function png(width: number, height: number, rowColour: (y: number) => Colour): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // row[0] = 0: no filter
    const colour = rowColour(y);
    for (let x = 0; x < width; x += 1) row.set(colour, 1 + x * 3);
    rows.push(row);
  }
  return pngOf(width, height, colourTypes.truecolour, chunk('IDAT', deflateSync(Buffer.concat(rows))));
}
