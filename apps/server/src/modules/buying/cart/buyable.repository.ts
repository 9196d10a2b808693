import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { productClasses, products, shops } from '../../../db/schema/catalog';

/** What buying needs to know about a product; read by this module's own queries. */
const buyableColumns = {
  id: products.id,
  productType: products.productType,
  // A product of a shop the platform suspended is off sale at once (3, "held"), also while its batch of the
  // suspension (catalog/shop-admin.service.ts) has not reached it yet.
  status: sql<number>`case when ${shops.status} = 1 then ${products.status} else 3 end`,
  name: products.name,
  nameI18n: products.nameI18n,
  model: products.model,
  unit: products.unit,
  imageUrl: products.imageUrl,
  priceCents: products.priceCents,
  priceTiers: products.priceTiers,
  styles: products.styles,
  specs: products.specs,
  stock: products.stock,
  minOrder: products.minOrder,
  step: products.step,
  bindProductId: products.bindProductId,
  shopId: products.shopId,
  shopName: shops.shopName,
  shopNameI18n: shops.shopNameI18n,
  shopCustId: shops.custId,
  shopLogoUrl: shops.logoUrl,
  // Tax classification code and rate of the product's top class ('' / 0 when the class has none).
  taxCode: sql<string>`coalesce(${productClasses.taxCode}, '')`,
  taxRate: sql<number>`coalesce(${productClasses.taxRate}, 0)::int`,
};

export type BuyableRow = {
  id: number;
  productType: number;
  status: number;
  name: string;
  nameI18n: Record<string, string>;
  model: string;
  unit: string;
  imageUrl: string;
  priceCents: number;
  priceTiers: { minQty: string; priceCents: number }[];
  styles: {
    styleId: number;
    name: string;
    priceCents: number;
    stock: string;
    imageUrl: string;
    nameI18n?: Record<string, string>;
    /** Unit of sale when not the product's (see ProductStyle in db/schema/catalog.ts). */
    unit?: string;
    priceTiers?: { minQty: string; priceCents: number }[];
  }[];
  /** Specification lines (name and value) as the product page lists them. */
  specs: { name: string; value: string }[];
  stock: string;
  minOrder: string;
  step: string;
  /** The main product this one is sold only together with (bind purchase), or null. */
  bindProductId: number | null;
  shopId: number;
  shopName: string;
  shopNameI18n: Record<string, string>;
  shopCustId: number;
  shopLogoUrl: string;
  taxCode: string;
  taxRate: number;
};

/** LIKE pattern text with its wildcards taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class BuyableRepository {
  constructor(private readonly db: Executor) {}

  /** Products by id; `lock` takes row locks (inside a transaction) so stock and price can not move. */
  async byIds(ids: number[], lock = false): Promise<BuyableRow[]> {
    if (ids.length === 0) return [];
    const query = this.db
      .select(buyableColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(productClasses, eq(productClasses.id, products.class1Id))
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id));
    return (lock ? await query.for('update', { of: products }) : await query) as BuyableRow[];
  }

  /**
   * Products whose code (model) equals one of `codes`, ignoring case. When several products share a code,
   * the on-sale one with the lowest id wins (the caller keeps the first per code).
   */
  async byModels(codes: string[]): Promise<BuyableRow[]> {
    if (codes.length === 0) return [];
    const lowered = [...new Set(codes.map((c) => c.toLowerCase()))];
    const rows = await this.db
      .select(buyableColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(productClasses, eq(productClasses.id, products.class1Id))
      .where(and(inArray(sql<string>`lower(${products.model})`, lowered), sql`${products.model} <> ''`))
      .orderBy(sql`${products.status} desc`, asc(products.id));
    return rows as BuyableRow[];
  }

  /**
   * On-sale products whose code starts with `prefix` (ignoring case), in code order. The byte-wise range
   * (`~>=~`, `~<~`) reads the `text_pattern_ops` index on lower(model) with the prefix as a parameter,
   * where a LIKE on a parameter would scan every product.
   */
  async byCodePrefix(prefix: string, limit: number): Promise<BuyableRow[]> {
    const low = prefix.toLowerCase();
    const chars = Array.from(low);
    const last = chars.pop()?.codePointAt(0);
    if (last === undefined || last >= 0x10ffff) return [];
    const high = chars.join('') + String.fromCodePoint(last + 1);
    const rows = await this.db
      .select(buyableColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(productClasses, eq(productClasses.id, products.class1Id))
      .where(
        and(
          eq(products.status, 1),
          sql`${products.model} <> ''`,
          sql`lower(${products.model}) ~>=~ ${low}`,
          sql`lower(${products.model}) ~<~ ${high}`,
          sql`lower(${products.model}) like ${`${escapeLike(low)}%`}`,
        ),
      )
      .orderBy(sql`lower(${products.model}) using ~<~`, asc(products.id))
      .limit(limit);
    return rows as BuyableRow[];
  }

  /** A few on-sale products with a code, as examples in the import template. */
  async sampleForTemplate(limit: number): Promise<BuyableRow[]> {
    const rows = await this.db
      .select(buyableColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(productClasses, eq(productClasses.id, products.class1Id))
      .where(and(eq(products.status, 1), sql`${products.model} <> ''`, sql`${products.stock} > 0`))
      .orderBy(asc(products.id))
      .limit(limit);
    return rows as BuyableRow[];
  }
}
