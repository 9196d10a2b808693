import { Agent } from 'node:http';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, s3Credentials, startLocalS3 } from '../../../test/s3-kit';
import { S3FileStorage } from './s3-storage';

let s3: LocalS3;
const storages: S3FileStorage[] = [];

function storage(overrides: Partial<ConstructorParameters<typeof S3FileStorage>[0]> = {}) {
  const made = new S3FileStorage({
    ...s3Credentials,
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    forcePathStyle: true,
    ...overrides,
  });
  storages.push(made);
  return made;
}

beforeAll(async () => {
  s3 = await startLocalS3('mall-files', 'mall.test');
});
afterAll(async () => {
  for (const s of storages) s.close();
  await s3?.close();
});

describe('S3 file storage (against a local S3 server)', () => {
  it('puts, replaces, gets and deletes objects path-style; a missing key reads as null', async () => {
    const store = storage();
    await store.probe();
    const key = 'gallery/7/0b6f.png';
    await store.put(key, Buffer.from('png bytes'), 'image/png');
    expect((await store.get(key))?.toString()).toBe('png bytes');
    await store.put(key, Buffer.from('second'), 'image/png');
    expect((await store.get(key))?.toString()).toBe('second');
    // Another client (another server copy) reads the same object from the bucket.
    expect((await storage().get(key))?.toString()).toBe('second');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // deleting again is fine
    expect(await store.get('gallery/7/never.png')).toBeNull();
    await expect(store.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/);
  });

  it('fails loudly on unknown credentials or a missing bucket, and probe() says so', async () => {
    const wrong = storage({ accessKeyId: 'NOT-A-KEY' });
    await expect(wrong.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Access Key Id/i);
    await expect(wrong.probe()).rejects.toThrow();
    await expect(storage({ bucket: 'no-such-bucket' }).probe()).rejects.toThrow();
  });

  it('addresses the bucket as a host name when path-style is off (OSS, COS)', async () => {
    // Every name resolves to the local server; the names asked for show which addressing was used.
    const asked: string[] = [];
    const lookup: LookupFunction = (hostname, options, callback) => {
      asked.push(hostname);
      if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    };
    const agent = new Agent({ lookup } as ConstructorParameters<typeof Agent>[0]);
    const hosted = storage({
      endpoint: `http://s3.mall.test:${s3.port}`,
      forcePathStyle: false,
      httpAgent: agent,
    });
    await hosted.put('avatars/3/a1.png', Buffer.from('hosted'), 'image/png');
    expect(asked).toContain(`${s3.bucket}.s3.mall.test`);
    // The same object, read path-style: one bucket either way.
    expect((await storage().get('avatars/3/a1.png'))?.toString()).toBe('hosted');
    agent.destroy();
  });
});
