import { crc32 } from 'node:zlib';
import type { Locale } from '@mall/contracts';
import { ErrorCode, galleryEndpoints, galleryLimits } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type UncheckedInput } from '../../../test/api';
import { type Buyer, makeBuyer } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { viewPicture } from '../../../test/picture-kit';
import { sysParams } from '../../db/schema/system';
import { Bitmap, encodePng } from '../../lib/png';

let ctx: TestContext;
let alice: Buyer;
let bob: Buyer;
/** The app's clock: the real time, unless a test holds it at one instant. */
let heldAt: Date | null = null;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none', now: () => heldAt ?? new Date() });
  alice = await makeBuyer(ctx.app, ctx.database.db);
  bob = await makeBuyer(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

// ---- Tiny real pictures -----------------------------------------------------------------------------

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A 4×3 PNG with a tEXt chunk (metadata) after IHDR. */
function pngWithText(): Buffer {
  const bitmap = new Bitmap(4, 3);
  bitmap.fillRect(0, 0, 4, 3, [200, 30, 30]);
  const png = encodePng(bitmap);
  const ihdrEnd = 8 + 25;
  const text = pngChunk('tEXt', Buffer.from('Author\0secret-author-name', 'latin1'));
  return Buffer.concat([png.subarray(0, ihdrEnd), text, png.subarray(ihdrEnd)]);
}

/** A PNG header claiming width × height pixels (the data is never decoded, so it can be tiny). */
function pngClaiming(width: number, height: number): Buffer {
  const png = encodePng(new Bitmap(1, 1));
  const ihdr = Buffer.from(png.subarray(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', ihdr), png.subarray(33)]);
}

const segment = (marker: number, data: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/**
 * A decodable 8×8 grey baseline JPEG: one quantisation table, one-code Huffman tables (DC category 0,
 * AC end-of-block), one block; plus an EXIF APP1 segment and a comment carrying "metadata".
 */
function jpegWithExif(): Buffer {
  const oneCode = (tableClass: number) => Buffer.from([tableClass, 1, ...new Array(15).fill(0), 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPS-secret-location', 'latin1')),
    segment(0xfe, Buffer.from('comment-secret', 'latin1')),
    segment(0xdb, Buffer.from([0, ...new Array(64).fill(1)])),
    segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    segment(0xc4, oneCode(0x00)),
    segment(0xc4, oneCode(0x10)),
    segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f, 0xff, 0xd9]),
  ]);
}

/** A 1×1 GIF with a comment extension. */
function gifWithComment(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0xff, 0xff, 0xff, 0, 0, 0]),
    Buffer.from([0x21, 0xfe, 14, ...Buffer.from('comment-secret', 'latin1'), 0]),
    Buffer.from([0x21, 0xf9, 4, 1, 0, 0, 0, 0]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]),
  ]);
}

// ---- Calls ------------------------------------------------------------------------------------------

const addFolder = (who: Buyer, name: string, pid = 0) =>
  api(ctx.app).call(galleryEndpoints.addFolder, { body: { name, pid } }, { as: who });
const upload = (
  who: Buyer,
  folderId: number | undefined,
  fileName: string,
  bytes: Buffer,
  lang: Locale = 'en_US',
) =>
  api(ctx.app).upload(
    galleryEndpoints.upload,
    { fields: folderId === undefined ? {} : { folderId }, files: [{ name: fileName, bytes: bytes }] },
    { as: who, lang: lang },
  );
const files = (who: Buyer, query: string) =>
  api(ctx.app).unchecked(galleryEndpoints.files, { rawQuery: query }, { as: who });
const download = (who: Buyer, id: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/authen/file/download?id=${id}`,
    headers: { 'x-access-token': who.token },
  });

describe('gallery', () => {
  it('says to set up a folder first when uploading without one, in the request language', async () => {
    const en = await upload(alice, undefined, 'a.png', pngWithText());
    expect(en.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(en.msg).toBe('Please set up a folder first');
    const zh = await upload(alice, undefined, 'a.png', pngWithText(), 'zh_CN');
    expect(zh.msg).toBe('请先设置文件夹');
  });

  it('adds, lists as a tree, renames and validates folders', async () => {
    const top = await addFolder(alice, '  商品图  ');
    expect(top.code).toBe(ErrorCode.OK);
    expect(top.ext).toMatchObject({ name: '商品图', pid: 0, parentName: '', children: [] });
    const child = await addFolder(alice, '详情', top.ext.id);
    expect(child.ext).toMatchObject({ pid: top.ext.id, parentName: '商品图' });

    const tree = await api(ctx.app).call(galleryEndpoints.folders, {}, { as: alice });
    const node = tree.ext.find((f) => f.id === top.ext.id)!;
    expect(node.children.map((c: { name: string }) => c.name)).toEqual(['详情']);

    const renamed = await api(ctx.app).call(
      galleryEndpoints.renameFolder,
      {
        body: {
          id: child.ext.id,
          name: '详情图',
        },
      },
      { as: alice },
    );
    expect(renamed.ext).toMatchObject({ name: '详情图', parentName: '商品图' });

    expect((await addFolder(alice, '   ')).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await addFolder(alice, 'x'.repeat(31))).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await addFolder(alice, 'x'.repeat(30))).code).toBe(ErrorCode.OK);
    expect((await addFolder(alice, 'orphan', 999_999)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('stores PNG, JPEG and GIF without their metadata, under server-made names, served as images', async () => {
    const folder = await addFolder(alice, 'uploads');
    const cases = [
      { name: 'red.png', bytes: pngWithText(), type: 'image/png', secret: 'secret-author-name', w: 4, h: 3 },
      {
        name: 'grey.jpg',
        bytes: jpegWithExif(),
        type: 'image/jpeg',
        secret: 'GPS-secret-location',
        w: 8,
        h: 8,
      },
      { name: 'dot.gif', bytes: gifWithComment(), type: 'image/gif', secret: 'comment-secret', w: 1, h: 1 },
    ];
    for (const c of cases) {
      expect(c.bytes.includes(Buffer.from(c.secret))).toBe(true);
      const res = await upload(alice, folder.ext.id, c.name, c.bytes);
      expect(res.code, res.msg).toBe(ErrorCode.OK);
      expect(res.ext).toMatchObject({ fileName: c.name, contentType: c.type, width: c.w, height: c.h });
      expect(res.ext.fileUrl).toMatch(/^\/files\/gallery\/\d+\/[0-9a-f-]{36}\.(png|jpg|gif)$/);
      expect(res.ext.fileUrl).not.toContain(c.name);

      // Served to its owner's browser (the session cookie), privately; to nobody else.
      const served = await viewPicture(ctx.app, res.ext.fileUrl, alice);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, max-age=86400');
      expect((await viewPicture(ctx.app, res.ext.fileUrl, bob)).statusCode).toBe(404);
      expect((await viewPicture(ctx.app, res.ext.fileUrl)).statusCode).toBe(404);
      expect(served.headers['content-type']).toBe(c.type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes(Buffer.from(c.secret))).toBe(false);
      expect(served.rawPayload.length).toBe(res.ext.size);

      const blob = await download(alice, res.ext.id);
      expect(blob.statusCode).toBe(200);
      expect(blob.headers['content-type']).toBe(c.type);
      expect(blob.headers['x-content-type-options']).toBe('nosniff');
      expect(blob.headers['content-disposition']).toContain(encodeURIComponent(c.name));
      expect(blob.rawPayload.equals(served.rawPayload)).toBe(true);
    }
    // The PNG is still a whole PNG: signature, IHDR first, IEND last, no tEXt.
    const png = await files(alice, `folderId=${folder.ext.id}&fileName=red`);
    const bytes = (await download(alice, png.rows[0].id)).rawPayload;
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
    expect(bytes.includes(Buffer.from('tEXt'))).toBe(false);
  });

  it('refuses by content: a renamed text file, SVG, an oversized file and too many pixels', async () => {
    const folder = await addFolder(alice, 'refused');
    const text = await upload(
      alice,
      folder.ext.id,
      'notes.png',
      Buffer.from('just some text, not a picture'),
    );
    expect(text.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(text.msg).toBe('Only these picture types are allowed: .gif,.jpg,.jpeg,.png');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(alice, folder.ext.id, 'logo.svg', svg)).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await upload(alice, folder.ext.id, 'logo.png', svg)).code).toBe(ErrorCode.VALIDATION_FAILED);

    const bomb = await upload(alice, folder.ext.id, 'bomb.png', pngClaiming(50_000, 50_000));
    expect(bomb.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bomb.msg).toBe('The picture has too many pixels (at most 40000000)');
    const broken = await upload(alice, folder.ext.id, 'cut.png', pngWithText().subarray(0, 40));
    expect(broken.msg).toBe('The picture file is damaged');

    // FILE_IMAGE_MAX_SIZE (MB) and FILE_IMAGE_TYPE come from the system parameters.
    const db = ctx.database.db;
    await db.update(sysParams).set({ value: '0.001' }).where(eq(sysParams.code, 'FILE_IMAGE_MAX_SIZE'));
    const big = Buffer.concat([pngWithText(), Buffer.alloc(2000)]);
    const tooLarge = await upload(alice, folder.ext.id, 'big.png', big);
    expect(tooLarge.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(tooLarge.msg).toBe('The picture must not be larger than 0.001 MB');
    await db.update(sysParams).set({ value: '10' }).where(eq(sysParams.code, 'FILE_IMAGE_MAX_SIZE'));
    await db.update(sysParams).set({ value: '.png' }).where(eq(sysParams.code, 'FILE_IMAGE_TYPE'));
    expect((await upload(alice, folder.ext.id, 'dot.gif', gifWithComment())).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    await db
      .update(sysParams)
      .set({ value: '.gif,.jpg,.jpeg,.png' })
      .where(eq(sysParams.code, 'FILE_IMAGE_TYPE'));

    expect((await files(alice, `folderId=${folder.ext.id}`)).total).toBe(0);
  });

  it('takes exactly one file of at most the ceiling as multipart/form-data, signed in', async () => {
    const folder = await addFolder(alice, 'transport');
    const folderId = folder.ext.id;
    const refused = async (input: UncheckedInput, msg: string, who: Buyer | null = alice) => {
      const res = await api(ctx.app).unchecked(galleryEndpoints.upload, input, { as: who });
      expect({ code: res.code, msg: res.msg }).toEqual({ code: ErrorCode.VALIDATION_FAILED, msg });
    };
    // Past the ceiling the upload stops reading, whatever FILE_IMAGE_MAX_SIZE says.
    const huge = Buffer.concat([pngWithText(), Buffer.alloc(galleryLimits.ceilingMb * 1024 * 1024)]);
    await refused(
      { form: { fields: { folderId }, files: [{ name: 'huge.png', bytes: huge }] } },
      `The file must not be larger than ${galleryLimits.ceilingMb} MB`,
    );
    await refused({ form: { fields: { folderId } } }, 'Please choose a file to upload');
    await refused(
      {
        form: {
          fields: { folderId },
          files: [
            { name: 'a.png', bytes: pngWithText() },
            { name: 'b.png', bytes: pngWithText() },
          ],
        },
      },
      'Upload one file at a time',
    );
    await refused(
      { form: { fields: { folderId: 'x'.repeat(5000) }, files: [{ name: 'a.png', bytes: pngWithText() }] } },
      'A form field is too long',
    );
    await refused(
      { form: { fields: { folderId, colour: 'red' }, files: [{ name: 'a.png', bytes: pngWithText() }] } },
      'body: Unknown fields: colour',
    );
    await refused(
      { body: { folderId, fileName: 'a.png', base64: pngWithText().toString('base64') } },
      'Send the file as a multipart/form-data form',
    );
    expect((await files(alice, `folderId=${folderId}`)).total).toBe(0);
    const anonymous = await api(ctx.app).upload(galleryEndpoints.upload, {
      fields: { folderId },
      files: [{ name: 'a.png', bytes: pngWithText() }],
    });
    expect(anonymous.code).toBe(ErrorCode.TOKEN_INVALID);
    // The browser's file name is what the gallery shows, cut to its column.
    const long = `${'长'.repeat(150)}.png`;
    const named = await upload(alice, folderId, long, pngWithText());
    expect(named.ext.fileName).toBe('长'.repeat(galleryLimits.fileNameMax));
  });

  it('searches by file name, sorts and pages', async () => {
    const folder = await addFolder(alice, 'paging');
    for (const name of ['b-apple.png', 'a-apple.png', 'c-pear.png'])
      await upload(alice, folder.ext.id, name, pngWithText());
    const byName = await files(
      alice,
      `folderId=${folder.ext.id}&sort=fileName&sortRules=asc&limit=2&offset=1`,
    );
    expect(byName.total).toBe(3);
    expect(byName.rows.map((r: { fileName: string }) => r.fileName)).toEqual(['a-apple.png', 'b-apple.png']);
    const page2 = await files(
      alice,
      `folderId=${folder.ext.id}&sort=fileName&sortRules=asc&limit=2&offset=2`,
    );
    expect(page2.rows.map((r: { fileName: string }) => r.fileName)).toEqual(['c-pear.png']);
    const newest = await files(alice, `folderId=${folder.ext.id}`);
    expect(newest.rows[0].fileName).toBe('c-pear.png');
    const apples = await files(alice, `folderId=${folder.ext.id}&fileName=APPLE`);
    expect(apples.total).toBe(2);
    const wildcard = await files(alice, `folderId=${folder.ext.id}&fileName=%25`);
    expect(wildcard.total).toBe(0);
    expect((await files(alice, 'sort=evil')).code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('deletes files, and a folder with its sub-folders and their files', async () => {
    const top = await addFolder(alice, 'to delete');
    const sub = await addFolder(alice, 'sub', top.ext.id);
    const a = await upload(alice, top.ext.id, 'a.png', pngWithText());
    const b = await upload(alice, sub.ext.id, 'b.png', pngWithText());
    const c = await upload(alice, sub.ext.id, 'c.png', pngWithText());

    const one = await api(ctx.app).call(galleryEndpoints.deleteFiles, { body: [c.ext.id] }, { as: alice });
    expect(one.ext).toEqual({ deleted: 1 });
    expect((await ctx.app.inject({ method: 'GET', url: c.ext.fileUrl })).statusCode).toBe(404);

    const gone = await api(ctx.app).call(
      galleryEndpoints.deleteFolder,
      { body: { id: top.ext.id } },
      { as: alice },
    );
    expect(gone.ext).toEqual({ folders: 2, files: 2 });
    for (const f of [a, b]) {
      expect((await ctx.app.inject({ method: 'GET', url: f.ext.fileUrl })).statusCode).toBe(404);
      expect((await download(alice, f.ext.id)).statusCode).not.toBe(200);
    }
    const tree = await api(ctx.app).call(galleryEndpoints.folders, {}, { as: alice });
    expect(JSON.stringify(tree.ext)).not.toContain('to delete');
    expect((await files(alice, `folderId=${sub.ext.id}`)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it("keeps each user's folders and files to themselves", async () => {
    const folder = await addFolder(alice, 'private');
    const file = await upload(alice, folder.ext.id, 'mine.png', pngWithText());
    const missingFolder = 2_000_000_000;

    const bobTree = await api(ctx.app).call(galleryEndpoints.folders, {}, { as: bob });
    expect(bobTree.ext).toEqual([]);
    expect((await files(bob, '')).total).toBe(0);

    // Every attempt on Alice's objects answers exactly like an id that does not exist.
    const same = async (call: (id: number) => Promise<{ code: number; msg: string }>) => {
      const foreign = await call(folder.ext.id);
      const missing = await call(missingFolder);
      expect(foreign.code).toBe(ErrorCode.NOT_FOUND);
      expect({ code: foreign.code, msg: foreign.msg }).toEqual({ code: missing.code, msg: missing.msg });
    };
    await same((id) => files(bob, `folderId=${id}`));
    await same((id) =>
      api(ctx.app).call(galleryEndpoints.renameFolder, { body: { id, name: 'x' } }, { as: bob }),
    );
    await same((id) => api(ctx.app).call(galleryEndpoints.deleteFolder, { body: { id } }, { as: bob }));
    await same((id) => addFolder(bob, 'inside', id));
    await same((id) => upload(bob, id, 'x.png', pngWithText()));

    const blob = await download(bob, file.ext.id);
    expect(blob.headers['content-type']).toContain('application/json'); // the envelope, not the picture
    expect(blob.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await download(bob, missingFolder)).json()).toEqual(blob.json());
    expect(
      (await api(ctx.app).call(galleryEndpoints.deleteFiles, { body: [file.ext.id] }, { as: bob })).ext,
    ).toEqual({
      deleted: 0,
    });

    // Alice still has everything.
    expect((await files(alice, `folderId=${folder.ext.id}`)).total).toBe(1);
    expect((await download(alice, file.ext.id)).statusCode).toBe(200);
    // Without a session: the sign-in code.
    expect((await api(ctx.app).call(galleryEndpoints.folders)).code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('serves a picture to its owner only, however its address is spelled', async () => {
    const folder = await addFolder(alice, 'spelled');
    const file = await upload(alice, folder.ext.id, 'mine.png', pngWithText());
    const rest = (file.ext.fileUrl as string).slice('/files/gallery/'.length);
    expect((await viewPicture(ctx.app, file.ext.fileUrl, alice)).statusCode).toBe(200);
    for (const url of [
      file.ext.fileUrl,
      `/files/%67allery/${rest}`,
      `/files/%2567allery/${rest}`,
      `/files/gallery%2F${rest}`,
      `/files//gallery/${rest}`,
      `/files/./gallery/${rest}`,
      `/files/seed/../gallery/${rest}`,
      `/files/GALLERY/${rest}`,
      `/files/gallery/${rest}?download=1`,
    ]) {
      for (const who of [bob, null]) {
        const res = await viewPicture(ctx.app, url, who);
        expect(res.statusCode, url).not.toBe(200);
        expect(res.rawPayload.subarray(0, 4).toString('latin1'), url).not.toBe('\x89PNG');
      }
    }
    // The owner's session in the header (an API client) works like the cookie of a browser.
    const byHeader = await ctx.app.inject({
      url: file.ext.fileUrl,
      headers: { 'x-access-token': alice.token },
    });
    expect(byHeader.statusCode).toBe(200);
  });

  it('limits uploads per user per minute', async () => {
    const carol = await makeBuyer(ctx.app, ctx.database.db);
    const folder = await addFolder(carol, 'many');
    const codes: number[] = [];
    // All 31 in one minute of the limiter's fixed windows, however long a busy machine takes for them (a run
    // that crossed into the next minute got its 31st upload through).
    heldAt = new Date();
    try {
      for (let i = 0; i < 31; i++)
        codes.push((await upload(carol, folder.ext.id, `p${i}.png`, pngWithText())).code);
      expect(codes.slice(0, 30).every((c) => c === 0)).toBe(true);
      expect(codes[30]).toBe(ErrorCode.RATE_LIMITED);
      // Another user is not affected.
      const other = await upload(
        alice,
        (await addFolder(alice, 'still fine')).ext.id,
        'ok.png',
        pngWithText(),
      );
      expect(other.code).toBe(ErrorCode.OK);
    } finally {
      heldAt = null;
    }
  });
});
