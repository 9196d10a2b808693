import {
  type catalogEndpoints,
  type EndpointQueryOut,
  type Locale,
  matchCountCap,
  type ProductFacets,
  type ProductSummary,
} from '@mall/contracts';
import { localized } from '../../lib/localized';
import { RefreshingCache } from '../../lib/refreshing-cache';
import { type ProductRow, toSummary } from './catalog-mappers';
import type { ClassTreeService } from './class-tree.service';
import type { ProductListingRepository } from './product-listing.repository';
import type { ClassColumn, ProductFilter, ProductOrder } from './product-query.repository';
import { isLatinWord, parseSearch, type SearchQuery } from './search-query';

type ProductListQuery = EndpointQueryOut<typeof catalogEndpoints.productList>;
type ProductFilterQuery = EndpointQueryOut<typeof catalogEndpoints.productFacets>;

// The newest pages of a class are the mall's hottest read (every class menu click, every visitor). A page
// is answered from memory per server copy for 2 s; after that it is still answered at once while one
// refresh runs behind it (refreshes one at a time, so pages filled together and going stale together do
// not reach the database as a burst that chat messages would queue behind). A changed price or a new
// product shows in the list about 2 s late, never more than 10 s (product pages, the cart and checkout
// always read live). Under load the listing was bound by the database (ADR 0005, "Class page cache").
const classPageFreshMs = 2_000;
const classPageStaleMs = 10_000;
const classPageCacheMax = 2_000;

function classColumnOf(level: number): ClassColumn {
  return level === 1 ? 'class1Id' : level === 2 ? 'class2Id' : 'class3Id';
}

function yuanToCents(yuan: string): number {
  const [whole, fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function countBy<K>(rows: readonly K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of rows) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function byCount<T extends { count: number; name: string }>(items: T[]): T[] {
  return items.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Product lists, searches and their facets (filters, the class pages' cache, the search's fallbacks). */
export class ProductSearchService {
  // Rows as read (every language's texts): one cached page serves all languages.
  private readonly classPages: RefreshingCache<{ rows: ProductRow[]; total: number }>;

  constructor(
    private readonly repo: ProductListingRepository,
    private readonly classTree: ClassTreeService,
    now: () => number = () => Date.now(),
  ) {
    this.classPages = new RefreshingCache({
      freshMs: classPageFreshMs,
      staleMs: classPageStaleMs,
      maxEntries: classPageCacheMax,
      now,
    });
  }

  /**
   * Ids of mall goods (type 4) whose name matches `keyword`, best match first: the quick-order grid's lookup
   * by name is for the buyer's regular purchases.
   */
  async findProductIdsByName(keyword: string, limit: number): Promise<number[]> {
    const search = parseSearch(keyword);
    if (!search) return [];
    const page = await this.repo.search.page(
      { productType: 4, search },
      { sort: 'relevance', order: 'desc' },
      1,
      limit,
    );
    return page.rows.map((r) => r.id);
  }

  /** The repository filter of a product query; null when the class does not exist (an empty result). */
  private async productFilter(q: ProductFilterQuery): Promise<ProductFilter | null> {
    const filter: ProductFilter = {
      productType: q.productType,
      shopId: q.shopId,
      // A shop's own class filters within its shop only (a class id names no other shop's products).
      shopClassId: q.shopId ? q.shopClassId : undefined,
      brandId: q.brandId,
      isFarm: q.isFarm,
      priceMinCents: q.priceMin === undefined ? undefined : yuanToCents(q.priceMin),
      priceMaxCents: q.priceMax === undefined ? undefined : yuanToCents(q.priceMax),
      areaName: q.areaName || undefined,
      inStock: q.inStock === 1,
      search: parseSearch(q.searchkey),
    };
    if (q.classId) {
      const cls = (await this.classTree.classes()).byId.get(q.classId);
      if (!cls) return null;
      filter.classColumn = classColumnOf(cls.level);
      filter.classId = q.classId;
      if (filter.search) filter.classShare = await this.classShare(q.classId, q.productType);
    }
    return filter;
  }

  /** The class's share of the product type's products (kept counts), which the search plans with. */
  private async classShare(classId: number, productType: number): Promise<number> {
    const [inClass, all] = await Promise.all([
      this.repo.keptCount(classId, productType),
      this.repo.keptCount(0, productType),
    ]);
    return inClass !== undefined && all ? inClass / all : 1;
  }

  /** What a Latin query that found nothing may have meant: pinyin of a word, or a word with a typo. */
  private async alternative(search: SearchQuery): Promise<SearchQuery | undefined> {
    if (!isLatinWord(search)) return undefined;
    const word =
      (await this.repo.wordByPinyin(search.compact)) ??
      (search.compact.length >= 3 ? await this.repo.similarWord(search.compact) : undefined);
    return word ? parseSearch(word) : undefined;
  }

  /**
   * A short Latin query no product name holds ('dm') is a Chinese buyer's pinyin initials before it is a
   * fragment of a translated name ("admiten"): its catalogue word (大米) is searched instead when there is one.
   */
  private async initialsFirst(search: SearchQuery, productType: number): Promise<SearchQuery> {
    if (!isLatinWord(search) || search.compact.length > 3) return search;
    if ((await this.repo.tokensInNames(search.tokens, productType)) === search.tokens.length) return search;
    const word = await this.repo.wordByPinyin(search.compact);
    return (word && parseSearch(word)) || search;
  }

  async findProducts(
    q: ProductListQuery,
    locale: Locale = 'zh_CN',
  ): Promise<{ rows: ProductSummary[]; total: number; totalExact?: boolean }> {
    const filter = await this.productFilter(q);
    if (!filter) return { rows: [], total: 0 };
    const search = filter.search && (await this.initialsFirst(filter.search, q.productType));
    const sort = q.sort ?? (search ? 'relevance' : 'createTime');
    if (search) {
      const order: ProductOrder = { sort, order: q.order };
      let page = await this.repo.search.page({ ...filter, search }, order, q.offset, q.limit);
      if (page.rows.length === 0 && q.offset === 1) {
        // Nothing as typed: a pinyin spelling ('dami', 'dm' → 大米) or a typo of a catalogue word.
        const instead = await this.alternative(search);
        if (instead)
          page = await this.repo.search.page({ ...filter, search: instead }, order, q.offset, q.limit);
      }
      return { rows: page.rows.map((r) => toSummary(r, locale)), total: page.total, totalExact: page.exact };
    }
    const order: ProductOrder = { sort: sort === 'relevance' ? 'createTime' : sort, order: q.order };
    const onlyByClass =
      q.shopId === undefined &&
      q.isFarm === undefined &&
      q.brandId === undefined &&
      filter.priceMinCents === undefined &&
      filter.priceMaxCents === undefined &&
      filter.areaName === undefined &&
      !filter.inStock;
    const newestFirst = order.sort === 'createTime' && order.order === 'desc';
    if (filter.classColumn && filter.classId && onlyByClass && newestFirst) {
      const page = await this.classPage(filter.classColumn, filter.classId, q.productType, q.offset, q.limit);
      return { rows: page.rows.map((r) => toSummary(r, locale)), total: page.total };
    }
    const kept = onlyByClass ? await this.repo.keptCount(filter.classId ?? 0, q.productType) : undefined;
    // Other filters are counted up to matchCountCap: the total is then a lower bound, never a huge count.
    const total = kept ?? (await this.repo.countProducts(filter));
    if (total === 0 || (q.offset - 1) * q.limit >= total) return { rows: [], total };
    const rows = await this.repo.findProducts(filter, order, q.offset, q.limit);
    return { rows: rows.map((r) => toSummary(r, locale)), total };
  }

  /** The hot path: one round trip for the page and its total, kept in memory (see classPageFreshMs). */
  private classPage(
    column: ClassColumn,
    classId: number,
    productType: number,
    offset: number,
    limit: number,
  ) {
    const key = `${column}:${classId}:${productType}:${offset}:${limit}`;
    return this.classPages.get(key, async () => {
      const found = await this.repo.findClassPage(column, classId, productType, offset, limit);
      const total =
        found.keptTotal ??
        (await this.repo.keptCount(classId, productType)) ??
        (await this.repo.countProducts({ productType, classColumn: column, classId }));
      return { rows: found.rows, total };
    });
  }

  async getProductFacets(q: ProductFilterQuery, locale: Locale): Promise<ProductFacets> {
    const empty: ProductFacets = {
      total: 0,
      capped: false,
      sampled: false,
      brands: [],
      shops: [],
      areas: [],
      classes: [],
    };
    const filter = await this.productFilter(q);
    if (!filter) return empty;
    if (filter.search) filter.search = await this.initialsFirst(filter.search, q.productType);
    let facets = await this.repo.facetRows(filter);
    if (facets.total === 0 && filter.search) {
      // The list answers a pinyin spelling or a typo with its catalogue word: the facets follow it.
      const instead = await this.alternative(filter.search);
      if (instead) facets = await this.repo.facetRows({ ...filter, search: instead });
    }
    const { rows, total, exact } = facets;
    const { byId } = await this.classTree.classes();
    const level = filter.classId ? (byId.get(filter.classId)?.level ?? 0) : 0;
    const childColumn = level === 0 ? 'class1Id' : level === 1 ? 'class2Id' : level === 2 ? 'class3Id' : null;
    const brandNames = new Map(
      rows.map((r) => [
        r.brandId,
        r.brandName === null ? null : localized(r.brandName, r.brandNameI18n, locale),
      ]),
    );
    const shopNames = new Map(rows.map((r) => [r.shopId, localized(r.shopName, r.shopNameI18n, locale)]));
    const brands = [...countBy(rows.flatMap((r) => (r.brandId === null ? [] : [r.brandId])))].map(
      ([id, count]) => ({ id, name: brandNames.get(id) ?? '', count }),
    );
    const shops = [...countBy(rows.map((r) => r.shopId))].map(([id, count]) => ({
      id,
      name: shopNames.get(id) ?? '',
      count,
    }));
    const areaLabels = new Map(rows.map((r) => [r.areaName, localized(r.areaName, r.areaNameI18n, locale)]));
    // `name` stays the Chinese value the areaName filter takes; `label` is what the buyer reads.
    const areas = [...countBy(rows.map((r) => r.areaName).filter(Boolean))].map(([name, count]) => ({
      name,
      label: areaLabels.get(name) ?? name,
      count,
    }));
    const classes = childColumn
      ? [...countBy(rows.map((r) => r[childColumn]))].map(([id, count]) => {
          const cls = byId.get(id);
          return { id, name: cls ? localized(cls.name, cls.nameI18n, locale) : '', count };
        })
      : [];
    return {
      total: Math.min(total, matchCountCap),
      capped: total > matchCountCap || !exact,
      sampled: total > rows.length,
      brands: byCount(brands),
      shops: byCount(shops),
      areas: byCount(areas),
      classes: byCount(classes),
    };
  }
}
