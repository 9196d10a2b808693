import type {
  Advert,
  AgreementCode,
  BizLink,
  FooterMenuClass,
  HelpArticle,
  Locale,
  NewsDetail,
  NewsSummary,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { fallbackLang, localized } from '../../lib/localized';
import { builtInAgreement } from './agreements';
import type { ContentRepository } from './content.repository';
import { articleHtml } from './safe-html';

export class ContentService {
  constructor(private readonly repo: ContentRepository) {}

  /** One entry per asked slot, in the asked order, empty when a slot has no advert. */
  async listAdverts(codes: string[], locale: Locale): Promise<Advert[]> {
    const rows = await this.repo.listAdverts(codes);
    return codes.map((advCode) => ({
      advCode,
      advList: rows
        .filter((r) => r.advCode === advCode)
        .map((r) => {
          // A picture with words in it has one per language; the alt text says which language it speaks.
          const textPicture = Object.keys(r.imgUrlI18n).length > 0;
          const lang = textPicture ? fallbackLang(r.imgUrlI18n, locale) : fallbackLang(r.imgAltI18n, locale);
          return {
            imgFile: { fileUrl: localized(r.imgUrl, r.imgUrlI18n, locale) },
            imgAlt: lang ? r.imgAlt : localized(r.imgAlt, r.imgAltI18n, locale),
            linkUrl: r.linkUrl,
            ...(lang && r.imgAlt ? { contentLang: lang } : {}),
          };
        }),
    }));
  }

  async listFooterMenus(classSource: number, locale: Locale): Promise<FooterMenuClass[]> {
    const classes = await this.repo.listFooterClasses(classSource);
    const menus = await this.repo.listFooterMenus(classes.map((c) => c.id));
    return classes.map((c) => ({
      bottomClassId: c.id,
      className: localized(c.className, c.classNameI18n, locale),
      ...langMark(c.classNameI18n, locale),
      menuList: menus
        .filter((m) => m.classId === c.id)
        .map((m) => ({
          bottomMenuId: m.id,
          title: localized(m.title, m.titleI18n, locale),
          ...langMark(m.titleI18n, locale),
        })),
    }));
  }

  async listLinks(linkType: number, locale: Locale): Promise<BizLink[]> {
    const rows = await this.repo.listLinks(linkType);
    return rows.map((r) => ({
      linkName: localized(r.linkName, r.linkNameI18n, locale),
      linkUrl: r.linkUrl,
      ...langMark(r.linkNameI18n, locale),
    }));
  }

  async findNews(q: { newsType: number; offset: number; limit: number; searchkey?: string }, locale: Locale) {
    const page = await this.repo.findNews(q.newsType, q.offset, q.limit, locale, q.searchkey);
    const rows: NewsSummary[] = page.rows.map((r) => ({
      id: r.id,
      newsType: r.newsType,
      // Title and summary fall back together, so the list never mixes languages within one entry.
      ...articleTexts(r, locale),
      coverUrl: r.coverUrl,
      views: r.views,
      createTime: r.publishAt.toISOString(),
    }));
    return { rows, total: page.total };
  }

  /** An article with its sanitised body and its neighbours in list order (prev newer, next older). */
  async getArticle(id: number, locale: Locale): Promise<NewsDetail> {
    const row = await this.repo.findArticle(id);
    if (!row) throw AppError.notFound('article');
    const [prev, next] = await Promise.all([
      this.repo.findNeighbour(row, 'newer'),
      this.repo.findNeighbour(row, 'older'),
    ]);
    const neighbour = (n: typeof prev) =>
      n && { id: n.id, title: localized(n.title, n.titleI18n, locale), ...langMark(n.titleI18n, locale) };
    const bodyLang = fallbackLang(row.contentI18n, locale);
    return {
      id: row.id,
      newsType: row.newsType,
      ...articleTexts(row, locale),
      coverUrl: row.coverUrl,
      views: row.views,
      createTime: row.publishAt.toISOString(),
      contentHtml: articleHtml(localized(row.content, row.contentI18n, locale)),
      ...(bodyLang ? { bodyLang } : {}),
      prev: neighbour(prev),
      next: neighbour(next),
    };
  }

  async getHelpArticle(bottomMenuId: number, locale: Locale): Promise<HelpArticle> {
    const row = await this.repo.findHelpMenu(bottomMenuId);
    if (!row) throw AppError.notFound('article');
    const bodyLang = fallbackLang(row.contentI18n, locale);
    return {
      bottomClassId: row.classId,
      bottomMenuId: row.id,
      title: localized(row.title, row.titleI18n, locale),
      contentHtml: articleHtml(localized(row.content, row.contentI18n, locale)),
      ...langMark(row.titleI18n, locale),
      ...(bodyLang ? { bodyLang } : {}),
    };
  }

  /** A service page as the platform wrote it, or the server's built-in text until it has. */
  async getAgreement(code: AgreementCode, locale: Locale): Promise<{ title: string; content: string }> {
    const row = await this.repo.findAgreement(code);
    if (!row) return builtInAgreement(code, locale);
    return {
      title: localized(row.title, row.titleI18n, locale),
      content: localized(row.content, row.contentI18n, locale),
    };
  }
}

/** `{ contentLang: 'zh_CN' }` when a text fell back to Chinese, else nothing. */
function langMark(translations: Record<string, string>, locale: Locale) {
  const lang = fallbackLang(translations, locale);
  return lang ? { contentLang: lang } : {};
}

/** An article's title and summary in the request's language, or both in Chinese with the marker. */
function articleTexts(
  row: {
    title: string;
    titleI18n: Record<string, string>;
    summary: string;
    summaryI18n: Record<string, string>;
  },
  locale: Locale,
) {
  const lang = fallbackLang(row.titleI18n, locale);
  if (lang) return { title: row.title, summary: row.summary, contentLang: lang };
  return {
    title: localized(row.title, row.titleI18n, locale),
    summary: localized(row.summary, row.summaryI18n, locale),
  };
}
