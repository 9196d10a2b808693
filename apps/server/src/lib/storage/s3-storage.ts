import { assertSafeKey, type FileStorage } from './file-storage';
import { encodeRfc3986, type SigV4Credentials, sha256Hex, signRequest } from './sigv4';

export interface S3Options extends SigV4Credentials {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 (path-style addressing). */
  endpoint: string;
  bucket: string;
}

/** Any S3-compatible store, with PUT/GET/DELETE object signed by SigV4 and sent with fetch. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;

  constructor(
    private readonly opts: S3Options,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async send(
    method: 'PUT' | 'GET' | 'DELETE' | 'HEAD',
    key: string,
    body?: Buffer,
    contentType?: string,
  ) {
    if (key) assertSafeKey(key);
    const base = this.opts.endpoint.replace(/\/+$/, '');
    const objectPath = [this.opts.bucket, ...(key ? key.split('/') : [])].map(encodeRfc3986).join('/');
    const url = new URL(`${base}/${objectPath}`);
    const headers = signRequest(
      {
        method,
        url,
        headers: { host: url.host, ...(contentType ? { 'content-type': contentType } : {}) },
        payloadHash: sha256Hex(body ?? ''),
      },
      this.opts,
      this.now(),
    );
    delete headers.host; // fetch sets it from the URL
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, bytes, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }

  /** HeadBucket: the bucket exists and these keys may use it. */
  async probe(): Promise<void> {
    const res = await this.send('HEAD', '');
    if (!res.ok) throw new Error(`S3 HEAD bucket ${this.opts.bucket} failed: ${res.status}`);
  }
}
