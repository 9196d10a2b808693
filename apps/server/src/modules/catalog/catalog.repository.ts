import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/account';
import {
  brands,
  classProductCounts,
  demands,
  productClasses,
  products,
  shops,
} from '../../db/schema/catalog';

export interface ProductFilter {
  productType: number;
  classColumn?: ClassColumn;
  classId?: number;
  shopId?: number;
  isFarm?: number;
}

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

  private productWhere(f: ProductFilter): SQL | undefined {
    const parts: SQL[] = [onSale, eq(products.productType, f.productType)];
    if (f.classColumn && f.classId) parts.push(eq(products[f.classColumn], f.classId));
    if (f.shopId) parts.push(eq(products.shopId, f.shopId));
    if (f.isFarm !== undefined) parts.push(eq(products.isFarm, f.isFarm));
    return and(...parts);
  }

  findProducts(f: ProductFilter, offset: number, limit: number) {
    return this.db
      .select(summaryColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(this.productWhere(f))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((offset - 1) * limit);
  }

  async countProducts(f: ProductFilter): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(products).where(this.productWhere(f));
    return row?.value ?? 0;
  }

  /** Kept counts per class (0 = all), so the hot class listing needs no count(*) over the class. */
  async keptCount(classId: number, productType: number): Promise<number | undefined> {
    const [row] = await this.keptCountQuery.execute({ classId, productType });
    return row?.total;
  }

  async getProduct(id: number) {
    const [row] = await this.db
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
      .where(eq(products.id, id))
      .limit(1);
    return row;
  }

  async findShops(recommended: number | undefined, offset: number, limit: number) {
    const where = recommended === undefined ? undefined : eq(shops.recommended, recommended);
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

  async findDemands(offset: number, limit: number) {
    const where = eq(demands.status, 1);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
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
        })
        .from(demands)
        .innerJoin(customers, eq(customers.id, demands.custId))
        .where(where)
        .orderBy(desc(demands.createdAt), desc(demands.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(demands).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }
}
