import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { zMoney } from './validation/zod-rules';

/** Money travels as a decimal string in yuan with 2 decimals ("12.50"), never as a float. */
export const moneySchema = z.string().regex(/^-?\d{1,13}\.\d{2}$/);

/**
 * Set to 'zh_CN' on a catalogue object whose texts (name and the rest) have no translation in the request's
 * language and are shown in Chinese; absent when they are in the request's language. The web marks such
 * texts with lang="zh-CN" (see apps/web/src/lib/content-lang.ts).
 */
export const contentLangSchema = z.literal('zh_CN').optional();

export interface ClassNode {
  id: number;
  pid: number;
  name: string;
  aliasName: string;
  parentCode: string;
  level: number;
  children: ClassNode[];
}
export const classNodeSchema: z.ZodType<ClassNode> = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  aliasName: z.string(),
  parentCode: z.string(),
  level: z.number().int(),
  get children() {
    return z.array(classNodeSchema);
  },
});

export const productSummarySchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  subtitle: z.string(),
  productPrice: moneySchema,
  marketPrice: moneySchema,
  unit: z.string(),
  imageUrl: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  sales: z.number().int(),
  areaName: z.string(),
  productType: z.object({ code: z.number().int() }),
  createTime: z.string(),
  /** 'zh_CN': the name and subtitle fell back to Chinese. */
  contentLang: contentLangSchema,
  /** 'zh_CN': the shop's name fell back to Chinese. */
  shopContentLang: contentLangSchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A volume price: from `minQty` (decimal string) on, each unit costs `price`. */
export const priceTierSchema = z.object({ minQty: z.string(), price: moneySchema });
export type PriceTier = z.infer<typeof priceTierSchema>;

/**
 * A style (SKU) of a product the buyer chooses one of, with its own price, stock, unit of sale and volume
 * prices: the price is per `unit`, the stock and the tiers' quantities count `unit`.
 */
export const productStyleSchema = z.object({
  styleId: z.number().int(),
  name: z.string(),
  price: moneySchema,
  /** Decimal string, in `unit`. */
  stock: z.string(),
  /** The style's unit of sale (箱 for a box of 24 bags); the product's unit when it has none of its own. */
  unit: z.string(),
  /** The style's volume prices ascending by minQty, in its unit; empty: `price` for any quantity. */
  priceTiers: z.array(priceTierSchema),
  imageUrl: z.string(),
  /** 'zh_CN': the style's name fell back to Chinese. */
  contentLang: contentLangSchema,
});
export type ProductStyle = z.infer<typeof productStyleSchema>;

export const productDetailSchema = productSummarySchema.extend({
  stock: z.string(),
  minOrder: z.string(),
  /** Model or SKU code, '' when none. */
  model: z.string(),
  /** The merchant's search words, space separated. */
  keywords: z.string(),
  /** Quantities go up from minOrder in this step (decimal string, e.g. "1", "0.5"). */
  step: z.string(),
  /** Volume prices ascending by minQty (the first minQty >= minOrder); empty: productPrice for any quantity. */
  priceTiers: z.array(priceTierSchema),
  /** Styles to choose one of, each with price and stock; empty: nothing to choose. */
  styles: z.array(productStyleSchema),
  /** Plain-text description, lines separated by "\n" (render as text, not HTML), in the request's language where translated. */
  detailText: z.string(),
  /** The description as sanitised HTML (render as HTML), in the request's language, else Chinese; '' when it has only detailText. */
  detailHtml: z.string(),
  /** 'zh_CN': the description (detailHtml when not '', else detailText) fell back to Chinese. */
  detailContentLang: contentLangSchema,
  /** The parameter table, in the request's language where translated. */
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  /** 'zh_CN': the parameter table fell back to Chinese. */
  specsContentLang: contentLangSchema,
  classPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
  brandName: z.string(),
  /** 'zh_CN': the brand's name fell back to Chinese. */
  brandContentLang: contentLangSchema,
  fild: z.array(z.object({ fileUrl: z.string() })),
  shop: z.object({
    shopId: z.number().int(),
    shopName: z.string(),
    logoUrl: z.string(),
    custId: z.number().int(),
    contentLang: contentLangSchema,
  }),
  /**
   * Bind purchase: the main product this one is sold only together with (it must be in the cart first,
   * see `checkbindpurchase`); null when it is sold on its own.
   */
  bindProduct: z.object({ productId: z.number().int(), productName: z.string() }).nullable(),
  /** The platform suspended its shop (it was on sale): the page says why; nobody can buy it meanwhile. */
  shopSuspended: z.object({ reason: z.string() }).optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const shopSummarySchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logoUrl: z.string(),
  description: z.string(),
  areaName: z.string(),
  score: z.string(),
  productCount: z.number().int(),
  custId: z.number().int(),
  /** 'zh_CN': the shop's name and description fell back to Chinese. */
  contentLang: contentLangSchema,
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

export const demandSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  quantity: z.string(),
  unit: z.string(),
  budget: moneySchema.nullable(),
  areaName: z.string(),
  custName: z.string(),
  deadline: z.string(),
  quoteCount: z.number().int(),
  status: z.number().int(),
  createTime: z.string(),
  /** 'zh_CN': the title (and description) fell back to Chinese. */
  contentLang: contentLangSchema,
});
export type DemandSummary = z.infer<typeof demandSummarySchema>;

export const demandDetailSchema = demandSummarySchema.extend({
  description: z.string(),
  classId: z.number().int().nullable(),
  className: z.string(),
  custId: z.number().int(),
});
export type DemandDetail = z.infer<typeof demandDetailSchema>;

export const shopDetailSchema = shopSummarySchema.extend({
  /** Classes (level 2) the shop has products on sale in, most products first. */
  classes: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  /** Merchant information card (spec §2 screen 7); empty strings show as '--'. */
  contact: z.object({ custName: z.string(), cellphone: z.string(), email: z.string(), logoUrl: z.string() }),
  /** Present while the platform has suspended the shop: its reason (the shop lists nothing on sale meanwhile). */
  suspendedReason: z.string().optional(),
  /** The wide picture across the top of the shop's home; '' none. */
  bannerUrl: z.string(),
  /** The shop's notice in the request language (plain text); '' none. */
  notice: z.string(),
  /**
   * The shop's own classes in the merchant's order with their products on sale (productList's shopClassId);
   * empty when the merchant made none (the home then groups by the mall's classes).
   */
  shopClasses: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

export const brandSchema = z.object({
  brandId: z.number().int(),
  brandName: z.string(),
  logoUrl: z.string(),
  /** The brand's introduction, '' when none. */
  description: z.string(),
  /** 'zh_CN': the name and description fell back to Chinese. */
  contentLang: contentLangSchema,
});
export type Brand = z.infer<typeof brandSchema>;

export const pointsGoodsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Price in points. */
  points: z.number().int(),
  stock: z.number().int(),
  imageUrl: z.string(),
  description: z.string(),
  createTime: z.string(),
  /** 'zh_CN': the name and description fell back to Chinese. */
  contentLang: contentLangSchema,
});
export type PointsGoods = z.infer<typeof pointsGoodsSchema>;

export const activityStateSchema = z.enum(['upcoming', 'ongoing', 'ended']);
export type ActivityState = z.infer<typeof activityStateSchema>;

export const activitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  state: activityStateSchema,
  /** 'zh_CN': the title and description fell back to Chinese. */
  contentLang: contentLangSchema,
});
export type Activity = z.infer<typeof activitySchema>;

export const activityDetailSchema = activitySchema.extend({ products: z.array(productSummarySchema) });
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

const facetCountSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export const productFacetsSchema = z.object({
  /** Matches counted (at most the cap), or for a search its exact or estimated total like the list's. */
  total: z.number().int(),
  /** true: `total` is not an exact count: there are more than the cap (show "10000+"), or it is a search estimate. */
  capped: z.boolean(),
  /** true: the facet counts below come from the first matches only, not all of them. */
  sampled: z.boolean(),
  brands: z.array(facetCountSchema),
  shops: z.array(facetCountSchema),
  /** Regions of origin (areaName), exact values to pass back as the areaName filter. */
  areas: z.array(
    z.object({
      name: z.string(),
      /** The region in the request's language (the Chinese name where untranslated). */
      label: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Children of classId, or the top classes without one. */
  classes: z.array(facetCountSchema),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** Facet counts come from this many matches at most (the first in relevance order for a search). */
export const facetSample = 1000;
/** The facet endpoint counts matches up to this many. */
export const matchCountCap = 10000;
/** Longer search input is cut to this many characters (never rejected). */
export const searchKeyMaxChars = 50;

const positiveId = z.coerce.number<number | string>().int().min(1).max(2_147_483_647);
const flag = z.coerce.number<number | string>().int().min(0).max(1);
/** Free text: trimmed; very long input is accepted and cut by the service, not rejected. */
const searchKeySchema = z.string().max(2000).optional();
/** Yuan as "12.5" or 12.5: up to 8 integer digits and 2 decimals (spec §5 money). */
const yuanSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  zMoney,
);

export const productSortSchema = z.enum(['relevance', 'createTime', 'price', 'sales']);
export type ProductSort = z.infer<typeof productSortSchema>;
export const demandSortSchema = z.enum(['createTime', 'deadline', 'quoteCount']);

/** Filters shared by the product list and its facets. */
const productFilterShape = {
  searchkey: searchKeySchema,
  classId: positiveId.optional(),
  brandId: positiveId.optional(),
  shopId: positiveId.optional(),
  /** One of the shop's own classes (shopDetail's shopClasses); only with shopId. */
  shopClassId: positiveId.optional(),
  priceMin: yuanSchema.optional(),
  priceMax: yuanSchema.optional(),
  /** Region of origin, exact. */
  areaName: z.string().trim().max(64).optional(),
  inStock: flag.optional(),
  productType: z.coerce.number<number | string>().int().min(1).max(20).default(4),
  isFarm: flag.optional(),
};

export const catalogEndpoints = {
  classTree: defineEndpoint({
    method: 'GET',
    path: '/product/productclass/indexproductclass',
    summary: 'The product class tree (3 levels), names in the request language',
    tag: 'catalog',
    auth: false,
    kind: 'ext',
    query: z.object({
      // smallint columns: a larger number could not even be compared with them.
      classType: z.coerce.number<number | string>().int().min(0).max(32_767).default(1),
      showView: z.coerce.number<number | string>().int().min(0).max(32_767).default(1),
    }),
    result: z.array(classNodeSchema),
  }),
  productList: defineEndpoint({
    method: 'GET',
    path: '/product/product/queryproductlist',
    summary:
      'Product list and search (also the supply hall with productType=3 and farm direct with isFarm=1). ' +
      'Filters: searchkey, classId (any level), brandId, shopId, priceMin/priceMax (yuan), areaName, inStock, ' +
      'isFarm. sort: relevance (default with searchkey), createTime (default otherwise), price, sales; order asc/desc. ' +
      'searchkey finds every product whose name, keywords, brand, class names or model contain each of its ' +
      'space-separated terms (case, width, spaces and Traditional/Simplified forms ignored; LIKE wildcards literal). ' +
      'Relevance: model equal to the query first, then names holding every term, then the rest; newest first within ' +
      'each. A Latin word that finds nothing is retried as pinyin or initials of a catalogue word (dami, dm → 大米), ' +
      'then as the most similar catalogue word (typos). Every match can be paged. total is exact, except for some ' +
      'searches that would have to read too many rows to count: the answer then has totalExact=false and total is ' +
      'an estimate (show it as "about N"; a page shorter than limit is the last).',
    tag: 'catalog',
    auth: false,
    kind: 'page',
    query: pageQuerySchema.extend({
      ...productFilterShape,
      sort: z.string().max(32).optional().pipe(productSortSchema.optional()),
    }),
    result: productSummarySchema,
  }),
  productFacets: defineEndpoint({
    method: 'GET',
    path: '/product/product/queryproductfacets',
    summary:
      'Facet counts for the product list page, with the same filters as queryproductlist: brands, shops, regions of ' +
      `origin and classes (children of classId, or top classes). Counted over the first ${facetSample} matches ` +
      `(sampled=true when there are more); total counts at most ${matchCountCap} matches, or for a search is the ` +
      "list's total (capped=true: a lower bound or an estimate).",
    tag: 'catalog',
    auth: false,
    kind: 'ext',
    query: z.object(productFilterShape),
    result: productFacetsSchema,
  }),
  productDetail: defineEndpoint({
    method: 'GET',
    path: '/member/product/product/getproductdetail',
    summary: 'One product on sale with shop, class path, specs, pictures (a suspended shop’s: shopSuspended)',
    tag: 'catalog',
    auth: false,
    kind: 'ext',
    query: z.object({ productId: positiveId }),
    result: productDetailSchema,
  }),
  shopList: defineEndpoint({
    method: 'GET',
    path: '/product/shop/queryshoplist',
    summary:
      'Shops, best rated first; recommended=1 gives the home page picks, searchkey keeps shops whose name contains it',
    tag: 'catalog',
    auth: false,
    kind: 'page',
    query: pageQuerySchema.extend({
      recommended: z.coerce.number<number | string>().int().min(0).max(1).optional(),
      searchkey: searchKeySchema,
    }),
    result: shopSummarySchema,
  }),
  shopDetail: defineEndpoint({
    method: 'GET',
    path: '/product/shop/getshopdetail',
    summary:
      'Shop home: the shop, the classes it has products in (with counts) and its contact (company, phone, e-mail)',
    tag: 'catalog',
    auth: false,
    kind: 'ext',
    query: z.object({ shopId: positiveId }),
    result: shopDetailSchema,
  }),
  brandList: defineEndpoint({
    method: 'GET',
    path: '/product/brand/querybrandlist',
    summary: 'Brands of the brand centre in display order; searchkey keeps brands whose name contains it',
    tag: 'catalog',
    auth: false,
    kind: 'page',
    query: pageQuerySchema.extend({ searchkey: searchKeySchema }),
    result: brandSchema,
  }),
  demandList: defineEndpoint({
    method: 'GET',
    path: '/product/demand/querydemandlist',
    summary:
      'Open purchase demands of the procurement hall; searchkey searches title and description; ' +
      'sort createTime (default), deadline or quoteCount',
    tag: 'catalog',
    auth: false,
    kind: 'page',
    query: pageQuerySchema.extend({
      searchkey: searchKeySchema,
      sort: z.string().max(32).optional().pipe(demandSortSchema.optional()),
    }),
    result: demandSummarySchema,
  }),
  demandDetail: defineEndpoint({
    method: 'GET',
    path: '/product/demand/getdemanddetail',
    summary: 'One purchase demand with its description and class; 40400 when it does not exist',
    tag: 'catalog',
    auth: false,
    kind: 'ext',
    query: z.object({ id: positiveId }),
    result: demandDetailSchema,
  }),
  pointsGoodsList: defineEndpoint({
    method: 'GET',
    path: '/product/integral/queryintegrallist',
    summary: 'Points goods of the points mall; sort createTime (default) or points',
    tag: 'catalog',
    auth: false,
    kind: 'page',
    query: pageQuerySchema.extend({
      sort: z
        .string()
        .max(32)
        .optional()
        .pipe(z.enum(['createTime', 'points']).optional()),
    }),
    result: pointsGoodsSchema,
  }),
  pointsGoodsDetail: defineEndpoint({
    method: 'GET',
    path: '/product/integral/getintegraldetail',
    summary: 'One points good; 40400 when it does not exist',
    tag: 'catalog',
    auth: false,
    kind: 'ext',
    query: z.object({ id: positiveId }),
    result: pointsGoodsSchema,
  }),
  marketList: defineEndpoint({
    method: 'GET',
    path: '/product/market/querymarketlist',
    summary:
      'Platform activities; state upcoming (not started), ongoing or ended by their time window, all when absent. ' +
      'Ongoing and upcoming first, by start time',
    tag: 'catalog',
    auth: false,
    kind: 'page',
    query: pageQuerySchema.extend({ state: activityStateSchema.optional() }),
    result: activitySchema,
  }),
  marketDetail: defineEndpoint({
    method: 'GET',
    path: '/product/market/getmarketdetail',
    summary: 'One platform activity with its products that are on sale; 40400 when it does not exist',
    tag: 'catalog',
    auth: false,
    kind: 'ext',
    query: z.object({ id: positiveId }),
    result: activityDetailSchema,
  }),
};
