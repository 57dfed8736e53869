import sharp, { type Sharp } from 'sharp';
import type { StoredFile } from './file-storage';

/**
 * The most pixels a picture may have: 40 megapixels is more than any phone photo that fits in the
 * 1 MB an upload may weigh, while a small file whose header claims far more (a decompression bomb)
 * is refused by its header, before a single pixel is decoded.
 */
export const PICTURE_MAX_PIXELS = 40_000_000;

/** The thumbnail fits in this square (px): tiles in lists and on the profile, at twice their size. */
export const THUMBNAIL_MAX_SIDE = 320;

/** What a picture is stored as: the type of its upload (JPEG stays JPEG, PNG stays PNG). */
export type PictureType = 'image/jpeg' | 'image/png';

/** A picture as it is kept: re-encoded, upright, without metadata, and its thumbnail. */
export type ProcessedPicture = { picture: StoredFile; thumbnail: StoredFile };

export type PictureRefusal = 'too-many-pixels' | 'undecodable';

export class PictureRefused extends Error {
  constructor(readonly reason: PictureRefusal) {
    super(`Picture refused: ${reason}`);
    this.name = 'PictureRefused';
  }
}

/** The stored type of sniffed picture bytes (an animated PNG is kept as its first frame). */
export function pictureTypeOf(mime: string): PictureType | undefined {
  if (mime === 'image/jpeg') return 'image/jpeg';
  if (mime === 'image/png' || mime === 'image/apng') return 'image/png';
  return undefined;
}

async function pixelsClaimed(bytes: Buffer): Promise<number> {
  try {
    // The header alone, read without sharp's own (far larger) default limit: nothing is decoded yet.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!width || !height) throw new PictureRefused('undecodable');
    return width * height;
  } catch (error) {
    throw error instanceof PictureRefused ? error : new PictureRefused('undecodable');
  }
}

function encode(image: Sharp, type: PictureType, quality: number): Promise<Buffer> {
  // sharp writes no metadata unless asked: EXIF (GPS positions, camera serials), XMP, IPTC, comments
  // and text chunks are all left behind, and colours are converted to sRGB.
  return (type === 'image/jpeg' ? image.jpeg({ quality }) : image.png()).toBuffer();
}

/**
 * Decodes an uploaded picture and encodes it again with libvips: what is kept are its pixels,
 * turned upright by its EXIF orientation (which goes with the rest of the metadata). Anything
 * crafted into the original file's structure is not carried over.
 */
export async function processPicture(bytes: Buffer, type: PictureType): Promise<ProcessedPicture> {
  if ((await pixelsClaimed(bytes)) > PICTURE_MAX_PIXELS) throw new PictureRefused('too-many-pixels');
  // The limit again, for the decoder itself; 'error' refuses broken data, not a camera's quirks.
  const decoded = sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error', autoOrient: true });
  try {
    const [picture, thumbnail] = await Promise.all([
      encode(decoded.clone(), type, 85),
      encode(
        decoded
          .clone()
          .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
        type,
        80,
      ),
    ]);
    return {
      picture: { bytes: picture, contentType: type },
      thumbnail: { bytes: thumbnail, contentType: type },
    };
  } catch {
    throw new PictureRefused('undecodable');
  }
}
