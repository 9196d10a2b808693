// What the product reads share: a query's filter and order, their SQL on the products table, the on-sale
// condition and a listing row's columns (the search index's plans in product-search.repository.ts, the
// listings in product-listing.repository.ts, the detail reads in product-detail.repository.ts).
import { and, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import { products, shops } from '../../db/schema/catalog';
import type { SearchQuery } from './search-query';

export type ClassColumn = 'class1Id' | 'class2Id' | 'class3Id';

export interface ProductFilter {
  productType: number;
  classColumn?: ClassColumn;
  classId?: number;
  shopId?: number;
  /** One of the shop's own classes (with shopId). */
  shopClassId?: number;
  brandId?: number;
  isFarm?: number;
  priceMinCents?: number;
  priceMaxCents?: number;
  areaName?: string;
  inStock?: boolean;
  search?: SearchQuery;
  /** Share of the product type's products the class filter keeps (kept counts), for choosing a plan. */
  classShare?: number;
}

export type ProductOrder = {
  sort: 'relevance' | 'createTime' | 'price' | 'sales';
  order: 'asc' | 'desc';
};

// Written as a literal, not a bound parameter, so that a prepared (generic) plan can still prove it
// matches the partial listing indexes' predicate.
export const onSale = sql`${products.status} = 1`;

/** A listing row's columns (products joined with their shops). */
export const summaryColumns = {
  id: products.id,
  productType: products.productType,
  name: products.name,
  subtitle: products.subtitle,
  nameI18n: products.nameI18n,
  subtitleI18n: products.subtitleI18n,
  priceCents: products.priceCents,
  marketPriceCents: products.marketPriceCents,
  unit: products.unit,
  imageUrl: products.imageUrl,
  shopId: products.shopId,
  shopName: shops.shopName,
  shopNameI18n: shops.shopNameI18n,
  sales: products.sales,
  areaName: products.areaName,
  areaNameI18n: products.areaNameI18n,
  createdAt: products.createdAt,
};

/** Conditions of the filters other than the search and the product type, on the products table. */
export function filterConditions(f: ProductFilter): SQL[] {
  const parts: SQL[] = [];
  if (f.classColumn && f.classId) parts.push(eq(products[f.classColumn], f.classId));
  if (f.shopId) parts.push(eq(products.shopId, f.shopId));
  if (f.shopClassId) parts.push(eq(products.shopClassId, f.shopClassId));
  if (f.brandId) parts.push(eq(products.brandId, f.brandId));
  if (f.isFarm !== undefined) parts.push(eq(products.isFarm, f.isFarm));
  if (f.priceMinCents !== undefined) parts.push(gte(products.priceCents, f.priceMinCents));
  if (f.priceMaxCents !== undefined) parts.push(lte(products.priceCents, f.priceMaxCents));
  if (f.areaName !== undefined) parts.push(eq(products.areaName, f.areaName));
  if (f.inStock) parts.push(gt(products.stock, '0'));
  return parts;
}

/** Conditions of a product filter without the search, on the products table alone. */
export function productWhere(f: ProductFilter): SQL | undefined {
  return and(onSale, eq(products.productType, f.productType), ...filterConditions(f));
}

/** The order columns of a non-relevance sort; ties by id in the same direction, as the indexes hold them. */
export function productOrderSql(order: ProductOrder): SQL {
  const dir = sql.raw(order.order === 'asc' ? 'asc' : 'desc');
  const column =
    order.sort === 'price'
      ? products.priceCents
      : order.sort === 'sales'
        ? products.sales
        : products.createdAt;
  return sql`${column} ${dir}, ${products.id} ${dir}`;
}
