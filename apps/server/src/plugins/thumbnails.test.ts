import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { galleryEndpoints } from '@mall/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { testClock } from '../../test/auth-helper';
import { type Buyer, makeBuyer } from '../../test/buying-kit';
import { createTestContext, type TestContext } from '../../test/helper';
import { png, uploadPicture, viewPicture } from '../../test/picture-kit';

/*
 * /thumbs/*: thumbnails made on first request and kept beside the picture, only of pictures the mall
 * knows, at most a few per client address a minute, decoded in the server's bounded image queue, and
 * deleted with their picture.
 */

let ctx: TestContext;
let photo: Buffer;
const perMinute = 4;

/** A picture as the seed would store it (the seed is the only writer of seed/...). */
function stored(key: string, bytes: Buffer) {
  const file = path.join(ctx.filesDir, key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

const thumbsOf = (key: string) => {
  const found: string[] = [];
  for (const width of ['160', '320', '640']) {
    const dir = path.join(ctx.filesDir, 'thumbs', width, path.dirname(key));
    if (!existsSync(dir)) continue;
    const base = path.basename(key).replace(/\./g, '-');
    found.push(
      ...readdirSync(dir)
        .filter((f) => f.startsWith(`${base}.`))
        .map((f) => `${width}/${f}`),
    );
  }
  return found.sort();
};

/** From its own client address: each test counts its own thumbnails. */
const fetchFrom = (address: string, url: string) => ctx.app.inject({ url, remoteAddress: address });

beforeAll(async () => {
  ctx = await createTestContext({
    seed: 'none',
    // A standing clock: the per-minute limit counts in one window however long the thumbnails take (under
    // load the wall clock crossed a minute in the middle of the count, and the fifth came out made).
    now: testClock().now,
    env: { THUMBNAILS_PER_MINUTE: String(perMinute), IMAGE_WORKERS: '1', IMAGE_QUEUE: '0' },
  });
  // A 2000×1500 camera-like photo stored sideways: EXIF orientation 6 says "turn it a quarter right".
  photo = await sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  stored('seed/test/photo.jpg', photo);
});
afterAll(async () => {
  await ctx?.close();
});

describe('picture thumbnails', () => {
  it('serves a small upright WebP thumbnail without metadata, cached for a year', async () => {
    const res = await fetchFrom('10.1.0.1', '/thumbs/320/seed/test/photo.jpg.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(photo.length / 20);
    const meta = await sharp(res.rawPayload).metadata();
    // Turned upright (portrait), 320 wide, and the orientation tag is gone with the rest of the metadata.
    expect([meta.format, meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      'webp',
      320,
      427,
      undefined,
      undefined,
    ]);
    // The same thumbnail again comes from the storage, byte for byte.
    const again = await fetchFrom('10.1.0.1', '/thumbs/320/seed/test/photo.jpg.webp');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it("offers the picture's own family of format as the fallback, and no other", async () => {
    const res = await fetchFrom('10.1.0.2', '/thumbs/160/seed/test/photo.jpg.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
    // A JPEG has no PNG thumbnail: two thumbnails per width at most.
    expect((await fetchFrom('10.1.0.2', '/thumbs/160/seed/test/photo.jpg.png')).statusCode).toBe(404);
    expect(thumbsOf('seed/test/photo.jpg')).toEqual(['160/photo-jpg.jpg', '320/photo-jpg.webp']);
  });

  it('answers 404 for other widths, missing pictures, non-pictures, thumbnails of thumbnails and climbing paths', async () => {
    stored('seed/test/broken.png', Buffer.from('not a picture'));
    for (const url of [
      '/thumbs/300/seed/test/photo.jpg.webp',
      '/thumbs/320/seed/test/none.jpg.webp',
      '/thumbs/320/seed/test/photo.jpg.gif',
      '/thumbs/320/seed/test/broken.png.webp',
      '/thumbs/320/../seed/test/photo.jpg.webp',
      '/thumbs/320/.env.webp',
      // A thumbnail is no picture to make thumbnails of (the nesting had no end).
      '/thumbs/160/thumbs/320/seed/test/photo-jpg.webp.webp',
      '/thumbs/160/thumbs/160/thumbs/320/seed/test/photo-jpg.webp.webp.webp',
    ]) {
      expect((await fetchFrom('10.1.0.3', url)).statusCode, url).toBe(404);
    }
    expect(existsSync(path.join(ctx.filesDir, 'thumbs', '160', 'thumbs'))).toBe(false);
    // Thumbnails are served at /thumbs only, never as stored files.
    expect((await viewPicture(ctx.app, '/files/thumbs/320/seed/test/photo-jpg.webp')).statusCode).toBe(404);
  });

  it('makes none of a picture the mall did not store: the browser gets the picture itself', async () => {
    stored('elsewhere/banner.png', png(800, 200));
    const res = await fetchFrom('10.1.0.4', '/thumbs/320/elsewhere/banner.png.webp');
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBe('/files/elsewhere/banner.png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(existsSync(path.join(ctx.filesDir, 'thumbs', '320', 'elsewhere'))).toBe(false);
    expect((await viewPicture(ctx.app, '/files/elsewhere/banner.png')).statusCode).toBe(200);
  });

  it(`makes ${perMinute} thumbnails a minute per client address; made ones are served freely, other addresses go on`, async () => {
    for (let i = 0; i < perMinute + 1; i++) stored(`seed/count/p${i}.png`, png(400 + i, 300));
    const address = '10.1.0.5';
    for (let i = 0; i < perMinute; i++) {
      const res = await fetchFrom(address, `/thumbs/160/seed/count/p${i}.png.webp`);
      expect(res.statusCode, `thumbnail ${i}`).toBe(200);
    }
    const over = await fetchFrom(address, `/thumbs/160/seed/count/p${perMinute}.png.webp`);
    expect(over.statusCode).toBe(307);
    expect(over.headers.location).toBe(`/files/seed/count/p${perMinute}.png`);
    expect(thumbsOf(`seed/count/p${perMinute}.png`)).toEqual([]);
    // Made thumbnails cost nothing more.
    for (let i = 0; i < 3; i++)
      expect((await fetchFrom(address, '/thumbs/160/seed/count/p0.png.webp')).statusCode).toBe(200);
    expect((await fetchFrom('10.1.0.6', `/thumbs/160/seed/count/p${perMinute}.png.webp`)).statusCode).toBe(
      200,
    );
  });

  it('sends the browser to the picture while the image workers are busy, and makes the thumbnail once they are free', async () => {
    stored('seed/busy/p.png', png(500, 300));
    let release!: () => void;
    const held = ctx.app.services.imageWork.run(() => new Promise<void>((done) => (release = done)));
    const busy = await fetchFrom('10.1.0.7', '/thumbs/320/seed/busy/p.png.webp');
    expect(busy.statusCode).toBe(307);
    expect(busy.headers.location).toBe('/files/seed/busy/p.png');
    release();
    await held;
    expect((await fetchFrom('10.1.0.7', '/thumbs/320/seed/busy/p.png.webp')).statusCode).toBe(200);
  });
});

describe('thumbnails of gallery pictures', () => {
  let alice: Buyer;
  beforeAll(async () => {
    alice = await makeBuyer(ctx.app, ctx.database.db);
  });

  it('are deleted with their picture, every width and format', async () => {
    const picture = await uploadPicture(ctx.app, alice, 'big.png', png(900, 700));
    const key = picture.fileUrl.replace(/^\/files\//, '');
    for (const [width, format] of [
      [160, 'webp'],
      [320, 'webp'],
      [640, 'png'],
    ] as const) {
      const res = await viewPicture(ctx.app, `/thumbs/${width}/${key}.${format}`, alice);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
    }
    expect(thumbsOf(key)).toHaveLength(3);
    const removed = await api(ctx.app).call(
      galleryEndpoints.deleteFiles,
      { body: [picture.id] },
      { as: alice },
    );
    expect(removed.ext).toEqual({ deleted: 1 });
    expect(thumbsOf(key)).toEqual([]);
    expect((await viewPicture(ctx.app, `/thumbs/160/${key}.webp`, alice)).statusCode).toBe(404);
  });
});
