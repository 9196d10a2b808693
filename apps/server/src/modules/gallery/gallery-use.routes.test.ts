import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Buyer, makeBuyer } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { fileForm } from '../../../test/multipart';
import { shops } from '../../db/schema/catalog';
import { Bitmap, encodePng } from '../../lib/png';

/*
 * Using gallery pictures elsewhere: as the avatar (setavatar) and as a chat picture (sendType 2). Only
 * the caller's own gallery picture is accepted; the use gets its own copy.
 */

let ctx: TestContext;
let alice: Buyer;
let bob: Buyer;
let alicePicture: { id: number; fileUrl: string };
let bobPicture: { id: number; fileUrl: string };

function png(width: number, height: number): Buffer {
  const bitmap = new Bitmap(width, height);
  bitmap.fillRect(0, 0, width, height, [20, 120, 220]);
  return encodePng(bitmap);
}

async function uploadPicture(who: Buyer, name: string, bytes: Buffer) {
  const folder = await api(ctx.app, who, 'POST', '/authen/filefolder/addfolder', { name: 'pics' });
  const res = await api(
    ctx.app,
    who,
    'POST',
    '/authen/file/upload',
    fileForm(name, bytes, { folderId: folder.ext.id }),
  );
  expect(res.code, res.msg).toBe(0);
  return res.ext as { id: number; fileUrl: string };
}

const served = (url: string) => ctx.app.inject({ method: 'GET', url });

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
  alice = await makeBuyer(ctx.app, ctx.database.db);
  bob = await makeBuyer(ctx.app, ctx.database.db);
  // Bob owns a shop: a chat is started with a shop (or the platform), not with any customer.
  await ctx.database.db.insert(shops).values({ custId: bob.custId, shopName: 'Bob 的店' });
  alicePicture = await uploadPicture(alice, 'alice.png', png(5, 4));
  bobPicture = await uploadPicture(bob, 'bob.png', png(3, 3));
});
afterAll(async () => {
  await ctx?.close();
});

describe('avatar from the gallery (setavatar)', () => {
  it("sets the caller's own picture as a copy that outlives the gallery file", async () => {
    const res = await api(ctx.app, alice, 'POST', '/authen/file/setavatar', {
      fileUrl: alicePicture.fileUrl,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.ext).toMatch(new RegExp(`^/files/avatars/${alice.userId}/[0-9a-f-]{36}\\.png$`));
    const info = await api(ctx.app, alice, 'GET', '/member/user/userinfo/userinfodetail');
    expect(info.ext.image).toBe(res.ext);

    const original = await served(alicePicture.fileUrl);
    const avatar = await served(res.ext);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(avatar.rawPayload.equals(original.rawPayload)).toBe(true);

    // Deleting the gallery file keeps the avatar.
    const spare = await uploadPicture(alice, 'spare.png', png(2, 2));
    const again = await api(ctx.app, alice, 'POST', '/authen/file/setavatar', { fileUrl: spare.fileUrl });
    await api(ctx.app, alice, 'POST', '/authen/file/deletefile', [spare.id]);
    expect((await served(spare.fileUrl)).statusCode).toBe(404);
    expect((await served(again.ext)).statusCode).toBe(200);
  });

  it("refuses another user's picture, a made-up address and an empty one, leaving the avatar alone", async () => {
    const before = (await api(ctx.app, bob, 'GET', '/member/user/userinfo/userinfodetail')).ext.image;
    const other = await api(ctx.app, bob, 'POST', '/authen/file/setavatar', {
      fileUrl: alicePicture.fileUrl,
    });
    expect(other.code).toBe(40400);
    expect(other.msg).toBe('The file does not exist');
    const outside = await api(ctx.app, bob, 'POST', '/authen/file/setavatar', {
      fileUrl: `/files/gallery/${bob.userId}/../${alice.userId}/x.png`,
    });
    expect(outside.code).toBe(40400);
    const foreign = await api(ctx.app, bob, 'POST', '/authen/file/setavatar', {
      fileUrl: 'https://evil.example.com/a.png',
    });
    expect(foreign.code).toBe(40400);
    const empty = await api(ctx.app, bob, 'POST', '/authen/file/setavatar', { fileUrl: '  ' });
    expect(empty.code).toBe(40000);
    expect((await api(ctx.app, bob, 'GET', '/member/user/userinfo/userinfodetail')).ext.image).toBe(before);
  });

  it('needs a session', async () => {
    const res = await api(ctx.app, null, 'POST', '/authen/file/setavatar', { fileUrl: alicePicture.fileUrl });
    expect(res.code).toBe(50002);
  });
});

describe('chat pictures (sendType 2)', () => {
  const send = (who: Buyer, messageId: number, messageObj: string) =>
    api(ctx.app, who, 'POST', '/member/message/web/sendmessage', { messageId, sendType: 2, messageObj });

  it("sends the sender's own picture as a copy both sides read; refuses another user's", async () => {
    const opened = await api(ctx.app, alice, 'POST', '/member/message/web/addmessage', {
      receiveCustId: bob.custId,
    });
    expect(opened.code, opened.msg).toBe(0);
    const messageId = opened.ext.messageId as number;

    const sent = await send(alice, messageId, JSON.stringify({ fileUrl: alicePicture.fileUrl }));
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.ext.sendType).toBe(2);
    const picture = JSON.parse(sent.ext.messageObj);
    expect(picture).toEqual({
      fileUrl: expect.stringMatching(new RegExp(`^/files/chat/${alice.userId}/[0-9a-f-]{36}\\.png$`)),
      width: 5,
      height: 4,
    });
    expect((await served(picture.fileUrl)).statusCode).toBe(200);

    const detail = await api(
      ctx.app,
      bob,
      'GET',
      `/member/message/web/querywebmessagedetaillist?messageId=${messageId}`,
    );
    const seen = detail.ext.webMessageDetailDTOS.find((m: { id: number }) => m.id === sent.ext.id);
    expect(seen).toMatchObject({ sendType: 2, messageObj: sent.ext.messageObj });

    // Alice's picture is not Bob's to send, even into a conversation he is part of.
    const stolen = await send(bob, messageId, JSON.stringify({ fileUrl: alicePicture.fileUrl }));
    expect(stolen.code).toBe(40400);
    // Bob's own picture is fine.
    expect((await send(bob, messageId, JSON.stringify({ fileUrl: bobPicture.fileUrl }))).code).toBe(0);
  });

  it('refuses a picture message without an address or into a conversation that is not the sender’s', async () => {
    const opened = await api(ctx.app, alice, 'POST', '/member/message/web/addmessage', {
      receiveCustId: bob.custId,
    });
    const messageId = opened.ext.messageId as number;
    expect((await send(alice, messageId, JSON.stringify({}))).code).toBe(40000);
    expect((await send(alice, messageId, 'not json')).code).toBe(40000);
    const carol = await makeBuyer(ctx.app, ctx.database.db);
    const carolPicture = await uploadPicture(carol, 'carol.png', png(1, 1));
    const intruder = await send(carol, messageId, JSON.stringify({ fileUrl: carolPicture.fileUrl }));
    expect(intruder.code).toBe(40300);
  });
});
