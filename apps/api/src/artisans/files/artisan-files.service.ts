import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@artisans/domain';
import { AppError } from '../../infrastructure/http/problem.filter';
import type { ArtisanSnapshot } from '../artisan-resource';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { MAX_PICTURES } from '../domain/artisan.decider';
import type { UploadedFile } from '../../infrastructure/http/multipart';
import { sniffFileType } from './file-sniffer';
import { FILE_STORAGE, type FileStorage, type FileVariant, type StoredFile } from './file-storage';
import {
  PictureRefused,
  pictureTypeOf,
  processPicture,
  type PictureType,
  type ProcessedPicture,
} from './picture-processor';

/** A file of the upload's multipart body, in memory. */
export type Upload = UploadedFile;

/** A file about to be stored under its new id, with a picture's thumbnail. */
export type StoredEntry = { fileId: string; file: StoredFile; thumbnail?: StoredFile };

/** SPEC.md sections 5 and 9: pictures under 1 MB, the PDF under 2 MB. */
export const PICTURE_MAX_BYTES = 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;

/** The extension a served picture's name gets, by its stored type. */
const PICTURE_EXTENSIONS: Readonly<Record<PictureType, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
const PDF = 'application/pdf';

/** Which rendition of a picture: as uploaded (re-encoded), or its thumbnail. */
export type PictureSize = 'full' | FileVariant;

/** A file to send back: its bytes, its type, and a name we made (never the uploader's). */
export type FileDownload = StoredFile & { fileName: string; disposition: 'inline' | 'attachment' };

const uploadAgain = () => new AppError(400, ARTISAN_MESSAGES.uploadAgain, 'upload-again');
export const noSuchPicture = () => new DomainError('not_found', ARTISAN_MESSAGES.noSuchPicture, 'not-found');
export const noDocument = () => new DomainError('not_found', ARTISAN_MESSAGES.noDocument, 'not-found');

/** Re-encodes an upload; a refusal is a 400 whose message says what to do. */
async function processUpload(bytes: Buffer, type: PictureType): Promise<ProcessedPicture> {
  try {
    return await processPicture(bytes, type);
  } catch (error) {
    if (!(error instanceof PictureRefused)) throw error;
    if (error.reason === 'too-many-pixels')
      throw new AppError(400, ARTISAN_MESSAGES.pictureTooManyPixels, 'picture-too-many-pixels');
    throw uploadAgain();
  }
}

/**
 * The rules and the storage of an artisan's pictures (up to 5) and PDF, which the handlers beside
 * it share. Every file is checked by its bytes before anything is stored; pictures are re-encoded
 * (no metadata, at most PICTURE_MAX_PIXELS) and get a thumbnail. Files are stored under generated
 * ids, then recorded by one command. When the command is refused the stored files are removed
 * again: a failed upload leaves the profile as it was.
 */
@Injectable()
export class ArtisanFilesService {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /** The pictures of an upload, checked, re-encoded and with their new ids, ready to store. */
  async picturesToStore(artisan: ArtisanSnapshot, uploads: readonly Upload[]): Promise<StoredEntry[]> {
    if (uploads.length === 0) throw uploadAgain();
    if (artisan.account.pictures.length + uploads.length > MAX_PICTURES)
      throw new AppError(400, ARTISAN_MESSAGES.tooManyPictures, 'too-many-pictures');
    const types: PictureType[] = [];
    for (const upload of uploads) {
      if (upload.size === 0) throw uploadAgain();
      if (upload.size >= PICTURE_MAX_BYTES)
        throw new AppError(413, ARTISAN_MESSAGES.pictureTooLarge, 'picture-too-large');
      const type = pictureTypeOf((await sniffFileType(upload.buffer))?.mime ?? '');
      if (!type) throw new AppError(400, ARTISAN_MESSAGES.wrongFileType, 'wrong-file-type');
      types.push(type);
    }
    // Every file checked by its bytes first: none is decoded when another of the upload is refused.
    const files: StoredEntry[] = [];
    for (const [index, upload] of uploads.entries()) {
      const { picture, thumbnail } = await processUpload(upload.buffer, types[index]!);
      files.push({ fileId: randomUUID(), file: picture, thumbnail });
    }
    return files;
  }

  /** The one PDF of an upload, checked by its bytes, with its new id, ready to store. */
  async documentToStore(uploads: readonly Upload[]): Promise<StoredEntry> {
    const [upload] = uploads;
    if (!upload || uploads.length > 1 || upload.size === 0) throw uploadAgain();
    if (upload.size >= DOCUMENT_MAX_BYTES)
      throw new AppError(413, ARTISAN_MESSAGES.documentTooLarge, 'document-too-large');
    const type = await sniffFileType(upload.buffer);
    if (type?.mime !== PDF) throw new AppError(400, ARTISAN_MESSAGES.notPdf, 'not-pdf');
    return { fileId: randomUUID(), file: { bytes: upload.buffer, contentType: PDF } };
  }

  /** A picture or its thumbnail of an artisan the caller reaches, with the name it is served under. */
  async picture(artisan: ArtisanSnapshot, fileId: string, size: PictureSize): Promise<FileDownload> {
    const id = fileId.toLowerCase();
    const index = artisan.account.pictures.indexOf(id);
    if (index < 0) throw noSuchPicture();
    const file = await this.rendition(artisan.id, id, size);
    const type = file && pictureTypeOf(file.contentType);
    if (!file || !type) throw noSuchPicture();
    const suffix = size === 'full' ? '' : `-${size}`;
    return {
      ...file,
      fileName: `artisan-picture-${index + 1}${suffix}.${PICTURE_EXTENSIONS[type]}`,
      disposition: 'inline',
    };
  }

  /** The PDF of an artisan the caller reaches. */
  async document(artisan: ArtisanSnapshot): Promise<FileDownload> {
    const id = artisan.account.document;
    const file = id === null ? undefined : await this.storage.read(artisan.id, id);
    if (!file) throw noDocument();
    return { ...file, fileName: 'artisan-document.pdf', disposition: 'attachment' };
  }

  /** Erases a file's bytes (and a picture's thumbnail) once its removal is recorded. */
  remove(owner: string, fileId: string): Promise<void> {
    return this.storage.remove(owner, fileId);
  }

  /**
   * A picture stored before pictures were re-encoded has no thumbnail: both renditions are made
   * from it on each read, and never written back (a write on a read could outlive an erasure).
   * One that cannot be made (more pixels than allowed, broken bytes) is not served.
   */
  private async rendition(owner: string, fileId: string, size: PictureSize): Promise<StoredFile | undefined> {
    const thumbnail = await this.storage.read(owner, fileId, 'thumbnail');
    if (thumbnail) return size === 'thumbnail' ? thumbnail : this.storage.read(owner, fileId);
    const legacy = await this.storage.read(owner, fileId);
    const type = legacy && pictureTypeOf(legacy.contentType);
    if (!legacy || !type) return undefined;
    try {
      const processed = await processPicture(legacy.bytes, type);
      return size === 'thumbnail' ? processed.thumbnail : processed.picture;
    } catch (error) {
      if (error instanceof PictureRefused) return undefined;
      throw error;
    }
  }

  /** Stores the files, then records them; if either fails, none of the new files is left behind. */
  async storeAll(
    owner: string,
    files: readonly StoredEntry[],
    record: () => Promise<unknown>,
  ): Promise<void> {
    try {
      for (const { fileId, file, thumbnail } of files) {
        await this.storage.save(owner, fileId, file);
        if (thumbnail) await this.storage.save(owner, fileId, thumbnail, 'thumbnail');
      }
      await record();
    } catch (error) {
      await Promise.all(files.map(({ fileId }) => this.storage.remove(owner, fileId)));
      throw error;
    }
  }
}
