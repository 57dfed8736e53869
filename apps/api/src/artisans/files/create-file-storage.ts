import type { AppConfig } from '@artisans/platform';
import { LocalFileStorage, type FileStorage } from './file-storage';
import { S3FileStorage, s3ClientOf } from './s3-file-storage';

/**
 * The file storage the settings choose (FILE_STORAGE), for one area: the artisans' files or the
 * help's. Every adapter keeps the areas apart (a folder or a key prefix each).
 */
export function createFileStorage(config: AppConfig, area: 'artisans' | 'help'): FileStorage {
  if (config.FILE_STORAGE === 's3' && config.S3_BUCKET)
    return new S3FileStorage(s3ClientOf(config), config.S3_BUCKET, area);
  return new LocalFileStorage(config.UPLOAD_DIR, area);
}
