import {
  centreCodes,
  ErrorCode,
  merchantPermissionCodes,
  paymentEndpoints,
  workbenchEndpoints,
} from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { addAddress, type Buyer, buyNow, makeBuyer, makeProduct, sessionOf } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { type Merchant, makeMerchant } from '../../../test/merchant-kit';
import { chatConversations } from '../../db/schema/chat';
import { startOfMallDay } from '../../lib/mall-day';

// The merchant workbench's dashboard (issue 33): the figures of the caller's own shop only.

let ctx: TestContext;
let shop: Merchant;
let other: Merchant;
let buyer: Buyer;
let addressId: number;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  const db = ctx.database.db;
  shop = await makeMerchant(ctx.app, db);
  other = await makeMerchant(ctx.app, db);
  buyer = await makeBuyer(ctx.app, db, { balanceCents: 1_000_000, payPassword: true });
  addressId = await addAddress(ctx.app, buyer);
});
afterAll(async () => {
  await ctx?.close();
});

const dashboardOf = (as: Buyer, lang: 'zh_CN' | 'en_US' = 'en_US') =>
  api(ctx.app).call(workbenchEndpoints.dashboard, {}, { as, lang });

/** An order of one unit at `priceCents` from the shop, paid from the buyer's balance unless asked not to. */
async function orderFrom(merchant: Merchant, priceCents: number, pay = true): Promise<string> {
  const product = await makeProduct(ctx.database.db, { shopId: merchant.shopId, priceCents, stock: '10' });
  const placed = await buyNow(ctx.app, buyer, addressId, [{ productId: product.id, quantity: '1' }]);
  const orderNumber = expectOk(placed).orderNumbers[0]!;
  if (pay)
    expectOk(
      await api(ctx.app).call(
        paymentEndpoints.payByAccount,
        { body: { orderNumbers: [orderNumber], payPassword: '135790' } },
        { as: buyer },
      ),
    );
  return orderNumber;
}

describe('the dashboard', () => {
  it("counts the shop's paid orders to ship and today's sales, not another shop's nor unpaid ones", async () => {
    const before = expectOk(await dashboardOf(shop));
    expect(before).toMatchObject({
      shopId: shop.shopId,
      shopName: shop.shopName,
      ordersToShip: 0,
      afterSalesWaiting: 0,
      todaySalesCents: 0,
      todayOrders: 0,
    });
    await orderFrom(shop, 1250);
    await orderFrom(shop, 3000);
    await orderFrom(shop, 999, false);
    await orderFrom(other, 7000);
    const after = expectOk(await dashboardOf(shop));
    expect(after.ordersToShip).toBe(2);
    expect(after.todayOrders).toBe(2);
    // What the two paid orders paid, their shipping included.
    expect(after.todaySalesCents).toBeGreaterThanOrEqual(4250);
    const theirs = expectOk(await dashboardOf(other));
    expect(theirs).toMatchObject({ shopId: other.shopId, ordersToShip: 1, todayOrders: 1 });
    expect(theirs.todaySalesCents).toBeGreaterThanOrEqual(7000);
  });

  it('counts the conversations with a message the shop has not read', async () => {
    const db = ctx.database.db;
    await db.insert(chatConversations).values([
      { sendCustId: buyer.custId, receiveCustId: shop.custId, receiveHaveRead: 1 },
      { sendCustId: shop.custId, receiveCustId: other.custId, sendHaveRead: 1, receiveHaveRead: 2 },
    ]);
    expect(expectOk(await dashboardOf(shop)).unreadChats).toBe(2);
    expect(expectOk(await dashboardOf(other)).unreadChats).toBe(0);
    await db
      .update(chatConversations)
      .set({ receiveHaveRead: 2 })
      .where(eq(chatConversations.receiveCustId, shop.custId));
    expect(expectOk(await dashboardOf(shop)).unreadChats).toBe(1);
  });

  it("is refused to a buyer's session, the platform's, and a seller account without a shop", async () => {
    expect(expectError(await dashboardOf(buyer), ErrorCode.FORBIDDEN)).toBe(
      'Switch to the matching identity (merchant workbench or platform console) first',
    );
    const platform = await sessionOf(ctx.app, ctx.database.db, '13900000000', centreCodes.platform);
    expectError(await dashboardOf(platform), ErrorCode.FORBIDDEN);
    const shopless = await makeMerchant(ctx.app, ctx.database.db, { shop: false });
    expect(expectError(await dashboardOf(shopless, 'zh_CN'), ErrorCode.FORBIDDEN)).toBe(
      '这个账号还没有开通店铺',
    );
    expectError(await api(ctx.app).call(workbenchEndpoints.dashboard), ErrorCode.TOKEN_INVALID);
  });

  it('answers staff whose role holds the dashboard code, and refuses the others', async () => {
    const db = ctx.database.db;
    const clerk = await makeMerchant(ctx.app, db, { codes: [merchantPermissionCodes.dashboard] });
    expect(expectOk(await dashboardOf(clerk)).shopId).toBe(clerk.shopId);
    const shipper = await makeMerchant(ctx.app, db, { codes: [merchantPermissionCodes.orderShip] });
    expect(expectError(await dashboardOf(shipper), ErrorCode.FORBIDDEN)).toBe(
      'Your account does not have permission for this action; ask your company administrator',
    );
  });
});

describe('the mall day', () => {
  it('starts at midnight China Standard Time (UTC+8)', () => {
    expect(startOfMallDay(new Date('2026-12-04T15:59:59Z')).toISOString()).toBe('2026-12-03T16:00:00.000Z');
    expect(startOfMallDay(new Date('2026-12-04T16:00:00Z')).toISOString()).toBe('2026-12-04T16:00:00.000Z');
  });
});
