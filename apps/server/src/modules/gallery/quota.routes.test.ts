import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@mall/contracts';
import { ErrorCode, galleryEndpoints } from '@mall/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { type Buyer, makeBuyer } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';

/*
 * The picture space per user (GALLERY_QUOTA_MB, 1 MB here): counted at upload under the user's lock, shown
 * by GET /authen/file/usage, refused with the space left in the caller's language.
 */

let ctx: TestContext;
const quota = 1024 * 1024;

/** A PNG of `bytes` or a little more that no compression shrinks (random pixels). */
async function incompressible(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const usage = async (who: Buyer) => (await api(ctx.app).call(galleryEndpoints.usage, {}, { as: who })).ext;
const upload = (who: Buyer, folderId: number, name: string, bytes: Buffer, lang: Locale = 'en_US') =>
  api(ctx.app).upload(
    galleryEndpoints.upload,
    { fields: { folderId }, files: [{ name: name, bytes: bytes }] },
    { as: who, lang: lang },
  );
const folderOf = async (who: Buyer) =>
  (await api(ctx.app).call(galleryEndpoints.addFolder, { body: { name: 'pics' } }, { as: who })).ext
    .id as number;
const storedFiles = (who: Buyer) => {
  const dir = path.join(ctx.filesDir, 'gallery', String(who.userId));
  return existsSync(dir) ? readdirSync(dir) : [];
};

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none', env: { GALLERY_QUOTA_MB: '1' } });
});
afterAll(async () => {
  await ctx?.close();
});

describe('picture space (GALLERY_QUOTA_MB)', () => {
  it('shows what is used of the quota, and refuses a picture that does not fit with the space left', async () => {
    const alice = await makeBuyer(ctx.app, ctx.database.db);
    expect(await usage(alice)).toEqual({ usedBytes: 0, keptBytes: 0, quotaBytes: quota });
    const folder = await folderOf(alice);
    const first = await upload(alice, folder, 'first.png', await incompressible(600 * 1024));
    expect(first.code, first.msg).toBe(ErrorCode.OK);
    expect(await usage(alice)).toEqual({ usedBytes: first.ext.size, keptBytes: 0, quotaBytes: quota });

    const second = await incompressible(600 * 1024);
    const refused = await upload(alice, folder, 'second.png', second);
    expect(refused.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(refused.msg).toBe(
      `Not enough picture space: this picture is 0.6 MB, 0.4 MB of 1 MB are left. Delete pictures you no longer need first`,
    );
    const zh = await upload(alice, folder, 'second.png', second, 'zh_CN');
    expect(zh.msg).toBe('图片空间不足：这张图片 0.6 MB，剩余 0.4 MB（共 1 MB）。请先删除不用的图片');
    expect((await upload(alice, folder, 'second.png', second, 'ru_RU')).msg).toContain('свободно 0.4 МБ');
    expect((await upload(alice, folder, 'second.png', second, 'es')).msg).toContain('quedan 0.4 MB');
    // Nothing of the refused picture was kept.
    expect(storedFiles(alice)).toHaveLength(1);
    expect((await usage(alice)).usedBytes).toBe(first.ext.size);

    // Deleting makes room again.
    await api(ctx.app).call(galleryEndpoints.deleteFiles, { body: [first.ext.id] }, { as: alice });
    expect((await usage(alice)).usedBytes).toBe(0);
    expect((await upload(alice, folder, 'second.png', second)).code).toBe(ErrorCode.OK);
  });

  it('lets only one of two uploads at once take the last space', async () => {
    const bob = await makeBuyer(ctx.app, ctx.database.db);
    const folder = await folderOf(bob);
    const [a, b] = await Promise.all([incompressible(600 * 1024), incompressible(600 * 1024)]);
    const results = await Promise.all([upload(bob, folder, 'a.png', a), upload(bob, folder, 'b.png', b)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 40000]);
    const kept = (await usage(bob)).usedBytes;
    expect(kept).toBeLessThanOrEqual(quota);
    expect(kept).toBe(results.find((r) => r.code === 0)!.ext.size);
    // The refused one's object was removed again.
    expect(storedFiles(bob)).toHaveLength(1);
  });

  it("counts each user's space apart", async () => {
    const carol = await makeBuyer(ctx.app, ctx.database.db);
    const dave = await makeBuyer(ctx.app, ctx.database.db);
    const big = await incompressible(900 * 1024);
    expect((await upload(carol, await folderOf(carol), 'big.png', big)).code).toBe(ErrorCode.OK);
    expect((await upload(dave, await folderOf(dave), 'big.png', big)).code).toBe(ErrorCode.OK);
    expect((await usage(carol)).usedBytes).toBe((await usage(dave)).usedBytes);
    expect((await api(ctx.app).call(galleryEndpoints.usage)).code).toBe(ErrorCode.TOKEN_INVALID);
  });
});
