import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { galleryFileUrl } from './gallery.contracts';
import { localeTextsInput, localeTextsSchema, translatedLocales } from './locale-texts';
import { platformPermissionCodes } from './permissions';
import { agreementCodes } from './register.contracts';

/*
 * The platform console's content (/api/platform/content/*, issue 33): news and bulletins with scheduled
 * publishing, the advert slots (banners), the footer's menus with their help articles, and the friendly
 * links. Every write is audited and reaches the storefront at once (its kept pages are dropped); a
 * scheduled article appears when its time comes.
 */

/** The advert slots the storefront and the sign-on page show. */
export const advertSlotCodes = [
  'mall_home_banner',
  'mall_head_backgroud',
  'sso_auth_center',
  'sso_login_bg',
] as const;
export type AdvertSlotCode = (typeof advertSlotCodes)[number];

/** The kinds of article the console writes (content.contracts.ts newsTypes): news and bulletins. */
export const editableNewsTypes = [1, 2] as const;

export const contentEditLimits = {
  titleMax: 200,
  summaryMax: 500,
  bodyMax: 100_000,
  altMax: 128,
  linkMax: 500,
  menuTitleMax: 128,
  classNameMax: 64,
  linkNameMax: 64,
  keywordMax: 60,
  agreementTitleMax: 100,
  agreementBodyMax: 20_000,
} as const;

/**
 * Where a link goes: a page of this site ('/mallview/...', one '/' then no second '/' or '\'), or an http(s)
 * address; never javascript:, data: or a protocol-relative '//host'.
 */
export const contentLinkSchema = z
  .string()
  .trim()
  .max(contentEditLimits.linkMax)
  .regex(/^(|\/(?![/\\])[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/, 'validation.siteLink');

/** Field schemas of the console's forms, shared by their rules and the request bodies. */
export const contentEditFields = {
  title: z.string().trim().min(1, 'validation.required').max(contentEditLimits.titleMax),
  translatedTitle: z.string().trim().max(contentEditLimits.titleMax),
  summary: z.string().trim().max(contentEditLimits.summaryMax),
  alt: z.string().trim().max(contentEditLimits.altMax),
  link: contentLinkSchema,
  menuTitle: z.string().trim().min(1, 'validation.required').max(contentEditLimits.menuTitleMax),
  className: z.string().trim().min(1, 'validation.required').max(contentEditLimits.classNameMax),
  linkName: z.string().trim().min(1, 'validation.required').max(contentEditLimits.linkNameMax),
  sort: z.number().int().min(0).max(9999),
};

const id = z.number().int().min(1);
const idQuery = z.object({ id: z.coerce.number<number | string>().int().min(1).max(2_147_483_647) });
const deleteBody = z.object({ id }).strict();
const deleted = z.object({ deleted: z.boolean() });
const content = {
  tag: 'platform',
  auth: true,
  centre: 'platform',
  permissions: [platformPermissionCodes.contentEdit],
} as const;

export const articleStatuses = ['published', 'scheduled', 'hidden'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const articleRowSchema = z.object({
  id: z.number().int(),
  newsType: z.number().int(),
  /** Chinese title. */
  title: z.string(),
  status: z.enum(articleStatuses),
  publishAt: z.string(),
  views: z.number().int(),
  updatedAt: z.string(),
});
export type ArticleRow = z.infer<typeof articleRowSchema>;

export const articleSchema = articleRowSchema.extend({
  titles: localeTextsSchema,
  summaries: localeTextsSchema,
  bodies: localeTextsSchema,
  coverUrl: z.string(),
  hidden: z.boolean(),
});
export type EditableArticle = z.infer<typeof articleSchema>;

export const articleInputSchema = z
  .object({
    /** Absent: a new article. */
    id: id.optional(),
    newsType: z.union([z.literal(1), z.literal(2)]),
    titles: localeTextsInput(contentEditLimits.titleMax, true),
    summaries: localeTextsInput(contentEditLimits.summaryMax, false).default({ zh_CN: '' }),
    /** HTML from the editor, sanitised by the server. */
    bodies: localeTextsInput(contentEditLimits.bodyMax, false).default({ zh_CN: '' }),
    /** A picture of the caller's gallery, or one the article has; '' for none. */
    coverUrl: z.union([galleryFileUrl, z.literal('')]).default(''),
    /** ISO time it is shown from; absent: now. A later time schedules it. */
    publishAt: z.iso.datetime({ offset: true }).optional(),
    hidden: z.boolean().default(false),
  })
  .strict();
export type ArticleInput = z.input<typeof articleInputSchema>;

export const advertRowSchema = z.object({
  id: z.number().int(),
  slot: z.string(),
  imgUrl: z.string(),
  alts: localeTextsSchema,
  /** Pictures per language for a picture that carries text ('' : the Chinese picture). */
  imgUrls: localeTextsSchema,
  linkUrl: z.string(),
  sort: z.number().int(),
});
export type AdvertRow = z.infer<typeof advertRowSchema>;

export const advertInputSchema = z
  .object({
    id: id.optional(),
    slot: z.enum(advertSlotCodes),
    imgUrl: galleryFileUrl,
    alts: localeTextsInput(contentEditLimits.altMax, false).default({ zh_CN: '' }),
    imgUrls: z
      .object(
        Object.fromEntries(
          translatedLocales.map((lang) => [lang, z.union([galleryFileUrl, z.literal('')]).optional()]),
        ),
      )
      .strict()
      .default({}),
    linkUrl: contentLinkSchema.default(''),
    sort: contentEditFields.sort.default(0),
  })
  .strict();
export type AdvertInput = z.input<typeof advertInputSchema>;

export const footerColumnSchema = z.object({
  id: z.number().int(),
  names: localeTextsSchema,
  sort: z.number().int(),
  menus: z.array(
    z.object({
      id: z.number().int(),
      titles: localeTextsSchema,
      /** The help article's body per language (HTML as kept). */
      bodies: localeTextsSchema,
      sort: z.number().int(),
    }),
  ),
});
export type FooterColumn = z.infer<typeof footerColumnSchema>;

export const footerColumnInputSchema = z
  .object({
    id: id.optional(),
    names: localeTextsInput(contentEditLimits.classNameMax, true),
    sort: contentEditFields.sort.default(0),
  })
  .strict();

export const footerMenuInputSchema = z
  .object({
    id: id.optional(),
    columnId: id,
    titles: localeTextsInput(contentEditLimits.menuTitleMax, true),
    bodies: localeTextsInput(contentEditLimits.bodyMax, false).default({ zh_CN: '' }),
    sort: contentEditFields.sort.default(0),
  })
  .strict();
export type FooterMenuInput = z.input<typeof footerMenuInputSchema>;

export const friendLinkSchema = z.object({
  id: z.number().int(),
  names: localeTextsSchema,
  linkUrl: z.string(),
  sort: z.number().int(),
});
export const friendLinkInputSchema = z
  .object({
    id: id.optional(),
    names: localeTextsInput(contentEditLimits.linkNameMax, true),
    linkUrl: contentLinkSchema.refine((url) => url !== '', 'validation.required'),
    sort: contentEditFields.sort.default(0),
  })
  .strict();

/** A service page (the registration agreement, the privacy policy) as the console edits it. */
export const agreementRowSchema = z.object({
  code: z.enum(agreementCodes),
  titles: localeTextsSchema,
  /** Plain text: paragraphs separated by blank lines. */
  bodies: localeTextsSchema,
  /** When the platform last saved it; null while the server's built-in text is shown. */
  updatedAt: z.string().nullable(),
});
export type AgreementRow = z.infer<typeof agreementRowSchema>;

export const agreementInputSchema = z
  .object({
    code: z.enum(agreementCodes),
    titles: localeTextsInput(contentEditLimits.agreementTitleMax, true),
    bodies: localeTextsInput(contentEditLimits.agreementBodyMax, true),
  })
  .strict();
export type AgreementInput = z.input<typeof agreementInputSchema>;

export const contentEditEndpoints = {
  articleList: defineEndpoint({
    ...content,
    method: 'GET',
    path: '/platform/content/article/list',
    summary:
      'News and bulletins, the latest published first: by kind, status and a word of the Chinese title',
    kind: 'page',
    query: pageQuerySchema.pick({ offset: true, limit: true }).extend({
      newsType: z.coerce
        .number<number | string>()
        .pipe(z.union([z.literal(1), z.literal(2)]))
        .optional(),
      status: z.enum(articleStatuses).optional(),
      keyword: z.string().trim().max(contentEditLimits.keywordMax).optional(),
    }),
    result: articleRowSchema,
  }),
  articleDetail: defineEndpoint({
    ...content,
    method: 'GET',
    path: '/platform/content/article/detail',
    summary: 'One article with its texts in every language; 40400 when missing',
    kind: 'ext',
    query: idQuery,
    result: articleSchema,
  }),
  articleSave: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/article/save',
    summary:
      'Creates or edits a news article or bulletin (body sanitised); a later publishAt schedules it. 40400 for ' +
      "a missing id or a cover that is not the caller's picture",
    kind: 'ext',
    body: articleInputSchema,
    result: articleSchema,
  }),
  articleDelete: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/article/delete',
    summary: 'Deletes an article',
    kind: 'ext',
    body: deleteBody,
    result: deleted,
  }),
  advertList: defineEndpoint({
    ...content,
    method: 'GET',
    path: '/platform/content/advert/list',
    summary: 'The adverts of one slot (or all), in display order',
    kind: 'ext',
    query: z.object({ slot: z.enum(advertSlotCodes).optional() }),
    result: z.array(advertRowSchema),
  }),
  advertSave: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/advert/save',
    summary:
      "Creates or edits an advert of a slot: a picture of the caller's gallery (per language optional), its " +
      'text, where it links and its place. 40400 for a missing id or a picture that is not the caller’s',
    kind: 'ext',
    body: advertInputSchema,
    result: advertRowSchema,
  }),
  advertDelete: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/advert/delete',
    summary: 'Deletes an advert',
    kind: 'ext',
    body: deleteBody,
    result: deleted,
  }),
  footerList: defineEndpoint({
    ...content,
    method: 'GET',
    path: '/platform/content/footer/list',
    summary: "The footer's columns with their menu items and help articles",
    kind: 'ext',
    result: z.array(footerColumnSchema),
  }),
  footerColumnSave: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/footer/column/save',
    summary: 'Creates or renames a footer column',
    kind: 'ext',
    body: footerColumnInputSchema,
    result: z.object({ id: z.number().int() }),
  }),
  footerColumnDelete: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/footer/column/delete',
    summary: 'Deletes a footer column with its menu items and their help articles',
    kind: 'ext',
    body: deleteBody,
    result: deleted,
  }),
  footerMenuSave: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/footer/menu/save',
    summary: 'Creates or edits a footer menu item and its help article (body sanitised)',
    kind: 'ext',
    body: footerMenuInputSchema,
    result: z.object({ id: z.number().int() }),
  }),
  footerMenuDelete: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/footer/menu/delete',
    summary: 'Deletes a footer menu item and its help article',
    kind: 'ext',
    body: deleteBody,
    result: deleted,
  }),
  linkList: defineEndpoint({
    ...content,
    method: 'GET',
    path: '/platform/content/link/list',
    summary: 'The friendly links of the footer, in display order',
    kind: 'ext',
    result: z.array(friendLinkSchema),
  }),
  linkSave: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/link/save',
    summary: 'Creates or edits a friendly link',
    kind: 'ext',
    body: friendLinkInputSchema,
    result: friendLinkSchema,
  }),
  linkDelete: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/link/delete',
    summary: 'Deletes a friendly link',
    kind: 'ext',
    body: deleteBody,
    result: deleted,
  }),
  agreementList: defineEndpoint({
    ...content,
    method: 'GET',
    path: '/platform/content/agreement/list',
    summary:
      'The service pages (registration agreement, privacy policy) in the four languages, as the storefront ' +
      'shows them',
    kind: 'ext',
    result: z.array(agreementRowSchema),
  }),
  agreementSave: defineEndpoint({
    ...content,
    method: 'POST',
    path: '/platform/content/agreement/save',
    summary:
      'Rewrites a service page (plain text paragraphs; Chinese required, an empty translation shows the ' +
      'Chinese); the registration form and the storefront show it at once',
    kind: 'ext',
    body: agreementInputSchema,
    result: agreementRowSchema,
  }),
};
