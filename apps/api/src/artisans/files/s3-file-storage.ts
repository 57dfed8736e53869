import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { AppConfig } from '@artisans/platform';
import {
  FILE_VARIANTS,
  storedFileName,
  storageId,
  type FileStorage,
  type FileVariant,
  type StoredFile,
} from './file-storage';

/**
 * Files in an S3 bucket (FILE_STORAGE=s3; docs/deploy.md): one object per file at
 * `<area>/<owner>/<fileId>[.<variant>]`, its type as the object's Content-Type, encrypted at rest by
 * the store. The bucket stays private: the API serves the files, so its access checks still hold.
 * An object appears whole or not at all, so no reader ever sees half a file.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly area = 'artisans',
  ) {}

  async save(owner: string, fileId: string, file: StoredFile, variant?: FileVariant): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(owner, storedFileName(fileId, variant)),
        Body: file.bytes,
        ContentType: file.contentType,
        ServerSideEncryption: 'AES256',
      }),
    );
  }

  async read(owner: string, fileId: string, variant?: FileVariant): Promise<StoredFile | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(owner, storedFileName(fileId, variant)) }),
      );
      const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async remove(owner: string, fileId: string): Promise<void> {
    const names = [undefined, ...FILE_VARIANTS].map((variant) => storedFileName(fileId, variant));
    await this.deleteKeys(names.map((name) => this.key(owner, name)));
  }

  async removeAll(owner: string): Promise<void> {
    const prefix = this.key(owner, '');
    let token: string | undefined;
    do {
      // A page holds at most 1,000 keys, as many as one delete takes.
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      await this.deleteKeys((page.Contents ?? []).flatMap(({ Key }) => (Key ? [Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }

  private key(owner: string, name: string): string {
    return `${this.area}/${storageId(owner)}/${name}`;
  }
}

/** The S3 client of the settings (region, an S3-compatible endpoint, path-style addressing). */
export function s3ClientOf(config: AppConfig): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
