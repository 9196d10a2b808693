import type { Brand, Locale, ShopDetail, ShopSummary } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { fallbackLang, localized } from '../../lib/localized';
import { langMarks } from './catalog-mappers';
import type { ClassTreeService } from './class-tree.service';
import { parseSearch } from './search-query';
import type { ShopsRepository } from './shops.repository';

/** The shops (list and home page) and the brands. */
export class ShopsService {
  constructor(
    private readonly repo: ShopsRepository,
    private readonly classTree: ClassTreeService,
  ) {}

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
    const [counts, { byId }, own] = await Promise.all([
      this.repo.shopClassCounts(shopId),
      this.classTree.classes(),
      this.repo.ownClasses(shopId),
    ]);
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
      // Suspended (0): the home page says why; it has nothing on sale meanwhile.
      ...(row.status === 0 ? { suspendedReason: row.suspendedReason } : {}),
      bannerUrl: row.bannerUrl,
      notice: localized(row.notice, row.noticeI18n, locale),
      shopClasses: own.map((c) => ({
        id: c.id,
        name: localized(c.name, c.nameI18n, locale),
        count: c.count,
      })),
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
}

type ShopRow = Awaited<ReturnType<ShopsRepository['findShops']>>['rows'][number];

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
