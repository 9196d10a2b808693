import type { EndpointBodyIn } from '@mall/contracts';
import { catalogEndpoints, chatEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { api } from './api';
import { testClock } from './auth-helper';
import { type Member, signIn } from './chat-kit';
import { createTestContext, type TestContext } from './helper';

/** What the chat API test files share once their hooks ran: the app, four demo users and a merchant's product. */
export interface ChatFixture {
  ctx: TestContext;
  buyer: Member; // 13800000001, company buyer
  merchant: Member; // 13900000001, owns the first shop (seller centre)
  stranger: Member; // 13800000002, part of no conversation of the buyer's
  admin: Member; // 13900000000, platform admin (customer 1)
  productId: number;
}

/**
 * The chat API tests' setup (conversations, messages, phrases, feedback, cards): registers the file's hooks —
 * a demo database on a clock that only moves when told (the send limit counts per minute), four signed-in
 * users and a product of the merchant's shop — and answers the fixture (filled when the hooks have run), the
 * clock and the calls those tests make.
 */
export function chatTests() {
  const clock = testClock();
  const fixture = {} as ChatFixture;
  beforeAll(async () => {
    const ctx = await createTestContext({
      seed: 'demo',
      now: clock.now,
      env: { CHAT_SEND_PER_MINUTE: '30' },
    });
    fixture.ctx = ctx;
    const db = ctx.database.db;
    fixture.buyer = await signIn(ctx.app, db, '13800000001');
    fixture.merchant = await signIn(ctx.app, db, '13900000001', 'DRP.TMALL.SELLER');
    fixture.stranger = await signIn(ctx.app, db, '13800000002');
    fixture.admin = await signIn(ctx.app, db, '13900000000');
    // A product of the merchant's shop, as the product page would offer "chat with merchant".
    const page = await api(ctx.app).call(catalogEndpoints.productList, {
      query: { offset: '1', limit: '50' },
    });
    const products = page.rows as { productId: number }[];
    for (const p of products) {
      const d = await api(ctx.app).call(catalogEndpoints.productDetail, {
        query: { productId: p.productId },
      });
      if (d.ext.shop.custId === fixture.merchant.custId) {
        fixture.productId = p.productId;
        break;
      }
    }
    expect(fixture.productId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await fixture.ctx?.close();
  });
  const client = () => api(fixture.ctx.app);
  return {
    fixture,
    clock,
    list: (who: Member, side: 'buyer' | 'seller') =>
      client().call(
        side === 'buyer' ? chatEndpoints.buyerConversations : chatEndpoints.sellerConversations,
        {},
        { as: who },
      ),
    detail: (who: Member | null, messageId: number, more: { limit?: number; beforeId?: number } = {}) =>
      client().call(chatEndpoints.messageDetail, { query: { messageId, ...more } }, { as: who }),
    send: (who: Member | null, body: EndpointBodyIn<typeof chatEndpoints.sendMessage>) =>
      client().call(chatEndpoints.sendMessage, { body }, { as: who }),
    open: (who: Member | null, body: EndpointBodyIn<typeof chatEndpoints.addMessage>) =>
      client().call(chatEndpoints.addMessage, { body }, { as: who }),
  };
}
