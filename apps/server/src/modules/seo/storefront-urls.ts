import { type MallPrefix, paths, storefrontUrl } from '@mall/contracts/storefront-paths';

export { type MallPrefix, mallPrefixFor } from '@mall/contracts/storefront-paths';

/**
 * The storefront addresses the sitemap names, built as the web builds them (`storefrontUrl(paths.x.href(query,
 * prefix))`, packages/contracts/src/storefront-paths.ts): one route table for both.
 */
export const storefrontUrls = {
  /** Under the template's prefix. */
  productDetail: (productId: number, prefix: MallPrefix) =>
    storefrontUrl(paths.productDetail.href({ productId }, prefix)),
  /** One address, under /mall in both templates. */
  supplyDetail: (productId: number) => storefrontUrl(paths.supplyDetail.href({ productId })),
  /** Under the template's prefix. */
  shopDetail: (shopId: number, prefix: MallPrefix) =>
    storefrontUrl(paths.shopDetail.href({ shopId }, prefix)),
  /** The product list of a class, under the template's prefix. */
  productList: (classId: number, prefix: MallPrefix) =>
    storefrontUrl(paths.productList.href({ classId }, prefix)),
  newsDetail: (id: number) => storefrontUrl(paths.newsDetail.href({ id })),
  bulletinDetail: (id: number) => storefrontUrl(paths.bulletinDetail.href({ id })),
  /** The company pages (about us, history, contact), one article each. */
  company: (id: number) => storefrontUrl(paths.company.href({ id })),
  resourceDetail: (id: number) => storefrontUrl(paths.resourceDetail.href({ id })),
  helpCenter: (bottomClassId: number, bottomMenuId: number) =>
    storefrontUrl(paths.helpCenter.href({ bottomClassId, bottomMenuId })),
};
