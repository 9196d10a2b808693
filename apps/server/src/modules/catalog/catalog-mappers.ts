// The mappers the catalogue's services share: a listing row in the request's language, and the fallback markers.
import type { Locale, ProductSummary } from '@mall/contracts';
import { centsToMoney, fallbackLang, localized } from '../../lib/localized';
import type { ProductListingRepository } from './product-listing.repository';

export type ProductRow = Awaited<ReturnType<ProductListingRepository['findProducts']>>[number];

/** A listing row in the request's language: name, subtitle and shop name translated, Chinese where missing. */
export function toSummary(r: ProductRow, locale: Locale): ProductSummary {
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
export function langMarks<T extends Record<string, 'zh_CN' | undefined>>(marks: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(marks) as (keyof T)[]) if (marks[key]) out[key] = marks[key];
  return out;
}
