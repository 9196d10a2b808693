import { facetSample, matchCountCap } from '@mall/contracts';
import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
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
  searchTokenCounts,
  searchWords,
  shops,
} from '../../db/schema/catalog';
import { escapeLike } from '../../lib/escape-like';
import { containsFolded, translationContains } from '../../lib/fold-case';
import {
  type ClassColumn,
  onSale,
  type ProductFilter,
  type ProductOrder,
  productOrderSql,
  productWhere,
  summaryColumns,
} from './product-query.repository';
import { ProductSearch } from './product-search.repository';
import type { SearchQuery } from './search-query';

export type { ClassColumn, ProductFilter, ProductOrder } from './product-query.repository';

export type ActivityState = 'upcoming' | 'ongoing' | 'ended';

export interface FacetRow {
  brandId: number | null;
  brandName: string | null;
  brandNameI18n: Record<string, string> | null;
  shopId: number;
  shopName: string;
  shopNameI18n: Record<string, string>;
  areaName: string;
  areaNameI18n: Record<string, string>;
  class1Id: number;
  class2Id: number;
  class3Id: number;
}

export class CatalogRepository {
  // The class listing is the storefront's hottest query; preparing it once per connection saves the
  // planning time (measured at 200k products: planning took longer than executing).
  private readonly byClass: Record<ClassColumn, ReturnType<CatalogRepository['prepareByClass']>>;
  private readonly keptCountQuery;
  private readonly productById: ReturnType<CatalogRepository['prepareProductById']>;

  readonly search: ProductSearch;

  constructor(private readonly db: Db) {
    this.search = new ProductSearch(db);
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

  findProducts(f: ProductFilter, order: ProductOrder, offset: number, limit: number) {
    return this.db
      .select(summaryColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(productWhere(f))
      .orderBy(productOrderSql(order))
      .limit(limit)
      .offset((offset - 1) * limit);
  }

  /** Counts matches up to `cap` (then stops), so a broad filter never counts a huge set. */
  async countProducts(f: ProductFilter, cap = matchCountCap): Promise<number> {
    const limited = this.db
      .select({ one: sql`1` })
      .from(products)
      .where(productWhere(f))
      .limit(cap)
      .as('limited');
    const [row] = await this.db.select({ value: count() }).from(limited);
    return row?.value ?? 0;
  }

  /**
   * Facet columns of the first `facetSample` matches and the match count: for a search from the search index
   * (relevance order, its exact or estimated total), otherwise counted up to `matchCountCap`.
   */
  async facetRows(f: ProductFilter): Promise<{ rows: FacetRow[]; total: number; exact: boolean }> {
    const columns = {
      brandId: products.brandId,
      brandName: brands.name,
      brandNameI18n: brands.nameI18n,
      shopId: products.shopId,
      shopName: shops.shopName,
      shopNameI18n: shops.shopNameI18n,
      areaName: products.areaName,
      areaNameI18n: products.areaNameI18n,
      class1Id: products.class1Id,
      class2Id: products.class2Id,
      class3Id: products.class3Id,
    };
    const facetQuery = (where: SQL | undefined) =>
      this.db
        .select(columns)
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shopId))
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(where);
    if (f.search) {
      const sample = await this.search.sample({ ...f, search: f.search }, facetSample);
      const rows = sample.ids.length === 0 ? [] : await facetQuery(inArray(products.id, sample.ids));
      return { rows, total: sample.total, exact: sample.exact };
    }
    const [rows, total] = await Promise.all([
      facetQuery(productWhere(f)).limit(facetSample),
      this.countProducts(f, matchCountCap + 1),
    ]);
    return { rows, total, exact: total <= matchCountCap };
  }

  /** How many of the tokens some product's name (field 1 of the search index) holds: primary-key reads. */
  async tokensInNames(tokens: string[], productType: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(searchTokenCounts)
      .where(
        and(
          eq(searchTokenCounts.productType, productType),
          eq(searchTokenCounts.field, 1),
          inArray(searchTokenCounts.token, tokens),
        ),
      );
    return row?.n ?? 0;
  }

  /** Pinyin or initials of a catalogue word ('dami', 'dm' → 大米), the most common reading first. */
  async wordByPinyin(latin: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(or(eq(searchWords.pinyin, latin), eq(searchWords.initials, latin)))
      .orderBy(
        desc(sql`${searchWords.pinyin} = ${latin}`),
        desc(searchWords.products),
        asc(sql`length(${searchWords.word})`),
      )
      .limit(1);
    return row?.word;
  }

  /** The catalogue's Latin word most similar to a mistyped one (pg_trgm similarity above its threshold). */
  async similarWord(latin: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ word: searchWords.word })
      .from(searchWords)
      // Similar and about as long: a long run of one letter is "similar" to any short word holding it.
      .where(
        and(
          eq(searchWords.pinyin, ''),
          sql`${searchWords.word} % ${latin}`,
          sql`abs(length(${searchWords.word}) - ${latin.length}) <= greatest(2, ${latin.length} / 3)`,
        ),
      )
      .orderBy(desc(sql`similarity(${searchWords.word}, ${latin})`), desc(searchWords.products))
      .limit(1);
    return row?.word;
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
        specsI18n: products.specsI18n,
        model: products.model,
        keywords: products.keywords,
        step: products.step,
        priceTiers: products.priceTiers,
        styles: products.styles,
        detailText: products.detailText,
        detailTextI18n: products.detailTextI18n,
        status: products.status,
        bindProductId: products.bindProductId,
        class1Id: products.class1Id,
        class2Id: products.class2Id,
        class3Id: products.class3Id,
        brandName: brands.name,
        brandNameI18n: brands.nameI18n,
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
        .select({
          id: shops.id,
          shopName: shops.shopName,
          shopNameI18n: shops.shopNameI18n,
          logoUrl: shops.logoUrl,
          description: shops.description,
          descriptionI18n: shops.descriptionI18n,
          areaName: shops.areaName,
          areaNameI18n: shops.areaNameI18n,
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
      // Demands keep characters and bigrams (seed/search-tokens.ts), not the products' alphabetic trigrams.
      const bigrams = search.tokens.filter((token) => Array.from(token).length <= 2);
      const chinese: SQL[] = [sql`${demands.searchTokens} @> ${sql.param(bigrams)}::text[]`];
      for (const term of search.terms) {
        const pattern = `%${escapeLike(term)}%`;
        chinese.push(
          sql`(replace(${demands.title}, ' ', '') ilike ${pattern} or replace(${demands.description}, ' ', '') ilike ${pattern})`,
        );
      }
      // A buyer may type the title in their language: every term in one translation of the title. The OR
      // leaves the token index aside; demands open for quotes are few (like shops, see findShops).
      const translated = search.terms.map((term) => translationContains(demands.titleI18n, term));
      parts.push(or(and(...chinese), and(...translated))!);
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
        descriptionI18n: demands.descriptionI18n,
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
        shopNameI18n: shops.shopNameI18n,
        logoUrl: shops.logoUrl,
        description: shops.description,
        descriptionI18n: shops.descriptionI18n,
        areaName: shops.areaName,
        areaNameI18n: shops.areaNameI18n,
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
  titleI18n: demands.titleI18n,
  quantity: demands.quantity,
  unit: demands.unit,
  budgetCents: demands.budgetCents,
  areaName: demands.areaName,
  areaNameI18n: demands.areaNameI18n,
  custName: customers.custName,
  deadline: demands.deadline,
  quoteCount: demands.quoteCount,
  status: demands.status,
  createdAt: demands.createdAt,
};
