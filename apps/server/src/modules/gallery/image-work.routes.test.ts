import type { Locale } from '@mall/contracts';
import { ErrorCode, galleryEndpoints, profileEndpoints } from '@mall/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { type Buyer, makeBuyer } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { png } from '../../../test/picture-kit';

/*
 * Uploads that need decoding (a JPEG its camera stored turned) wait for the server's image workers; beyond
 * the waiting line they are refused at once with "busy, try again" (50302, HTTP 503, Retry-After), in the
 * caller's language, and nothing is stored. Here one worker and one place in line (IMAGE_WORKERS=1,
 * IMAGE_QUEUE=1), both held by the test.
 */

let ctx: TestContext;
let alice: Buyer;
let folderId: number;
let turned: Buffer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none', env: { IMAGE_WORKERS: '1', IMAGE_QUEUE: '1' } });
  alice = await makeBuyer(ctx.app, ctx.database.db);
  folderId = (await api(ctx.app).call(galleryEndpoints.addFolder, { body: { name: 'pics' } }, { as: alice }))
    .ext.id;
  turned = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#468' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
});
afterAll(async () => {
  await ctx?.close();
});

/** Keeps the worker and the line busy until the answer is called. */
function holdTheWorkers(): () => Promise<void> {
  // One gate for both: the job waiting in line starts only once the first is let go.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = [0, 1].map(() => ctx.app.services.imageWork.run(() => gate));
  return async () => {
    open();
    await Promise.all(held);
  };
}

const upload = (name: string, bytes: Buffer, lang: Locale = 'en_US') =>
  api(ctx.app).upload(
    galleryEndpoints.upload,
    { fields: { folderId }, files: [{ name, bytes }] },
    { as: alice, lang },
  );

describe('the image work queue', () => {
  it('answers busy, translated, to an upload that needs decoding while the workers and their line are full', async () => {
    const release = holdTheWorkers();
    const busy = await upload('turned.jpg', turned);
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy).toMatchObject({
      code: ErrorCode.IMAGE_BUSY,
      msg: 'The server is busy with other pictures, please try again in a moment',
    });
    expect((await upload('turned.jpg', turned, 'zh_CN')).msg).toBe('正在处理的图片较多，请稍后重试');
    const avatar = await api(ctx.app).upload(
      profileEndpoints.modifyImage,
      { files: [{ name: 'me.jpg', bytes: turned }] },
      { as: alice, lang: 'ru_RU' },
    );
    expect(avatar.code).toBe(ErrorCode.IMAGE_BUSY);
    expect(avatar.msg).toMatch(/Сервер занят/);
    // A picture that needs no decoding is not held up.
    expect((await upload('flat.png', png(3, 3))).code).toBe(ErrorCode.OK);
    // Nothing of the refused ones was kept.
    const files = await api(ctx.app).call(galleryEndpoints.files, { query: { folderId } }, { as: alice });
    expect(files.rows.map((f: { fileName: string }) => f.fileName)).toEqual(['flat.png']);

    await release();
    const later = await upload('turned.jpg', turned);
    expect(later.code, later.msg).toBe(ErrorCode.OK);
    expect([later.ext.width, later.ext.height]).toEqual([30, 40]);
  });
});
