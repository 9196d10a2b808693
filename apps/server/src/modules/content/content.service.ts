import type {
  Advert,
  BizLink,
  FooterMenuClass,
  HelpArticle,
  Locale,
  NewsDetail,
  NewsSummary,
} from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import { localized } from '../../lib/localized';
import type { ContentRepository } from './content.repository';
import { articleHtml } from './safe-html';

export class ContentService {
  constructor(private readonly repo: ContentRepository) {}

  /** One entry per asked slot, in the asked order, empty when a slot has no advert. */
  async listAdverts(codes: string[]): Promise<Advert[]> {
    const rows = await this.repo.listAdverts(codes);
    return codes.map((advCode) => ({
      advCode,
      advList: rows
        .filter((r) => r.advCode === advCode)
        .map((r) => ({ imgFile: { fileUrl: r.imgUrl }, imgAlt: r.imgAlt, linkUrl: r.linkUrl })),
    }));
  }

  async listFooterMenus(classSource: number, locale: Locale): Promise<FooterMenuClass[]> {
    const classes = await this.repo.listFooterClasses(classSource);
    const menus = await this.repo.listFooterMenus(classes.map((c) => c.id));
    return classes.map((c) => ({
      bottomClassId: c.id,
      className: localized(c.className, c.classNameI18n, locale),
      menuList: menus
        .filter((m) => m.classId === c.id)
        .map((m) => ({ bottomMenuId: m.id, title: localized(m.title, m.titleI18n, locale) })),
    }));
  }

  async listLinks(linkType: number): Promise<BizLink[]> {
    const rows = await this.repo.listLinks(linkType);
    return rows.map((r) => ({ linkName: r.linkName, linkUrl: r.linkUrl }));
  }

  async findNews(q: { newsType: number; offset: number; limit: number; searchkey?: string }) {
    const page = await this.repo.findNews(q.newsType, q.offset, q.limit, q.searchkey);
    const rows: NewsSummary[] = page.rows.map((r) => ({
      id: r.id,
      newsType: r.newsType,
      title: r.title,
      summary: r.summary,
      coverUrl: r.coverUrl,
      views: r.views,
      createTime: r.createdAt.toISOString(),
    }));
    return { rows, total: page.total };
  }

  /** An article with its sanitised body and its neighbours in list order (prev newer, next older). */
  async getArticle(id: number): Promise<NewsDetail> {
    const row = await this.repo.findArticle(id);
    if (!row) throw AppError.notFound('article');
    const [prev, next] = await Promise.all([
      this.repo.findNeighbour(row, 'newer'),
      this.repo.findNeighbour(row, 'older'),
    ]);
    return {
      id: row.id,
      newsType: row.newsType,
      title: row.title,
      summary: row.summary,
      coverUrl: row.coverUrl,
      views: row.views,
      createTime: row.createdAt.toISOString(),
      contentHtml: articleHtml(row.content),
      prev,
      next,
    };
  }

  async getHelpArticle(bottomMenuId: number, locale: Locale): Promise<HelpArticle> {
    const row = await this.repo.findHelpMenu(bottomMenuId);
    if (!row) throw AppError.notFound('article');
    return {
      bottomClassId: row.classId,
      bottomMenuId: row.id,
      title: localized(row.title, row.titleI18n, locale),
      contentHtml: articleHtml(row.content),
    };
  }
}
