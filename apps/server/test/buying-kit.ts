import { randomUUID } from 'node:crypto';
import {
  addressEndpoints,
  buyerCentreCode,
  ErrorCode,
  type Locale,
  orderEndpoints,
  systemEndpoints,
} from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { customers, userCentres, users } from '../src/db/schema/account';
import { type ProductPriceTier, type ProductStyle, products } from '../src/db/schema/catalog';
import { buyerAccounts } from '../src/db/schema/order';
import { hashPassword } from '../src/lib/password';
import { indexProducts } from '../src/modules/catalog';
import { api } from './api';

/** Test data for the buying path: buyers with sessions and products with known rules. */

export interface Buyer {
  token: string;
  userId: number;
  custId: number;
}

let counter = 0;
let payHash: string | undefined;

/** A session of an existing (seeded) user by mobile. */
export async function sessionOf(
  app: App,
  db: Db,
  mobile: string,
  /** The centre of the session (the buyer centre unless given; the user needs it to hold any code there). */
  subsysCode: string = buyerCentreCode,
): Promise<Buyer> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  if (!user) throw new Error(`no user ${mobile}`);
  const token = await app.services.sessions.create({ userId: user.id, subsysCode });
  return { token, userId: user.id, custId: user.custId };
}

/**
 * A new buyer company with one user and a session; optionally money, points and the payment password
 * 135790 (hashed once per test file: argon2 is slow on purpose).
 */
export async function makeBuyer(
  app: App,
  db: Db,
  options: { balanceCents?: number; points?: number; payPassword?: boolean } = {},
): Promise<Buyer> {
  counter += 1;
  const n = counter;
  if (options.payPassword && !payHash) payHash = await hashPassword('135790');
  const [customer] = await db
    .insert(customers)
    .values({ custName: `测试采购商 ${n}`, userClass: 1 })
    .returning({ id: customers.id });
  const mobile = `137${String(Date.now() % 1e4).padStart(4, '0')}${String(n).padStart(4, '0')}`;
  const [user] = await db
    .insert(users)
    .values({
      custId: customer!.id,
      mobile,
      userName: `buyer${n}`,
      passwordHash: 'x',
      payPasswordHash: options.payPassword ? payHash! : null,
    })
    .returning({ id: users.id });
  await db.insert(userCentres).values({ userId: user!.id, subsysCode: buyerCentreCode });
  if (options.balanceCents !== undefined || options.points !== undefined) {
    await db
      .insert(buyerAccounts)
      .values({ custId: customer!.id, balanceCents: options.balanceCents ?? 0, points: options.points ?? 0 });
  }
  const token = await app.services.sessions.create({ userId: user!.id, subsysCode: buyerCentreCode });
  return { token, userId: user!.id, custId: customer!.id };
}

export interface ProductOptions {
  shopId?: number;
  name?: string;
  model?: string;
  priceCents?: number;
  stock?: string;
  minOrder?: string;
  step?: string;
  priceTiers?: ProductPriceTier[];
  styles?: ProductStyle[];
  status?: number;
  productType?: number;
  /** Bind purchase: sold only together with this product. */
  bindProductId?: number | null;
}

let styleIds = 9_000_000;

/** A style with a test-unique id. */
export function style(name: string, priceCents: number, stock: string): ProductStyle {
  styleIds += 1;
  return { styleId: styleIds, name, priceCents, stock, imageUrl: '' };
}

/** A product copied from a seeded one (so every column is filled) with the given rules. */
export async function makeProduct(db: Db, options: ProductOptions = {}) {
  counter += 1;
  const [template] = await db.select().from(products).where(eq(products.status, 1)).limit(1);
  if (!template) throw new Error('seed the catalog first');
  const { id: _id, ...rest } = template;
  const [row] = await db
    .insert(products)
    .values({
      ...rest,
      shopId: options.shopId ?? template.shopId,
      name: options.name ?? `测试商品 ${counter}`,
      // The template's translations name another product: a test product starts untranslated.
      nameI18n: {},
      subtitleI18n: {},
      specsI18n: {},
      model: options.model ?? `T-${counter}-${Date.now() % 100000}`,
      priceCents: options.priceCents ?? 1000,
      stock: options.stock ?? '1000',
      minOrder: options.minOrder ?? '1',
      step: options.step ?? '1',
      priceTiers: options.priceTiers ?? [],
      styles: options.styles ?? [],
      status: options.status ?? 1,
      productType: options.productType ?? 4,
      bindProductId: options.bindProductId ?? null,
    })
    .returning();
  // As the catalogue does for a new product: searchable by name at once.
  await indexProducts(db, [row!.id]);
  return row!;
}

export async function stockOf(db: Db, productId: number) {
  const [row] = await db
    .select({ stock: products.stock, styles: products.styles })
    .from(products)
    .where(eq(products.id, productId));
  return { stock: Number(row!.stock), styles: row!.styles };
}

export async function setParam(db: Db, code: string, value: string) {
  await db.execute(sql`update sys_params set value = ${value} where code = ${code}`);
}

/** A delivery address of the buyer in Hangzhou (the first district of 330100); answers its id. */
export async function addAddress(app: App, buyer: Buyer): Promise<number> {
  const district = (await api(app).call(systemEndpoints.areaChildren, { query: { pId: '330100' } })).ext[0];
  const res = await api(app).call(
    addressEndpoints.add,
    {
      body: {
        consignee: '张伟',
        mobile: '13800000001',
        provinceId: '330000',
        cityId: '330100',
        districtId: district.id,
        detail: '文三路 90 号',
      },
    },
    { as: buyer },
  );
  return res.ext.addressId as number;
}

/**
 * Buys the lines at once, as the checkout does: the preview, then the submission with the amount it showed.
 * Answers the submission's reply.
 */
export async function buyNow(
  app: App,
  buyer: Buyer,
  addressId: number,
  lines: { productId: number; quantity: string }[],
  lang: Locale = 'en_US',
) {
  const body = { source: 'buynow' as const, lines, addressId };
  const shown = await api(app).call(orderEndpoints.preview, { body }, { as: buyer, lang });
  return api(app).call(
    orderEndpoints.submit,
    { body: { ...body, payAmount: shown.ext.payAmount, idempotencyKey: randomUUID() } },
    { as: buyer, lang },
  );
}

/** An unpaid order of a new product at `priceCents` from shop 3, bought now; its number and amount due. */
export async function unpaidOrder(app: App, db: Db, buyer: Buyer, addressId: number, priceCents: number) {
  const p = await makeProduct(db, { priceCents, stock: '100', shopId: 3 });
  const res = await buyNow(app, buyer, addressId, [{ productId: p.id, quantity: '1' }]);
  if (res.code !== ErrorCode.OK) throw new Error(`submitorder: ${res.msg}`);
  return { orderNumber: res.ext.orderNumbers[0]!, amount: res.ext.payAmount };
}
