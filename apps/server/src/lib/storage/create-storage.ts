import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

/**
 * The part of the configuration storage reads: lib/ sits below config.ts, so it names its own slice (as SMS
 * does) and the whole configuration fits it.
 */
export interface StorageSettings {
  filesDir: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE: boolean;
}

/** S3 when the configuration names a bucket (config.ts checks the four values go together), else local disk. */
export function createFileStorage(config: StorageSettings): FileStorage {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)
    return new S3FileStorage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  return new LocalFileStorage(config.filesDir);
}
