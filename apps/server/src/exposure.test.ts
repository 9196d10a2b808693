import type { AnyEndpoint } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Buyer, sessionOf } from '../test/buying-kit';
import { createTestContext, type TestContext } from '../test/helper';
import { allEndpoints } from './lib/openapi';
import { sellerCentreCode } from './seed/accounts';

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
  const get = (url: string) => api(ctx.app, who, 'GET', url);
  const plain = allEndpoints.filter(
    (ep: AnyEndpoint) =>
      ep.method === 'GET' && !ep.path.includes('{') && !ep.changesState && !ep.path.startsWith('/dev/'),
  );
  const answers: [string, unknown][] = [];
  for (const ep of plain) answers.push([ep.path, await get(ep.path)]);
  const product = (await get('/product/product/queryproductlist?limit=1')).rows[0];
  const shop = (await get('/product/shop/queryshoplist?limit=1')).rows[0];
  const demand = (await get('/product/demand/querydemandlist?limit=1')).rows[0];
  const detailUrls = [
    `/member/product/product/getproductdetail?productId=${product.productId}`,
    `/product/shop/getshopdetail?shopId=${shop.shopId ?? shop.id}`,
    `/product/demand/getdemanddetail?id=${demand.id}`,
    '/member/user/company/companydetail?custId=1',
  ];
  if (who) {
    const order = (await get('/member/order/order/buyorderlist')).rows[0];
    if (order) detailUrls.push(`/member/order/order/buyorderinfo?orderNumber=${order.orderNumber}`);
    const contacts = await get('/member/message/web/querysellerwebmessagelist');
    const conversation =
      contacts.rows?.[0] ?? (await get('/member/message/web/querywebmessagelist')).rows?.[0];
    if (conversation)
      detailUrls.push(`/member/message/web/querywebmessagedetaillist?messageId=${conversation.messageId}`);
  }
  for (const url of detailUrls) answers.push([url, await get(url)]);
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
