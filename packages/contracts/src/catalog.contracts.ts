import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';

/** Money travels as a decimal string in yuan with 2 decimals ("12.50"), never as a float. */
export const moneySchema = z.string().regex(/^-?\d{1,13}\.\d{2}$/);

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
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  stock: z.string(),
  minOrder: z.string(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  classPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
  brandName: z.string(),
  fild: z.array(z.object({ fileUrl: z.string() })),
  shop: z.object({
    shopId: z.number().int(),
    shopName: z.string(),
    logoUrl: z.string(),
    custId: z.number().int(),
  }),
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
});
export type DemandSummary = z.infer<typeof demandSummarySchema>;

const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);

export const catalogEndpoints = {
  classTree: defineEndpoint({
    method: 'GET',
    path: '/product/productclass/indexproductclass',
    summary: 'The product class tree (3 levels), names in the request language',
    tag: 'catalog',
    auth: false,
    kind: 'ext',
    query: z.object({
      classType: z.coerce.number().int().default(1),
      showView: z.coerce.number().int().default(1),
    }),
    result: z.array(classNodeSchema),
  }),
  productList: defineEndpoint({
    method: 'GET',
    path: '/product/product/queryproductlist',
    summary: 'Products on sale by class (any level), shop or type, newest first',
    tag: 'catalog',
    auth: false,
    kind: 'page',
    query: pageQuerySchema.extend({
      classId: positiveId.optional(),
      shopId: positiveId.optional(),
      productType: z.coerce.number().int().min(1).max(20).default(4),
      isFarm: z.coerce.number().int().min(0).max(1).optional(),
    }),
    result: productSummarySchema,
  }),
  productDetail: defineEndpoint({
    method: 'GET',
    path: '/member/product/product/getproductdetail',
    summary: 'One product with shop, class path, specs and pictures',
    tag: 'catalog',
    auth: false,
    kind: 'ext',
    query: z.object({ productId: positiveId }),
    result: productDetailSchema,
  }),
  shopList: defineEndpoint({
    method: 'GET',
    path: '/product/shop/queryshoplist',
    summary: 'Shops; recommended=1 gives the home page picks',
    tag: 'catalog',
    auth: false,
    kind: 'page',
    query: pageQuerySchema.extend({ recommended: z.coerce.number().int().min(0).max(1).optional() }),
    result: shopSummarySchema,
  }),
  demandList: defineEndpoint({
    method: 'GET',
    path: '/product/demand/querydemandlist',
    summary: 'Open purchase demands of the procurement hall, newest first',
    tag: 'catalog',
    auth: false,
    kind: 'page',
    query: pageQuerySchema,
    result: demandSummarySchema,
  }),
};
