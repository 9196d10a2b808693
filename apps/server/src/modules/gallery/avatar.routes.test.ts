import { existsSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { Locale } from '@mall/contracts';
import {
  accountEndpoints,
  avatarLimits,
  ErrorCode,
  galleryEndpoints,
  profileEndpoints,
} from '@mall/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type UncheckedInput } from '../../../test/api';
import { testClock } from '../../../test/auth-helper';
import { type Buyer, makeBuyer } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { viewPicture } from '../../../test/picture-kit';
import { Bitmap, encodePng } from '../../lib/png';
import { avatarsPerMinute } from './avatar.service';

/*
 * Avatars (modifypersonalimage uploads, setavatar from the gallery) go through the same storage as gallery
 * pictures, lose their metadata, replace (and delete) the previous one, and are limited per user.
 */

const secret = 'GPS 31.2304 N 121.4737 E, Shanghai';

/** A PNG carrying a text chunk (where cameras and editors put metadata). */
function pngWithText(): Buffer {
  const bitmap = new Bitmap(3, 3);
  bitmap.fillRect(0, 0, 3, 3, [200, 40, 40]);
  const png = encodePng(bitmap);
  const data = Buffer.from(`Comment\0${secret}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  // Right after IHDR (8 signature + 25 IHDR bytes).
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

const avatar = profileEndpoints.modifyImage;
const upload = (who: Buyer, bytes = pngWithText()) =>
  api(ctx.app).upload(avatar, { files: [{ name: 'me.png', bytes }] }, { as: who });

let ctx: TestContext;

describe('avatars on the local disk', () => {
  let alice: Buyer;
  let bob: Buyer;
  beforeAll(async () => {
    // A clock that stands still: the per-minute limit counts in calendar minutes, and a run slow enough to
    // cross one between the uploads of a test found its limit reset (it failed so once under load).
    ctx = await createTestContext({ seed: 'none', now: testClock().now });
    alice = await makeBuyer(ctx.app, ctx.database.db);
    bob = await makeBuyer(ctx.app, ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const avatarFiles = (who: Buyer) => {
    const dir = path.join(ctx.filesDir, 'avatars', String(who.userId));
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('stores an uploaded avatar without its metadata, under the user’s own folder, served at its address', async () => {
    const res = await upload(alice);
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext).toMatch(new RegExp(`^/files/avatars/${alice.userId}/[0-9a-f-]{36}\\.png$`));
    const served = await ctx.app.inject({ method: 'GET', url: res.ext });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes(Buffer.from(secret, 'latin1'))).toBe(false);
    expect(served.rawPayload.subarray(0, 8)).toEqual(pngWithText().subarray(0, 8));
    const info = await api(ctx.app).call(accountEndpoints.userInfo, {}, { as: alice });
    expect(info.ext.image).toBe(res.ext);
  });

  it('deletes the avatar a new one replaces, whether uploaded or chosen from the gallery', async () => {
    const first = (await upload(alice)).ext as string;
    expect(avatarFiles(alice)).toEqual([path.basename(first)]);
    const second = (await upload(alice)).ext as string;
    expect(avatarFiles(alice)).toEqual([path.basename(second)]);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    const folder = await api(ctx.app).call(
      galleryEndpoints.addFolder,
      { body: { name: 'me' } },
      { as: alice },
    );
    const picture = await api(ctx.app).upload(
      galleryEndpoints.upload,
      { fields: { folderId: folder.ext.id }, files: [{ name: 'gallery.png', bytes: pngWithText() }] },
      { as: alice },
    );
    const chosen = await api(ctx.app).call(
      galleryEndpoints.setAvatar,
      {
        body: {
          fileUrl: picture.ext.fileUrl,
        },
      },
      { as: alice },
    );
    expect(chosen.code, chosen.msg).toBe(ErrorCode.OK);
    // The avatar is the gallery picture itself; the uploaded one it replaced is gone.
    expect(chosen.ext).toBe(picture.ext.fileUrl);
    expect(avatarFiles(alice)).toEqual([]);
    expect((await viewPicture(ctx.app, picture.ext.fileUrl)).statusCode).toBe(200);
  });

  it('refuses, in the caller’s language and before storing anything, what is not one picture of at most 2 MB', async () => {
    const carol = await makeBuyer(ctx.app, ctx.database.db);
    const refuse = async (input: UncheckedInput, msg: RegExp, lang: Locale = 'en_US') => {
      const res = await api(ctx.app).unchecked(avatar, input, { as: carol, lang });
      expect(res.code, res.msg).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.msg).toMatch(msg);
    };
    // One byte over the limit: the upload stops reading there.
    const big = Buffer.concat([pngWithText(), Buffer.alloc(avatarLimits.maxBytes)]);
    await refuse(
      { form: { fields: {}, files: [{ name: 'big.png', bytes: big }] } },
      /not be larger than 2 MB/,
    );
    await refuse(
      { form: { fields: {}, files: [{ name: 'big.png', bytes: big }] } },
      /не более 2 МБ/,
      'ru_RU',
    );
    // The type is read from the bytes: a script named .png is no picture.
    await refuse(
      { form: { fields: {}, files: [{ name: 'me.png', bytes: Buffer.from('<script>alert(1)</script>') }] } },
      /PNG, JPEG or GIF/,
    );
    await refuse({ form: { fields: { note: 'no file' } } }, /choose a file/i);
    await refuse(
      { form: { fields: {}, files: [{ name: 'empty.png', bytes: Buffer.alloc(0) }] } },
      /choose a file/i,
    );
    await refuse(
      {
        form: {
          fields: {},
          files: [
            { name: 'a.png', bytes: pngWithText() },
            { name: 'b.png', bytes: pngWithText() },
          ],
        },
      },
      /one file at a time/,
    );
    await refuse(
      { form: { fields: {}, files: [{ name: 'a.png', bytes: pngWithText(), field: 'picture' }] } },
      /choose a file/i,
    );
    // The JSON of the former API is not an upload.
    await refuse(
      { body: { fileName: 'me.png', base64: pngWithText().toString('base64') } },
      /multipart\/form-data/,
    );
    expect(avatarFiles(carol)).toEqual([]);
    const info = await api(ctx.app).call(accountEndpoints.userInfo, {}, { as: carol });
    expect(info.ext.image).toBeFalsy();
  });

  it('needs a signed-in caller', async () => {
    const res = await api(ctx.app).upload(avatar, { files: [{ name: 'me.png', bytes: pngWithText() }] });
    expect(res.code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('counts a change before the picture is read: beyond the limit even a broken picture is refused as too many', async () => {
    const dave = await makeBuyer(ctx.app, ctx.database.db);
    // A JPEG header saying "turned" over scan data that cannot be decoded: standing it upright fails.
    const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
    const turned = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888', noise } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const broken = Buffer.concat([turned.subarray(0, turned.length - 600), Buffer.from([0xff, 0xd9])]);
    // Refused as broken within the limit (the header reads fine; decoding fails).
    expect((await upload(dave, broken)).code).toBe(ErrorCode.VALIDATION_FAILED);
    for (let i = 1; i < avatarsPerMinute; i++) expect((await upload(dave)).code).toBe(ErrorCode.OK);
    const refused = await upload(dave, broken);
    expect(refused.code, refused.msg).toBe(ErrorCode.RATE_LIMITED);
  });

  it(`allows ${avatarsPerMinute} avatar changes a minute per user; another user is not held back`, async () => {
    const fresh = await makeBuyer(ctx.app, ctx.database.db);
    const codes: number[] = [];
    for (let i = 0; i < avatarsPerMinute + 2; i++) codes.push((await upload(fresh)).code);
    expect(codes.filter((c) => c === 0)).toHaveLength(avatarsPerMinute);
    expect(codes.slice(avatarsPerMinute)).toEqual([42900, 42900]);
    // setavatar counts against the same limit.
    expect(
      (
        await api(ctx.app).call(
          galleryEndpoints.setAvatar,
          { body: { fileUrl: '/files/gallery/x.png' } },
          { as: fresh },
        )
      ).code,
    ).toBe(ErrorCode.RATE_LIMITED);
    expect((await upload(bob)).code).toBe(ErrorCode.OK);
    // Refused changes stored nothing: one file, the current avatar.
    expect(avatarFiles(fresh)).toHaveLength(1);
  });
});

describe('avatars with S3 storage configured', () => {
  let server: Server;
  const requests: { method: string; path: string }[] = [];
  const objects = new Map<string, Buffer>();
  let buyer: Buyer;

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  beforeAll(async () => {
    // A bucket stand-in that keeps objects in memory (signatures are checked in s3-storage.test.ts).
    server = createServer(async (req, res) => {
      const body = await readBody(req);
      const key = new URL(req.url ?? '/', 'http://x').pathname;
      requests.push({ method: req.method ?? '', path: key });
      if (req.method === 'PUT') objects.set(key, body);
      if (req.method === 'DELETE') objects.delete(key);
      const found = objects.get(key);
      if (req.method === 'GET' && !found) res.writeHead(404).end();
      else res.writeHead(200).end(req.method === 'GET' ? found : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ctx = await createTestContext({
      seed: 'none',
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        S3_BUCKET: 'mall',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test',
      },
    });
    buyer = await makeBuyer(ctx.app, ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('puts the avatar in the bucket, never on the local disk, and deletes the one it replaces', async () => {
    const first = (await upload(buyer)).ext as string;
    const firstKey = `/mall/avatars/${buyer.userId}/${path.basename(first)}`;
    expect(requests).toContainEqual({ method: 'PUT', path: firstKey });
    expect(objects.get(firstKey)?.includes(Buffer.from(secret, 'latin1'))).toBe(false);
    expect(existsSync(path.join(ctx.filesDir, 'avatars'))).toBe(false);

    const second = (await upload(buyer)).ext as string;
    expect(requests).toContainEqual({ method: 'DELETE', path: firstKey });
    expect([...objects.keys()]).toEqual([`/mall/avatars/${buyer.userId}/${path.basename(second)}`]);
  });
});
