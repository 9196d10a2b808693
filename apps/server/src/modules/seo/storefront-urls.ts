/**
 * The storefront addresses the sitemap names, as the web builds them (apps/web/src/config/paths.ts:
 * `storefrontUrl(paths.x.href(query, prefix))`). The server cannot import the web's module, so the few routes
 * it lists are repeated here; keep them in step with paths.ts.
 */

/** The router's basename: every storefront page lives under it. */
const basename = '/mallview';

/** The template prefix of MALL_TEMPLATE, as the web's `mallPrefixFor`: '3' is the international template. */
export type MallPrefix = '/mall' | '/mallIntl';

export function mallPrefixFor(template: string | undefined): MallPrefix {
  return template === '3' ? '/mallIntl' : '/mall';
}

/** The page's address with its query (ids only: nothing to encode), in the order the web writes it. */
function page(path: string, query: Record<string, number>): string {
  return `${basename}${path}?${Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&')}`;
}

export const storefrontUrls = {
  /** paths.productDetail: under the template's prefix. */
  productDetail: (productId: number, prefix: MallPrefix) => page(`${prefix}/product/detail`, { productId }),
  /** paths.supplyDetail: one address, under /mall in both templates. */
  supplyDetail: (productId: number) => page('/mall/product/supplyDetail', { productId }),
  /** paths.shopDetail: under the template's prefix. */
  shopDetail: (shopId: number, prefix: MallPrefix) => page(`${prefix}/product/shopDetail`, { shopId }),
  /** paths.productList with a class: under the template's prefix. */
  productList: (classId: number, prefix: MallPrefix) => page(`${prefix}/product`, { classId }),
  newsDetail: (id: number) => page('/news/newsDetail', { id }),
  bulletinDetail: (id: number) => page('/news/bulletinDetail', { id }),
  /** paths.company: the company pages (about us, history, contact), one article each. */
  company: (id: number) => page('/news/company', { id }),
  resourceDetail: (id: number) => page('/news/resource/detail', { id }),
  helpCenter: (bottomClassId: number, bottomMenuId: number) =>
    page('/news/helpcenter', { bottomClassId, bottomMenuId }),
};
