import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productClasses, shopCardColumns, shops } from '../../db/schema/catalog';
import { news } from '../../db/schema/system';
import { containsFolded, translationContains } from '../../lib/fold-case';

export type ClassLevelColumn = 'class1_id' | 'class2_id' | 'class3_id';

const onSale = sql`p.status = 1`;

export interface SupplierFilter {
  search?: string;
  classColumn?: ClassLevelColumn;
  classId?: number;
}

export type ThumbRow = {
  id: number;
  shopId: number;
  name: string;
  nameI18n: Record<string, string>;
  imageUrl: string;
  priceCents: number;
  unit: string;
  productType: number;
};

export type HallShopRow = {
  id: number;
  shopName: string;
  shopNameI18n: Record<string, string>;
  logoUrl: string;
  description: string;
  descriptionI18n: Record<string, string>;
  areaName: string;
  areaNameI18n: Record<string, string>;
  score: number;
  custId: number;
  mainClassId: number | null;
};

/** The shop list's columns and the shop's main class. */
const hallShopColumns = { ...shopCardColumns, mainClassId: shops.mainClassId };

export class HallsRepository {
  constructor(private readonly db: Db) {}

  async classLevel(classId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ level: productClasses.level })
      .from(productClasses)
      .where(eq(productClasses.id, classId));
    return row?.level;
  }

  listClassNames(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: productClasses.id, name: productClasses.name, nameI18n: productClasses.nameI18n })
      .from(productClasses)
      .where(inArray(productClasses.id, ids));
  }

  private supplyWhere(filter: SupplierFilter): SQL {
    const inClass =
      filter.classColumn && filter.classId
        ? sql` and ${sql.identifier(filter.classColumn)} = ${filter.classId}`
        : sql``;
    return sql`p.product_type = 3 and ${onSale}${inClass}`;
  }

  /**
   * Shops with supply listings, most listings first (or best rated), with the number of listings. The
   * listings are grouped per shop through the (product_type, created_at) index, so the cost follows the
   * number of supply listings, not of all products.
   */
  async findSuppliers(
    filter: SupplierFilter,
    sort: 'supplyCount' | 'score',
    order: 'asc' | 'desc',
    offset: number,
    limit: number,
  ) {
    const search = filter.search ?? '';
    // A buyer may type the region in their language ("Hangzhou", "Ханчжоу"): the shop's translated region
    // matches, and so does its Chinese region ("浙江 杭州") holding a province or city whose translated name
    // matches (shops whose region has no translation of its own). Those area names are found once, before
    // the shops (materialized): a few hundred provinces and cities.
    const matchedAreas = filter.search
      ? sql`with matched_areas as materialized (
          select regexp_replace(a.name, '(省|市|自治区|特别行政区|地区|盟)$', '') as stem from areas a
          where a.level in (1, 2) and ${translationContains(sql`a.name_i18n`, search)})`
      : sql``;
    const shopMatch = filter.search
      ? sql`and (${containsFolded(sql`s.shop_name`, search)} or ${containsFolded(sql`s.description`, search)}
             or ${containsFolded(sql`s.area_name`, search)}
             or ${translationContains(sql`s.shop_name_i18n`, search)} or ${translationContains(sql`s.description_i18n`, search)}
             or ${translationContains(sql`s.area_name_i18n`, search)}
             or exists (select 1 from matched_areas m where m.stem <> '' and strpos(s.area_name, m.stem) > 0))`
      : sql``;
    const direction = order === 'asc' ? sql`asc` : sql`desc`;
    const orderBy =
      sort === 'score'
        ? sql`s.score ${direction}, supply.supply_count desc, s.id asc`
        : sql`supply.supply_count ${direction}, s.score desc, s.id asc`;
    const from = sql`
      from (select p.shop_id, count(*)::int as supply_count from products p
            where ${this.supplyWhere(filter)} group by p.shop_id) supply
      join shops s on s.id = supply.shop_id
      where s.status = 1 ${shopMatch}`;
    const [page, total] = await Promise.all([
      this.db.execute<HallShopRow & { supplyCount: number }>(sql`
        ${matchedAreas}
        select s.id, s.shop_name as "shopName", s.shop_name_i18n as "shopNameI18n", s.logo_url as "logoUrl",
               s.description, s.description_i18n as "descriptionI18n", s.area_name as "areaName",
               s.area_name_i18n as "areaNameI18n", s.score, s.cust_id as "custId", s.main_class_id as "mainClassId",
               supply.supply_count as "supplyCount"
        ${from}
        order by ${orderBy}
        limit ${limit} offset ${(offset - 1) * limit}`),
      this.db.execute<{ total: number }>(sql`${matchedAreas} select count(*)::int as total ${from}`),
    ]);
    return { rows: page.rows, total: total.rows[0]?.total ?? 0 };
  }

  /** The newest `perShop` products of each shop: supply listings (type 3) or normal products (type 4). */
  async newestPerShop(
    shopIds: number[],
    productType: number,
    perShop: number,
    classFilter?: Pick<SupplierFilter, 'classColumn' | 'classId'>,
  ): Promise<ThumbRow[]> {
    if (shopIds.length === 0) return [];
    const inClass =
      classFilter?.classColumn && classFilter.classId
        ? sql` and ${sql.identifier(classFilter.classColumn)} = ${classFilter.classId}`
        : sql``;
    const result = await this.db.execute<ThumbRow>(sql`
      select id, "shopId", name, "nameI18n", "imageUrl", "priceCents", unit, "productType" from (
        select p.id, p.shop_id as "shopId", p.name, p.name_i18n as "nameI18n", p.image_url as "imageUrl", p.price_cents as "priceCents",
               p.unit, p.product_type as "productType",
               row_number() over (partition by p.shop_id order by p.created_at desc, p.id desc) as rn
        from products p
        where p.shop_id in ${shopIds} and p.product_type = ${productType} and ${onSale}${inClass}
      ) newest
      where rn <= ${perShop}
      order by "shopId", rn`);
    return result.rows;
  }

  listRecommendedShops(): Promise<HallShopRow[]> {
    return (
      this.db
        .select(hallShopColumns)
        .from(shops)
        // A shop the platform suspended (status 0) is out of the halls until it is restored.
        .where(and(eq(shops.recommended, 1), eq(shops.status, 1)))
        .orderBy(desc(shops.score), asc(shops.id))
    );
  }

  listShops(ids: number[]): Promise<HallShopRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select(hallShopColumns).from(shops).where(inArray(shops.id, ids));
  }

  /** Products on sale per shop and level-2 class, for the given shops. */
  async shopClassCounts(shopIds: number[]) {
    if (shopIds.length === 0) return [];
    const result = await this.db.execute<{ shopId: number; classId: number; count: number }>(sql`
      select p.shop_id as "shopId", p.class2_id as "classId", count(*)::int as count
      from products p
      where p.shop_id in ${shopIds} and ${onSale}
      group by p.shop_id, p.class2_id`);
    return result.rows;
  }

  /** Farm-direct products of a type on sale, counted per shop and place of origin. */
  async farmCounts(productType: number) {
    const result = await this.db.execute<{
      shopId: number;
      areaName: string;
      areaNameI18n: Record<string, string>;
      count: number;
    }>(sql`
      select p.shop_id as "shopId", p.area_name as "areaName",
             min(p.area_name_i18n::text)::jsonb as "areaNameI18n", count(*)::int as count
      from products p
      where p.is_farm = 1 and p.product_type = ${productType} and ${onSale}
      group by p.shop_id, p.area_name`);
    return result.rows;
  }

  /** The newest news articles whose title or summary contains one of the terms. */
  findNewsAbout(terms: readonly string[], newsType: number, limit: number) {
    const about = or(
      ...terms.flatMap((term) => [containsFolded(news.title, term), containsFolded(news.summary, term)]),
    );
    return this.db
      .select({
        id: news.id,
        newsType: news.newsType,
        title: news.title,
        summary: news.summary,
        titleI18n: news.titleI18n,
        summaryI18n: news.summaryI18n,
        coverUrl: news.coverUrl,
        views: news.views,
        createdAt: news.createdAt,
      })
      .from(news)
      .where(and(eq(news.newsType, newsType), about))
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(limit);
  }
}
