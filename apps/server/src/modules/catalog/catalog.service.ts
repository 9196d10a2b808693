import {
  type Activity,
  type ActivityDetail,
  type ActivityState,
  type Brand,
  type ClassNode,
  type catalogEndpoints,
  type DemandDetail,
  type DemandSummary,
  type EndpointQueryOut,
  type Locale,
  matchCountCap,
  type PointsGoods,
  type ProductDetail,
  type ProductFacets,
  type ProductSummary,
  type ShopDetail,
  type ShopSummary,
  styleTerms,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { centsToMoney, fallbackLang, localized, trimDecimal } from '../../lib/localized';
import { RefreshingCache } from '../../lib/refreshing-cache';
import type { CatalogRepository, ClassColumn, ProductFilter, ProductOrder } from './catalog.repository';
import { isLatinWord, parseSearch, type SearchQuery } from './search-query';

type ProductListQuery = EndpointQueryOut<typeof catalogEndpoints.productList>;
type ProductFilterQuery = EndpointQueryOut<typeof catalogEndpoints.productFacets>;
type DemandListQuery = EndpointQueryOut<typeof catalogEndpoints.demandList>;
type DemandRow = Awaited<ReturnType<CatalogRepository['findDemands']>>['rows'][number];
type ActivityRow = NonNullable<Awaited<ReturnType<CatalogRepository['getActivity']>>>;
type PointsRow = NonNullable<Awaited<ReturnType<CatalogRepository['getPointsGoods']>>>;

type ClassRow = Awaited<ReturnType<CatalogRepository['listClasses']>>[number];
type ProductRow = Awaited<ReturnType<CatalogRepository['findProducts']>>[number];

// The class tree changes only when the operator edits it; every listing needs a class's level, so a
// short-lived copy saves a query per request. 30 s is the longest a renamed class shows its old name.
const classCacheMs = 30_000;

// The newest pages of a class are the mall's hottest read (every class menu click, every visitor). A page
// is answered from memory per server copy for 2 s; after that it is still answered at once while one
// refresh runs behind it (refreshes one at a time, so pages filled together and going stale together do
// not reach the database as a burst that chat messages would queue behind). A changed price or a new
// product shows in the list about 2 s late, never more than 10 s (product pages, the cart and checkout
// always read live). Measured with `npm run bench` at 200k products: the listing was bound by the database.
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

function toDemand(r: DemandRow, locale: Locale): DemandSummary {
  return {
    id: r.id,
    title: localized(r.title, r.titleI18n, locale),
    quantity: trimDecimal(r.quantity),
    unit: r.unit,
    budget: r.budgetCents === null ? null : centsToMoney(r.budgetCents),
    areaName: localized(r.areaName, r.areaNameI18n, locale),
    custName: r.custName,
    deadline: r.deadline.toISOString(),
    quoteCount: r.quoteCount,
    status: r.status,
    createTime: r.createdAt.toISOString(),
    ...langMarks({ contentLang: fallbackLang(r.titleI18n, locale) }),
  };
}

function toPointsGoods(r: PointsRow, locale: Locale): PointsGoods {
  return {
    id: r.id,
    name: localized(r.name, r.nameI18n, locale),
    points: r.points,
    stock: r.stock,
    imageUrl: r.imageUrl,
    description: localized(r.description, r.descriptionI18n, locale),
    createTime: r.createdAt.toISOString(),
    ...langMarks({ contentLang: fallbackLang(r.nameI18n, locale) }),
  };
}

function activityState(r: ActivityRow, now: number): ActivityState {
  if (r.startsAt.getTime() > now) return 'upcoming';
  return r.endsAt.getTime() <= now ? 'ended' : 'ongoing';
}

function countBy<K>(rows: readonly K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of rows) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function byCount<T extends { count: number; name: string }>(items: T[]): T[] {
  return items.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** A listing row in the request's language: name, subtitle and shop name translated, Chinese where missing. */
function toSummary(r: ProductRow, locale: Locale): ProductSummary {
  return {
    productId: r.id,
    productName: localized(r.name, r.nameI18n, locale),
    subtitle: localized(r.subtitle, r.subtitleI18n, locale),
    productPrice: centsToMoney(r.priceCents),
    marketPrice: centsToMoney(r.marketPriceCents),
    unit: r.unit,
    imageUrl: r.imageUrl,
    shopId: r.shopId,
    shopName: localized(r.shopName, r.shopNameI18n, locale),
    sales: r.sales,
    areaName: localized(r.areaName, r.areaNameI18n, locale),
    productType: { code: r.productType },
    createTime: r.createdAt.toISOString(),
    ...langMarks({
      contentLang: fallbackLang(r.nameI18n, locale),
      shopContentLang: fallbackLang(r.shopNameI18n, locale),
    }),
  };
}

/** The fallback markers that are set: an absent key means "in the request's language". */
function langMarks<T extends Record<string, 'zh_CN' | undefined>>(marks: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(marks) as (keyof T)[]) if (marks[key]) out[key] = marks[key];
  return out;
}

export class CatalogService {
  private classCache: { at: number; rows: ClassRow[]; byId: Map<number, ClassRow> } | null = null;
  // Rows as read (every language's texts): one cached page serves all languages.
  private readonly classPages: RefreshingCache<{ rows: ProductRow[]; total: number }>;

  constructor(
    private readonly repo: CatalogRepository,
    private readonly now: () => number = () => Date.now(),
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

  private async classes() {
    if (this.classCache && this.now() - this.classCache.at < classCacheMs) return this.classCache;
    const rows = await this.repo.listClasses(1, 1);
    this.classCache = { at: this.now(), rows, byId: new Map(rows.map((r) => [r.id, r])) };
    return this.classCache;
  }

  async getClassTree(classType: number, showView: number, locale: Locale): Promise<ClassNode[]> {
    const rows =
      classType === 1 && showView === 1
        ? (await this.classes()).rows
        : await this.repo.listClasses(classType, showView);
    const nodes = new Map<number, ClassNode>();
    const roots: ClassNode[] = [];
    for (const r of rows) {
      nodes.set(r.id, {
        id: r.id,
        pid: r.pid,
        name: localized(r.name, r.nameI18n, locale),
        aliasName: localized(r.aliasName, r.aliasI18n, locale),
        parentCode: r.parentCode,
        level: r.level,
        children: [],
      });
    }
    // Rows come ordered by level, so a parent is always placed before its children.
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      if (r.pid === 0) roots.push(node);
      else nodes.get(r.pid)?.children.push(node);
    }
    return roots;
  }

  /** The repository filter of a product query; null when the class does not exist (an empty result). */
  private async productFilter(q: ProductFilterQuery): Promise<ProductFilter | null> {
    const filter: ProductFilter = {
      productType: q.productType,
      shopId: q.shopId,
      brandId: q.brandId,
      isFarm: q.isFarm,
      priceMinCents: q.priceMin === undefined ? undefined : yuanToCents(q.priceMin),
      priceMaxCents: q.priceMax === undefined ? undefined : yuanToCents(q.priceMax),
      areaName: q.areaName || undefined,
      inStock: q.inStock === 1,
      search: parseSearch(q.searchkey),
    };
    if (q.classId) {
      const cls = (await this.classes()).byId.get(q.classId);
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
    const { byId } = await this.classes();
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

  async getProductDetail(productId: number, locale: Locale): Promise<ProductDetail> {
    const row = await this.repo.getProduct(productId);
    if (row?.status !== 1) throw AppError.notFound('product');
    const [{ byId }, main] = await Promise.all([
      this.classes(),
      row.bindProductId ? this.repo.getProduct(row.bindProductId) : undefined,
    ]);
    const classPath = [row.class1Id, row.class2Id, row.class3Id]
      .map((id) => byId.get(id))
      .filter((c): c is ClassRow => Boolean(c))
      .map((c) => ({ id: c.id, name: localized(c.name, c.nameI18n, locale) }));
    const specs = row.specsI18n[locale] ?? row.specs;
    return {
      ...toSummary(row, locale),
      stock: trimDecimal(row.stock),
      minOrder: trimDecimal(row.minOrder),
      model: row.model,
      keywords: row.keywords,
      step: trimDecimal(row.step),
      priceTiers: row.priceTiers.map((t) => ({ minQty: t.minQty, price: centsToMoney(t.priceCents) })),
      styles: row.styles.map((st) => {
        const terms = styleTerms(row, st);
        return {
          styleId: st.styleId,
          name: localized(st.name, st.nameI18n, locale),
          price: centsToMoney(st.priceCents),
          stock: st.stock,
          unit: terms.unit,
          priceTiers: terms.priceTiers.map((t) => ({ minQty: t.minQty, price: centsToMoney(t.priceCents) })),
          imageUrl: st.imageUrl,
          ...langMarks({ contentLang: fallbackLang(st.nameI18n, locale) }),
        };
      }),
      detailText: localized(row.detailText, row.detailTextI18n, locale),
      specs,
      classPath,
      brandName: row.brandName === null ? '' : localized(row.brandName, row.brandNameI18n, locale),
      fild: [{ fileUrl: row.imageUrl }],
      shop: {
        shopId: row.shopId,
        shopName: localized(row.shopName, row.shopNameI18n, locale),
        logoUrl: row.shopLogo,
        custId: row.shopCustId,
        ...langMarks({ contentLang: fallbackLang(row.shopNameI18n, locale) }),
      },
      bindProduct: main
        ? { productId: main.id, productName: localized(main.name, main.nameI18n, locale) }
        : null,
      ...langMarks({
        specsContentLang:
          locale !== 'zh_CN' && specs === row.specs && row.specs.length > 0 ? 'zh_CN' : undefined,
        detailContentLang:
          row.detailText.trim() === '' ? undefined : fallbackLang(row.detailTextI18n, locale),
        brandContentLang: row.brandName === null ? undefined : fallbackLang(row.brandNameI18n, locale),
      }),
    };
  }

  /** Names of products on sale in the language (chat product cards re-read them for the reader). */
  async productNames(
    ids: number[],
    locale: Locale,
  ): Promise<Map<number, { productName: string; contentLang?: 'zh_CN' }>> {
    const rows = await this.repo.productsByIds([...new Set(ids)]);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          productName: localized(r.name, r.nameI18n, locale),
          ...langMarks({ contentLang: fallbackLang(r.nameI18n, locale) }),
        },
      ]),
    );
  }

  async findShops(
    q: {
      offset: number;
      limit: number;
      recommended?: number;
      searchkey?: string;
    },
    locale: Locale = 'zh_CN',
  ): Promise<{ rows: ShopSummary[]; total: number }> {
    const searchkey = parseSearch(q.searchkey)?.text;
    const page = await this.repo.findShops(q.recommended, searchkey, q.offset, q.limit);
    return { total: page.total, rows: page.rows.map((r) => toShop(r, locale)) };
  }

  async getShopDetail(shopId: number, locale: Locale): Promise<ShopDetail> {
    const row = await this.repo.getShop(shopId);
    if (!row) throw AppError.notFound('shop');
    const [counts, { byId }] = await Promise.all([this.repo.shopClassCounts(shopId), this.classes()]);
    const classes = counts.flatMap(({ classId, count }) => {
      const cls = byId.get(classId);
      return cls ? [{ id: cls.id, name: localized(cls.name, cls.nameI18n, locale), count }] : [];
    });
    return {
      ...toShop({ ...row, productCount: counts.reduce((sum, c) => sum + c.count, 0) }, locale),
      classes,
      contact: {
        custName: row.custName,
        cellphone: row.cellphone,
        email: row.email,
        logoUrl: row.custLogoUrl || row.logoUrl,
      },
    };
  }

  async findBrands(
    q: { offset: number; limit: number; searchkey?: string },
    locale: Locale = 'zh_CN',
  ): Promise<{
    rows: Brand[];
    total: number;
  }> {
    const page = await this.repo.findBrands(parseSearch(q.searchkey)?.text, q.offset, q.limit);
    return {
      total: page.total,
      rows: page.rows.map((r) => ({
        brandId: r.id,
        brandName: localized(r.name, r.nameI18n, locale),
        logoUrl: r.logoUrl,
        description: localized(r.description, r.descriptionI18n, locale),
        ...langMarks({ contentLang: fallbackLang(r.nameI18n, locale) }),
      })),
    };
  }

  async findDemands(
    q: DemandListQuery,
    locale: Locale = 'zh_CN',
  ): Promise<{ rows: DemandSummary[]; total: number }> {
    const page = await this.repo.findDemands(
      parseSearch(q.searchkey),
      { sort: q.sort ?? 'createTime', order: q.order },
      q.offset,
      q.limit,
    );
    return { total: page.total, rows: page.rows.map((r) => toDemand(r, locale)) };
  }

  async getDemandDetail(id: number, locale: Locale): Promise<DemandDetail> {
    const row = await this.repo.getDemand(id);
    if (!row) throw AppError.notFound('demand');
    const cls = row.classId === null ? undefined : (await this.classes()).byId.get(row.classId);
    return {
      ...toDemand(row, locale),
      description: localized(row.description, row.descriptionI18n, locale),
      classId: row.classId,
      className: cls ? localized(cls.name, cls.nameI18n, locale) : '',
      custId: row.custId,
    };
  }

  async findPointsGoods(
    q: {
      offset: number;
      limit: number;
      sort?: 'createTime' | 'points';
      order: 'asc' | 'desc';
    },
    locale: Locale = 'zh_CN',
  ): Promise<{ rows: PointsGoods[]; total: number }> {
    const page = await this.repo.findPointsGoods(q.sort ?? 'createTime', q.order, q.offset, q.limit);
    return { total: page.total, rows: page.rows.map((r) => toPointsGoods(r, locale)) };
  }

  async getPointsGoods(id: number, locale: Locale): Promise<PointsGoods> {
    const row = await this.repo.getPointsGoods(id);
    if (!row) throw AppError.notFound('pointsGoods');
    return toPointsGoods(row, locale);
  }

  async findActivities(
    q: { offset: number; limit: number; state?: ActivityState },
    locale: Locale = 'zh_CN',
  ): Promise<{
    rows: Activity[];
    total: number;
  }> {
    const now = this.now();
    const page = await this.repo.findActivities(q.state, new Date(now), q.offset, q.limit);
    return { total: page.total, rows: page.rows.map((r) => this.toActivity(r, now, locale)) };
  }

  async getActivityDetail(id: number, locale: Locale): Promise<ActivityDetail> {
    const row = await this.repo.getActivity(id);
    if (!row) throw AppError.notFound('activity');
    const found = new Map((await this.repo.productsByIds(row.productIds)).map((p) => [p.id, p]));
    const products = row.productIds.flatMap((pid) => {
      const p = found.get(pid);
      return p ? [toSummary(p, locale)] : [];
    });
    return { ...this.toActivity(row, this.now(), locale), products };
  }

  private toActivity(r: ActivityRow, now: number, locale: Locale): Activity {
    return {
      id: r.id,
      title: localized(r.title, r.titleI18n, locale),
      imageUrl: r.imageUrl,
      description: localized(r.description, r.descriptionI18n, locale),
      startTime: r.startsAt.toISOString(),
      endTime: r.endsAt.toISOString(),
      state: activityState(r, now),
      ...langMarks({ contentLang: fallbackLang(r.titleI18n, locale) }),
    };
  }
}

type ShopRow = Awaited<ReturnType<CatalogRepository['findShops']>>['rows'][number];

function toShop(r: ShopRow, locale: Locale): ShopSummary {
  return {
    shopId: r.id,
    shopName: localized(r.shopName, r.shopNameI18n, locale),
    logoUrl: r.logoUrl,
    description: localized(r.description, r.descriptionI18n, locale),
    areaName: localized(r.areaName, r.areaNameI18n, locale),
    score: (r.score / 10).toFixed(1),
    productCount: r.productCount,
    custId: r.custId,
    ...langMarks({ contentLang: fallbackLang(r.shopNameI18n, locale) }),
  };
}
