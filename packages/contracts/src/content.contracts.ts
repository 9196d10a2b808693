import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { commaList } from './system.contracts';

export const fileRefSchema = z.object({ fileUrl: z.string() });

/**
 * The language an object's texts are in when it is not the request's: 'zh_CN' when a translation was
 * missing and the Chinese text was served instead (the web marks such texts with lang="zh-CN").
 */
const contentLang = z.string().optional();

export const advertSchema = z.object({
  advCode: z.string(),
  advList: z.array(
    z.object({ imgFile: fileRefSchema, imgAlt: z.string(), linkUrl: z.string(), contentLang }),
  ),
});
export type Advert = z.infer<typeof advertSchema>;

export const footerMenuClassSchema = z.object({
  bottomClassId: z.number().int(),
  className: z.string(),
  contentLang,
  menuList: z.array(z.object({ bottomMenuId: z.number().int(), title: z.string(), contentLang })),
});
export type FooterMenuClass = z.infer<typeof footerMenuClassSchema>;

export const bizLinkSchema = z.object({ linkName: z.string(), linkUrl: z.string(), contentLang });
export type BizLink = z.infer<typeof bizLinkSchema>;

/** Kinds of article in the news table: news, bulletins, company pages (about us etc.) and resources. */
export const newsTypes = { news: 1, bulletin: 2, company: 3, resource: 4 } as const;

export const newsSummarySchema = z.object({
  id: z.number().int(),
  newsType: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  views: z.number().int(),
  createTime: z.string(),
  /** 'zh_CN' when the title and summary are the Chinese fallback. */
  contentLang,
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

const idQuery = z.coerce.number<number | string>().int().positive().max(2_147_483_647);
/** A code kept in a smallint column: a larger number could not even be compared with it. */
const smallintQuery = z.coerce.number<number | string>().int().min(0).max(32_767);
const neighbourSchema = z.object({ id: z.number().int(), title: z.string(), contentLang }).nullable();

export const newsDetailSchema = newsSummarySchema.extend({
  /** The body as HTML that the server has sanitised (no scripts, event handlers, javascript: links, frames). */
  contentHtml: z.string(),
  /** 'zh_CN' when the body is the Chinese fallback (a title can be translated while its body is not). */
  bodyLang: contentLang,
  /** The newer and the older article of the same kind (null at either end). */
  prev: neighbourSchema,
  next: neighbourSchema,
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const helpArticleSchema = z.object({
  bottomClassId: z.number().int(),
  bottomMenuId: z.number().int(),
  title: z.string(),
  /** Sanitised HTML, as for news. */
  contentHtml: z.string(),
  /** 'zh_CN' when the title fell back to Chinese; bodyLang the same for the body. */
  contentLang,
  bodyLang: contentLang,
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const contentEndpoints = {
  advertBatch: defineEndpoint({
    method: 'GET',
    path: '/basebiz/advertplace/getviewadvbatch',
    summary: 'Adverts of several slots (e.g. mall_head_backgroud, sso_auth_center, mall_home_banner)',
    tag: 'content',
    auth: false,
    kind: 'ext',
    query: z.object({ advCodes: commaList(20) }),
    result: z.array(advertSchema),
  }),
  footerMenus: defineEndpoint({
    method: 'GET',
    path: '/basebiz/bottommenu/viewbottommenulist',
    summary: 'Footer menu classes with their menus',
    tag: 'content',
    auth: false,
    kind: 'ext',
    query: z.object({ classSource: smallintQuery.default(1) }),
    result: z.array(footerMenuClassSchema),
  }),
  bizLinks: defineEndpoint({
    method: 'GET',
    path: '/basebiz/bizlink/querybizlinklist',
    summary: 'Footer link list',
    tag: 'content',
    auth: false,
    kind: 'ext',
    query: z.object({ linkType: smallintQuery.default(1) }),
    result: z.array(bizLinkSchema),
  }),
  newsList: defineEndpoint({
    method: 'GET',
    path: '/news/news/querynewslist',
    summary: 'News (newsType 1) or bulletins (newsType 2), newest first',
    tag: 'content',
    auth: false,
    kind: 'page',
    query: pageQuerySchema.extend({
      newsType: z.coerce.number<number | string>().int().min(1).max(4).default(1),
      searchkey: z.string().trim().max(50).optional(),
    }),
    result: newsSummarySchema,
  }),
  newsDetail: defineEndpoint({
    method: 'GET',
    path: '/news/news/newsdetail',
    summary:
      'One article with its sanitised body and its newer/older neighbours of the same kind; 40400 when missing',
    tag: 'content',
    auth: false,
    kind: 'ext',
    query: z.object({ id: idQuery }),
    result: newsDetailSchema,
  }),
  helpArticle: defineEndpoint({
    method: 'GET',
    path: '/basebiz/bottommenu/viewbottommenu',
    summary: 'The help-centre article of one footer menu item (sanitised HTML); 40400 when missing',
    tag: 'content',
    auth: false,
    kind: 'ext',
    query: z.object({ bottomMenuId: idQuery }),
    result: helpArticleSchema,
  }),
};
