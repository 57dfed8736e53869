import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** A stored upload: its bytes and the type its bytes were found to be. */
export type StoredFile = { bytes: Buffer; contentType: string };

/** A smaller rendition kept beside a file (a picture's thumbnail); it goes when the file goes. */
export type FileVariant = 'thumbnail';

/**
 * Where uploaded files live (ARCHITECTURE.md: a port, a local folder by default). Files are named
 * by generated ids under their owner (the artisan), never by anything the user sent, so that
 * erasing an owner erases every file it ever had, their variants and those a failed request left
 * behind included. Without a variant, `save` and `read` mean the file itself.
 */
export type FileStorage = {
  save(owner: string, fileId: string, file: StoredFile, variant?: FileVariant): Promise<void>;
  read(owner: string, fileId: string, variant?: FileVariant): Promise<StoredFile | undefined>;
  /** The file and all its variants. */
  remove(owner: string, fileId: string): Promise<void>;
  removeAll(owner: string): Promise<void>;
};

export const FILE_VARIANTS: readonly FileVariant[] = ['thumbnail'];

export const FILE_STORAGE = Symbol('FILE_STORAGE');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Ids only ever come from randomUUID or a parsed UUID: anything else is a bug, not a path. */
export function storageId(id: string): string {
  if (!UUID.test(id)) throw new Error(`Not a storage id: ${JSON.stringify(id).slice(0, 60)}`);
  return id;
}

/** A file's name under its owner: its id, and a variant's name after it. */
export function storedFileName(fileId: string, variant: FileVariant | undefined): string {
  return variant === undefined ? storageId(fileId) : `${storageId(fileId)}.${variant}`;
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Files in a folder (UPLOAD_DIR): `<root>/<owner>/<fileId>` and its type in `<fileId>.json`; a
 * variant as `<fileId>.<variant>` and `<fileId>.<variant>.json`.
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  /** `area`: the folder of one kind of owner (the artisans; the help's main video). */
  constructor(
    directory: string,
    private readonly area = 'artisans',
  ) {
    this.root = resolve(directory);
  }

  async save(owner: string, fileId: string, file: StoredFile, variant?: FileVariant): Promise<void> {
    const folder = this.folder(owner);
    await mkdir(folder, { recursive: true });
    const path = join(folder, storedFileName(fileId, variant));
    // Written aside then renamed: a reader never sees half a file.
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, file.bytes, { flag: 'wx' });
    await writeFile(`${path}.json`, JSON.stringify({ contentType: file.contentType }));
    await rename(temporary, path);
  }

  async read(owner: string, fileId: string, variant?: FileVariant): Promise<StoredFile | undefined> {
    const path = join(this.folder(owner), storedFileName(fileId, variant));
    try {
      const [bytes, meta] = await Promise.all([readFile(path), readFile(`${path}.json`, 'utf8')]);
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { bytes, contentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(owner: string, fileId: string): Promise<void> {
    const folder = this.folder(owner);
    const paths = [undefined, ...FILE_VARIANTS].map((variant) =>
      join(folder, storedFileName(fileId, variant)),
    );
    await Promise.all(
      paths.flatMap((path) => [rm(path, { force: true }), rm(`${path}.json`, { force: true })]),
    );
  }

  async removeAll(owner: string): Promise<void> {
    await rm(this.folder(owner), { recursive: true, force: true });
  }

  private folder(owner: string): string {
    return join(this.root, this.area, storageId(owner));
  }
}
