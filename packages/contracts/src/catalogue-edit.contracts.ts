import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { galleryFileUrl } from './gallery.contracts';
import { type LocaleTexts, localeTextsInput, localeTextsSchema } from './locale-texts';
import { platformPermissionCodes } from './permissions';

/*
 * The platform console's catalogue (/api/platform/catalogue/*, issue 33, `platform:catalog:edit`): the
 * storefront's class tree (three levels), the brands and the units of measure. Every write leaves an audit
 * entry; a change the storefront shows (a class, a brand) reaches it at once. Renaming a class or a brand
 * changes the search text of its products (their class and brand names are searched): they are re-indexed
 * after the change, a large class in batches by a job on the queue (docs/jobs.md, `catalog.reindex`).
 *
 * There is no product review queue: moderation is not switched on in this mall (a published product is
 * listed at once), so nothing waits for a review.
 */

export const catalogueLimits = {
  classNameMax: 64,
  brandNameMax: 64,
  brandDescriptionMax: 2000,
  unitNameMax: 16,
  sortMax: 99_999,
  keywordMax: 60,
  /** Levels of the class tree: a top class, its groups, their leaves (products are filed under a leaf). */
  levels: 3,
} as const;

/** A stored text in every language: '' where a translation is missing (the storefront shows the Chinese). */
export const catalogueTextsSchema = localeTextsSchema;
export type CatalogueTexts = LocaleTexts;

/** A picture: the address of one of the caller's gallery pictures (kept as it was when unchanged), or ''. */
const pictureInput = z.union([galleryFileUrl, z.literal('')]);

/** Field schemas of the console's forms, shared by its form rules and the request bodies. */
export const catalogueFields = {
  className: z.string().trim().min(1, 'validation.required').max(catalogueLimits.classNameMax),
  translatedClassName: z.string().trim().max(catalogueLimits.classNameMax),
  brandName: z.string().trim().min(1, 'validation.required').max(catalogueLimits.brandNameMax),
  translatedBrandName: z.string().trim().max(catalogueLimits.brandNameMax),
  brandDescription: z.string().trim().max(catalogueLimits.brandDescriptionMax),
  unitName: z.string().trim().min(1, 'validation.required').max(catalogueLimits.unitNameMax),
  translatedUnitName: z.string().trim().max(catalogueLimits.unitNameMax),
  sort: z.number().int().min(0).max(catalogueLimits.sortMax),
  /** 税收分类编码: 19 digits, or '' for none. */
  taxCode: z
    .string()
    .trim()
    .regex(/^(\d{19})?$/, 'validation.taxCode'),
  /** VAT in whole percent. */
  taxRate: z.number().int().min(0).max(100),
};

const id = z.number().int().min(1).max(2_147_483_647);

/** A class of the tree as the console edits it (without its children). */
export const catalogueClassSchema = z.object({
  classId: z.number().int(),
  /** 0 for a top class. */
  parentId: z.number().int(),
  level: z.number().int().min(1).max(3),
  /** Ancestor ids, dotted ("3.17" for a leaf under 3 → 17; '' for a top class). */
  parentCode: z.string(),
  name: catalogueTextsSchema,
  /** The short name the storefront's class menu shows instead of the name ('' for none). */
  alias: catalogueTextsSchema,
  /** The class's picture ('' for none). */
  icon: z.string(),
  sort: z.number().int(),
  /** Shown on the storefront; a hidden class (and everything under it) is not listed there. */
  shown: z.boolean(),
  /** Of a top class; its products inherit them ('' and 0 below the top). */
  taxCode: z.string(),
  taxRate: z.number().int(),
  /** Products filed under the class or its subclasses, in any state (drafts and taken down too). */
  products: z.number().int(),
  /** Of those, on sale (the storefront's kept counts of every product type). */
  onSale: z.number().int(),
});
export type CatalogueClass = z.infer<typeof catalogueClassSchema>;

/**
 * A new class (`parentId`: 0 for a top class, else a class of level 1 or 2) or an edit of one (`classId`;
 * its place changes with class/move, so `parentId` is refused beside it).
 */
export const catalogueClassInputSchema = z
  .object({
    classId: id.optional(),
    parentId: z.number().int().min(0).max(2_147_483_647).optional(),
    name: localeTextsInput(catalogueLimits.classNameMax, true),
    alias: localeTextsInput(catalogueLimits.classNameMax, false).default({ zh_CN: '' }),
    icon: pictureInput.default(''),
    sort: catalogueFields.sort.default(0),
    shown: z.boolean().default(true),
    /** Kept for a top class only. */
    taxCode: catalogueFields.taxCode.default(''),
    taxRate: catalogueFields.taxRate.default(0),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.classId === undefined && input.parentId === undefined)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['parentId'] });
    if (input.classId !== undefined && input.parentId !== undefined)
      ctx.addIssue({ code: 'custom', message: 'validation.moveSeparately', path: ['parentId'] });
  });
export type CatalogueClassInput = z.input<typeof catalogueClassInputSchema>;

export const catalogueClassMoveSchema = z
  .object({
    classId: id,
    /** The new parent: a level-1 class for a class of level 2, a level-2 class for one of level 3. */
    parentId: id,
  })
  .strict();

/** A brand as the console lists and edits it. */
export const catalogueBrandSchema = z.object({
  brandId: z.number().int(),
  name: catalogueTextsSchema,
  description: catalogueTextsSchema,
  logoUrl: z.string(),
  sort: z.number().int(),
  /** Products of the brand, in any state. */
  products: z.number().int(),
});
export type CatalogueBrand = z.infer<typeof catalogueBrandSchema>;

export const catalogueBrandInputSchema = z
  .object({
    /** Absent: a new brand. */
    brandId: id.optional(),
    name: localeTextsInput(catalogueLimits.brandNameMax, true),
    description: localeTextsInput(catalogueLimits.brandDescriptionMax, false).default({ zh_CN: '' }),
    logoUrl: pictureInput.default(''),
    sort: catalogueFields.sort.default(0),
  })
  .strict();
export type CatalogueBrandInput = z.input<typeof catalogueBrandInputSchema>;

/** A unit of measure (data dictionary PRODUCT_UNIT) as the console lists and edits it. */
export const catalogueUnitSchema = z.object({
  unitId: z.number().int(),
  /** The Chinese name, which is what a product keeps as its unit (products.unit), so it never changes. */
  code: z.string(),
  name: catalogueTextsSchema,
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type CatalogueUnit = z.infer<typeof catalogueUnitSchema>;

export const catalogueUnitInputSchema = z
  .object({
    /** Absent: a new unit (enabled). An edit changes translations and order; the Chinese name stays. */
    unitId: id.optional(),
    name: localeTextsInput(catalogueLimits.unitNameMax, true),
    sort: catalogueFields.sort.default(0),
  })
  .strict();
export type CatalogueUnitInput = z.input<typeof catalogueUnitInputSchema>;

/** An enabled unit for the product form: what the product keeps, and its name in the request's language. */
export const productUnitSchema = z.object({ code: z.string(), label: z.string() });
export type ProductUnit = z.infer<typeof productUnitSchema>;

/** The data dictionary type the units are kept under (sys_dics.dic_type). */
export const productUnitDicType = 'PRODUCT_UNIT';

const platform = {
  tag: 'platform',
  auth: true,
  centre: 'platform',
  permissions: [platformPermissionCodes.catalogEdit],
} as const;

export const catalogueEditEndpoints = {
  classTree: defineEndpoint({
    ...platform,
    method: 'GET',
    path: '/platform/catalogue/class/tree',
    summary:
      "The storefront's whole class tree for editing, as a list (parents before their children, each level in " +
      "display order): hidden classes too, every language, the icon, and each class's products (all and on sale)",
    kind: 'ext',
    result: z.array(catalogueClassSchema),
  }),
  classSave: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/catalogue/class/save',
    summary:
      'Adds a class under a parent (0: a top class) or edits one: names and short names in four languages, ' +
      'icon, order, shown or hidden. The storefront shows it at once; a new Chinese name reaches search. ' +
      '40400 for an unknown class or parent or a picture not in the caller’s gallery, 40000 under a class ' +
      'of the third level, 40900 when a sibling has the same Chinese name',
    kind: 'ext',
    body: catalogueClassInputSchema,
    result: catalogueClassSchema,
  }),
  classMove: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/catalogue/class/move',
    summary:
      'Moves a class of level 2 under another top class, or of level 3 under another class of level 2, with ' +
      'its subclasses and products (their class path and the kept counts change in the same step). 40000 ' +
      'for a top class, a parent of the wrong level, the class itself or its present parent; 40400 for an ' +
      'unknown class',
    kind: 'ext',
    body: catalogueClassMoveSchema,
    result: catalogueClassSchema,
  }),
  classDelete: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/catalogue/class/delete',
    summary: 'Deletes a class without subclasses and products. 40900 otherwise, 40400 for an unknown class',
    kind: 'ext',
    body: z.object({ classId: id }).strict(),
    result: z.null(),
  }),
  brandList: defineEndpoint({
    ...platform,
    method: 'GET',
    path: '/platform/catalogue/brand/list',
    summary: 'Brands in display order, by a part of a name in any language, with their product counts',
    kind: 'page',
    query: pageQuerySchema.pick({ offset: true, limit: true }).extend({
      keyword: z.string().trim().max(catalogueLimits.keywordMax).optional(),
    }),
    result: catalogueBrandSchema,
  }),
  brandSave: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/catalogue/brand/save',
    summary:
      'Adds or edits a brand: name and introduction in four languages, logo, order. The brand centre shows ' +
      'it at once; a new Chinese name reaches search. 40400 for an unknown brand or a logo not in the ' +
      'caller’s gallery, 40900 when another brand has the same Chinese name',
    kind: 'ext',
    body: catalogueBrandInputSchema,
    result: catalogueBrandSchema,
  }),
  brandDelete: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/catalogue/brand/delete',
    summary: 'Deletes a brand no product uses. 40900 while products use it, 40400 for an unknown brand',
    kind: 'ext',
    body: z.object({ brandId: id }).strict(),
    result: z.null(),
  }),
  unitList: defineEndpoint({
    ...platform,
    method: 'GET',
    path: '/platform/catalogue/unit/list',
    summary: 'Every unit of measure (disabled ones too) in display order',
    kind: 'ext',
    result: z.array(catalogueUnitSchema),
  }),
  unitSave: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/catalogue/unit/save',
    summary:
      'Adds a unit (enabled) or edits its translations and order. 40900 when the Chinese name is taken, ' +
      '40000 for a change of an existing unit’s Chinese name, 40400 for an unknown unit',
    kind: 'ext',
    body: catalogueUnitInputSchema,
    result: catalogueUnitSchema,
  }),
  unitEnable: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/catalogue/unit/enable',
    summary:
      'Enables or disables a unit: a disabled one is no longer offered to merchants (products keep it). ' +
      '40400 for an unknown unit',
    kind: 'ext',
    body: z.object({ unitId: id, enabled: z.boolean() }).strict(),
    result: catalogueUnitSchema,
  }),
  /** Public: the merchant workbench's product form offers these. */
  productUnits: defineEndpoint({
    method: 'GET',
    path: '/product/unit/queryunitlist',
    summary:
      'The enabled units of measure in display order: `code` is what a product keeps as its unit, `label` ' +
      'its name in the request language',
    tag: 'catalog',
    auth: false,
    kind: 'ext',
    result: z.array(productUnitSchema),
  }),
} as const;
