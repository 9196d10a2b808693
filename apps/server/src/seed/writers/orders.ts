import {
  lineAmountCents,
  type OrderStatus,
  orderTypes,
  toQuantityUnits,
  unitPriceCents,
  unitsToQuantity,
} from '@mall/contracts';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsGoods, products, shops } from '../../db/schema/catalog';
import {
  accountEntries,
  addresses,
  buyerAccounts,
  orderEvents,
  orderItems,
  orderStatusCodes,
  orders,
  shopShippingRules,
} from '../../db/schema/order';
import { areas, configItems, sysParams } from '../../db/schema/system';
import { createRandom } from '../generators/random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const day = 86400_000;
const hour = 3600_000;

/** Demo buyers (customer ids of generators/accounts.ts): balance in fen and points to try paying and points orders. */
const buyerFunds: { custId: number; balanceCents: number; points: number }[] = [
  { custId: 2, balanceCents: 5_000_000, points: 8000 },
  { custId: 3, balanceCents: 1_000_000, points: 3000 },
];

/** Discount methods of normal orders: config type list DISCOUNT_METHOD of module order_set (spec §7). */
const discountMethods = [
  {
    configCode: 'FULL_REDUCTION',
    names: ['满300减20', '¥20 off from ¥300', '−¥20 от ¥300', '¥20 de descuento desde ¥300'],
    remark: { type: 'reduce', over: '300.00', minus: '20.00' },
  },
  {
    configCode: 'MEMBER_DISCOUNT',
    names: ['会员98折', 'Members 2% off', 'Скидка для участников 2%', 'Socios 2% de descuento'],
    remark: { type: 'percent', percent: 98 },
  },
];

/** The demo buyer's past orders: status and how long ago they were placed. */
const pastOrders: { status: OrderStatus; daysAgo: number; lines: number }[] = [
  { status: 'completed', daysAgo: 40, lines: 2 },
  { status: 'completed', daysAgo: 25, lines: 1 },
  { status: 'cancelled', daysAgo: 18, lines: 1 },
  { status: 'shipped', daysAgo: 6, lines: 2 },
  { status: 'shipped', daysAgo: 4, lines: 1 },
  { status: 'paid', daysAgo: 2, lines: 3 },
  { status: 'pendingPayment', daysAgo: 0, lines: 1 },
];

const statusPath: Record<OrderStatus, OrderStatus[]> = {
  pendingPayment: ['pendingPayment'],
  paid: ['pendingPayment', 'paid'],
  shipped: ['pendingPayment', 'paid', 'shipped'],
  completed: ['pendingPayment', 'paid', 'shipped', 'completed'],
  cancelled: ['pendingPayment', 'cancelled'],
};

async function areaChild(tx: Tx, pid: string, name: string) {
  const [row] = await tx
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.pid, pid), eq(areas.name, name)));
  return row?.id ?? null;
}

/**
 * The buying side of the demo mall: buyer balances and points, shipping fees of the shops, discount
 * methods (switched on with order_set@DISCOUNT_METHOD = 1), two addresses and a history of orders in every
 * status for the demo buyer 13800000001, so the order list and detail have something to show.
 */
export async function seedBuying(tx: Tx, now: Date): Promise<void> {
  await tx.insert(buyerAccounts).values(buyerFunds.map((f) => ({ ...f, updatedAt: now })));
  await tx.insert(accountEntries).values(
    buyerFunds.map((f) => ({
      custId: f.custId,
      kind: 'topup',
      balanceCents: f.balanceCents,
      points: f.points,
      ref: 'seed',
      // Opened before the demo orders below, so the points history reads in order.
      createdAt: new Date(now.getTime() - 60 * day),
    })),
  );

  const shopRows = await tx.select({ id: shops.id }).from(shops).orderBy(asc(shops.id));
  const random = createRandom(5150);
  await tx.insert(shopShippingRules).values(
    shopRows.map((s) => ({
      shopId: s.id,
      feeCents: random.pick([600, 800, 1000, 1200, 1500]),
      freeOverCents: random.pick([9900, 19900, 29900, null]),
    })),
  );

  await tx.insert(configItems).values(
    discountMethods.map((m, i) => ({
      moduleCode: 'order_set',
      itemCode: 'DISCOUNT_METHOD',
      configCode: m.configCode,
      showName: m.names[0]!,
      showNameI18n: { en_US: m.names[1]!, ru_RU: m.names[2]!, es: m.names[3]! },
      remark: JSON.stringify(m.remark),
      enableFlag: 1,
      sort: i + 1,
    })),
  );
  await tx
    .update(sysParams)
    .set({ value: '1', remark: '订单优惠方式：1 启用（满减、会员折扣）' })
    .where(eq(sysParams.code, 'order_set@DISCOUNT_METHOD'));

  // Addresses: West Lake district of Hangzhou, and Pudong in Shanghai.
  const custId = 2;
  const buyerUserId = 2;
  const hzCity = '330100';
  const xihu = await areaChild(tx, hzCity, '西湖区');
  const shCity =
    (await tx.select({ id: areas.id }).from(areas).where(eq(areas.pid, '310000')))[0]?.id ?? null;
  const pudong = shCity ? await areaChild(tx, shCity, '浦东新区') : null;
  const addressRows = [
    {
      custId,
      consignee: '张伟',
      mobile: '13800000001',
      provinceId: '330000',
      cityId: hzCity,
      districtId: xihu,
      detail: '文三路 90 号云采大厦 18 楼',
      zipCode: '310012',
      isDefault: true,
      createdAt: new Date(now.getTime() - 200 * day),
    },
    ...(shCity && pudong
      ? [
          {
            custId,
            consignee: '王芳',
            mobile: '13900001234',
            provinceId: '310000',
            cityId: shCity,
            districtId: pudong,
            detail: '张江路 188 号 3 号楼仓库',
            zipCode: '201203',
            isDefault: false,
            createdAt: new Date(now.getTime() - 100 * day),
          },
        ]
      : []),
  ];
  await tx.insert(addresses).values(addressRows);
  const fullAddress = `浙江省 杭州市 ${xihu ? '西湖区 ' : ''}文三路 90 号云采大厦 18 楼`;
  const snapshot = {
    consignee: '张伟',
    mobile: '13800000001',
    fullAddress,
    provinceId: '330000',
    cityId: hzCity,
    districtId: xihu,
    townId: null,
  };

  // Products without styles, on sale and in stock, from the first shops.
  const candidates = await tx
    .select({
      id: products.id,
      shopId: products.shopId,
      sellCustId: shops.custId,
      name: products.name,
      nameI18n: products.nameI18n,
      model: products.model,
      unit: products.unit,
      imageUrl: products.imageUrl,
      priceCents: products.priceCents,
      priceTiers: products.priceTiers,
      minOrder: products.minOrder,
      step: products.step,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        eq(products.status, 1),
        eq(products.productType, 4),
        gt(products.stock, '100'),
        sql`jsonb_array_length(${products.styles}) = 0`,
        inArray(
          products.shopId,
          shopRows.slice(0, 4).map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(products.id))
    .limit(60);
  if (candidates.length === 0) return;

  let seq = 0;
  for (const [index, plan] of pastOrders.entries()) {
    const shopId = shopRows[index % Math.min(4, shopRows.length)]!.id;
    const fromShop = candidates.filter((p) => p.shopId === shopId);
    const pool =
      fromShop.length >= plan.lines ? fromShop : candidates.filter((p) => p.shopId === candidates[0]!.shopId);
    // A few different products per order, rotating through the shop's products.
    const chosen = [
      ...new Set(Array.from({ length: plan.lines }, (_, k) => pool[(index + k) % pool.length]!)),
    ];
    if (chosen.length === 0) continue;
    const placed = new Date(now.getTime() - plan.daysAgo * day - (index + 1) * hour);
    const items = chosen.map((p) => {
      const units = toQuantityUnits(p.minOrder) ?? 10_000n;
      const priceCents = unitPriceCents(p, null, units);
      return {
        productId: p.id,
        styleId: 0,
        title: p.name,
        titleI18n: p.nameI18n,
        model: p.model,
        unit: p.unit,
        imageUrl: p.imageUrl,
        priceCents,
        quantity: unitsToQuantity(units),
        amountCents: lineAmountCents(priceCents, units),
      };
    });
    const goods = items.reduce((sum, i) => sum + i.amountCents, 0);
    const shipping = goods >= 19900 ? 0 : 800;
    seq += 1;
    const orderNumber = `${placed.toISOString().slice(0, 10).replace(/-/g, '')}${String(900_000_000 + seq).padStart(10, '0')}`;
    const paidAt =
      plan.status === 'pendingPayment' || plan.status === 'cancelled'
        ? null
        : new Date(placed.getTime() + 10 * 60_000);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber,
        buyCustId: custId,
        buyUserId: buyerUserId,
        shopId,
        sellCustId: chosen[0]!.sellCustId,
        orderType: orderTypes.normal,
        status: orderStatusCodes[plan.status],
        goodsCents: goods,
        shippingCents: shipping,
        payCents: goods + shipping,
        remark: index === 0 ? '请工作日送货' : '',
        invoice:
          index === 3
            ? { type: 'vat', title: '杭州优采贸易有限公司', taxNo: '91330106MA2B3C4D5E' }
            : { type: 'none', title: '', taxNo: '' },
        address: snapshot,
        cancelReason: plan.status === 'cancelled' ? '信息填写错误，重新下单' : '',
        createdAt: placed,
        paidAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: order!.id })));
    await tx.insert(orderEvents).values(
      statusPath[plan.status].map((status, step) => ({
        orderId: order!.id,
        status: orderStatusCodes[status],
        note: status === 'cancelled' ? '信息填写错误，重新下单' : '',
        createdAt: new Date(placed.getTime() + step * (status === 'paid' ? 10 * 60_000 : day)),
      })),
    );
  }

  // One points order, paid with points.
  const [goods] = await tx
    .select()
    .from(pointsGoods)
    .where(ne(pointsGoods.stock, 0))
    .orderBy(asc(pointsGoods.id))
    .limit(1);
  if (goods) {
    const placed = new Date(now.getTime() - 12 * day);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: `${placed.toISOString().slice(0, 10).replace(/-/g, '')}${String(900_000_100).padStart(10, '0')}`,
        buyCustId: custId,
        buyUserId: buyerUserId,
        orderType: orderTypes.points,
        status: orderStatusCodes.shipped,
        payKind: 2,
        goodsCents: 0,
        payCents: 0,
        pointsAmount: goods.points,
        invoice: { type: 'none', title: '', taxNo: '' },
        address: snapshot,
        createdAt: placed,
        paidAt: placed,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    await tx.insert(orderItems).values({
      orderId: order!.id,
      productId: goods.id,
      title: goods.name,
      titleI18n: goods.nameI18n,
      imageUrl: goods.imageUrl,
      priceCents: goods.points,
      quantity: '1',
      amountCents: goods.points,
    });
    // The points it cost are in the points history like a real points order's; the opening grant was that
    // much larger, so the history adds up to the balance the demo buyer has now.
    await tx.insert(accountEntries).values({
      custId,
      kind: 'points',
      points: -goods.points,
      ref: order!.orderNumber,
      createdAt: placed,
    });
    await tx
      .update(accountEntries)
      .set({ points: sql`${accountEntries.points} + ${goods.points}` })
      .where(and(eq(accountEntries.custId, custId), eq(accountEntries.kind, 'topup')));
    await tx.insert(orderEvents).values([
      { orderId: order!.id, status: orderStatusCodes.paid, createdAt: placed },
      {
        orderId: order!.id,
        status: orderStatusCodes.shipped,
        createdAt: new Date(placed.getTime() + 2 * day),
      },
    ]);
  }
}
