import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from './s3-storage';
import { sha256Hex, signRequest } from './sigv4';

const creds = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/key', region: 'eu-test-1' };
const now = new Date('2026-01-02T03:04:05Z');

/**
 * A small S3 stand-in: keeps objects in memory and answers 403 unless the request carries the signature
 * the signer computes for exactly what arrived (method, path, host, content type, body hash).
 */
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; type: string }>();

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const type = req.headers['content-type'];
    const expected = signRequest(
      {
        method: req.method ?? 'GET',
        url,
        headers: { host: req.headers.host ?? '', ...(type ? { 'content-type': type } : {}) },
        payloadHash: sha256Hex(body),
      },
      creds,
      now,
    );
    if (req.headers.authorization !== expected.authorization) {
      res.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(url.pathname, { body, type: type ?? '' });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const o = objects.get(url.pathname);
      if (!o) res.writeHead(404).end('NoSuchKey');
      else res.writeHead(200, { 'content-type': o.type }).end(o.body);
    } else {
      objects.delete(url.pathname);
      res.writeHead(204).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('S3 file storage', () => {
  it('puts, gets and deletes signed objects path-style in the bucket', async () => {
    const storage = new S3FileStorage({ ...creds, endpoint, bucket: 'mall-files' }, () => now);
    const key = 'gallery/7/0b6f.png';
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    expect(objects.get('/mall-files/gallery/7/0b6f.png')).toEqual({
      body: Buffer.from('png bytes'),
      type: 'image/png',
    });
    expect((await storage.get(key))?.toString()).toBe('png bytes');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/);
  });

  it('fails loudly when the store refuses the signature', async () => {
    const wrong = new S3FileStorage({ ...creds, secretAccessKey: 'wrong', endpoint, bucket: 'b' }, () => now);
    await expect(wrong.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
  });
});
