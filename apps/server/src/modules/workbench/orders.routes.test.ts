import { randomUUID } from 'node:crypto';
import {
  cartEndpoints,
  type EndpointQueryIn,
  ErrorCode,
  merchantPermissionCodes,
  orderEndpoints,
  paymentEndpoints,
  type ShipInput,
  workbenchEndpoints,
} from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../../test/api';
import { addAddress, type Buyer, makeBuyer, makeProduct } from '../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../test/helper';
import { type Merchant, makeMerchant } from '../../../test/merchant-kit';
import { auditLog } from '../../db/schema/audit';

// The merchant workbench's orders (issue 33): a shop lists, reads and ships its own orders only; the buyer
// sees each shipment at once and confirms receipt once everything has gone.

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
  buyer = await makeBuyer(ctx.app, db, { balanceCents: 10_000_000, payPassword: true });
  addressId = await addAddress(ctx.app, buyer);
});
afterAll(async () => {
  await ctx?.close();
});

let products = 0;
/** A paid order of the shop with two lines (3 and 2 units) of new products; its number and line ids. */
async function paidOrder(merchant: Merchant, pay = true) {
  products += 1;
  const db = ctx.database.db;
  const a = await makeProduct(db, { shopId: merchant.shopId, name: `发货测试螺丝${products}`, stock: '100' });
  const b = await makeProduct(db, { shopId: merchant.shopId, name: `发货测试垫片${products}`, stock: '100' });
  // Two lines of one shop: through the cart (buy now takes one line).
  for (const [product, quantity] of [
    [a, '3'],
    [b, '2'],
  ] as const)
    expectOk(
      await api(ctx.app).call(
        cartEndpoints.addCart,
        { body: { productId: product.id, quantity } },
        { as: buyer },
      ),
    );
  const body = { source: 'cart' as const, addressId };
  const shown = expectOk(await api(ctx.app).call(orderEndpoints.preview, { body }, { as: buyer }));
  const placed = expectOk(
    await api(ctx.app).call(
      orderEndpoints.submit,
      { body: { ...body, payAmount: shown.payAmount, idempotencyKey: randomUUID() } },
      { as: buyer },
    ),
  );
  const orderNumber = placed.orderNumbers[0]!;
  if (pay)
    expectOk(
      await api(ctx.app).call(
        paymentEndpoints.payByAccount,
        { body: { orderNumbers: [orderNumber], payPassword: '135790' } },
        { as: buyer },
      ),
    );
  const detail = expectOk(
    await api(ctx.app).call(orderEndpoints.detail, { query: { orderNumber } }, { as: buyer }),
  );
  const lineOf = (title: string) => detail.items.find((item) => item.title === title)!.id;
  return { orderNumber, lines: [lineOf(a.name), lineOf(b.name)], names: [a.name, b.name] };
}

const ship = (as: Buyer, body: ShipInput, lang: 'en_US' | 'zh_CN' = 'en_US') =>
  api(ctx.app).call(workbenchEndpoints.orderShip, { body }, { as, lang });
const listOf = (as: Buyer, query: Partial<EndpointQueryIn<typeof workbenchEndpoints.orderList>> = {}) =>
  api(ctx.app).call(workbenchEndpoints.orderList, { query: { offset: 1, limit: 50, ...query } }, { as });
const buyerDetail = (orderNumber: string) =>
  api(ctx.app).call(orderEndpoints.detail, { query: { orderNumber } }, { as: buyer, lang: 'en_US' });

describe('the order list', () => {
  it("lists the shop's own orders, by status, by a word and by day; never another shop's", async () => {
    const mine = await paidOrder(shop);
    const unpaid = await paidOrder(shop, false);
    const theirs = await paidOrder(other);
    const all = expectOk(await listOf(shop));
    const numbers = all.rows.map((row) => row.orderNumber);
    expect(numbers).toEqual(expect.arrayContaining([mine.orderNumber, unpaid.orderNumber]));
    expect(numbers).not.toContain(theirs.orderNumber);
    const row = all.rows.find((r) => r.orderNumber === mine.orderNumber)!;
    expect(row).toMatchObject({ status: 'paid', consignee: '张伟', itemCount: 2, canShip: true });
    expect(mine.names).toContain(row.firstItemTitle);
    expect(row.paidTime).not.toBeNull();

    const paidOnly = expectOk(await listOf(shop, { status: 'paid' })).rows.map((r) => r.orderNumber);
    expect(paidOnly).toContain(mine.orderNumber);
    expect(paidOnly).not.toContain(unpaid.orderNumber);
    expect(expectOk(await listOf(shop, { keyword: mine.names[1] })).rows.map((r) => r.orderNumber)).toEqual([
      mine.orderNumber,
    ]);
    expect(
      expectOk(await listOf(shop, { keyword: mine.orderNumber.slice(0, -1) })).rows.map((r) => r.orderNumber),
    ).toContain(mine.orderNumber);
    expect(expectOk(await listOf(shop, { keyword: '测试采购商' })).total).toBeGreaterThanOrEqual(2);
    expect(
      expectOk(await listOf(shop, { keyword: mine.names[0], from: '2000-01-01', to: '2000-01-02' })).total,
    ).toBe(0);
    // Another shop never sees it, whatever it searches.
    expect(expectOk(await listOf(other, { keyword: mine.orderNumber })).total).toBe(0);
  });

  it('refuses staff without the order code, a buyer, and a bad day', async () => {
    const packer = await makeMerchant(ctx.app, ctx.database.db, {
      codes: [merchantPermissionCodes.dashboard],
    });
    expectError(await listOf(packer), ErrorCode.FORBIDDEN);
    expectError(await listOf(buyer), ErrorCode.FORBIDDEN);
    expectError(await listOf(shop, { from: '2026-13' }), ErrorCode.VALIDATION_FAILED);
  });
});

describe('shipping', () => {
  it('ships some units by carrier, the rest by the shop’s own driver; the buyer sees both and confirms', async () => {
    const order = await paidOrder(shop);
    const [screws, washers] = order.lines as [number, number];
    const first = expectOk(
      await ship(shop, {
        orderNumber: order.orderNumber,
        method: 'express',
        carrier: 'SF',
        trackingNumber: 'SF1234567890',
        lines: [{ itemId: screws, quantity: '1' }],
      }),
    );
    // Something is left: still waiting to ship, and what is left is said per line.
    expect(first.status).toBe('paid');
    expect(first.canShip).toBe(true);
    const line = (id: number) => first.items.find((item) => item.id === id)!;
    expect([line(screws).shippedQuantity, line(screws).leftToShip]).toEqual(['1', '2']);
    expect([line(washers).shippedQuantity, line(washers).leftToShip]).toEqual(['0', '2']);
    const seen = expectOk(await buyerDetail(order.orderNumber));
    expect(seen.status).toBe('paid');
    expect(seen.shipments).toEqual([
      expect.objectContaining({
        method: 'express',
        carrier: 'SF',
        carrierName: 'SF Express',
        trackingNumber: 'SF1234567890',
        items: [{ itemId: screws, title: order.names[0], quantity: '1' }],
      }),
    ]);

    expect(
      expectError(
        await ship(shop, {
          orderNumber: order.orderNumber,
          method: 'express',
          carrier: 'ZTO',
          trackingNumber: 'ZT1',
          lines: [{ itemId: screws, quantity: '2.5' }],
        }),
        ErrorCode.VALIDATION_FAILED,
      ),
    ).toBe(
      `At most 2 ${seen.items.find((item) => item.id === screws)!.unit} of "${order.names[0]}" is left to ship`,
    );
    expectError(
      await ship(shop, {
        orderNumber: order.orderNumber,
        method: 'express',
        carrier: 'ZTO',
        trackingNumber: 'ZT1',
        lines: [{ itemId: 999_999, quantity: '1' }],
      }),
      ErrorCode.VALIDATION_FAILED,
    );

    const rest = expectOk(
      await ship(shop, {
        orderNumber: order.orderNumber,
        method: 'own',
        driverName: '王师傅',
        driverMobile: '13912345678',
        vehiclePlate: '浙A·12345',
      }),
    );
    expect(rest.status).toBe('shipped');
    expect(rest.canShip).toBe(false);
    expect(rest.items.map((item) => item.leftToShip)).toEqual(['0', '0']);
    const shipped = expectOk(await buyerDetail(order.orderNumber));
    expect(shipped.status).toBe('shipped');
    expect(shipped.canConfirm).toBe(true);
    expect(shipped.shipments[1]).toMatchObject({
      method: 'own',
      driverName: '王师傅',
      driverMobile: '13912345678',
      vehiclePlate: '浙A·12345',
    });
    expect(
      shipped.shipments[1]!.items.map((item) => [item.itemId, item.quantity]).sort(
        (x, y) => Number(x[0]) - Number(y[0]),
      ),
    ).toEqual(
      [
        [screws, '2'],
        [washers, '2'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    expect(shipped.timeline.map((entry) => entry.status)).toContain('shipped');

    // Nothing is left to ship: refused, and the buyer's receipt closes it.
    expectError(
      await ship(shop, {
        orderNumber: order.orderNumber,
        method: 'express',
        carrier: 'SF',
        trackingNumber: 'SF2',
      }),
      ErrorCode.CONFLICT,
    );
    expectOk(
      await api(ctx.app).call(
        orderEndpoints.confirmReceipt,
        { body: { orderNumber: order.orderNumber } },
        { as: buyer },
      ),
    );
    expect(expectOk(await buyerDetail(order.orderNumber)).status).toBe('completed');

    // Each shipment is in the audit log, under the shop and the person who shipped.
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, order.orderNumber));
    expect(entries.map((e) => [e.action, e.shopId, e.actorUserId])).toEqual([
      ['order.ship', shop.shopId, shop.userId],
      ['order.ship', shop.shopId, shop.userId],
    ]);
  });

  it("is refused on another shop's order, an unpaid one, and to staff without the ship code", async () => {
    const order = await paidOrder(shop);
    const body: ShipInput = {
      orderNumber: order.orderNumber,
      method: 'express',
      carrier: 'YTO',
      trackingNumber: 'YT9876543210',
    };
    expectError(await ship(other, body), ErrorCode.NOT_FOUND);
    expectError(
      await api(ctx.app).call(
        workbenchEndpoints.orderDetail,
        { query: { orderNumber: order.orderNumber } },
        { as: other },
      ),
      ErrorCode.NOT_FOUND,
    );
    const viewer = await makeMerchant(ctx.app, ctx.database.db, {
      codes: [merchantPermissionCodes.orderView],
    });
    expectError(await ship(viewer, body), ErrorCode.FORBIDDEN);
    expect(expectOk(await buyerDetail(order.orderNumber))).toMatchObject({ status: 'paid', shipments: [] });

    const unpaid = await paidOrder(shop, false);
    expect(
      expectError(
        await ship(shop, { ...body, orderNumber: unpaid.orderNumber }, 'zh_CN'),
        ErrorCode.CONFLICT,
      ),
    ).toBe('订单当前状态为“待付款”，不能发货');
    expectError(await ship(shop, { ...body, trackingNumber: 'SF 123' }), ErrorCode.VALIDATION_FAILED);
  });

  it('ships an order once when two people ship it at the same moment', async () => {
    const order = await paidOrder(shop);
    const body: ShipInput = {
      orderNumber: order.orderNumber,
      method: 'express',
      carrier: 'JD',
      trackingNumber: 'JD1',
    };
    const answers = await Promise.all([ship(shop, body), ship(shop, body)]);
    expect(answers.map((a) => a.code).sort()).toEqual([ErrorCode.OK, ErrorCode.CONFLICT].sort());
    expect(expectOk(await buyerDetail(order.orderNumber)).shipments).toHaveLength(1);
  });
});
