import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/account';
import { brands, products, shopCardColumns, shopClasses, shops } from '../../db/schema/catalog';
import { containsFolded, translationContains } from '../../lib/fold-case';
import { onSale } from './product-query.repository';

/** The reads of the shops (list, home page, its classes) and the brands. */
export class ShopsRepository {
  constructor(private readonly db: Db) {}

  async findShops(
    recommended: number | undefined,
    searchkey: string | undefined,
    offset: number,
    limit: number,
  ) {
    const where = and(
      // A shop the platform suspended is out of the lists until it is restored (its home page says why).
      eq(shops.status, 1),
      recommended === undefined ? undefined : eq(shops.recommended, recommended),
      // A buyer may type the shop's name in their language: the translations are searched too (a few dozen
      // shops; no index needed).
      searchkey
        ? or(containsFolded(shops.shopName, searchkey), translationContains(shops.shopNameI18n, searchkey))
        : undefined,
    );
    // Spelled out in SQL: with a single table in the outer query Drizzle leaves columns unqualified, and
    // an unqualified "id" inside the subquery would resolve to products.id.
    const productCount =
      sql<number>`(select count(*) from products p where p.shop_id = "shops"."id" and p.status = 1 and p.product_type = 4)`.mapWith(
        Number,
      );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ ...shopCardColumns, productCount })
        .from(shops)
        .where(where)
        .orderBy(desc(shops.score), asc(shops.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(shops).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async getShop(id: number) {
    const [row] = await this.db
      .select({
        ...shopCardColumns,
        custName: customers.custName,
        cellphone: customers.cellphone,
        email: customers.email,
        custLogoUrl: customers.logoUrl,
        status: shops.status,
        suspendedReason: shops.suspendedReason,
        bannerUrl: shops.bannerUrl,
        notice: shops.notice,
        noticeI18n: shops.noticeI18n,
      })
      .from(shops)
      .innerJoin(customers, eq(customers.id, shops.custId))
      .where(eq(shops.id, id))
      .limit(1);
    return row;
  }

  /**
   * Products on sale of a shop per level-2 class (read through the shop index). Normal products only: they
   * are what the shop home lists; supply listings belong to the supply hall.
   */
  shopClassCounts(shopId: number) {
    return this.db
      .select({ classId: products.class2Id, count: count() })
      .from(products)
      .where(and(eq(products.shopId, shopId), onSale, eq(products.productType, 4)))
      .groupBy(products.class2Id)
      .orderBy(desc(count()), asc(products.class2Id));
  }

  /** The shop's own classes in the merchant's order, with their normal products on sale. */
  ownClasses(shopId: number) {
    return this.db
      .select({
        id: shopClasses.id,
        name: shopClasses.name,
        nameI18n: shopClasses.nameI18n,
        count:
          sql<number>`(select count(*) from products p where p.shop_class_id = "shop_classes"."id" and p.status = 1 and p.product_type = 4)`.mapWith(
            Number,
          ),
      })
      .from(shopClasses)
      .where(eq(shopClasses.shopId, shopId))
      .orderBy(asc(shopClasses.sort), asc(shopClasses.id));
  }

  async findBrands(searchkey: string | undefined, offset: number, limit: number) {
    const where = searchkey
      ? or(containsFolded(brands.name, searchkey), translationContains(brands.nameI18n, searchkey))
      : undefined;
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
}
