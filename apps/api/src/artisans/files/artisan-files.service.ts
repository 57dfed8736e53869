import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { AppError } from '../../infrastructure/http/problem.filter';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import type { ArtisanResource } from '../artisan-resource';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { MAX_PICTURES } from '../domain/artisan.decider';
import { ArtisanProfilesService } from '../profile/artisan-profiles.service';
import { sniffFileType } from './file-sniffer';
import { FILE_STORAGE, type FileStorage, type StoredFile } from './file-storage';

/** A file as multer hands it over (memory storage). */
export type Upload = {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
};

/** SPEC.md sections 5 and 9: pictures under 1 MB, the PDF under 2 MB. */
export const PICTURE_MAX_BYTES = 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;

/** What a picture may be, by its bytes; the extension the served name gets. */
const PICTURE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/apng': 'png',
};
const PDF = 'application/pdf';

/** A file to send back: its bytes, its type, and a name we made (never the uploader's). */
export type FileDownload = StoredFile & { fileName: string; disposition: 'inline' | 'attachment' };

const uploadAgain = () => new AppError(400, ARTISAN_MESSAGES.uploadAgain, 'upload-again');

/**
 * Pictures (up to 5) and the PDF of an artisan. Every file is checked by its bytes before anything
 * is stored; files are stored under generated ids, then recorded by one command. When the command
 * is refused the stored files are removed again: a failed upload leaves the profile as it was.
 */
@Injectable()
export class ArtisanFilesService {
  constructor(
    private readonly profiles: ArtisanProfilesService,
    private readonly accounts: ArtisanAccountsService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async addPictures(
    session: Session,
    artisanId: string,
    uploads: readonly Upload[],
    context: CommandContext,
  ): Promise<ArtisanResource> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    if (uploads.length === 0) throw uploadAgain();
    if (artisan.account.pictures.length + uploads.length > MAX_PICTURES)
      throw new AppError(400, ARTISAN_MESSAGES.tooManyPictures, 'too-many-pictures');
    const files: StoredFile[] = [];
    for (const upload of uploads) {
      if (upload.size === 0) throw uploadAgain();
      if (upload.size >= PICTURE_MAX_BYTES)
        throw new AppError(413, ARTISAN_MESSAGES.pictureTooLarge, 'picture-too-large');
      const type = await sniffFileType(upload.buffer);
      if (!type || !(type.mime in PICTURE_TYPES))
        throw new AppError(400, ARTISAN_MESSAGES.wrongFileType, 'wrong-file-type');
      files.push({ bytes: upload.buffer, contentType: type.mime });
    }
    const fileIds = files.map(() => randomUUID());
    await this.storeAll(artisan.id, fileIds, files, () =>
      this.accounts.execute({ type: 'AddArtisanPictures', artisanId: artisan.id, fileIds }, context),
    );
    return this.profiles.get(session, artisan.id);
  }

  async removePicture(
    session: Session,
    artisanId: string,
    fileId: string,
    context: CommandContext,
  ): Promise<void> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    const id = fileId.toLowerCase();
    if (!artisan.account.pictures.includes(id))
      throw new DomainError('not_found', ARTISAN_MESSAGES.noSuchPicture, 'not-found');
    await this.accounts.execute({ type: 'RemoveArtisanPicture', artisanId: artisan.id, fileId: id }, context);
    await this.storage.remove(artisan.id, id);
  }

  /** One PDF per artisan: a new one replaces the old, whose bytes go once the change is recorded. */
  async setDocument(
    session: Session,
    artisanId: string,
    uploads: readonly Upload[],
    context: CommandContext,
  ): Promise<ArtisanResource> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    const [upload] = uploads;
    if (!upload || uploads.length > 1 || upload.size === 0) throw uploadAgain();
    if (upload.size >= DOCUMENT_MAX_BYTES)
      throw new AppError(413, ARTISAN_MESSAGES.documentTooLarge, 'document-too-large');
    const type = await sniffFileType(upload.buffer);
    if (type?.mime !== PDF) throw new AppError(400, ARTISAN_MESSAGES.notPdf, 'not-pdf');
    const fileId = randomUUID();
    const previous = artisan.account.document;
    await this.storeAll(artisan.id, [fileId], [{ bytes: upload.buffer, contentType: PDF }], () =>
      this.accounts.execute({ type: 'AddArtisanDocument', artisanId: artisan.id, fileId }, context),
    );
    if (previous !== null) await this.storage.remove(artisan.id, previous);
    return this.profiles.get(session, artisan.id);
  }

  async removeDocument(session: Session, artisanId: string, context: CommandContext): Promise<void> {
    const artisan = await this.profiles.reachable(session, artisanId, 'change');
    const previous = artisan.account.document;
    if (previous === null) throw new DomainError('not_found', ARTISAN_MESSAGES.noDocument, 'not-found');
    await this.accounts.execute({ type: 'RemoveArtisanDocument', artisanId: artisan.id }, context);
    await this.storage.remove(artisan.id, previous);
  }

  async picture(session: Session, artisanId: string, fileId: string): Promise<FileDownload> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const id = fileId.toLowerCase();
    const index = artisan.account.pictures.indexOf(id);
    if (index < 0) throw new DomainError('not_found', ARTISAN_MESSAGES.noSuchPicture, 'not-found');
    const file = await this.storage.read(artisan.id, id);
    if (!file) throw new DomainError('not_found', ARTISAN_MESSAGES.noSuchPicture, 'not-found');
    const extension = PICTURE_TYPES[file.contentType] ?? 'bin';
    return { ...file, fileName: `artisan-picture-${index + 1}.${extension}`, disposition: 'inline' };
  }

  async document(session: Session, artisanId: string): Promise<FileDownload> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const id = artisan.account.document;
    const file = id === null ? undefined : await this.storage.read(artisan.id, id);
    if (!file) throw new DomainError('not_found', ARTISAN_MESSAGES.noDocument, 'not-found');
    return { ...file, fileName: 'artisan-document.pdf', disposition: 'attachment' };
  }

  /** Stores the files, then records them; if either fails, none of the new files is left behind. */
  private async storeAll(
    owner: string,
    fileIds: readonly string[],
    files: readonly StoredFile[],
    record: () => Promise<unknown>,
  ): Promise<void> {
    try {
      for (const [index, fileId] of fileIds.entries()) await this.storage.save(owner, fileId, files[index]!);
      await record();
    } catch (error) {
      await Promise.all(fileIds.map((fileId) => this.storage.remove(owner, fileId)));
      throw error;
    }
  }
}
