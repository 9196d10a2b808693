import { z } from 'zod';
import { moneySchema } from './catalog.contracts';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { galleryFileUrl } from './gallery.contracts';
import { localeTextsInput, localeTextsSchema } from './locale-texts';
import { merchantPermissionCodes } from './permissions';
import { zMoney, zQuantity } from './validation/zod-rules';

/*
 * A shop's products in the merchant workbench (/api/merchant/product/*, issue 33). Like every workbench
 * endpoint they answer for the caller's own shop only: another shop's product id is "not found".
 *
 * A product is a draft until it is first published, then on sale or taken down. Every edit carries the
 * version it was made on; an edit of an older version (someone else saved in between) is refused with 40900
 * instead of overwriting their change. Prices and stock written here reach the storefront's product page,
 * cart and checkout at the next request; orders already placed keep the prices they were placed at.
 */

/** `suspended`: on sale when the platform suspended the shop; on sale again when it restores the shop. */
export const shopProductStatuses = ['draft', 'onSale', 'offShelf', 'suspended'] as const;
export const shopProductStatusSchema = z.enum(shopProductStatuses);
export type ShopProductStatus = z.infer<typeof shopProductStatusSchema>;

export const shopProductLimits = {
  nameMax: 200,
  subtitleMax: 300,
  skuNameMax: 40,
  unitMax: 16,
  codeMax: 64,
  keywordsMax: 200,
  specsMax: 30,
  specNameMax: 30,
  specValueMax: 120,
  skusMax: 50,
  imagesMax: 10,
  /** Characters of one language's description as HTML (pictures are addresses, not inline data). */
  detailHtmlMax: 60_000,
  weightGramsMax: 100_000_000,
  keywordFilterMax: 60,
} as const;

/** Field schemas of the product form, shared by the console's form rules and the request body. */
export const shopProductFields = {
  name: z.string().trim().min(1, 'validation.required').max(shopProductLimits.nameMax),
  translatedName: z.string().trim().max(shopProductLimits.nameMax),
  subtitle: z.string().trim().max(shopProductLimits.subtitleMax),
  skuName: z.string().trim().min(1, 'validation.required').max(shopProductLimits.skuNameMax),
  unit: z.string().trim().min(1, 'validation.required').max(shopProductLimits.unitMax),
  price: zMoney,
  /** Stock and order quantities with up to 4 decimals (a product sold by the 斤 or the metre). */
  quantity: zQuantity(4),
  code: z
    .string()
    .trim()
    .max(shopProductLimits.codeMax)
    .regex(/^[A-Za-z0-9._/-]*$/, 'validation.lettersDigits'),
  keywords: z.string().trim().max(shopProductLimits.keywordsMax),
  weightGrams: z.number().int().min(0).max(shopProductLimits.weightGramsMax),
  specName: z.string().trim().min(1, 'validation.required').max(shopProductLimits.specNameMax),
  specValue: z.string().trim().min(1, 'validation.required').max(shopProductLimits.specValueMax),
};

export const shopProductSkuInputSchema = z
  .object({
    /** The SKU's id when it exists already (kept, so carts and orders naming it stay right); absent: a new one. */
    styleId: z.number().int().min(1).optional(),
    name: localeTextsInput(shopProductLimits.skuNameMax, true),
    price: shopProductFields.price,
    stock: shopProductFields.quantity,
    code: shopProductFields.code.default(''),
    weightGrams: shopProductFields.weightGrams.default(0),
    /** One of the product's pictures shown when the SKU is chosen; '' for none. */
    imageUrl: z.string().max(500).default(''),
  })
  .strict();
export type ShopProductSkuInput = z.input<typeof shopProductSkuInputSchema>;

/**
 * A product as the workbench writes it. With SKUs, the product's price is the lowest SKU price and its stock
 * the SKUs' sum (price and stock here are then ignored); without, price and stock are the product's own.
 */
export const shopProductInputSchema = z
  .object({
    /** Absent: a new product (a draft). */
    productId: z.number().int().min(1).optional(),
    /** The version the edit was made on (the detail's `version`); required with productId. */
    version: z.number().int().min(1).optional(),
    /** A class of the tree's third level. */
    classId: z.number().int().min(1),
    brandId: z.number().int().min(1).nullable().default(null),
    /** One of the shop's own classes (its settings), or null: none. */
    shopClassId: z.number().int().min(1).nullable().default(null),
    name: localeTextsInput(shopProductLimits.nameMax, true),
    subtitle: localeTextsInput(shopProductLimits.subtitleMax, false).default({ zh_CN: '' }),
    /** The description as HTML from the editor, per language; sanitised by the server before it is kept. */
    detailHtml: localeTextsInput(shopProductLimits.detailHtmlMax, false).default({ zh_CN: '' }),
    unit: shopProductFields.unit,
    price: shopProductFields.price.default('0.00'),
    /** The crossed-out list price; absent or '': none shown above the price. */
    marketPrice: z.union([shopProductFields.price, z.literal('')]).default(''),
    stock: shopProductFields.quantity.default('0'),
    minOrder: shopProductFields.quantity.default('1'),
    code: shopProductFields.code.default(''),
    keywords: shopProductFields.keywords.default(''),
    weightGrams: shopProductFields.weightGrams.default(0),
    /** The parameter table (Chinese), in order. */
    specs: z
      .array(z.object({ name: shopProductFields.specName, value: shopProductFields.specValue }).strict())
      .max(shopProductLimits.specsMax)
      .default([]),
    /** Pictures in order, the first the main one: the caller's gallery pictures, or ones the product has. */
    images: z.array(galleryFileUrl).min(1, 'validation.required').max(shopProductLimits.imagesMax),
    skus: z.array(shopProductSkuInputSchema).max(shopProductLimits.skusMax).default([]),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.productId !== undefined && input.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'validation.required' });
    const names = new Set<string>();
    input.skus.forEach((sku, index) => {
      if (names.has(sku.name.zh_CN))
        ctx.addIssue({
          code: 'custom',
          path: ['skus', index, 'name', 'zh_CN'],
          message: 'validation.skuNameTwice',
        });
      names.add(sku.name.zh_CN);
      if (sku.imageUrl && !input.images.includes(sku.imageUrl))
        ctx.addIssue({
          code: 'custom',
          path: ['skus', index, 'imageUrl'],
          message: 'validation.skuPictureNotOwn',
        });
    });
  });
export type ShopProductInput = z.input<typeof shopProductInputSchema>;

/** A product as the workbench edits it: every language's texts, the SKUs as written. */
export const shopProductSchema = z.object({
  productId: z.number().int(),
  version: z.number().int(),
  status: shopProductStatusSchema,
  classId: z.number().int(),
  /** The class path's names (Chinese), top first. */
  classPath: z.array(z.string()),
  brandId: z.number().int().nullable(),
  shopClassId: z.number().int().nullable(),
  name: localeTextsSchema,
  subtitle: localeTextsSchema,
  detailHtml: localeTextsSchema,
  /** The old plain-text description (products from before rich text); shown to start the rich one from. */
  detailText: z.string(),
  unit: z.string(),
  price: moneySchema,
  marketPrice: z.union([moneySchema, z.literal('')]),
  stock: z.string(),
  minOrder: z.string(),
  code: z.string(),
  keywords: z.string(),
  weightGrams: z.number().int(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  images: z.array(z.string()),
  skus: z.array(
    z.object({
      styleId: z.number().int(),
      name: localeTextsSchema,
      price: moneySchema,
      stock: z.string(),
      code: z.string(),
      weightGrams: z.number().int(),
      imageUrl: z.string(),
    }),
  ),
  sales: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

/** One row of the shop's product list. */
export const shopProductRowSchema = z.object({
  productId: z.number().int(),
  version: z.number().int(),
  status: shopProductStatusSchema,
  /** Chinese name, and the request's language's translation when there is one (else ''). */
  name: z.string(),
  translatedName: z.string(),
  imageUrl: z.string(),
  /** The lowest price (of its SKUs when it has some). */
  price: moneySchema,
  stock: z.string(),
  unit: z.string(),
  skuCount: z.number().int(),
  code: z.string(),
  sales: z.number().int(),
  updatedAt: z.string(),
});
export type ShopProductRow = z.infer<typeof shopProductRowSchema>;

const productIdQuery = z.object({ productId: z.coerce.number().int().min(1) });

export const shopProductEndpoints = {
  productList: defineEndpoint({
    method: 'GET',
    path: '/merchant/product/list',
    summary:
      "The shop's products, the last changed first: by status and by a word of the name or a code (the " +
      "product's or a SKU's)",
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.productView],
    kind: 'page',
    query: pageQuerySchema.pick({ offset: true, limit: true }).extend({
      status: shopProductStatusSchema.optional(),
      keyword: z.string().trim().max(shopProductLimits.keywordFilterMax).optional(),
    }),
    result: shopProductRowSchema,
  }),
  productDetail: defineEndpoint({
    method: 'GET',
    path: '/merchant/product/detail',
    summary: "One of the shop's products as the edit form shows it; 40400 for another shop's",
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.productView],
    kind: 'ext',
    query: productIdQuery,
    result: shopProductSchema,
  }),
  productSave: defineEndpoint({
    method: 'POST',
    path: '/merchant/product/save',
    summary:
      'Creates a product (a draft) or saves an edit of one: a product on sale shows the edit at once (search, ' +
      "product page). 40900 when it was changed since `version`, 40400 for another shop's product or a " +
      "picture that is not the caller's, 40000 for a class that is not of the third level",
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.productEdit],
    kind: 'ext',
    body: shopProductInputSchema,
    result: shopProductSchema,
  }),
  productPublish: defineEndpoint({
    method: 'POST',
    path: '/merchant/product/publish',
    summary:
      'Puts a product on sale (findable and buyable at once) or takes it down (out of search, lists and ' +
      "carts' checkout). 40900 when it was changed since `version`",
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.productPublish],
    kind: 'ext',
    body: z
      .object({
        productId: z.number().int().min(1),
        version: z.number().int().min(1),
        action: z.enum(['publish', 'takeDown']),
      })
      .strict(),
    result: shopProductSchema,
  }),
};
