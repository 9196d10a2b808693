import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Buyer, makeBuyer } from '../../test/buying-kit';
import { createTestContext, openTestDatabase, type TestContext } from '../../test/helper';
import { fileForm } from '../../test/multipart';
import { type LocalS3, startLocalS3 } from '../../test/s3-kit';
import { loadConfig } from '../config';
import { migrateDatabase } from '../db/client';
import { Bitmap, encodePng } from '../lib/png';
import { createFileStorage } from '../lib/storage/create-storage';
import { seedDatabase } from '../seed/seed';

/*
 * Two server copies with no shared disk, storing in one S3 bucket (a real S3-compatible server started by
 * the test): a picture uploaded through one copy is served by the other at the same address.
 */

let s3: LocalS3;
let first: TestContext;
let second: TestContext;
let alice: Buyer;
let bob: Buyer;

function picture(width: number, height: number): Buffer {
  const bitmap = new Bitmap(width, height);
  bitmap.fillRect(0, 0, width, height, [20, 120, 200]);
  return encodePng(bitmap);
}

beforeAll(async () => {
  s3 = await startLocalS3();
  first = await createTestContext({ seed: 'none', env: s3.env });
  second = await createTestContext({ seed: 'none', env: s3.env });
  alice = await makeBuyer(first.app, first.database.db);
  bob = await makeBuyer(second.app, second.database.db);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await s3?.close();
});

describe('two server copies sharing one bucket', () => {
  it('serves a gallery picture uploaded through the other copy, and forgets it when it is deleted', async () => {
    const folder = await api(first.app, alice, 'POST', '/authen/filefolder/addfolder', {
      name: 'shared',
      pid: 0,
    });
    const bytes = picture(6, 4);
    const up = await api(
      first.app,
      alice,
      'POST',
      '/authen/file/upload',
      fileForm('blue.png', bytes, { folderId: folder.ext.id }),
    );
    expect(up.code, up.msg).toBe(0);
    const url = up.ext.fileUrl as string;
    expect(url).toMatch(/^\/files\/gallery\/\d+\/[0-9a-f-]{36}\.png$/);
    // Nothing of it on either copy's disk: the bucket holds it.
    const served = await second.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.length).toBe(up.ext.size);

    const removed = await api(first.app, alice, 'POST', '/authen/file/deletefile', [up.ext.id]);
    expect(removed.code, removed.msg).toBe(0);
    expect((await second.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves an avatar uploaded through the other copy', async () => {
    const res = await api(
      second.app,
      bob,
      'POST',
      '/member/user/userinfo/modifypersonalimage',
      fileForm('me.png', picture(3, 3)),
    );
    expect(res.code, res.msg).toBe(0);
    const served = await first.app.inject({ method: 'GET', url: res.ext as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for missing files, folders, dotfiles and paths that climb out', async () => {
    for (const url of [
      '/files/gallery/1/no-such.png',
      '/files/',
      '/files/gallery/',
      '/files/.env',
      '/files/gallery/../.env',
      '/files/%2e%2e/secret.png',
      '/files/gallery/1/readme.txt',
    ]) {
      const res = await first.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("serves the seed's pictures from the bucket: a new copy needs no files of its own", async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await migrateDatabase(database);
      const storage = createFileStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }));
      expect(storage.kind).toBe('s3');
      await seedDatabase(database.db, { mode: 'none', storage });
    } finally {
      await database.close();
      await drop();
    }
    for (const app of [first.app, second.app]) {
      const res = await app.inject({ method: 'GET', url: '/files/seed/brand/favicon.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
  });
});
