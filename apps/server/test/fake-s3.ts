import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in S3-compatible endpoint for the readiness tests: HeadBucket of `bucket` answers 200, path-style
 * (`HEAD /bucket`) or virtual-hosted (`HEAD /` on `bucket.host`); any other bucket 404. `failing = true`
 * answers 403 AccessDenied, as a store does whose keys were revoked. It stores nothing.
 */
export class FakeS3 {
  failing = false;
  /** The HeadBucket requests received (method and path), to see the probe reached the store. */
  readonly heads: string[] = [];
  private readonly server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const host = (req.headers.host ?? '').split(':')[0] ?? '';
    // The AWS SDK asks for HeadBucket as `HEAD /bucket/` (path-style) or `HEAD /` (virtual-hosted).
    const path = url.pathname.replace(/\/$/, '') || '/';
    const bucket = path === '/' ? host.split('.')[0] : path.split('/')[1];
    if (req.method === 'HEAD' && (path === '/' || path.split('/').length === 2))
      this.heads.push(`${req.method} ${url.pathname}`);
    if (this.failing) return void res.writeHead(403).end();
    res.writeHead(bucket === this.bucket ? 200 : 404).end();
  });

  constructor(readonly bucket: string) {}

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
