import {
  centsToYuan,
  type Locale,
  type ShopProduct,
  type ShopProductRow,
  type ShopProductStatus,
} from '@mall/contracts';
import { allLanguages } from '../../lib/localized';
import type { ShopProductListRow, ShopProductRowData } from './shop-products.repository';

/**
 * products.status: 1 on sale, 0 taken down, 2 a draft never published, 3 on sale when the platform suspended
 * the shop (out of search, listings and checkout like 0; back to 1 when the shop is restored).
 */
export const productStatusCodes: Record<ShopProductStatus, number> = {
  onSale: 1,
  offShelf: 0,
  draft: 2,
  suspended: 3,
};

export function statusOf(code: number): ShopProductStatus {
  return code === 1 ? 'onSale' : code === 2 ? 'draft' : code === 3 ? 'suspended' : 'offShelf';
}

/** The product's pictures: its list, or the one picture a product from before the list has. */
export function imagesOf(row: Pick<ShopProductRowData, 'images' | 'imageUrl'>): string[] {
  if (row.images.length > 0) return row.images;
  return row.imageUrl ? [row.imageUrl] : [];
}

export function toShopProduct(row: ShopProductRowData, classPath: string[]): ShopProduct {
  return {
    productId: row.id,
    version: row.version,
    status: statusOf(row.status),
    classId: row.class3Id,
    classPath,
    brandId: row.brandId,
    shopClassId: row.shopClassId,
    name: allLanguages(row.name, row.nameI18n),
    subtitle: allLanguages(row.subtitle, row.subtitleI18n),
    detailHtml: allLanguages(row.detailHtml, row.detailHtmlI18n),
    detailText: row.detailText,
    unit: row.unit,
    price: centsToYuan(row.priceCents),
    marketPrice: row.marketPriceCents > 0 ? centsToYuan(row.marketPriceCents) : '',
    stock: trimQuantity(row.stock),
    minOrder: trimQuantity(row.minOrder),
    code: row.model,
    keywords: row.keywords,
    weightGrams: row.weightGrams,
    specs: row.specs,
    images: imagesOf(row),
    skus: row.styles.map((style) => ({
      styleId: style.styleId,
      name: allLanguages(style.name, style.nameI18n),
      price: centsToYuan(style.priceCents),
      stock: trimQuantity(style.stock),
      code: style.code ?? '',
      weightGrams: style.weightGrams ?? 0,
      imageUrl: style.imageUrl,
    })),
    sales: row.sales,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toShopProductRow(row: ShopProductListRow, locale: Locale): ShopProductRow {
  return {
    productId: row.id,
    version: row.version,
    status: statusOf(row.status),
    name: row.name,
    translatedName: locale === 'zh_CN' ? '' : (row.nameI18n[locale] ?? ''),
    imageUrl: imagesOf(row)[0] ?? '',
    price: centsToYuan(row.priceCents),
    stock: trimQuantity(row.stock),
    unit: row.unit,
    skuCount: row.skuCount,
    code: row.model,
    sales: row.sales,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A numeric column's text without trailing zeros ("12.5000" → "12.5"). */
function trimQuantity(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
