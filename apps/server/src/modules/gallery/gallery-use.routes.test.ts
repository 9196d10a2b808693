import {
  accountEndpoints,
  chatEndpoints,
  ErrorCode,
  galleryEndpoints,
  profileEndpoints,
} from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { type Buyer, makeBuyer } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { png, type UploadedPicture, uploadPicture, viewPicture } from '../../../test/picture-kit';
import { shops } from '../../db/schema/catalog';

/*
 * Using gallery pictures elsewhere: as the avatar (setavatar) and as a chat picture (sendType 2). Only the
 * caller's own gallery picture is accepted, and the use points at it (no copy): it is kept while the use
 * lasts, even when deleted from the gallery, and counted once in its owner's picture space. Who sees it
 * follows the use: everyone for an avatar, both sides of the conversation for a chat picture.
 */

let ctx: TestContext;
let alice: Buyer;
let bob: Buyer;
let carol: Buyer;
let alicePicture: UploadedPicture;
let bobPicture: UploadedPicture;

const usage = async (who: Buyer) => (await api(ctx.app).call(galleryEndpoints.usage, {}, { as: who })).ext;
const galleryUrls = async (who: Buyer) =>
  (await api(ctx.app).call(galleryEndpoints.files, { query: { limit: '100' } }, { as: who })).rows.map(
    (f: { fileUrl: string }) => f.fileUrl,
  );
const thumbnail = (url: string) => `/thumbs/160/${url.replace(/^\/files\//, '')}.webp`;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
  alice = await makeBuyer(ctx.app, ctx.database.db);
  bob = await makeBuyer(ctx.app, ctx.database.db);
  carol = await makeBuyer(ctx.app, ctx.database.db);
  // Bob owns a shop: a chat is started with a shop (or the platform), not with any customer.
  await ctx.database.db.insert(shops).values({ custId: bob.custId, shopName: 'Bob 的店' });
  alicePicture = await uploadPicture(ctx.app, alice, 'alice.png', png(5, 4));
  bobPicture = await uploadPicture(ctx.app, bob, 'bob.png', png(3, 3));
});
afterAll(async () => {
  await ctx?.close();
});

describe('avatar from the gallery (setavatar)', () => {
  it('makes the picture itself the avatar, seen by everyone, kept when deleted from the gallery until replaced', async () => {
    const picture = await uploadPicture(ctx.app, alice, 'me.png', png(6, 6, [200, 30, 30]));
    const before = await usage(alice);
    const res = await api(ctx.app).call(
      galleryEndpoints.setAvatar,
      { body: { fileUrl: picture.fileUrl } },
      { as: alice },
    );
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext).toBe(picture.fileUrl);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { as: alice })).ext.image).toBe(
      picture.fileUrl,
    );
    // No copy: the space used is the same.
    expect((await usage(alice)).usedBytes).toBe(before.usedBytes);
    // An avatar is shown to everyone (chat contacts, the header), its thumbnails too.
    const seen = await viewPicture(ctx.app, picture.fileUrl);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('public, max-age=86400');
    const thumb = await viewPicture(ctx.app, thumbnail(picture.fileUrl));
    expect(thumb.statusCode).toBe(200);
    // Public only while it is the avatar: no cache keeps it for a year.
    expect(thumb.headers['cache-control']).toBe('public, max-age=86400');

    // Deleted from the gallery, it stays the avatar and still takes its space.
    const removed = await api(ctx.app).call(
      galleryEndpoints.deleteFiles,
      { body: [picture.id] },
      { as: alice },
    );
    expect(removed.ext).toEqual({ deleted: 1 });
    expect(await galleryUrls(alice)).not.toContain(picture.fileUrl);
    expect((await viewPicture(ctx.app, picture.fileUrl)).statusCode).toBe(200);
    expect(await usage(alice)).toMatchObject({ usedBytes: before.usedBytes, keptBytes: picture.size });
    // It cannot be used again: it is no longer in the gallery.
    expect(
      (
        await api(ctx.app).call(
          galleryEndpoints.setAvatar,
          { body: { fileUrl: picture.fileUrl } },
          { as: alice },
        )
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);

    // A new avatar replaces it: the deleted picture goes, with its thumbnails and its space.
    const uploaded = await api(ctx.app).upload(
      profileEndpoints.modifyImage,
      { files: [{ name: 'new.png', bytes: png(2, 2) }] },
      { as: alice },
    );
    expect(uploaded.code, uploaded.msg).toBe(ErrorCode.OK);
    expect((await viewPicture(ctx.app, picture.fileUrl, alice)).statusCode).toBe(404);
    expect((await viewPicture(ctx.app, thumbnail(picture.fileUrl), alice)).statusCode).toBe(404);
    expect(await usage(alice)).toMatchObject({ usedBytes: before.usedBytes - picture.size, keptBytes: 0 });
  });

  it('lets a gallery picture that stops being the avatar be private again', async () => {
    const picture = await uploadPicture(ctx.app, bob, 'bob-me.png', png(4, 4));
    await api(ctx.app).call(galleryEndpoints.setAvatar, { body: { fileUrl: picture.fileUrl } }, { as: bob });
    expect((await viewPicture(ctx.app, picture.fileUrl)).statusCode).toBe(200);
    await api(ctx.app).call(
      galleryEndpoints.setAvatar,
      { body: { fileUrl: bobPicture.fileUrl } },
      { as: bob },
    );
    expect((await viewPicture(ctx.app, picture.fileUrl)).statusCode).toBe(404);
    expect((await viewPicture(ctx.app, picture.fileUrl, bob)).statusCode).toBe(200);
    expect(await galleryUrls(bob)).toContain(picture.fileUrl);
  });

  it("refuses another user's picture, a made-up address and an empty one, leaving the avatar alone", async () => {
    const before = (await api(ctx.app).call(accountEndpoints.userInfo, {}, { as: bob })).ext.image;
    const other = await api(ctx.app).call(
      galleryEndpoints.setAvatar,
      {
        body: {
          fileUrl: alicePicture.fileUrl,
        },
      },
      { as: bob },
    );
    expect(other.code).toBe(ErrorCode.NOT_FOUND);
    expect(other.msg).toBe('The file does not exist');
    const outside = await api(ctx.app).call(
      galleryEndpoints.setAvatar,
      {
        body: {
          fileUrl: `/files/gallery/${bob.userId}/../${alice.userId}/x.png`,
        },
      },
      { as: bob },
    );
    expect(outside.code).toBe(ErrorCode.NOT_FOUND);
    const foreign = await api(ctx.app).call(
      galleryEndpoints.setAvatar,
      {
        body: {
          fileUrl: 'https://evil.example.com/a.png',
        },
      },
      { as: bob },
    );
    expect(foreign.code).toBe(ErrorCode.NOT_FOUND);
    const empty = await api(ctx.app).call(
      galleryEndpoints.setAvatar,
      { body: { fileUrl: '  ' } },
      { as: bob },
    );
    expect(empty.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await api(ctx.app).call(accountEndpoints.userInfo, {}, { as: bob })).ext.image).toBe(before);
    // Alice's picture did not become public by being tried.
    expect((await viewPicture(ctx.app, alicePicture.fileUrl)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const res = await api(ctx.app).call(galleryEndpoints.setAvatar, {
      body: { fileUrl: alicePicture.fileUrl },
    });
    expect(res.code).toBe(ErrorCode.TOKEN_INVALID);
  });
});

describe('chat pictures (sendType 2)', () => {
  const send = (who: Buyer, messageId: number, messageObj: string) =>
    api(ctx.app).call(
      chatEndpoints.sendMessage,
      { body: { messageId, sendType: 2, messageObj } },
      { as: who },
    );
  const open = async (who: Buyer) => {
    const opened = await api(ctx.app).call(
      chatEndpoints.addMessage,
      {
        body: {
          receiveCustId: bob.custId,
        },
      },
      { as: who },
    );
    expect(opened.code, opened.msg).toBe(ErrorCode.OK);
    return opened.ext.messageId as number;
  };

  it("points at the sender's own picture, which both sides read and nobody else; refuses another user's", async () => {
    const messageId = await open(alice);
    const before = await usage(alice);
    const sent = await send(alice, messageId, JSON.stringify({ fileUrl: alicePicture.fileUrl }));
    expect(sent.code, sent.msg).toBe(ErrorCode.OK);
    expect(sent.ext.sendType).toBe(2);
    expect(JSON.parse(sent.ext.messageObj)).toEqual({ fileUrl: alicePicture.fileUrl, width: 5, height: 4 });
    expect((await usage(alice)).usedBytes).toBe(before.usedBytes);

    // Both sides of the conversation see it, privately; a third user and a visitor do not.
    const seen = await viewPicture(ctx.app, alicePicture.fileUrl, bob);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, max-age=86400');
    expect((await viewPicture(ctx.app, thumbnail(alicePicture.fileUrl), bob)).statusCode).toBe(200);
    for (const stranger of [carol, null]) {
      expect((await viewPicture(ctx.app, alicePicture.fileUrl, stranger)).statusCode).toBe(404);
      expect((await viewPicture(ctx.app, thumbnail(alicePicture.fileUrl), stranger)).statusCode).toBe(404);
    }

    const detail = await api(ctx.app).call(
      chatEndpoints.messageDetail,
      { query: { messageId } },
      { as: bob },
    );
    const shown = detail.ext.webMessageDetailDTOS.find((m: { id: number }) => m.id === sent.ext.id);
    expect(shown).toMatchObject({ sendType: 2, messageObj: sent.ext.messageObj });

    // Alice's picture is not Bob's to send, even into a conversation he is part of.
    const stolen = await send(bob, messageId, JSON.stringify({ fileUrl: alicePicture.fileUrl }));
    expect(stolen.code).toBe(ErrorCode.NOT_FOUND);
    // Bob's own picture is fine, and Alice now sees it.
    expect((await send(bob, messageId, JSON.stringify({ fileUrl: bobPicture.fileUrl }))).code).toBe(
      ErrorCode.OK,
    );
    expect((await viewPicture(ctx.app, bobPicture.fileUrl, alice)).statusCode).toBe(200);
  });

  it('keeps a sent picture when its sender deletes it, counted once however often it was sent', async () => {
    const messageId = await open(alice);
    const picture = await uploadPicture(ctx.app, alice, 'sent.png', png(7, 3, [10, 200, 90]));
    const before = await usage(alice);
    for (let i = 0; i < 3; i++)
      expect((await send(alice, messageId, JSON.stringify({ fileUrl: picture.fileUrl }))).code).toBe(
        ErrorCode.OK,
      );
    expect((await usage(alice)).usedBytes).toBe(before.usedBytes);

    const removed = await api(ctx.app).call(
      galleryEndpoints.deleteFiles,
      { body: [picture.id] },
      { as: alice },
    );
    expect(removed.ext).toEqual({ deleted: 1 });
    expect(await galleryUrls(alice)).not.toContain(picture.fileUrl);
    // The messages still show it to both sides.
    expect((await viewPicture(ctx.app, picture.fileUrl, bob)).statusCode).toBe(200);
    expect((await viewPicture(ctx.app, picture.fileUrl, alice)).statusCode).toBe(200);
    expect(await usage(alice)).toMatchObject({ usedBytes: before.usedBytes, keptBytes: picture.size });
    // Deleted from the gallery, it cannot be sent again, nor be downloaded from the gallery.
    expect((await send(alice, messageId, JSON.stringify({ fileUrl: picture.fileUrl }))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/authen/file/download?id=${picture.id}`,
      headers: { 'x-access-token': alice.token },
    });
    expect(download.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('keeps a sent picture whose folder is deleted', async () => {
    const messageId = await open(alice);
    const folder = await api(ctx.app).call(
      galleryEndpoints.addFolder,
      { body: { name: 'chat pics' } },
      { as: alice },
    );
    const picture = await uploadPicture(ctx.app, alice, 'in-folder.png', png(2, 5), folder.ext.id);
    const unused = await uploadPicture(ctx.app, alice, 'unused.png', png(2, 6), folder.ext.id);
    expect((await send(alice, messageId, JSON.stringify({ fileUrl: picture.fileUrl }))).code).toBe(
      ErrorCode.OK,
    );
    const gone = await api(ctx.app).call(
      galleryEndpoints.deleteFolder,
      { body: { id: folder.ext.id } },
      { as: alice },
    );
    expect(gone.ext).toEqual({ folders: 1, files: 2 });
    expect((await viewPicture(ctx.app, picture.fileUrl, bob)).statusCode).toBe(200);
    expect((await viewPicture(ctx.app, unused.fileUrl, alice)).statusCode).toBe(404);
  });

  it('refuses a picture message without an address or into a conversation that is not the sender’s', async () => {
    const messageId = await open(alice);
    expect((await send(alice, messageId, JSON.stringify({}))).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await send(alice, messageId, 'not json')).code).toBe(ErrorCode.VALIDATION_FAILED);
    const carolPicture = await uploadPicture(ctx.app, carol, 'carol.png', png(1, 1));
    const intruder = await send(carol, messageId, JSON.stringify({ fileUrl: carolPicture.fileUrl }));
    expect(intruder.code).toBe(ErrorCode.FORBIDDEN);
    // Sending into someone else's conversation showed Carol's picture to nobody.
    expect((await viewPicture(ctx.app, carolPicture.fileUrl, alice)).statusCode).toBe(404);
  });
});
