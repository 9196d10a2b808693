import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode, galleryEndpoints, profileEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { type Buyer, makeBuyer } from '../../test/buying-kit';
import { createTestContext, openTestDatabase, type TestContext } from '../../test/helper';
import { png as picture, viewPicture } from '../../test/picture-kit';
import { type LocalS3, startLocalS3 } from '../../test/s3-kit';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { migrateDatabase } from '../db/client';
import { createFileStorage } from '../lib/storage/create-storage';
import { seedDatabase } from '../seed/seed';

/*
 * Two server copies with no shared disk, on one database, storing in one S3 bucket (a real S3-compatible
 * server started by the test): a picture uploaded through one copy is served by the other at the same
 * address, to the same people.
 */

let s3: LocalS3;
let first: TestContext;
let second: App;
let secondDir: string;
let alice: Buyer;
let bob: Buyer;

beforeAll(async () => {
  s3 = await startLocalS3();
  first = await createTestContext({ seed: 'none', env: s3.env });
  // The second copy: its own (empty) data folder, the same database and bucket.
  secondDir = mkdtempSync(path.join(tmpdir(), 'mall-second-'));
  second = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      MALL_DATA_DIR: secondDir,
      WEB_DIST_DIR: path.join(secondDir, 'no-web'),
      WEB_SSR_DIR: path.join(secondDir, 'no-ssr'),
      ...s3.env,
    }),
    database: first.database,
  });
  await second.ready();
  alice = await makeBuyer(first.app, first.database.db);
  bob = await makeBuyer(second, first.database.db);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
  if (secondDir) rmSync(secondDir, { recursive: true, force: true });
});

describe('two server copies sharing one bucket', () => {
  it('serves a gallery picture uploaded through the other copy, and forgets it when it is deleted', async () => {
    const folder = await api(first.app).call(
      galleryEndpoints.addFolder,
      {
        body: {
          name: 'shared',
          pid: 0,
        },
      },
      { as: alice },
    );
    const bytes = picture(6, 4);
    const up = await api(first.app).upload(
      galleryEndpoints.upload,
      { fields: { folderId: folder.ext.id }, files: [{ name: 'blue.png', bytes: bytes }] },
      { as: alice },
    );
    expect(up.code, up.msg).toBe(ErrorCode.OK);
    const url = up.ext.fileUrl as string;
    expect(url).toMatch(/^\/files\/gallery\/\d+\/[0-9a-f-]{36}\.png$/);
    // Nothing of it on either copy's disk: the bucket holds it. Its owner sees it through either copy.
    const served = await viewPicture(second, url, alice);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(served.rawPayload.length).toBe(up.ext.size);
    // A private picture, from the bucket too: nobody else, however the address is spelled.
    const key = url.slice('/files/'.length);
    for (const app of [first.app, second]) {
      expect((await viewPicture(app, url, bob)).statusCode).toBe(404);
      expect((await viewPicture(app, url)).statusCode).toBe(404);
      expect((await viewPicture(app, `/files/%67allery/${key.slice('gallery/'.length)}`)).statusCode).toBe(
        404,
      );
      expect((await viewPicture(app, `/thumbs/160/${key}.webp`, bob)).statusCode).toBe(404);
    }
    const thumbnail = await viewPicture(second, `/thumbs/160/${key}.webp`, alice);
    expect(thumbnail.statusCode).toBe(200);

    const removed = await api(first.app).call(
      galleryEndpoints.deleteFiles,
      { body: [up.ext.id] },
      { as: alice },
    );
    expect(removed.code, removed.msg).toBe(ErrorCode.OK);
    expect((await viewPicture(second, url, alice)).statusCode).toBe(404);
    // Its thumbnail went from the bucket with it.
    expect(
      await createFileStorage(loadConfig({ NODE_ENV: 'test', ...s3.env })).get(
        `thumbs/160/${key.replace(/\./g, '-')}.webp`,
      ),
    ).toBeNull();
  });

  it('serves an avatar uploaded through the other copy', async () => {
    const res = await api(second).upload(
      profileEndpoints.modifyImage,
      { files: [{ name: 'me.png', bytes: picture(3, 3) }] },
      { as: bob },
    );
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    // An avatar is public: anyone, through any copy.
    const served = await viewPicture(first.app, res.ext as string);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
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
    for (const app of [first.app, second]) {
      const res = await app.inject({ method: 'GET', url: '/files/seed/brand/favicon.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
  });
});
