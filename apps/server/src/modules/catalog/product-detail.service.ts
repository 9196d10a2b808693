import { type Locale, type ProductDetail, styleTerms } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { centsToMoney, fallbackLang, localized, trimDecimal } from '../../lib/localized';
import { langMarks, toSummary } from './catalog-mappers';
import type { ClassRow, ClassTreeService } from './class-tree.service';
import type { ProductDetailRepository } from './product-detail.repository';

type Texts = Record<string, string>;
type ProductRow = NonNullable<Awaited<ReturnType<ProductDetailRepository['getProduct']>>>;

/** products.status on sale, and held while the platform has the shop suspended; shops.status open. */
const onSale = 1;
const held = 3;
const shopOpen = 1;

/**
 * The language the description is shown in: the storefront shows detailHtml when there is one, so its
 * translations decide; else the plain detailText's. An empty description has no language to mark.
 */
function detailContentLang(
  row: { detailHtml: string; detailHtmlI18n: Texts; detailText: string; detailTextI18n: Texts },
  locale: Locale,
) {
  if (row.detailHtml !== '') return fallbackLang(row.detailHtmlI18n, locale);
  return row.detailText.trim() === '' ? undefined : fallbackLang(row.detailTextI18n, locale);
}

/** One product's page, and the names of products by id (chat product cards). */
export class ProductDetailService {
  constructor(
    private readonly repo: ProductDetailRepository,
    private readonly classTree: ClassTreeService,
  ) {}

  /** A product on sale in an open shop (chat cards, business files); 40400 otherwise. */
  async getProductDetail(productId: number, locale: Locale): Promise<ProductDetail> {
    const row = await this.repo.getProduct(productId);
    if (row?.status !== onSale || row.shopStatus !== shopOpen) throw AppError.notFound('product');
    return this.detailOf(row, locale);
  }

  /**
   * The storefront's product page: a product on sale, or one its shop had on sale when the platform
   * suspended the shop (held, or still on its way out: the page goes by the shop), which the page shows with
   * the platform's reason instead of a bare "not found".
   */
  async getProductPage(productId: number, locale: Locale): Promise<ProductDetail> {
    const row = await this.repo.getProduct(productId);
    if (row && row.shopStatus !== shopOpen && (row.status === onSale || row.status === held))
      return { ...(await this.detailOf(row, locale)), shopSuspended: { reason: row.shopSuspendedReason } };
    return this.getProductDetail(productId, locale);
  }

  private async detailOf(row: ProductRow, locale: Locale): Promise<ProductDetail> {
    const [{ byId }, main] = await Promise.all([
      this.classTree.classes(),
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
      // Sanitised when the merchant saved it (lib/rich-text.ts), so it goes out as it is stored.
      detailHtml: localized(row.detailHtml, row.detailHtmlI18n, locale),
      specs,
      classPath,
      brandName: row.brandName === null ? '' : localized(row.brandName, row.brandNameI18n, locale),
      // Products from before the picture list have only their one picture, image_url.
      fild: (row.images.length > 0 ? row.images : [row.imageUrl]).map((fileUrl) => ({ fileUrl })),
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
        detailContentLang: detailContentLang(row, locale),
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
}
