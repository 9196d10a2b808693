import type { Locale } from '@mall/contracts';
import { catalogEndpoints, chatEndpoints, ErrorCode } from '@mall/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { makeBuyer } from '../../../test/buying-kit';
import type { Member } from '../../../test/chat-kit';
import { chatTests } from '../../../test/chat-routes-kit';
import type { TestContext } from '../../../test/helper';

// Chat through the API: starting conversations, quick phrases, feedback and merchant cards
// (the messages themselves are in chat-messages.routes.test.ts).
const t = chatTests();
const { clock, list, send, open } = t;
let ctx: TestContext;
let buyer: Member;
let merchant: Member;
let stranger: Member;
let admin: Member;
let productId: number;
let conversationId: number;
beforeAll(() => {
  ({ ctx, buyer, merchant, stranger, admin, productId } = t.fixture);
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
  beforeAll(async () => {
    // The stranger asks the platform's service chat something (as in chat-messages.routes.test.ts), so the
    // platform is a party of one of the stranger's conversations.
    expect((await open(stranger, { receiveCustId: 1 })).code).toBe(ErrorCode.OK);
  });
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
