import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { LocalFileStorage, type FileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

const png = (text: string) => ({ bytes: Buffer.from(text), contentType: 'image/png' });

/** What every adapter of the port must do, run against each (the local folder and an S3 store). */
function behavesAsFileStorage(name: string, open: () => { storage: FileStorage; other: FileStorage }) {
  describe(name, () => {
    let storage: FileStorage;
    let other: FileStorage;
    beforeAll(() => ({ storage, other } = open()));

    it('reads back what it saved, with its type, and a variant apart from the file', async () => {
      const owner = randomUUID();
      const file = randomUUID();
      await storage.save(owner, file, png('full picture'));
      await storage.save(owner, file, png('small picture'), 'thumbnail');
      expect(await storage.read(owner, file)).toEqual(png('full picture'));
      expect(await storage.read(owner, file, 'thumbnail')).toEqual(png('small picture'));
      expect(await storage.read(owner, randomUUID())).toBeUndefined();
      expect(await storage.read(randomUUID(), file)).toBeUndefined();
    });

    it('replaces a file saved again under the same id', async () => {
      const owner = randomUUID();
      const file = randomUUID();
      await storage.save(owner, file, png('first'));
      await storage.save(owner, file, { bytes: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' });
      expect(await storage.read(owner, file)).toEqual({
        bytes: Buffer.from('%PDF-1.7'),
        contentType: 'application/pdf',
      });
    });

    it('removes a file with its variants, and leaves the owner’s other files', async () => {
      const owner = randomUUID();
      const [gone, kept] = [randomUUID(), randomUUID()];
      await storage.save(owner, gone, png('gone'));
      await storage.save(owner, gone, png('gone small'), 'thumbnail');
      await storage.save(owner, kept, png('kept'));
      await storage.remove(owner, gone);
      expect(await storage.read(owner, gone)).toBeUndefined();
      expect(await storage.read(owner, gone, 'thumbnail')).toBeUndefined();
      expect(await storage.read(owner, kept)).toEqual(png('kept'));
      await expect(storage.remove(owner, randomUUID())).resolves.toBeUndefined();
    });

    it('erases everything an owner has, and nothing of anyone else or of another area', async () => {
      const [erased, neighbour] = [randomUUID(), randomUUID()];
      const files = Array.from({ length: 3 }, () => randomUUID());
      for (const file of files) await storage.save(erased, file, png(file));
      const neighbours = randomUUID();
      await storage.save(neighbour, neighbours, png('neighbour'));
      // The same owner and file ids in another area (the help's files) are another file.
      await other.save(erased, files[0]!, png('help file'));
      await storage.removeAll(erased);
      for (const file of files) expect(await storage.read(erased, file)).toBeUndefined();
      expect(await storage.read(neighbour, neighbours)).toEqual(png('neighbour'));
      expect(await other.read(erased, files[0]!)).toEqual(png('help file'));
      await expect(storage.removeAll(randomUUID())).resolves.toBeUndefined();
    });

    it('refuses ids that are not storage ids, before touching anything', async () => {
      await expect(storage.read('../../etc', randomUUID())).rejects.toThrow(/Not a storage id/);
      await expect(storage.save(randomUUID(), 'passwd', png('x'))).rejects.toThrow(/Not a storage id/);
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), 'file-storage-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
behavesAsFileStorage('LocalFileStorage (UPLOAD_DIR)', () => ({
  storage: new LocalFileStorage(folder, 'artisans'),
  other: new LocalFileStorage(folder, 'help'),
}));

describe('against an S3-compatible server', () => {
  const bucket = 'artisans-uploads';
  const s3Folder = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: bucket }],
  });
  let client: S3Client;

  beforeAll(async () => {
    const { port } = await server.run();
    client = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    client.destroy();
    await server.close();
    rmSync(s3Folder, { recursive: true, force: true });
  });

  behavesAsFileStorage('S3FileStorage (FILE_STORAGE=s3)', () => ({
    storage: new S3FileStorage(client, bucket, 'artisans'),
    other: new S3FileStorage(client, bucket, 'help'),
  }));
});
