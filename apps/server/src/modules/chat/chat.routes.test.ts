import type { EndpointBodyIn, Locale } from '@mall/contracts';
import { catalogEndpoints, chatEndpoints, chatLimits, ErrorCode, orderEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { testClock } from '../../../test/auth-helper';
import { makeBuyer } from '../../../test/buying-kit';
import { type Member, signIn } from '../../../test/chat-kit';
import { createTestContext, type TestContext } from '../../../test/helper';

// A clock that only moves when told: the send limit counts per minute.
const clock = testClock();
let ctx: TestContext;
let buyer: Member; // 13800000001, company buyer
let merchant: Member; // 13900000001, owns the first shop (seller centre)
let stranger: Member; // 13800000002, part of no conversation below
let admin: Member; // 13900000000, platform admin (customer 1)
let productId: number;
let conversationId: number;

const list = (who: Member, side: 'buyer' | 'seller') =>
  api(ctx.app).call(
    side === 'buyer' ? chatEndpoints.buyerConversations : chatEndpoints.sellerConversations,
    {},
    { as: who },
  );
const detail = (who: Member | null, messageId: number, more: { limit?: number; beforeId?: number } = {}) =>
  api(ctx.app).call(chatEndpoints.messageDetail, { query: { messageId, ...more } }, { as: who });
const send = (who: Member | null, body: EndpointBodyIn<typeof chatEndpoints.sendMessage>) =>
  api(ctx.app).call(chatEndpoints.sendMessage, { body }, { as: who });
const open = (who: Member | null, body: EndpointBodyIn<typeof chatEndpoints.addMessage>) =>
  api(ctx.app).call(chatEndpoints.addMessage, { body }, { as: who });

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo', now: clock.now, env: { CHAT_SEND_PER_MINUTE: '30' } });
  const db = ctx.database.db;
  buyer = await signIn(ctx.app, db, '13800000001');
  merchant = await signIn(ctx.app, db, '13900000001', 'DRP.TMALL.SELLER');
  stranger = await signIn(ctx.app, db, '13800000002');
  admin = await signIn(ctx.app, db, '13900000000');
  // A product of the merchant's shop, as the product page would offer "chat with merchant".
  const page = await api(ctx.app).call(catalogEndpoints.productList, { query: { offset: '1', limit: '50' } });
  const products = page.rows as { productId: number }[];
  for (const p of products) {
    const d = await api(ctx.app).call(catalogEndpoints.productDetail, { query: { productId: p.productId } });
    if (d.ext.shop.custId === merchant.custId) {
      productId = p.productId;
      break;
    }
  }
  expect(productId).toBeGreaterThan(0);
});
afterAll(async () => {
  await ctx?.close();
});

describe('starting a conversation (addmessage)', () => {
  it('opens a product conversation with the shop owner, and reopens the same one', async () => {
    const first = await open(buyer, { receiveCustId: merchant.custId, type: 1, bizId: String(productId) });
    expect(first.code).toBe(ErrorCode.OK);
    expect(first.ext).toMatchObject({
      type: 1,
      bizId: String(productId),
      sourceType: 1,
      sendCustId: buyer.custId,
      receiveCustId: merchant.custId,
      contactCustId: merchant.custId,
      haveRead: 2,
      lastId: 0,
      adminLogo: '',
    });
    expect(first.ext.contactName).toBe(first.ext.receiveCustName);
    expect(first.ext.receiveCustName.length).toBeGreaterThan(0);
    conversationId = first.ext.messageId;
    expect(first.ext.id).toBe(conversationId);

    // Reopened from an order: the same conversation, now about the order.
    const again = await open(buyer, { receiveCustId: merchant.custId, type: 2, bizId: 'SO20260001' });
    expect(again.ext.messageId).toBe(conversationId);
    expect(again.ext).toMatchObject({ type: 2, bizId: 'SO20260001' });
    // The merchant starting a chat with the same buyer lands in the same conversation too.
    const fromMerchant = await open(merchant, { receiveCustId: buyer.custId });
    expect(fromMerchant.ext.messageId).toBe(conversationId);
    expect(fromMerchant.ext.contactCustId).toBe(buyer.custId);
  });

  it('opens the service chat with the platform admin, shown with the platform logo', async () => {
    const service = await open(buyer, { receiveCustId: 1, receiveUserId: 1, receiveUserName: '平台客服' });
    expect(service.code).toBe(ErrorCode.OK);
    expect(service.ext.sourceType).toBe(2);
    expect(service.ext.adminLogo).toMatch(/^\/files\//);
    expect(service.ext.contactImage).toBe(service.ext.adminLogo);
    expect(service.ext.receiveImage).toBe(service.ext.adminLogo);
  });

  it("names a merchant by its shop in the reader's language, never by the legal name (issue 31)", async () => {
    const shopIn = async (lang: Locale) => {
      const shop = await api(ctx.app).call(
        catalogEndpoints.shopDetail,
        { query: { shopId: 1 } },
        { as: reader, lang },
      );
      expect(shop.ext.custId).toBe(merchant.custId);
      return shop.ext.shopName as string;
    };
    // A buyer of its own, so the other tests' conversation keeps its messages.
    const reader = await makeBuyer(ctx.app, ctx.database.db);
    const started = await open(reader, { receiveCustId: merchant.custId });
    expect(started.code).toBe(ErrorCode.OK);
    const chatId = started.ext.messageId as number;
    const company = await api(ctx.app).call(
      chatEndpoints.companyDetail,
      { query: { custId: merchant.custId } },
      { as: reader },
    );
    const legal = company.ext?.custName as string;
    expect(
      (await send(merchant, { messageId: chatId, sendType: 1, content: '您好，有什么可以帮您？' })).code,
    ).toBe(ErrorCode.OK);
    for (const lang of ['zh_CN', 'ru_RU', 'es', 'en_US'] as const) {
      const as = { as: reader, lang };
      const shopName = await shopIn(lang);
      expect(shopName, lang).not.toBe(legal);
      const { rows } = await api(ctx.app).call(chatEndpoints.buyerConversations, {}, as);
      const row = rows.find((r) => r.messageId === chatId)!;
      expect(row.contactName, lang).toBe(shopName);
      expect(row.receiveCustName, lang).toBe(shopName);
      const opened = await api(ctx.app).call(
        chatEndpoints.addMessage,
        { body: { receiveCustId: merchant.custId } },
        as,
      );
      expect(opened.ext.contactName, lang).toBe(shopName);
      const read = await api(ctx.app).call(chatEndpoints.messageDetail, { query: { messageId: chatId } }, as);
      expect(read.ext.conversation.contactName, lang).toBe(shopName);
      const theirs = read.ext.webMessageDetailDTOS.filter((m) => m.sendOrReceive === 2);
      expect(theirs.length).toBeGreaterThan(0);
      for (const m of theirs) expect(m.sendCustName, lang).toBe(shopName);
    }
    // The merchant card is where the legal name belongs.
    expect(legal).toMatch(/有限公司|商行|公司/);
    // The platform's service chat says who it is in the reader's language; the Chinese name is the operator's.
    const service = await api(ctx.app).call(
      chatEndpoints.addMessage,
      { body: { receiveCustId: 1 } },
      { as: reader, lang: 'ru_RU' },
    );
    expect(service.ext.contactName).toBe('Служба поддержки платформы');
    const serviceZh = await api(ctx.app).call(
      chatEndpoints.addMessage,
      { body: { receiveCustId: 1 } },
      { as: reader, lang: 'zh_CN' },
    );
    expect(serviceZh.ext.contactName).toBe('平台客服');
  });

  it('refuses oneself, unknown customers, bad input and visitors', async () => {
    const self = await open(buyer, { receiveCustId: buyer.custId });
    expect(self.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(self.msg).toBe('You cannot chat with yourself');
    expect((await open(buyer, { receiveCustId: 999_999 })).code).toBe(ErrorCode.NOT_FOUND);
    const bad = await open(buyer, { receiveCustId: 'abc' });
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bad.msg).toMatch(/^receiveCustId: /);
    expect(
      (
        await api(ctx.app).unchecked(
          chatEndpoints.addMessage,
          { body: { receiveCustId: merchant.custId, type: 7 } },
          { as: buyer },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await open(null, { receiveCustId: merchant.custId })).code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('opens conversations only with a shop or the platform, never with a plain buyer', async () => {
    // A buyer with no shop and no purchase demand.
    const plain = await makeBuyer(ctx.app, ctx.database.db);
    const refused = await open(buyer, { receiveCustId: plain.custId, type: 1, bizId: String(productId) });
    expect(refused.code).toBe(ErrorCode.FORBIDDEN);
    expect(refused.msg).toBe("A chat can be started only with a shop or the platform's customer service");
    expect((await open(stranger, { receiveCustId: plain.custId })).msg).toBe(refused.msg);
    // A merchant cannot reach out to any customer either.
    expect((await open(merchant, { receiveCustId: plain.custId })).code).toBe(ErrorCode.FORBIDDEN);
    // Nothing was created: the buyer has no conversation to read.
    expect((await list(plain, 'seller')).total).toBe(0);
    expect((await list(plain, 'buyer')).total).toBe(0);
  });

  it('lets a merchant contact the buyer of an open purchase demand; other buyers may not', async () => {
    const { rows } = await ctx.database.pool.query<{ cust_id: number }>(
      `select cust_id from demands where status = 1 and deadline > $1 and cust_id not in ($2, $3, $4)
       order by id limit 1`,
      [clock.now(), buyer.custId, stranger.custId, merchant.custId],
    );
    const poster = rows[0]!.cust_id;
    const fromMerchant = await open(merchant, { receiveCustId: poster });
    expect(fromMerchant.code).toBe(ErrorCode.OK);
    expect(fromMerchant.ext).toMatchObject({
      sendCustId: merchant.custId,
      receiveCustId: poster,
      sourceType: 1,
    });
    const fromBuyer = await open(stranger, { receiveCustId: poster });
    expect(fromBuyer.code).toBe(ErrorCode.FORBIDDEN);
    expect(fromBuyer.msg).toBe('Only a merchant can contact the buyer of a purchase demand');
  });
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

describe('quick phrases', () => {
  it('adds up to 10 per user, trimmed, and lists them in order', async () => {
    expect((await api(ctx.app).call(chatEndpoints.quickPhrases, {}, { as: buyer })).ext).toEqual([]);
    const added = await api(ctx.app).call(
      chatEndpoints.addQuickPhrase,
      { body: { quickName: '  您好，在的  ' } },
      { as: buyer },
    );
    expect(added.ext).toMatchObject({ quickName: '您好，在的' });
    for (let i = 2; i <= 10; i++)
      expect(
        (
          await api(ctx.app).call(
            chatEndpoints.addQuickPhrase,
            { body: { quickName: `短语 ${i}` } },
            { as: buyer },
          )
        ).code,
      ).toBe(ErrorCode.OK);
    const eleventh = await api(ctx.app).call(
      chatEndpoints.addQuickPhrase,
      { body: { quickName: 'one too many' } },
      { as: buyer },
    );
    expect(eleventh.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(eleventh.msg).toBe('You can keep at most 10 quick phrases');
    const all = (await api(ctx.app).call(chatEndpoints.quickPhrases, {}, { as: buyer })).ext as {
      quickName: string;
    }[];
    expect(all.map((p) => p.quickName)).toEqual([
      '您好，在的',
      ...Array.from({ length: 9 }, (_, i) => `短语 ${i + 2}`),
    ]);
    // Another user's list is their own.
    expect((await api(ctx.app).call(chatEndpoints.quickPhrases, {}, { as: merchant })).ext).toEqual([]);
  });

  it('rejects empty and too long phrases', async () => {
    const empty = await api(ctx.app).call(
      chatEndpoints.addQuickPhrase,
      { body: { quickName: '   ' } },
      { as: merchant },
    );
    expect(empty.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(empty.msg).toBe("quickName: Can't be empty");
    const long = await api(ctx.app).call(
      chatEndpoints.addQuickPhrase,
      { body: { quickName: 'x'.repeat(401) } },
      { as: merchant },
    );
    expect(long.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(
      (
        await api(ctx.app).call(
          chatEndpoints.addQuickPhrase,
          { body: { quickName: 'x'.repeat(400) } },
          { as: merchant },
        )
      ).code,
    ).toBe(ErrorCode.OK);
  });

  it("deletes one's own phrases only", async () => {
    const mine = (await api(ctx.app).call(chatEndpoints.quickPhrases, {}, { as: buyer })).ext as {
      quickId: number;
    }[];
    const theirs = (await api(ctx.app).call(chatEndpoints.quickPhrases, {}, { as: merchant })).ext as {
      quickId: number;
    }[];
    const denied = await api(ctx.app).call(
      chatEndpoints.deleteQuickPhrases,
      {
        body: {
          webQuickLanguageDTOS: [{ quickId: mine[0]!.quickId }, { quickId: theirs[0]!.quickId }],
        },
      },
      { as: buyer },
    );
    expect(denied.code).toBe(ErrorCode.FORBIDDEN);
    expect((await api(ctx.app).call(chatEndpoints.quickPhrases, {}, { as: buyer })).ext).toHaveLength(10);
    expect((await api(ctx.app).call(chatEndpoints.quickPhrases, {}, { as: merchant })).ext).toHaveLength(1);
    const unknown = await api(ctx.app).call(
      chatEndpoints.deleteQuickPhrases,
      {
        body: {
          webQuickLanguageDTOS: [{ quickId: 999_999 }],
        },
      },
      { as: buyer },
    );
    expect(unknown.code).toBe(ErrorCode.NOT_FOUND);
    expect(
      (
        await api(ctx.app).call(
          chatEndpoints.deleteQuickPhrases,
          { body: { webQuickLanguageDTOS: [] } },
          { as: buyer },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    const ok = await api(ctx.app).call(
      chatEndpoints.deleteQuickPhrases,
      {
        body: {
          webQuickLanguageDTOS: [{ quickId: mine[0]!.quickId, quickName: 'ignored' }],
        },
      },
      { as: buyer },
    );
    expect(ok.code).toBe(ErrorCode.OK);
    expect((await api(ctx.app).call(chatEndpoints.quickPhrases, {}, { as: buyer })).ext).toHaveLength(9);
    expect((await api(ctx.app).call(chatEndpoints.quickPhrases)).code).toBe(ErrorCode.TOKEN_INVALID);
  });
});

describe('feedback (online message)', () => {
  it('stores trimmed text up to 100 characters', async () => {
    expect(
      (
        await api(ctx.app).call(
          chatEndpoints.feedback,
          { body: { feedbackInformation: `  ${'好'.repeat(100)}  ` } },
          { as: buyer },
        )
      ).code,
    ).toBe(ErrorCode.OK);
    const rows = await ctx.database.pool.query('select content, cust_id from feedback');
    expect(rows.rows).toEqual([{ content: '好'.repeat(100), cust_id: buyer.custId }]);
  });

  it('rejects empty, blank and long text, and visitors', async () => {
    const blank = await api(ctx.app).call(
      chatEndpoints.feedback,
      { body: { feedbackInformation: '  ' } },
      { as: buyer },
    );
    expect(blank.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(blank.msg).toBe("feedbackInformation: Can't be empty");
    expect((await api(ctx.app).unchecked(chatEndpoints.feedback, { body: {} }, { as: buyer })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect(
      (
        await api(ctx.app).call(
          chatEndpoints.feedback,
          { body: { feedbackInformation: 'x'.repeat(101) } },
          { as: buyer },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    expect(
      (await api(ctx.app).call(chatEndpoints.feedback, { body: { feedbackInformation: 'hi' } })).code,
    ).toBe(ErrorCode.TOKEN_INVALID);
  });
});

describe('merchant information (companydetail)', () => {
  const card = (who: Member | null, custId: number | string) =>
    api(ctx.app).call(chatEndpoints.companyDetail, { query: { custId } }, { as: who });
  it("shows the shop owner's company, phone and logo; null for no company", async () => {
    const shop = await card(buyer, merchant.custId);
    expect(shop.code).toBe(ErrorCode.OK);
    expect(shop.ext).toMatchObject({ custId: merchant.custId, cellphone: '13900000001', email: '' });
    expect(shop.ext?.custName.length).toBeGreaterThan(0);
    expect(shop.ext?.logoFile.fileUrl).toMatch(/^\/files\//);
    expect((await card(buyer, 999999)).ext).toBeNull();
    expect((await card(buyer, 'x')).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await card(null, merchant.custId)).code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it("answers for a buyer only to the other party of one of the buyer's conversations", async () => {
    const missing = await card(stranger, 999_999);
    expect(missing).toMatchObject({ code: 0, ext: null });
    // The stranger has no conversation with the buyer: the buyer's phone stays hidden, exactly like a missing id.
    expect(await card(stranger, buyer.custId)).toEqual(missing);
    const plain = await makeBuyer(ctx.app, ctx.database.db);
    expect(await card(stranger, plain.custId)).toEqual(missing);
    // Shops and the platform are public.
    expect((await card(stranger, merchant.custId)).ext).toMatchObject({ custId: merchant.custId });
    expect((await card(stranger, 1)).ext).toMatchObject({ custId: 1, cellphone: '13900000000' });
    // The merchant the buyer talks to sees the buyer's card; so does the platform for a service chat.
    expect((await card(merchant, buyer.custId)).ext).toMatchObject({
      custId: buyer.custId,
      cellphone: '13800000001',
    });
    expect((await card(admin, stranger.custId)).ext).toMatchObject({ custId: stranger.custId });
    // And a buyer reads the card of a party of its own conversation.
    expect((await card(buyer, merchant.custId)).ext).toMatchObject({ custId: merchant.custId });
  });
});
