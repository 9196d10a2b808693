import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account. */
export const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  /** http://127.0.0.1:<port> (path-style addresses). */
  endpoint: string;
  port: number;
  bucket: string;
  /** The environment that points a server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API with signature checks, objects in a temporary
 * folder) on a free port, with one empty bucket. `serviceEndpoint` names the domain its virtual-hosted
 * addresses end in (bucket.s3.<serviceEndpoint>).
 */
export async function startLocalS3(bucket = 'mall-files', serviceEndpoint = 'mall.test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mall-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    serviceEndpoint,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: s3Credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
