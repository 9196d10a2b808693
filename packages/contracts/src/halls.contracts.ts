import { z } from 'zod';
import { contentLangSchema, moneySchema } from './catalog.contracts';
import { newsSummarySchema } from './content.contracts';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';

/**
 * Aggregates of the browse halls that the plain catalog lists do not give: suppliers (shops with supply
 * listings), the platform's recommended supply chains and the rural-revitalisation landing.
 */

/** A product shown as a small thumbnail inside a shop card. */
export const listingThumbSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string(),
  productPrice: moneySchema,
  unit: z.string(),
  /** 3 supply listing, 4 normal product: the card links to the matching detail page. */
  productType: z.object({ code: z.number().int() }),
  /** 'zh_CN': the name fell back to Chinese. */
  contentLang: contentLangSchema,
});
export type ListingThumb = z.infer<typeof listingThumbSchema>;

const namedClassSchema = z.object({ id: z.number().int(), name: z.string() });

const hallShopShape = {
  shopId: z.number().int(),
  shopName: z.string(),
  /** 'zh_CN': the shop's name and description fell back to Chinese. */
  contentLang: contentLangSchema,
  logoUrl: z.string(),
  description: z.string(),
  /** The shop's region in the request's language. */
  areaName: z.string(),
  /** Rating out of 5 with one decimal ("4.8"). */
  score: z.string(),
  custId: z.number().int(),
  /** The shop's main (top) class, in the request language. */
  mainClass: namedClassSchema.nullable(),
};

export const supplierSchema = z.object({
  ...hallShopShape,
  /** Supply listings (product type 3) on sale, within classId when one was asked for. */
  supplyCount: z.number().int(),
  /** The newest of those listings, at most 3. */
  listings: z.array(listingThumbSchema),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const platformChainSchema = z.object({
  ...hallShopShape,
  /** Products of both types on sale. */
  productCount: z.number().int(),
  /** Level-2 classes the shop sells in, most products first, at most 6. */
  classes: z.array(namedClassSchema.extend({ count: z.number().int() })),
  /** Its newest normal products, at most 4. */
  products: z.array(listingThumbSchema),
});
export type PlatformChain = z.infer<typeof platformChainSchema>;

export const townShopSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  contentLang: contentLangSchema,
  logoUrl: z.string(),
  /** The shop's region in the request's language. */
  areaName: z.string(),
  score: z.string(),
  /** Farm-direct products of the shop on sale. */
  farmCount: z.number().int(),
});
export type TownShop = z.infer<typeof townShopSchema>;

export const townHomeSchema = z.object({
  stats: z.object({
    /** Farm-direct products on sale (product type 4, as farm direct lists them). */
    products: z.number().int(),
    /** Shops selling them. */
    shops: z.number().int(),
    /** Distinct places of origin. */
    origins: z.number().int(),
  }),
  /** Shops with farm-direct products grouped by the province of the shop (first word of its region). */
  regions: z.array(
    z.object({
      /** The Chinese province name (the group's key). */
      province: z.string(),
      /** The province in the request's language. */
      label: z.string(),
      shops: z.array(townShopSchema),
    }),
  ),
  /**
   * Places of origin of farm-direct products, most products first, at most 12; `areaName` is the exact value
   * the areaName filter takes, `label` the place in the request's language.
   */
  origins: z.array(z.object({ areaName: z.string(), label: z.string(), count: z.number().int() })),
  /** The newest news articles about farming and the countryside, at most 6. */
  news: z.array(newsSummarySchema),
});
export type TownHome = z.infer<typeof townHomeSchema>;

export const supplierSortSchema = z.enum(['supplyCount', 'score']);
export type SupplierSort = z.infer<typeof supplierSortSchema>;

export const hallsEndpoints = {
  supplierList: defineEndpoint({
    method: 'GET',
    path: '/product/supplier/querysupplierlist',
    summary:
      'Suppliers: shops with supply listings (product type 3) on sale, with their main class, region and newest ' +
      'listings. classId (any level) keeps shops with listings in that class; searchkey matches the shop name, ' +
      'description or region. sort supplyCount (default) or score, descending unless order=asc',
    tag: 'halls',
    auth: false,
    kind: 'page',
    query: pageQuerySchema.extend({
      searchkey: z.string().max(2000).optional(),
      classId: z.coerce.number<number | string>().int().min(1).max(2_147_483_647).optional(),
      sort: z.string().max(32).optional().pipe(supplierSortSchema.optional()),
    }),
    result: supplierSchema,
  }),
  platformChains: defineEndpoint({
    method: 'GET',
    path: '/product/platform/queryplatformchains',
    summary:
      "Hundred big supply chains: the platform's recommended shops, best rated first, each with its main class, " +
      'the classes it sells in and its newest products',
    tag: 'halls',
    auth: false,
    kind: 'ext',
    query: z.object({}),
    result: z.array(platformChainSchema),
  }),
  townHome: defineEndpoint({
    method: 'GET',
    path: '/product/town/gettownhome',
    summary:
      'Rural revitalisation landing: farm-direct totals, farm shops by province, places of origin and news ' +
      'about farming (the farm products themselves come from queryproductlist?isFarm=1)',
    tag: 'halls',
    auth: false,
    kind: 'ext',
    query: z.object({}),
    result: townHomeSchema,
  }),
};
