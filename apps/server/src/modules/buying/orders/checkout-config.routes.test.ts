import { randomUUID } from 'node:crypto';
import type { EndpointBodyIn } from '@mall/contracts';
import { ErrorCode, orderEndpoints, systemEndpoints } from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import { addAddress, type Buyer, makeBuyer, makeProduct, setParam } from '../../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../../test/helper';
import { productClasses } from '../../../db/schema/catalog';
import { shopShippingRules } from '../../../db/schema/order';
import { configItems, defaultConfigs } from '../../../db/schema/system';

/**
 * The switches of spec §7 as the server honours them in the order it computes: the same config calls the
 * order-filling page reads (SHIPPING_COST_ENABLED of the order's module, {module}@DISCOUNT_METHOD and the
 * DISCOUNT_METHOD list, OPEN_TAX_CODE / OPEN_TAX_RATE), flipped both ways in the database.
 */
let ctx: TestContext;
let buyer: Buyer;
let addressId: number;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  buyer = await makeBuyer(ctx.app, db(), { balanceCents: 1_000_000 });
  addressId = await addAddress(ctx.app, buyer);
  await db().delete(shopShippingRules);
  await db().insert(shopShippingRules).values({ shopId: 1, feeCents: 800, freeOverCents: null });
});
afterAll(async () => {
  await ctx?.close();
});

const setSwitch = (moduleCode: string, itemCode: string, enableFlag: number) =>
  db()
    .update(configItems)
    .set({ enableFlag })
    .where(and(eq(configItems.moduleCode, moduleCode), eq(configItems.itemCode, itemCode)));

const buyNow = (productId: number, quantity = '2') => ({
  source: 'buynow' as const,
  lines: [{ productId, quantity }],
  shops: [{ shopId: 1, deliveryType: 'express' as const, discountCode: 'FULL_REDUCTION' }],
});
const preview = (body: EndpointBodyIn<typeof orderEndpoints.preview>) =>
  api(ctx.app).call(orderEndpoints.preview, { body }, { as: buyer });
const switchMap = (moduleCode: string) =>
  api(ctx.app).call(systemEndpoints.configItemMap, {
    query: { itemCode: 'SHIPPING_COST_ENABLED', moduleCode },
  });

describe('checkout switches (spec §7) in the order the server computes', () => {
  it('charges shipping only while SHIPPING_COST_ENABLED of the order module is on, and the web’s call says the same', async () => {
    const product = await makeProduct(db(), { shopId: 1, priceCents: 20000 });
    try {
      await setSwitch('order_set', 'SHIPPING_COST_ENABLED', 0);
      expect((await switchMap('order_set')).ext.SHIPPING_COST_ENABLED.enableFlag).toBe(0);
      const off = await preview(buyNow(product.id));
      expect(off.code, off.msg).toBe(ErrorCode.OK);
      expect(off.ext.orders[0]).toMatchObject({ shippingEnabled: false, shippingFee: '0.00' });
      expect(off.ext.shippingFee).toBe('0.00');
      // What the buyer pays and what is stored: no shipping.
      const placed = await api(ctx.app).call(
        orderEndpoints.submit,
        {
          body: {
            ...buyNow(product.id),
            addressId,
            idempotencyKey: randomUUID(),
            payAmount: off.ext.payAmount,
          },
        },
        { as: buyer },
      );
      expect(placed.code, placed.msg).toBe(ErrorCode.OK);
      const order = await api(ctx.app).call(
        orderEndpoints.detail,
        { query: { orderNumber: placed.ext.orderNumbers[0] } },
        { as: buyer },
      );
      expect(order.ext.shippingFee).toBe('0.00');

      await setSwitch('order_set', 'SHIPPING_COST_ENABLED', 1);
      expect((await switchMap('order_set')).ext.SHIPPING_COST_ENABLED.enableFlag).toBe(1);
      const on = await preview(buyNow(product.id));
      expect(on.ext.orders[0]).toMatchObject({ shippingEnabled: true, shippingFee: '8.00' });
      expect(Number(on.ext.payAmount) - Number(off.ext.payAmount)).toBeCloseTo(8, 2);
    } finally {
      await setSwitch('order_set', 'SHIPPING_COST_ENABLED', 1);
    }
  });

  it('offers and applies discount methods only while {module}@DISCOUNT_METHOD is 1', async () => {
    const product = await makeProduct(db(), { shopId: 1, priceCents: 20000 });
    try {
      const on = await preview(buyNow(product.id));
      expect(on.ext.orders[0].discountMethods.map((m) => m.code)).toEqual([
        'FULL_REDUCTION',
        'MEMBER_DISCOUNT',
      ]);
      expect(on.ext.orders[0].discountAmount).toBe('20.00');
      const switches = await api(ctx.app).call(systemEndpoints.switchSettings, {
        query: { moduleCode: 'order_set' },
      });
      expect(switches.ext['order_set@DISCOUNT_METHOD'].enableFlag).toBe(1);

      await setParam(db(), 'order_set@DISCOUNT_METHOD', '0');
      // A discount the buyer can no longer choose is refused, not silently applied.
      const refused = await preview(buyNow(product.id));
      expect(refused.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(refused.msg).toMatch(/FULL_REDUCTION/);
      const off = await preview({
        ...buyNow(product.id),
        shops: [{ shopId: 1, deliveryType: 'express' as const }],
      });
      expect(off.code, off.msg).toBe(ErrorCode.OK);
      expect(off.ext.orders[0].discountMethods).toEqual([]);
      expect(off.ext.orders[0].discountAmount).toBe('0.00');
      const after = await api(ctx.app).call(systemEndpoints.switchSettings, {
        query: { moduleCode: 'order_set' },
      });
      expect(after.ext['order_set@DISCOUNT_METHOD'].enableFlag).toBe(0);
    } finally {
      await setParam(db(), 'order_set@DISCOUNT_METHOD', '1');
    }
  });

  it('starts a shop the buyer made no choice for with the platform’s ORDER_DELIVERY_TYPE', async () => {
    const product = await makeProduct(db(), { shopId: 1, priceCents: 1000 });
    const body = { source: 'buynow' as const, lines: [{ productId: product.id, quantity: '1' }] };
    expect((await preview(body)).ext.orders[0]).toMatchObject({
      deliveryType: 'express' as const,
      shippingFee: '8.00',
    });
    try {
      await db()
        .update(defaultConfigs)
        .set({ value: 'pickup' })
        .where(eq(defaultConfigs.code, 'ORDER_DELIVERY_TYPE'));
      expect((await preview(body)).ext.orders[0]).toMatchObject({
        deliveryType: 'pickup' as const,
        shippingFee: '0.00',
      });
      // A mistyped default is the safe choice, not an error.
      await db()
        .update(defaultConfigs)
        .set({ value: 'drone' })
        .where(eq(defaultConfigs.code, 'ORDER_DELIVERY_TYPE'));
      expect((await preview(body)).ext.orders[0].deliveryType).toBe('express');
    } finally {
      await db()
        .update(defaultConfigs)
        .set({ value: 'express' })
        .where(eq(defaultConfigs.code, 'ORDER_DELIVERY_TYPE'));
    }
  });

  it('charges no shipping on supply-hall goods: SHIPPING_COST_ENABLED of order_supply is seeded off', async () => {
    const supply = await makeProduct(db(), { shopId: 1, priceCents: 5000, productType: 3 });
    const res = await preview({
      source: 'buynow' as const,
      lines: [{ productId: supply.id, quantity: '2' }],
      shops: [{ shopId: 1, deliveryType: 'express' as const }],
    });
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext.orders[0]).toMatchObject({
      moduleCode: 'order_supply',
      shippingEnabled: false,
      shippingFee: '0.00',
      discountMethods: [],
      payAmount: '100.00',
    });
    expect((await switchMap('order_supply')).ext.SHIPPING_COST_ENABLED.enableFlag).toBe(0);
  });

  it('gives each line the tax code and rate of its top class, and refuses an invoice while both tax switches are off', async () => {
    const product = await makeProduct(db(), { shopId: 1, priceCents: 1000 });
    const [top] = await db().select().from(productClasses).where(eq(productClasses.id, product.class1Id));
    expect(top!.taxCode).toMatch(/^\d{19}$/);
    const res = await preview(buyNow(product.id));
    expect(res.ext.orders[0].lines[0]).toMatchObject({ taxCode: top!.taxCode, taxRate: top!.taxRate });
    expect([9, 13]).toContain(res.ext.orders[0].lines[0].taxRate);
    try {
      await setSwitch('system_configuration', 'OPEN_TAX_CODE', 0);
      await setSwitch('system_configuration', 'OPEN_TAX_RATE', 0);
      const off = await preview(buyNow(product.id));
      expect(off.ext.invoiceEnabled).toBe(false);
      const refused = await api(ctx.app).call(
        orderEndpoints.submit,
        {
          body: {
            ...buyNow(product.id),
            addressId,
            idempotencyKey: randomUUID(),
            payAmount: off.ext.payAmount,
            invoice: { type: 'normal' as const, title: '测试公司' },
          },
        },
        { as: buyer },
      );
      expect(refused.code).toBe(ErrorCode.VALIDATION_FAILED);
    } finally {
      await setSwitch('system_configuration', 'OPEN_TAX_CODE', 1);
      await setSwitch('system_configuration', 'OPEN_TAX_RATE', 1);
    }
  });
});

describe('GET /member/basebiz/configitem/defaultconfig', () => {
  it('needs a session', async () => {
    const res = await api(ctx.app).call(systemEndpoints.memberDefaultConfig);
    expect(res.code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('starts from the platform defaults and the company name, then the buyer’s own last invoice; never another buyer’s', async () => {
    const fresh = await makeBuyer(ctx.app, db(), { balanceCents: 1_000_000 });
    const other = await makeBuyer(ctx.app, db());
    const first = await api(ctx.app).call(systemEndpoints.memberDefaultConfig, {}, { as: fresh });
    expect(first.code, first.msg).toBe(ErrorCode.OK);
    expect(first.ext).toEqual({
      invoiceType: 'normal',
      invoiceTitle: expect.stringMatching(/^测试采购商 \d+$/),
      taxNo: '',
      deliveryType: 'express' as const,
    });

    const product = await makeProduct(db(), { shopId: 1, priceCents: 1000 });
    const body = {
      source: 'buynow' as const,
      lines: [{ productId: product.id, quantity: '1' }],
      shops: [{ shopId: 1, deliveryType: 'express' as const }],
    };
    const address = await addAddress(ctx.app, fresh);
    const shown = await api(ctx.app).call(orderEndpoints.preview, { body }, { as: fresh });
    const placed = await api(ctx.app).call(
      orderEndpoints.submit,
      {
        body: {
          ...body,
          addressId: address,
          idempotencyKey: randomUUID(),
          payAmount: shown.ext.payAmount,
          invoice: { type: 'vat' as const, title: '杭州云采科技有限公司', taxNo: '91330106MA2B123456' },
        },
      },
      { as: fresh },
    );
    expect(placed.code, placed.msg).toBe(ErrorCode.OK);

    const after = await api(ctx.app).call(systemEndpoints.memberDefaultConfig, {}, { as: fresh });
    expect(after.ext).toMatchObject({ invoiceTitle: '杭州云采科技有限公司', taxNo: '91330106MA2B123456' });
    const others = await api(ctx.app).call(systemEndpoints.memberDefaultConfig, {}, { as: other });
    expect(others.ext.invoiceTitle).not.toBe('杭州云采科技有限公司');
    expect(others.ext.taxNo).toBe('');
  });
});
