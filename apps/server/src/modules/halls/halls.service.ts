import {
  type EndpointQueryOut,
  type hallsEndpoints,
  type ListingThumb,
  type Locale,
  newsTypes,
  type PlatformChain,
  productTypes,
  type Supplier,
  searchKeyMaxChars,
  type TownHome,
  type TownShop,
} from '@mall/contracts';
import { centsToMoney, fallbackLang, localized } from '../../lib/localized';
import type { ClassLevelColumn, HallShopRow, HallsRepository, ThumbRow } from './halls.repository';

type SupplierQuery = EndpointQueryOut<typeof hallsEndpoints.supplierList>;

/** Listings shown in a supplier card. */
const supplierListings = 3;
/** Products shown in a supply-chain card. */
const chainProducts = 4;
/** Classes named in a supply-chain card. */
const chainClasses = 6;
const townOrigins = 12;
const townNews = 6;
/**
 * News has no topic column: an article belongs on the rural page when its title or summary speaks of
 * farming, farmers, places of origin or the countryside.
 */
export const ruralNewsTerms = ['农', '乡村', '产地', '果园', '茶园', '春耕', '合作社'] as const;
/**
 * The town landing and the supply chains aggregate over every farm product or every product of a few
 * shops (a scan at 200k products); they change when merchants list products, so a minute-old copy is
 * served instead of scanning on every visit.
 */
const aggregateCacheMs = 60_000;

function levelColumn(level: number): ClassLevelColumn {
  return level === 1 ? 'class1_id' : level === 2 ? 'class2_id' : 'class3_id';
}

function toThumb(r: ThumbRow, locale: Locale): ListingThumb {
  return {
    productId: r.id,
    productName: localized(r.name, r.nameI18n, locale),
    ...(fallbackLang(r.nameI18n, locale) ? { contentLang: 'zh_CN' as const } : {}),
    imageUrl: r.imageUrl,
    productPrice: centsToMoney(r.priceCents),
    unit: r.unit,
    productType: { code: r.productType },
  };
}

function score(value: number): string {
  return (value / 10).toFixed(1);
}

/** "浙江 杭州" → "浙江"; a region without a space is its own province. */
function provinceOf(areaName: string): string {
  return areaName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The province in a translated region: translations put the city first ("Hangzhou, Zhejiang", as addresses
 * abroad are written), so the province is the last part; the Chinese province where untranslated.
 */
function provinceLabel(areaName: string, translations: Record<string, string>, locale: Locale): string {
  const translated = locale === 'zh_CN' ? undefined : translations[locale];
  return translated ? (translated.split(', ').at(-1) ?? translated) : provinceOf(areaName);
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

class Cached<T> {
  private value: { at: number; data: Promise<T> } | null = null;
  constructor(
    private readonly load: () => Promise<T>,
    private readonly now: () => number,
  ) {}

  get(): Promise<T> {
    if (this.value && this.now() - this.value.at < aggregateCacheMs) return this.value.data;
    const data = this.load();
    this.value = { at: this.now(), data };
    // A failed load is not kept: the next request tries again.
    data.catch(() => {
      if (this.value?.data === data) this.value = null;
    });
    return data;
  }
}

export class HallsService {
  private readonly chains: Cached<Awaited<ReturnType<HallsService['loadChains']>>>;
  private readonly town: Cached<Awaited<ReturnType<HallsService['loadTown']>>>;

  constructor(
    private readonly repo: HallsRepository,
    now: () => number = Date.now,
  ) {
    this.chains = new Cached(() => this.loadChains(), now);
    this.town = new Cached(() => this.loadTown(), now);
  }

  private async classNames(ids: number[], locale: Locale): Promise<Map<number, string>> {
    const rows = await this.repo.listClassNames([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, localized(r.name, r.nameI18n, locale)]));
  }

  private hallShop(row: HallShopRow, names: Map<number, string>, locale: Locale) {
    const mainName = row.mainClassId === null ? undefined : names.get(row.mainClassId);
    return {
      shopId: row.id,
      shopName: localized(row.shopName, row.shopNameI18n, locale),
      ...(fallbackLang(row.shopNameI18n, locale) ? { contentLang: 'zh_CN' as const } : {}),
      logoUrl: row.logoUrl,
      description: localized(row.description, row.descriptionI18n, locale),
      areaName: localized(row.areaName, row.areaNameI18n, locale),
      score: score(row.score),
      custId: row.custId,
      mainClass:
        row.mainClassId !== null && mainName !== undefined ? { id: row.mainClassId, name: mainName } : null,
    };
  }

  async findSuppliers(q: SupplierQuery, locale: Locale): Promise<{ rows: Supplier[]; total: number }> {
    const search = q.searchkey?.trim().slice(0, searchKeyMaxChars) || undefined;
    let classColumn: ClassLevelColumn | undefined;
    if (q.classId !== undefined) {
      const level = await this.repo.classLevel(q.classId);
      // An unknown class has no suppliers: an empty page, not an error.
      if (level === undefined) return { rows: [], total: 0 };
      classColumn = levelColumn(level);
    }
    const filter = { search, classColumn, classId: q.classId };
    const page = await this.repo.findSuppliers(filter, q.sort ?? 'supplyCount', q.order, q.offset, q.limit);
    if (page.rows.length === 0) return { rows: [], total: page.total };
    const [listings, names] = await Promise.all([
      this.repo.newestPerShop(
        page.rows.map((r) => r.id),
        productTypes.supply,
        supplierListings,
        filter,
      ),
      this.classNames(
        page.rows.flatMap((r) => (r.mainClassId === null ? [] : [r.mainClassId])),
        locale,
      ),
    ]);
    const byShop = groupBy(listings, (l) => l.shopId);
    return {
      total: page.total,
      rows: page.rows.map((r) => ({
        ...this.hallShop(r, names, locale),
        supplyCount: r.supplyCount,
        listings: (byShop.get(r.id) ?? []).map((l) => toThumb(l, locale)),
      })),
    };
  }

  private async loadChains() {
    const shops = await this.repo.listRecommendedShops();
    const ids = shops.map((s) => s.id);
    const [counts, newest] = await Promise.all([
      this.repo.shopClassCounts(ids),
      this.repo.newestPerShop(ids, productTypes.normal, chainProducts),
    ]);
    return { shops, counts: groupBy(counts, (c) => c.shopId), newest: groupBy(newest, (p) => p.shopId) };
  }

  async listPlatformChains(locale: Locale): Promise<PlatformChain[]> {
    const { shops, counts, newest } = await this.chains.get();
    const names = await this.classNames(
      [
        ...shops.flatMap((s) => (s.mainClassId === null ? [] : [s.mainClassId])),
        ...[...counts.values()].flat().map((c) => c.classId),
      ],
      locale,
    );
    return shops.map((shop) => {
      const classes = [...(counts.get(shop.id) ?? [])].sort(
        (a, b) => b.count - a.count || a.classId - b.classId,
      );
      return {
        ...this.hallShop(shop, names, locale),
        productCount: classes.reduce((sum, c) => sum + c.count, 0),
        classes: classes
          .slice(0, chainClasses)
          .map((c) => ({ id: c.classId, name: names.get(c.classId) ?? '', count: c.count })),
        products: (newest.get(shop.id) ?? []).map((p) => toThumb(p, locale)),
      };
    });
  }

  /** Every language's texts: one cached copy serves all languages (getTownHome picks one). */
  private async loadTown() {
    const [counts, newsRows] = await Promise.all([
      // Products, not supply listings: the same set as farm direct (queryproductlist?isFarm=1) lists.
      this.repo.farmCounts(productTypes.normal),
      this.repo.findNewsAbout(ruralNewsTerms, newsTypes.news, townNews),
    ]);
    const perShop = new Map<number, number>();
    const perOrigin = new Map<string, { count: number; i18n: Record<string, string> }>();
    for (const c of counts) {
      perShop.set(c.shopId, (perShop.get(c.shopId) ?? 0) + c.count);
      if (!c.areaName) continue;
      const origin = perOrigin.get(c.areaName);
      if (origin) origin.count += c.count;
      else perOrigin.set(c.areaName, { count: c.count, i18n: c.areaNameI18n ?? {} });
    }
    const shops = (await this.repo.listShops([...perShop.keys()]))
      .map((s) => ({ row: s, farmCount: perShop.get(s.id) ?? 0 }))
      .sort((a, b) => b.farmCount - a.farmCount || a.row.id - b.row.id);
    const provinces = [...groupBy(shops, (s) => provinceOf(s.row.areaName))]
      .map(([province, list]) => ({ province, shops: list }))
      .sort(
        (a, b) =>
          b.shops.length - a.shops.length ||
          b.shops[0]!.farmCount - a.shops[0]!.farmCount ||
          a.province.localeCompare(b.province, 'zh-CN'),
      );
    const origins = [...perOrigin]
      .map(([areaName, o]) => ({ areaName, count: o.count, i18n: o.i18n }))
      .sort((a, b) => b.count - a.count || a.areaName.localeCompare(b.areaName, 'zh-CN'));
    return {
      stats: {
        products: counts.reduce((sum, c) => sum + c.count, 0),
        shops: shops.length,
        origins: perOrigin.size,
      },
      provinces,
      origins: origins.slice(0, townOrigins),
      newsRows,
    };
  }

  async getTownHome(locale: Locale): Promise<TownHome> {
    const town = await this.town.get();
    const toShop = ({ row, farmCount }: { row: HallShopRow; farmCount: number }): TownShop => ({
      shopId: row.id,
      shopName: localized(row.shopName, row.shopNameI18n, locale),
      ...(fallbackLang(row.shopNameI18n, locale) ? { contentLang: 'zh_CN' as const } : {}),
      logoUrl: row.logoUrl,
      areaName: localized(row.areaName, row.areaNameI18n, locale),
      score: score(row.score),
      farmCount,
    });
    return {
      stats: town.stats,
      regions: town.provinces.map(({ province, shops }) => ({
        province,
        label: provinceLabel(shops[0]!.row.areaName, shops[0]!.row.areaNameI18n, locale),
        shops: shops.map(toShop),
      })),
      origins: town.origins.map((o) => ({
        areaName: o.areaName,
        label: localized(o.areaName, o.i18n, locale),
        count: o.count,
      })),
      news: town.newsRows.map((r) => ({
        id: r.id,
        newsType: r.newsType,
        title: localized(r.title, r.titleI18n, locale),
        summary: localized(r.summary, r.summaryI18n, locale),
        coverUrl: r.coverUrl,
        views: r.views,
        createTime: r.createdAt.toISOString(),
        ...(fallbackLang(r.titleI18n, locale) ? { contentLang: 'zh_CN' } : {}),
      })),
    };
  }
}
