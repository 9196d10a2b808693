import { facetSample, matchCountCap } from '@mall/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  classProductCounts,
  products,
  searchTokenCounts,
  searchWords,
  shops,
} from '../../db/schema/catalog';
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

/**
 * The reads of product lists: class pages, filtered lists and their counts, facets, and the search (the index's
 * plans, and the words a query that found nothing may have meant).
 */
export class ProductListingRepository {
  // The class listing is the storefront's hottest query; preparing it once per connection saves the
  // planning time, which was longer than the execution (ADR 0005, "Prepared class listing").
  private readonly byClass: Record<ClassColumn, ReturnType<ProductListingRepository['prepareByClass']>>;
  private readonly keptCountQuery;

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
  }

  private prepareByClass(column: ClassColumn) {
    // The page and its kept total in one round trip: the embedded database serves one query at a time,
    // so a second round trip per listing halves its throughput (ADR 0005, "One round trip per listing").
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
}
