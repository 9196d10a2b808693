import type { Locale } from '@mall/contracts';
import { catalogEndpoints, chatEndpoints, chatLimits, ErrorCode, orderEndpoints } from '@mall/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { makeBuyer } from '../../../test/buying-kit';
import type { Member } from '../../../test/chat-kit';
import { chatTests } from '../../../test/chat-routes-kit';
import type { TestContext } from '../../../test/helper';

// Chat messages through the API: sending, reading, paging, access and the send limit, in the buyer's
// conversation with the merchant (opened below as chat.routes.test.ts opens it: about a product, then an order).
const t = chatTests();
const { clock, list, detail, send, open } = t;
let ctx: TestContext;
let buyer: Member;
let merchant: Member;
let stranger: Member;
let admin: Member;
let productId: number;
let conversationId: number;
beforeAll(async () => {
  ({ ctx, buyer, merchant, stranger, admin, productId } = t.fixture);
  const first = await open(buyer, { receiveCustId: merchant.custId, type: 1, bizId: String(productId) });
  expect(first.code).toBe(ErrorCode.OK);
  conversationId = first.ext.messageId;
  await open(buyer, { receiveCustId: merchant.custId, type: 2, bizId: 'SO20260001' });
});

describe('messages', () => {
  it('stores text, shows an unread dot to the other side until it opens the conversation', async () => {
    const sent = await send(buyer, {
      messageId: conversationId,
      content: '  你好，这款大米有现货吗？\n两百袋  ',
    });
    expect(sent.code).toBe(ErrorCode.OK);
    expect(sent.ext).toMatchObject({
      messageId: conversationId,
      sendOrReceive: 1,
      sendType: 1,
      sendCustId: buyer.custId,
      content: '你好，这款大米有现货吗？\n两百袋',
      messageObj: '',
    });
    expect(sent.ext.id).toBeGreaterThan(0);

    const sellerList = await list(merchant, 'seller');
    const row = sellerList.rows!.find((r) => r.messageId === conversationId);
    expect(row).toMatchObject({
      haveRead: 1,
      content: '你好，这款大米有现货吗？\n两百袋',
      lastId: sent.ext.id,
    });
    expect(row?.contactCustId).toBe(buyer.custId);
    expect(sellerList.total).toBeGreaterThanOrEqual(1);
    // The sender's own list shows it read.
    const buyerRow = (await list(buyer, 'buyer')).rows!.find((r) => r.messageId === conversationId);
    expect(buyerRow?.haveRead).toBe(2);

    const seen = await detail(merchant, conversationId);
    expect(seen.code).toBe(ErrorCode.OK);
    expect(seen.ext.conversation.haveRead).toBe(2);
    const last = seen.ext.webMessageDetailDTOS.at(-1);
    expect(last).toMatchObject({ id: sent.ext.id, sendOrReceive: 2, content: sent.ext.content });
    expect(last?.sendCustName).toBe(seen.ext.conversation.sendCustName);
    expect((await list(merchant, 'seller')).rows!.find((r) => r.messageId === conversationId)?.haveRead).toBe(
      2,
    );

    const reply = await send(merchant, { messageId: conversationId, content: '有的，欢迎下单' });
    expect(reply.ext.sendOrReceive).toBe(1);
    const buyerView = await detail(buyer, conversationId);
    expect(buyerView.ext.webMessageDetailDTOS.map((m) => m.sendOrReceive)).toEqual([1, 2]);
    expect(buyerView.ext.receiveImage).toMatch(/^\/files\//); // the shop logo
  });

  it('sends into a conversation whose inbox rows are missing (made before they existed)', async () => {
    await ctx.database.pool.query('delete from chat_inboxes where cust_id = $1', [buyer.custId]);
    const sent = await send(merchant, { messageId: conversationId, content: 'still delivered' });
    expect(sent.code).toBe(ErrorCode.OK);
    expect((await detail(buyer, conversationId)).ext.webMessageDetailDTOS.at(-1)?.id).toBe(sent.ext.id);
  });

  it('keeps text as typed, markup included (the page renders it as text)', async () => {
    const text = '<img src=x onerror=alert(1)> & "quotes"';
    const sent = await send(buyer, { messageId: conversationId, content: text });
    expect(sent.ext.content).toBe(text);
  });

  it('rejects empty and oversized text, unknown kinds and missing cards', async () => {
    const empty = await send(buyer, { messageId: conversationId, content: '   ' });
    expect(empty.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(empty.msg).toBe("content: Can't be empty");
    const long = await send(buyer, {
      messageId: conversationId,
      content: 'x'.repeat(chatLimits.textMax + 1),
    });
    expect(long.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(long.msg).toMatch(/^content: /);
    expect(
      (await send(buyer, { messageId: conversationId, content: 'x'.repeat(chatLimits.textMax) })).code,
    ).toBe(ErrorCode.OK);
    expect((await send(buyer, { messageId: conversationId, sendType: 2, content: 'x' })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect((await send(buyer, { messageId: conversationId, sendType: 3 })).msg).toBe(
      "messageObj: Can't be empty",
    );
    expect((await send(buyer, { messageId: 'x', content: 'hi' })).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await send(buyer, { messageId: 987_654, content: 'hi' })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('fills a product card from the catalog', async () => {
    const sent = await send(buyer, {
      messageId: conversationId,
      sendType: 4,
      // A forged price is ignored: the card shows the catalog's.
      messageObj: JSON.stringify({ productId, productPrice: '0.01' }),
    });
    expect(sent.code).toBe(ErrorCode.OK);
    const card = JSON.parse(sent.ext.messageObj);
    const product = (await api(ctx.app).call(catalogEndpoints.productDetail, { query: { productId } })).ext;
    expect(card).toEqual({
      productId,
      productName: product.productName,
      productPrice: product.productPrice,
      fild: [{ fileUrl: product.imageUrl }],
      productType: { code: 4 },
    });
    expect(sent.ext.content).toBe(product.productName);
    const bad = await send(buyer, { messageId: conversationId, sendType: 4, messageObj: '{not json' });
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bad.msg).toMatch(/^messageObj: /);
    const gone = await send(buyer, {
      messageId: conversationId,
      sendType: 4,
      messageObj: '{"productId":99999999}',
    });
    expect(gone.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('shows product and order cards in the reader language, whatever language they were sent in', async () => {
    const picker = await api(ctx.app).call(
      orderEndpoints.chatOrderList,
      { query: { sellCustId: merchant.custId } },
      { as: buyer },
    );
    const orderNumber = (picker.rows![0] as { orderNumber: string }).orderNumber;
    // Sent from a Chinese page.
    expect(
      (
        await send(buyer, {
          messageId: conversationId,
          sendType: 4,
          messageObj: JSON.stringify({ productId }),
        })
      ).code,
    ).toBe(ErrorCode.OK);
    expect(
      (
        await send(buyer, {
          messageId: conversationId,
          sendType: 3,
          messageObj: JSON.stringify({ orderNumber }),
        })
      ).code,
    ).toBe(ErrorCode.OK);
    const read = async (lang: Locale) => {
      const messages = (
        await api(ctx.app).ok(
          chatEndpoints.messageDetail,
          { query: { messageId: conversationId } },
          { as: merchant, lang },
        )
      ).webMessageDetailDTOS;
      const last = (type: number) =>
        JSON.parse(messages.filter((m) => m.sendType === type).at(-1)!.messageObj);
      return { product: last(4), order: last(3) };
    };
    const cyrillic = /\p{Script=Cyrillic}/u;
    const ru = await read('ru_RU');
    expect(ru.product.productName).toMatch(cyrillic);
    expect(ru.product.productId).toBe(productId);
    for (const item of ru.order.orderItems) expect(item.title).toMatch(cyrillic);
    const zh = await read('zh_CN');
    expect(zh.product.productName).toMatch(/\p{Script=Han}/u);
    expect(zh.order.orderItems.map((i: { id: number }) => i.id)).toEqual(
      ru.order.orderItems.map((i: { id: number }) => i.id),
    );
    expect(zh.order.orderItems[0]?.price).toBe(ru.order.orderItems[0]?.price);
  });

  it('builds an order card from the database: only the order number is taken from the sender', async () => {
    // The buyer's orders with this merchant, as the order picker lists them.
    const picker = await api(ctx.app).call(
      orderEndpoints.chatOrderList,
      { query: { sellCustId: merchant.custId } },
      { as: buyer },
    );
    const order = picker.rows![0] as {
      orderNumber: string;
      gmtCreate: string;
      orderItems: { id: number; productImg: string; title: string; price: string; productStyle: string }[];
    };
    expect(order.orderItems.length).toBeGreaterThan(0);
    const expected = {
      orderNumber: order.orderNumber,
      gmtCreate: order.gmtCreate,
      orderItems: order.orderItems.map(({ id, productImg, title, price, productStyle }) => ({
        id,
        productImg,
        title,
        price,
        productStyle,
      })),
    };
    // A forged card: the price, title, picture and date are ignored.
    const forged = {
      orderNumber: order.orderNumber,
      gmtCreate: '2000-01-01T00:00:00.000Z',
      orderItems: [{ id: 1, productImg: '/files/fake.png', title: '白送', price: '0.01', productStyle: '' }],
    };
    const sent = await send(buyer, {
      messageId: conversationId,
      sendType: 3,
      messageObj: JSON.stringify(forged),
    });
    expect(sent.code).toBe(ErrorCode.OK);
    expect(JSON.parse(sent.ext.messageObj)).toEqual(expected);
    expect(sent.ext.content).toBe(order.orderNumber);
    // The merchant reads the same card, and the preview in its list.
    const seen = await detail(merchant, conversationId);
    expect(JSON.parse(seen.ext.webMessageDetailDTOS.at(-1)!.messageObj)).toEqual(expected);
    const row = (await list(merchant, 'seller')).rows!.find((r) => r.messageId === conversationId);
    expect(row).toMatchObject({ lastSendType: 3, content: order.orderNumber, haveRead: 2 });
    // The seller side sends the same order from its customer's orders.
    const fromSeller = await send(merchant, {
      messageId: conversationId,
      sendType: 3,
      messageObj: JSON.stringify({ orderNumber: order.orderNumber }),
    });
    expect(fromSeller.code).toBe(ErrorCode.OK);
    expect(JSON.parse(fromSeller.ext.messageObj)).toEqual(expected);

    const bad = await send(buyer, {
      messageId: conversationId,
      sendType: 3,
      messageObj: '{"orderItems":[]}',
    });
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bad.msg).toMatch(/^messageObj: /);
  });

  it("refuses an order card of someone else's order exactly like an unknown order", async () => {
    const picker = await api(ctx.app).call(
      orderEndpoints.chatOrderList,
      { query: { sellCustId: merchant.custId } },
      { as: buyer },
    );
    const theirs = (picker.rows![0] as { orderNumber: string }).orderNumber;
    // Another buyer chats with the same merchant (the order's seller), but the order is the first buyer's.
    const other = await makeBuyer(ctx.app, ctx.database.db);
    const opened = await open(other, { receiveCustId: merchant.custId });
    expect(opened.code).toBe(ErrorCode.OK);
    const card = (orderNumber: string) =>
      send(other, {
        messageId: opened.ext.messageId,
        sendType: 3,
        messageObj: JSON.stringify({ orderNumber, orderItems: [{ id: 1, title: 'x', price: '1.00' }] }),
      });
    const unknown = await card('20990101999999');
    expect(unknown.code).toBe(ErrorCode.NOT_FOUND);
    expect(unknown.msg).toBe('The order does not exist');
    const forged = await card(theirs);
    expect({ code: forged.code, msg: forged.msg, ext: forged.ext }).toEqual({
      code: unknown.code,
      msg: unknown.msg,
      ext: unknown.ext,
    });
    // Nothing was stored.
    const messages = (await detail(merchant, opened.ext.messageId)).ext.webMessageDetailDTOS;
    expect(messages.some((m) => m.sendType === 3)).toBe(false);
  });

  it('pages older messages with beforeId', async () => {
    const all = (await detail(buyer, conversationId, { limit: 200 })).ext.webMessageDetailDTOS as {
      id: number;
    }[];
    expect(all.length).toBeGreaterThan(4);
    const ids = all.map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const newest = await detail(buyer, conversationId, { limit: 2 });
    expect(newest.ext.hasMore).toBe(true);
    expect(newest.ext.webMessageDetailDTOS.map((m) => m.id)).toEqual(ids.slice(-2));
    const older = await detail(buyer, conversationId, { limit: 2, beforeId: ids.at(-2) });
    expect(older.ext.webMessageDetailDTOS.map((m) => m.id)).toEqual(ids.slice(-4, -2));
    expect((await detail(buyer, conversationId, { limit: 0 })).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await detail(buyer, conversationId, { limit: 201 })).code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('keeps a third user out of the conversation', async () => {
    expect((await detail(stranger, conversationId)).code).toBe(ErrorCode.FORBIDDEN);
    const denied = await send(stranger, { messageId: conversationId, content: 'hello' });
    expect(denied.code).toBe(ErrorCode.FORBIDDEN);
    expect(denied.msg).toBe('You may not access this data');
    expect((await list(stranger, 'buyer')).rows!.some((r) => r.messageId === conversationId)).toBe(false);
    expect((await list(stranger, 'seller')).rows!.some((r) => r.messageId === conversationId)).toBe(false);
    expect((await detail(stranger, 987_654)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await detail(null, conversationId)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await list(stranger, 'buyer')).total).toBe(0);
  });

  it('stores a burst from both sides together, refusing only the outsider, and previews the newest', async () => {
    clock.advance(60_000); // a fresh minute for the send limit
    const senders = [buyer, merchant, stranger, buyer, merchant, stranger, buyer, merchant];
    const replies = await Promise.all(
      senders.map((who, i) => send(who, { messageId: conversationId, content: `burst ${i}` })),
    );
    expect(replies.map((r) => r.code)).toEqual([0, 0, 40300, 0, 0, 40300, 0, 0]);
    const stored = replies.filter((r) => r.code === 0).map((r) => r.ext as { id: number; content: string });
    expect(new Set(stored.map((m) => m.id)).size).toBe(6);
    const byId = [...stored].sort((a, b) => a.id - b.id);
    const view = await detail(merchant, conversationId, { limit: 6 });
    expect(view.ext.webMessageDetailDTOS.map((m) => m.content)).toEqual(byId.map((m) => m.content));
    const newest = byId.at(-1) as { content: string };
    const row = (await list(buyer, 'buyer')).rows!.find((r) => r.messageId === conversationId);
    expect(row?.content).toBe(newest.content);
    expect(row?.lastId).toBe((byId.at(-1) as { id: number }).id);
  });

  it('lets the platform admin answer service chats from its seller list', async () => {
    const service = await open(stranger, { receiveCustId: 1 });
    await send(stranger, { messageId: service.ext.messageId, content: '发票怎么开？' });
    const inbox = await list(admin, 'seller');
    const row = inbox.rows!.find((r) => r.messageId === service.ext.messageId);
    expect(row).toMatchObject({ haveRead: 1, sourceType: 2, contactCustId: stranger.custId });
    const answer = await send(admin, { messageId: service.ext.messageId, content: '在订单详情里申请即可' });
    expect(answer.ext.image).toBe(service.ext.adminLogo);
  });

  it('limits how fast one user sends', async () => {
    clock.advance(60_000); // a fresh minute: earlier tests' messages do not count
    const service = await open(admin, { receiveCustId: merchant.custId });
    const codes: number[] = [];
    for (let i = 0; i < 32; i++)
      codes.push((await send(admin, { messageId: service.ext.messageId, content: `m${i}` })).code);
    expect(codes.filter((c) => c === 0)).toHaveLength(30);
    expect(codes.slice(30)).toEqual([42900, 42900]);
    // Other users are not affected.
    expect((await send(merchant, { messageId: service.ext.messageId, content: 'ok' })).code).toBe(
      ErrorCode.OK,
    );
    clock.advance(60_000);
    expect((await send(admin, { messageId: service.ext.messageId, content: 'next minute' })).code).toBe(
      ErrorCode.OK,
    );
  });
});
