import { facetSample, matchCountCap, searchWindow } from '@mall/contracts';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/account';
import {
  activities,
  brands,
  classProductCounts,
  demands,
  pointsGoods,
  productClasses,
  products,
  shops,
} from '../../db/schema/catalog';
import { escapeLike, type SearchQuery } from './search-query';

export interface ProductFilter {
  productType: number;
  classColumn?: ClassColumn;
  classId?: number;
  shopId?: number;
  brandId?: number;
  isFarm?: number;
  priceMinCents?: number;
  priceMaxCents?: number;
  areaName?: string;
  inStock?: boolean;
  search?: SearchQuery;
}

export type ProductOrder = {
  sort: 'relevance' | 'createTime' | 'price' | 'sales';
  order: 'asc' | 'desc';
};

export type ActivityState = 'upcoming' | 'ongoing' | 'ended';

const summaryColumns = {
  id: products.id,
  productType: products.productType,
  name: products.name,
  subtitle: products.subtitle,
  priceCents: products.priceCents,
  marketPriceCents: products.marketPriceCents,
  unit: products.unit,
  imageUrl: products.imageUrl,
  shopId: products.shopId,
  shopName: shops.shopName,
  sales: products.sales,
  areaName: products.areaName,
  createdAt: products.createdAt,
};

// Written as a literal, not a bound parameter, so that a prepared (generic) plan can still prove it
// matches the partial listing indexes' predicate.
const onSale = sql`${products.status} = 1`;

export type ClassColumn = 'class1Id' | 'class2Id' | 'class3Id';

export class CatalogRepository {
  // The class listing is the storefront's hottest query; preparing it once per connection saves the
  // planning time (measured at 200k products: planning took longer than executing).
  private readonly byClass: Record<ClassColumn, ReturnType<CatalogRepository['prepareByClass']>>;
  private readonly keptCountQuery;
  private readonly productById: ReturnType<CatalogRepository['prepareProductById']>;

  constructor(private readonly db: Db) {
    this.byClass = {
      class1Id: this.prepareByClass('class1Id'),
      class2Id: this.prepareByClass('class2Id'),
      class3Id: this.prepareByClass('class3Id'),
    };
    this.keptCountQuery = db
      .select({ total: classProductCounts.total })
      .from(classProductCounts)
      .where(
        and(
          eq(classProductCounts.classId, sql.placeholder('classId')),
          eq(classProductCounts.productType, sql.placeholder('productType')),
        ),
      )
      .prepare('kept_product_count');
    this.productById = this.prepareProductById();
  }

  private prepareByClass(column: ClassColumn) {
    // The page and its kept total in one round trip: the embedded database serves one query at a time,
    // so a second round trip per listing halves its throughput (measured with `npm run bench`).
    const keptTotal = sql<number>`(select c.total from class_product_counts c where c.class_id = ${sql.placeholder('classId')} and c.product_type = ${sql.placeholder('productType')})`;
    return this.db
      .select({ ...summaryColumns, keptTotal })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(
        and(
          onSale,
          eq(products[column], sql.placeholder('classId')),
          eq(products.productType, sql.placeholder('productType')),
        ),
      )
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('skip'))
      .prepare(`products_by_${column}`);
  }

  /** One page of a class (any level) with the class's kept total, which is undefined when the page is empty. */
  async findClassPage(
    column: ClassColumn,
    classId: number,
    productType: number,
    offset: number,
    limit: number,
  ) {
    const rows = await this.byClass[column].execute({
      classId,
      productType,
      limit,
      skip: (offset - 1) * limit,
    });
    return { rows, keptTotal: rows[0]?.keptTotal ?? undefined };
  }

  listClasses(classType: number, showView: number) {
    return this.db
      .select()
      .from(productClasses)
      .where(and(eq(productClasses.classType, classType), eq(productClasses.showView, showView)))
      .orderBy(asc(productClasses.level), asc(productClasses.sort), asc(productClasses.id));
  }

  /** Conditions of a product filter, on the products table alone. */
  private productWhere(f: ProductFilter): SQL | undefined {
    const parts: SQL[] = [onSale, eq(products.productType, f.productType)];
    if (f.classColumn && f.classId) parts.push(eq(products[f.classColumn], f.classId));
    if (f.shopId) parts.push(eq(products.shopId, f.shopId));
    if (f.brandId) parts.push(eq(products.brandId, f.brandId));
    if (f.isFarm !== undefined) parts.push(eq(products.isFarm, f.isFarm));
    if (f.priceMinCents !== undefined) parts.push(gte(products.priceCents, f.priceMinCents));
    if (f.priceMaxCents !== undefined) parts.push(lte(products.priceCents, f.priceMaxCents));
    if (f.areaName !== undefined) parts.push(eq(products.areaName, f.areaName));
    if (f.inStock) parts.push(gt(products.stock, '0'));
    if (f.search) parts.push(...searchConditions(f.search));
    return and(...parts);
  }

  findProducts(f: ProductFilter, order: ProductOrder, offset: number, limit: number) {
    return this.db
      .select(summaryColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(this.productWhere(f))
      .orderBy(...productOrderBy(order, summaryColumns))
      .limit(limit)
      .offset((offset - 1) * limit);
  }

  /** Counts matches up to `cap` (then stops), so a broad filter never counts a huge set. */
  async countProducts(f: ProductFilter, cap = matchCountCap): Promise<number> {
    const limited = this.db
      .select({ one: sql`1` })
      .from(products)
      .where(this.productWhere(f))
      .limit(cap)
      .as('limited');
    const [row] = await this.db.select({ value: count() }).from(limited);
    return row?.value ?? 0;
  }

  /**
   * A search page: the first `searchWindow` matches in table order (the bitmap scan stops there, so a broad
   * query never fetches or sorts every match), ranked or sorted, then paged; `matched` is the window's size.
   * Measured at 200k products on PGlite: each window row costs ~40 µs (heap fetch and recheck), so a window
   * of 100 keeps a 2-4 character search near 5 ms; ranking every match of 大米 (785) took ~35 ms.
   */
  searchQuery(
    f: ProductFilter & { search: SearchQuery },
    order: ProductOrder,
    offset: number,
    limit: number,
  ) {
    // Only what ranking and sorting need: every window row costs a heap fetch and a recheck, so the summary
    // columns and the shop join are read for the page's rows only.
    const window = this.db
      .select({
        id: products.id,
        createdAt: products.createdAt,
        priceCents: products.priceCents,
        sales: products.sales,
        tier: relevanceTier(f.search).as('tier'),
      })
      .from(products)
      .where(this.productWhere(f))
      .limit(searchWindow)
      .as('w');
    const ranked = (cols: { id: AnyPgColumn; createdAt: AnyPgColumn; tier: SQL.Aliased<number> }) =>
      order.sort === 'relevance'
        ? [asc(cols.tier), desc(cols.createdAt), desc(cols.id)]
        : productOrderBy(order, cols as never);
    const page = this.db
      .select({
        id: window.id,
        createdAt: window.createdAt,
        priceCents: window.priceCents,
        sales: window.sales,
        tier: window.tier,
        matched: sql<number>`count(*) over ()`.as('matched'),
      })
      .from(window)
      .orderBy(...ranked(window as never))
      .limit(limit)
      .offset((offset - 1) * limit)
      .as('page');
    return this.db
      .select({ ...summaryColumns, matched: sql<number>`${page.matched}`.mapWith(Number) })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .orderBy(...ranked(page as never));
  }

  async findSearchPage(
    f: ProductFilter & { search: SearchQuery },
    order: ProductOrder,
    offset: number,
    limit: number,
  ) {
    const rows = await this.searchQuery(f, order, offset, limit);
    return { rows, matched: rows[0]?.matched };
  }

  /** The first `facetSample` matches' facet columns and the match count up to `matchCountCap`. */
  async facetRows(f: ProductFilter) {
    const where = this.productWhere(f);
    const [rows, total] = await Promise.all([
      this.db
        .select({
          brandId: products.brandId,
          brandName: brands.name,
          shopId: products.shopId,
          shopName: shops.shopName,
          areaName: products.areaName,
          class1Id: products.class1Id,
          class2Id: products.class2Id,
          class3Id: products.class3Id,
        })
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shopId))
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(where)
        .limit(facetSample),
      this.countProducts(f, matchCountCap + 1),
    ]);
    return { rows, total };
  }

  /** Kept counts per class (0 = all), so the hot class listing needs no count(*) over the class. */
  async keptCount(classId: number, productType: number): Promise<number | undefined> {
    const [row] = await this.keptCountQuery.execute({ classId, productType });
    return row?.total;
  }

  async getProduct(id: number) {
    const [row] = await this.productById.execute({ id });
    return row;
  }

  // The detail page is the second hottest read after the class listing: prepared once per connection too.
  private prepareProductById() {
    return this.db
      .select({
        ...summaryColumns,
        stock: products.stock,
        minOrder: products.minOrder,
        specs: products.specs,
        status: products.status,
        class1Id: products.class1Id,
        class2Id: products.class2Id,
        class3Id: products.class3Id,
        brandName: brands.name,
        shopLogo: shops.logoUrl,
        shopCustId: shops.custId,
      })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.id, sql.placeholder('id')))
      .limit(1)
      .prepare('product_by_id');
  }

  async findShops(
    recommended: number | undefined,
    searchkey: string | undefined,
    offset: number,
    limit: number,
  ) {
    const where = and(
      recommended === undefined ? undefined : eq(shops.recommended, recommended),
      searchkey ? ilike(shops.shopName, `%${escapeLike(searchkey)}%`) : undefined,
    );
    // Spelled out in SQL: with a single table in the outer query Drizzle leaves columns unqualified, and
    // an unqualified "id" inside the subquery would resolve to products.id.
    const productCount =
      sql<number>`(select count(*) from products p where p.shop_id = "shops"."id" and p.status = 1)`.mapWith(
        Number,
      );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: shops.id,
          shopName: shops.shopName,
          logoUrl: shops.logoUrl,
          description: shops.description,
          areaName: shops.areaName,
          score: shops.score,
          custId: shops.custId,
          productCount,
        })
        .from(shops)
        .where(where)
        .orderBy(desc(shops.score), asc(shops.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(shops).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async findDemands(
    search: SearchQuery | undefined,
    order: { sort: 'createTime' | 'deadline' | 'quoteCount'; order: 'asc' | 'desc' },
    offset: number,
    limit: number,
  ) {
    const parts: SQL[] = [eq(demands.status, 1)];
    if (search) {
      parts.push(sql`${demands.searchTokens} @> ${sql.param(search.tokens)}::text[]`);
      for (const term of search.terms) {
        const pattern = `%${escapeLike(term)}%`;
        parts.push(
          sql`(replace(${demands.title}, ' ', '') ilike ${pattern} or replace(${demands.description}, ' ', '') ilike ${pattern})`,
        );
      }
    }
    const where = and(...parts);
    const column = {
      createTime: demands.createdAt,
      deadline: demands.deadline,
      quoteCount: demands.quoteCount,
    }[order.sort];
    const direction = order.order === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(demandColumns)
        .from(demands)
        .innerJoin(customers, eq(customers.id, demands.custId))
        .where(where)
        .orderBy(direction(column), direction(demands.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(demands).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async getDemand(id: number) {
    const [row] = await this.db
      .select({
        ...demandColumns,
        description: demands.description,
        classId: demands.classId,
        custId: demands.custId,
      })
      .from(demands)
      .innerJoin(customers, eq(customers.id, demands.custId))
      .where(eq(demands.id, id))
      .limit(1);
    return row;
  }

  async getShop(id: number) {
    const [row] = await this.db
      .select({
        id: shops.id,
        shopName: shops.shopName,
        logoUrl: shops.logoUrl,
        description: shops.description,
        areaName: shops.areaName,
        score: shops.score,
        custId: shops.custId,
        custName: customers.custName,
        cellphone: customers.cellphone,
        email: customers.email,
        custLogoUrl: customers.logoUrl,
      })
      .from(shops)
      .innerJoin(customers, eq(customers.id, shops.custId))
      .where(eq(shops.id, id))
      .limit(1);
    return row;
  }

  /** Products on sale of a shop per level-2 class (read through the shop index). */
  shopClassCounts(shopId: number) {
    return this.db
      .select({ classId: products.class2Id, count: count() })
      .from(products)
      .where(and(eq(products.shopId, shopId), onSale))
      .groupBy(products.class2Id)
      .orderBy(desc(count()), asc(products.class2Id));
  }

  async findBrands(searchkey: string | undefined, offset: number, limit: number) {
    const where = searchkey ? ilike(brands.name, `%${escapeLike(searchkey)}%`) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(brands)
        .where(where)
        .orderBy(asc(brands.sort), asc(brands.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(brands).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async findPointsGoods(sort: 'createTime' | 'points', order: 'asc' | 'desc', offset: number, limit: number) {
    const direction = order === 'asc' ? asc : desc;
    const column = sort === 'points' ? pointsGoods.points : pointsGoods.createdAt;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(pointsGoods)
        .orderBy(direction(column), direction(pointsGoods.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(pointsGoods),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async getPointsGoods(id: number) {
    const [row] = await this.db.select().from(pointsGoods).where(eq(pointsGoods.id, id)).limit(1);
    return row;
  }

  async findActivities(state: ActivityState | undefined, now: Date, offset: number, limit: number) {
    const where =
      state === 'upcoming'
        ? gt(activities.startsAt, now)
        : state === 'ongoing'
          ? and(lte(activities.startsAt, now), gt(activities.endsAt, now))
          : state === 'ended'
            ? lte(activities.endsAt, now)
            : undefined;
    // Running and coming activities before ended ones, each by start time.
    const ended = sql`(${activities.endsAt} <= ${now})`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(activities)
        .where(where)
        .orderBy(asc(ended), asc(activities.startsAt), asc(activities.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(activities).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async getActivity(id: number) {
    const [row] = await this.db.select().from(activities).where(eq(activities.id, id)).limit(1);
    return row;
  }

  /** Products on sale among `ids`, in no particular order. */
  productsByIds(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(summaryColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(inArray(products.id, ids), onSale));
  }
}

const demandColumns = {
  id: demands.id,
  title: demands.title,
  quantity: demands.quantity,
  unit: demands.unit,
  budgetCents: demands.budgetCents,
  areaName: demands.areaName,
  custName: customers.custName,
  deadline: demands.deadline,
  quoteCount: demands.quoteCount,
  status: demands.status,
  createdAt: demands.createdAt,
};

/** Whitespace is dropped before comparing, as the search tokens ignore it ("苹果5斤" finds "苹果 5斤"). */
const compact = (column: SQL | AnyPgColumn) => sql`replace(${column}, ' ', '')`;

/**
 * The GIN lookup (every character bigram, or the character of a 1-character term), then a LIKE recheck per
 * term and per field, which drops bigram false positives such as bigrams spanning two fields.
 */
function searchConditions(search: SearchQuery): SQL[] {
  const parts: SQL[] = [sql`${products.searchTokens} @> ${sql.param(search.tokens)}::text[]`];
  for (const term of search.terms) {
    const pattern = `%${escapeLike(term)}%`;
    // Shops and brands are small tables: their matches are found once (a hashed subplan), not joined per row.
    parts.push(
      sql`(${compact(products.name)} ilike ${pattern} or ${compact(products.subtitle)} ilike ${pattern} or ${products.shopId} in (select s.id from shops s where replace(s.shop_name, ' ', '') ilike ${pattern}) or ${products.brandId} in (select b.id from brands b where replace(b.name, ' ', '') ilike ${pattern}))`,
    );
  }
  return parts;
}

/** 0 the name is the query, 1 starts with it, 2 contains it, 3 contains every term, 4 other fields match. */
function relevanceTier(search: SearchQuery): SQL<number> {
  const name = compact(sql`lower(${products.name})`);
  const whole = escapeLike(search.compact);
  const everyTerm = sql.join(
    search.terms.map((t) => sql`${name} like ${`%${escapeLike(t)}%`}`),
    sql` and `,
  );
  const tiers = sql`when ${name} = ${search.compact} then 0 when ${name} like ${`${whole}%`} then 1 when ${name} like ${`%${whole}%`} then 2`;
  if (search.terms.length === 1) return sql<number>`case ${tiers} else 4 end`;
  return sql<number>`case ${tiers} when ${everyTerm} then 3 else 4 end`;
}

function productOrderBy(
  order: ProductOrder,
  cols: { id: AnyPgColumn | SQL.Aliased; createdAt: unknown; priceCents: unknown; sales: unknown },
): SQL[] {
  const direction = order.order === 'asc' ? asc : desc;
  const id = cols.id as AnyPgColumn;
  if (order.sort === 'price') return [direction(cols.priceCents as AnyPgColumn), desc(id)];
  if (order.sort === 'sales') return [direction(cols.sales as AnyPgColumn), desc(id)];
  return [direction(cols.createdAt as AnyPgColumn), direction(id)];
}
