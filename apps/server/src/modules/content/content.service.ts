import type { Advert, BizLink, FooterMenuClass, Locale, NewsSummary } from '@mall/contracts';
import { localized } from '../../lib/localized';
import type { ContentRepository } from './content.repository';

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
}
