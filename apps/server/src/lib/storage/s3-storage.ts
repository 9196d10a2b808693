import type { Agent } from 'node:http';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './file-storage';

export interface S3Options {
  /** e.g. http://minio:9000, https://oss-cn-hangzhou.aliyuncs.com, https://cos.ap-shanghai.myqcloud.com */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /**
   * true: http://endpoint/bucket/key (MinIO and most self-hosted stores); false: virtual-hosted,
   * http://bucket.endpoint/key (Aliyun OSS and Tencent COS require it; AWS prefers it).
   */
  forcePathStyle: boolean;
  /** The HTTP agent for plain-http endpoints (connection reuse, name resolution); the SDK's own by default. */
  httpAgent?: Agent;
}

function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}

/** Any S3-compatible store, through the AWS SDK (signing, retries, both addressing styles). */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly opts: S3Options) {
    this.client = new S3Client({
      endpoint: opts.endpoint,
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      // The SDK's default CRC32 checksums on every request are refused or mishandled by several
      // S3-compatible stores (older MinIO, OSS, COS): only send and check them where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      ...(opts.httpAgent ? { requestHandler: { httpAgent: opts.httpAgent } } : {}),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.opts.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      if (!res.Body) return null;
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.opts.bucket }));
  }

  /** Closes the client's sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}
