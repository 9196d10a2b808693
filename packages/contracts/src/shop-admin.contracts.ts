import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { galleryFileUrl } from './gallery.contracts';
import { localeTextsInput, localeTextsSchema } from './locale-texts';
import { merchantPermissionCodes, platformPermissionCodes } from './permissions';

/*
 * Shops in the consoles (issue 33). The platform suspends a shop with a reason and restores it
 * (/api/platform/shop/*, `platform:shop:manage`): while suspended, the shop's products are out of search, of
 * the class listings and of checkout, its pages say why, and the merchant's dashboard shows the reason. The
 * merchant edits its own shop's face (/api/merchant/shop/*, `shop:settings:edit`): logo, banner, notice,
 * description, main class and its own classes; the shop's name is the one the platform's approval gave it.
 */

export const shopAdminLimits = {
  /** The suspension's reason: the merchant and every visitor of the shop's pages read it. */
  reasonMax: 200,
  keywordMax: 60,
  descriptionMax: 1000,
  noticeMax: 500,
  /** A shop's own classes: how many, and a name's length (a side menu's line). */
  classesMax: 30,
  classNameMax: 32,
} as const;

/** A shop is open, or suspended by the platform. */
export const shopStatuses = ['open', 'suspended'] as const;
export const shopStatusSchema = z.enum(shopStatuses);
export type ShopStatus = z.infer<typeof shopStatusSchema>;

const shopId = z.coerce.number<number | string>().int().min(1).max(2_147_483_647);

/** One shop in the platform's shop list. */
export const platformShopRowSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logoUrl: z.string(),
  /** The merchant company that owns it, and the company's phone ('' when it gave none). */
  companyName: z.string(),
  phone: z.string(),
  areaName: z.string(),
  status: shopStatusSchema,
  /** Why it is suspended ('' when open). */
  suspendedReason: z.string(),
  /** Products buyers can find and buy now. */
  onSale: z.number().int(),
  /** Products held while the shop is suspended: on sale again when it is restored. */
  held: z.number().int(),
  /**
   * Products still on their way out of search after a suspension, or back after a restore (a large shop's
   * products move in batches on the job queue); 0 once the change is complete.
   */
  moving: z.number().int(),
  createdAt: z.string(),
});
export type PlatformShopRow = z.infer<typeof platformShopRowSchema>;

/** One shop as the platform reads it before suspending or restoring it. */
export const platformShopSchema = platformShopRowSchema.extend({
  description: z.string(),
  /** The main class's name (the approval's first category), '' when none. */
  mainClassName: z.string(),
  /** The shop's products by their workbench status (a suspended shop's products on sale are `held`). */
  products: z.object({
    onSale: z.number().int(),
    held: z.number().int(),
    offShelf: z.number().int(),
    draft: z.number().int(),
  }),
});
export type PlatformShop = z.infer<typeof platformShopSchema>;

export const shopSuspendInputSchema = z
  .object({
    shopId: z.number().int().min(1),
    /** Shown to the merchant and on the shop's pages. */
    reason: z.string().trim().min(1, 'validation.required').max(shopAdminLimits.reasonMax),
  })
  .strict();
export type ShopSuspendInput = z.infer<typeof shopSuspendInputSchema>;

export const shopRestoreInputSchema = z.object({ shopId: z.number().int().min(1) }).strict();

/** One of a shop's own classes as its merchant reads it. */
export const shopClassSchema = z.object({
  id: z.number().int(),
  names: localeTextsSchema,
  /** The shop's products in it, whatever their status. */
  productCount: z.number().int(),
});
export type ShopClass = z.infer<typeof shopClassSchema>;

/** The shop's face as its merchant edits it. */
export const shopSettingsSchema = z.object({
  shopId: z.number().int(),
  /** Read only: named by the platform's approval. */
  shopName: z.string(),
  logoUrl: z.string(),
  /** The wide picture across the top of the shop's home; '' none. */
  bannerUrl: z.string(),
  /** The introduction in the four languages ('' in a translation: the Chinese is shown). */
  description: localeTextsSchema,
  /** The notice on the shop's home (shipping times, holidays), plain text in the four languages. */
  notice: localeTextsSchema,
  /** The top-level mall class the shop sells in (its shop lists and supply chains show it); null: none. */
  mainClassId: z.number().int().nullable(),
  /** The shop's own classes in their order on the shop's home. */
  classes: z.array(shopClassSchema),
  status: shopStatusSchema,
  suspendedReason: z.string(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const shopClassInputSchema = z
  .object({
    /** Absent: a new class. */
    id: z.number().int().min(1).optional(),
    names: localeTextsInput(shopAdminLimits.classNameMax, true),
  })
  .strict();

export const shopSettingsInputSchema = z
  .object({
    /** A picture of the caller's gallery (it becomes public), the shop's current logo, or '' for none. */
    logoUrl: z.union([galleryFileUrl, z.literal('')]),
    /** The same for the banner; absent: as it is. */
    bannerUrl: z.union([galleryFileUrl, z.literal('')]).optional(),
    description: localeTextsInput(shopAdminLimits.descriptionMax, false),
    /** Absent: as it is. */
    notice: localeTextsInput(shopAdminLimits.noticeMax, false).optional(),
    /** A top-level class of the mall's tree, or null. */
    mainClassId: z.number().int().min(1).nullable(),
    /**
     * The shop's own classes in their order: an entry with an id renames that class, one without adds a class,
     * a class left out is deleted (its products stay, unclassed in the shop). Absent: as they are.
     */
    classes: z
      .array(shopClassInputSchema)
      .max(shopAdminLimits.classesMax)
      .superRefine((classes, ctx) => {
        const seen = new Set<string>();
        classes.forEach((item, index) => {
          if (seen.has(item.names.zh_CN))
            ctx.addIssue({
              code: 'custom',
              message: 'validation.shopClassTwice',
              path: [index, 'names', 'zh_CN'],
            });
          seen.add(item.names.zh_CN);
        });
      })
      .optional(),
  })
  .strict();
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;

export const shopAdminEndpoints = {
  shopList: defineEndpoint({
    method: 'GET',
    path: '/platform/shop/list',
    summary:
      'Shops, suspended ones first (then newest), filtered by status and by a word of the name (its translations ' +
      'too) or of the owning company',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.shopManage],
    kind: 'page',
    query: pageQuerySchema.pick({ offset: true, limit: true }).extend({
      status: shopStatusSchema.optional(),
      keyword: z.string().trim().max(shopAdminLimits.keywordMax).optional(),
    }),
    result: platformShopRowSchema,
  }),
  shopDetail: defineEndpoint({
    method: 'GET',
    path: '/platform/shop/detail',
    summary: 'One shop with its owner and its products by status; 40400 when there is no such shop',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.shopManage],
    kind: 'ext',
    query: z.object({ shopId }),
    result: platformShopSchema,
  }),
  shopSuspend: defineEndpoint({
    method: 'POST',
    path: '/platform/shop/suspend',
    summary:
      'Suspends an open shop with a reason its merchant and its visitors read: its products leave search, the ' +
      'class listings and checkout (a large shop’s in batches on the job queue: `moving` counts them down), ' +
      'its merchant can no longer publish or take down; 40900 when it is suspended already, 40400 when unknown',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.shopManage],
    kind: 'ext',
    body: shopSuspendInputSchema,
    result: platformShopSchema,
  }),
  shopRestore: defineEndpoint({
    method: 'POST',
    path: '/platform/shop/restore',
    summary:
      'Reopens a suspended shop: the products that were on sale when it was suspended are on sale again, in ' +
      'search and in the class listings as before; 40900 when it is open, 40400 when unknown',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.shopManage],
    kind: 'ext',
    body: shopRestoreInputSchema,
    result: platformShopSchema,
  }),
};

export const shopSettingsEndpoints = {
  shopSettings: defineEndpoint({
    method: 'GET',
    path: '/merchant/shop/settings',
    summary:
      "The caller's own shop as its merchant edits it (logo, banner, description, notice, main class, own " +
      'classes) and its status',
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.shopEdit],
    kind: 'ext',
    result: shopSettingsSchema,
  }),
  shopSave: defineEndpoint({
    method: 'POST',
    path: '/merchant/shop/save',
    summary:
      "Saves the caller's own shop's logo and banner (pictures of the caller's gallery, made public), description " +
      'and notice in four languages, main class and own classes (added, renamed, reordered, deleted: their ' +
      'products stay, unclassed); the storefront shows them at once. 40400 when a picture is not one of the ' +
      "caller's or a class id not one of the shop's, 40000 when the main class is not a top-level class",
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.shopEdit],
    kind: 'ext',
    body: shopSettingsInputSchema,
    result: shopSettingsSchema,
  }),
  shopClassList: defineEndpoint({
    method: 'GET',
    path: '/merchant/shop/classes',
    summary:
      "The caller's own shop's classes in their order, for putting a product in one (the product form and list)",
    tag: 'workbench',
    auth: true,
    centre: 'merchant',
    permissions: [merchantPermissionCodes.productView],
    kind: 'ext',
    result: z.array(shopClassSchema),
  }),
};
