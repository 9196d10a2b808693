import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

/** S3 when the configuration names a bucket (config.ts checks the four values go together), else local disk. */
export function createFileStorage(config: Config): FileStorage {
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
