import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';

let ctx: TestContext;
let photo: Buffer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
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
  mkdirSync(path.join(ctx.filesDir, 'gallery', '5'), { recursive: true });
  writeFileSync(path.join(ctx.filesDir, 'gallery', '5', 'photo.jpg'), photo);
});
afterAll(async () => {
  await ctx?.close();
});

describe('picture thumbnails', () => {
  it('serves a small upright WebP thumbnail without metadata, cached for a year', async () => {
    const res = await ctx.app.inject({ url: '/thumbs/320/gallery/5/photo.jpg.webp' });
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
    const again = await ctx.app.inject({ url: '/thumbs/320/gallery/5/photo.jpg.webp' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('offers the original format as the fallback', async () => {
    const res = await ctx.app.inject({ url: '/thumbs/160/gallery/5/photo.jpg.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(160);
  });

  it('answers 404 for other widths, missing pictures, non-pictures and paths that climb out', async () => {
    writeFileSync(path.join(ctx.filesDir, 'gallery', '5', 'broken.png'), 'not a picture');
    for (const url of [
      '/thumbs/300/gallery/5/photo.jpg.webp',
      '/thumbs/320/gallery/5/none.jpg.webp',
      '/thumbs/320/gallery/5/photo.jpg.gif',
      '/thumbs/320/gallery/5/broken.png.webp',
      '/thumbs/320/../gallery/5/photo.jpg.webp',
      '/thumbs/320/.env.webp',
    ]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
