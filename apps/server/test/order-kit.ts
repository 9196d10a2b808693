import { randomUUID } from 'node:crypto';
import { cartEndpoints, type EndpointBodyIn, ErrorCode, orderEndpoints } from '@mall/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { cartItems, orders, shopShippingRules } from '../src/db/schema/order';
import { api } from './api';
import { addAddress as addBuyerAddress, type Buyer, makeBuyer } from './buying-kit';
import { createTestContext, type TestContext } from './helper';

/** What the order test files share once their hooks ran: the app, two buyers and an address of each. */
export interface OrderFixture {
  ctx: TestContext;
  buyer: Buyer;
  other: Buyer;
  addressId: number;
  otherAddressId: number;
}

/**
 * The order tests' setup (checkout, orders, points orders): registers the file's hooks — a demo database,
 * two buyers with money and points and an address each, known shipping fees for shops 1 and 2 — and answers
 * the fixture (filled when the hooks have run) with the calls those tests make.
 */
export function orderTests() {
  const fixture = {} as OrderFixture;
  beforeAll(async () => {
    fixture.ctx = await createTestContext({ seed: 'demo' });
    const db = fixture.ctx.database.db;
    fixture.buyer = await makeBuyer(fixture.ctx.app, db, { balanceCents: 1_000_000, points: 500 });
    fixture.other = await makeBuyer(fixture.ctx.app, db, { balanceCents: 1_000_000, points: 500 });
    fixture.addressId = await addBuyerAddress(fixture.ctx.app, fixture.buyer);
    fixture.otherAddressId = await addBuyerAddress(fixture.ctx.app, fixture.other);
    // Known shipping fees for the shops the tests use.
    await db.delete(shopShippingRules);
    await db.insert(shopShippingRules).values([
      { shopId: 1, feeCents: 800, freeOverCents: 10000 },
      { shopId: 2, feeCents: 1200, freeOverCents: null },
    ]);
  });
  afterAll(async () => {
    await fixture.ctx?.close();
  });
  const client = () => api(fixture.ctx.app);
  const preview = (who: Buyer, body: EndpointBodyIn<typeof orderEndpoints.preview>) =>
    client().call(orderEndpoints.preview, { body }, { as: who });
  const submit = (who: Buyer, body: Omit<EndpointBodyIn<typeof orderEndpoints.submit>, 'idempotencyKey'>) =>
    client().call(orderEndpoints.submit, { body: { idempotencyKey: randomUUID(), ...body } }, { as: who });
  return {
    fixture,
    /** A new address of the buyer. */
    addAddress: (who: Buyer) => addBuyerAddress(fixture.ctx.app, who),
    addToCart: (who: Buyer, productId: number, quantity: string, styleId?: number) =>
      client().call(
        cartEndpoints.addCart,
        { body: { productId, quantity, ...(styleId ? { styleId } : {}) } },
        { as: who },
      ),
    emptyCart: async (who: Buyer) =>
      fixture.ctx.database.db.delete(cartItems).where(eq(cartItems.userId, who.userId)),
    preview,
    submit,
    detail: (who: Buyer, orderNumber: string) =>
      client().call(orderEndpoints.detail, { query: { orderNumber } }, { as: who }),
    orderCount: async () => (await fixture.ctx.database.db.select({ n: count() }).from(orders))[0]!.n,
    /** Preview, then submit with the amount the preview showed. */
    placeOrder: async (who: Buyer, body: EndpointBodyIn<typeof orderEndpoints.preview>) => {
      const shown = await preview(who, body);
      expect(shown.code, shown.msg).toBe(ErrorCode.OK);
      return submit(who, { addressId: fixture.addressId, ...body, payAmount: shown.ext.payAmount });
    },
  };
}
