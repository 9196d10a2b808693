import { type AnyEndpoint, catalogEndpoints, chatEndpoints, orderEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/api';
import { type Buyer, sessionOf } from '../test/buying-kit';
import { createTestContext, type TestContext } from '../test/helper';
import { allEndpoints } from './lib/openapi';
import { sellerCentreCode } from './seed/data/accounts';

/*
 * Answers carry the fields of their contract, never whole rows (docs/security.md, ASVS 15.3.1): no password
 * or payment-password hash, no stored token hash, salt or key, to the owner or anyone else.
 */

let ctx: TestContext;
let buyer: Buyer;
let merchant: Buyer;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  buyer = await sessionOf(ctx.app, ctx.database.db, '13800000001');
  // The merchant as it signs in: to the seller centre (it is no member of the buyer centre).
  const shopOwner = await sessionOf(ctx.app, ctx.database.db, '13900000001');
  merchant = {
    ...shopOwner,
    token: await ctx.app.services.sessions.create({ userId: shopOwner.userId, subsysCode: sellerCentreCode }),
  };
});
afterAll(async () => {
  await ctx?.close();
});

/** Every key of a JSON value, nested ones included. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysOf(item, into);
    }
  return into;
}

/** The GET calls that read data: every one needing no parameter, and the detail pages with a real id. */
async function readings(who: Buyer | null): Promise<[string, unknown][]> {
  const get = (endpoint: AnyEndpoint, query?: Record<string, string | number>) =>
    api(ctx.app).unchecked(endpoint, { query }, { as: who });
  const plain = allEndpoints.filter(
    (ep: AnyEndpoint) =>
      ep.method === 'GET' &&
      !ep.path.includes('{') &&
      !ep.changesState &&
      !ep.download &&
      !ep.path.startsWith('/dev/'),
  );
  const answers: [string, unknown][] = [];
  for (const ep of plain) answers.push([ep.path, await get(ep)]);
  const as = { as: who };
  const product = (await api(ctx.app).call(catalogEndpoints.productList, { query: { limit: 1 } }, as))
    .rows[0]!;
  const shop = (await api(ctx.app).call(catalogEndpoints.shopList, { query: { limit: 1 } }, as)).rows[0]!;
  const demand = (await api(ctx.app).call(catalogEndpoints.demandList, { query: { limit: 1 } }, as)).rows[0]!;
  const details: [AnyEndpoint, Record<string, string | number>][] = [
    [catalogEndpoints.productDetail, { productId: product.productId }],
    [catalogEndpoints.shopDetail, { shopId: shop.shopId }],
    [catalogEndpoints.demandDetail, { id: demand.id }],
    [chatEndpoints.companyDetail, { custId: 1 }],
  ];
  if (who) {
    const order = (await api(ctx.app).call(orderEndpoints.list, {}, as)).rows[0];
    if (order) details.push([orderEndpoints.detail, { orderNumber: order.orderNumber }]);
    const contacts = await api(ctx.app).call(chatEndpoints.sellerConversations, {}, as);
    const conversation =
      contacts.rows?.[0] ?? (await api(ctx.app).call(chatEndpoints.buyerConversations, {}, as)).rows?.[0];
    if (conversation) details.push([chatEndpoints.messageDetail, { messageId: conversation.messageId }]);
  }
  for (const [endpoint, query] of details)
    answers.push([`${endpoint.path} ${JSON.stringify(query)}`, await get(endpoint, query)]);
  return answers;
}

describe('what answers carry', () => {
  it('never a password or payment-password hash, a token hash, a salt or a key, whoever asks', async () => {
    let read = 0;
    for (const who of [null, buyer, merchant]) {
      for (const [url, answer] of await readings(who)) {
        const envelope = answer as { code: number };
        if (envelope.code !== 0) continue;
        read += 1;
        const body = JSON.stringify(answer);
        expect(body, url).not.toMatch(/\$argon2|BEGIN (RSA )?PRIVATE KEY/);
        const suspicious = [...keysOf(answer)].filter((key) =>
          /hash|salt|secret|passw(or)?d|private|apikey|accesskey/i.test(key),
        );
        expect(suspicious, url).toEqual([]);
        // Tokens come only from the sign-in calls that exist to hand them out.
        if (!url.startsWith('/auth/'))
          expect(
            [...keysOf(answer)].filter((key) => /token/i.test(key)),
            url,
          ).toEqual([]);
      }
    }
    // The sweep did read the signed-in pages (profile, orders, chat, gallery, points...), not just refusals.
    expect(read).toBeGreaterThan(80);
  });
});
