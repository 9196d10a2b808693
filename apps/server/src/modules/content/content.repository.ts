import type { Locale } from '@mall/contracts';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adverts, bizLinks, bottomMenuClasses, bottomMenus, news } from '../../db/schema/system';
import { containsFolded } from '../../lib/fold-case';

export class ContentRepository {
  constructor(private readonly db: Db) {}

  listAdverts(codes: string[]) {
    return this.db
      .select()
      .from(adverts)
      .where(inArray(adverts.advCode, codes))
      .orderBy(asc(adverts.sort), asc(adverts.id));
  }

  listFooterClasses(classSource: number) {
    return this.db
      .select()
      .from(bottomMenuClasses)
      .where(eq(bottomMenuClasses.classSource, classSource))
      .orderBy(asc(bottomMenuClasses.sort), asc(bottomMenuClasses.id));
  }

  listFooterMenus(classIds: number[]) {
    if (classIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: bottomMenus.id,
        classId: bottomMenus.classId,
        title: bottomMenus.title,
        titleI18n: bottomMenus.titleI18n,
      })
      .from(bottomMenus)
      .where(inArray(bottomMenus.classId, classIds))
      .orderBy(asc(bottomMenus.sort), asc(bottomMenus.id));
  }

  listLinks(linkType: number) {
    return this.db.select().from(bizLinks).where(eq(bizLinks.linkType, linkType)).orderBy(asc(bizLinks.sort));
  }

  /** A page of one kind of article; searchkey matches the Chinese title or the title in `locale`. */
  async findNews(newsType: number, offset: number, limit: number, locale: Locale, searchkey?: string) {
    const key = searchkey ?? '';
    const titleMatch =
      locale === 'zh_CN'
        ? containsFolded(news.title, key)
        : or(containsFolded(news.title, key), containsFolded(sql`${news.titleI18n} ->> ${locale}`, key));
    const where = searchkey ? and(eq(news.newsType, newsType), titleMatch) : eq(news.newsType, newsType);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: news.id,
          newsType: news.newsType,
          title: news.title,
          titleI18n: news.titleI18n,
          summary: news.summary,
          summaryI18n: news.summaryI18n,
          coverUrl: news.coverUrl,
          views: news.views,
          createdAt: news.createdAt,
        })
        .from(news)
        .where(where)
        .orderBy(desc(news.createdAt), desc(news.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(news).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** One article; counts the view. */
  async findArticle(id: number) {
    const [row] = await this.db
      .update(news)
      .set({ views: sql`${news.views} + 1` })
      .where(eq(news.id, id))
      .returning();
    return row;
  }

  /** The article just before (newer) or after (older) one in the list order, of the same kind. */
  async findNeighbour(row: { id: number; newsType: number; createdAt: Date }, side: 'newer' | 'older') {
    const position = sql`(${news.createdAt}, ${news.id})`;
    const here = sql`(${row.createdAt.toISOString()}::timestamptz, ${row.id}::int)`;
    const [neighbour] = await this.db
      .select({ id: news.id, title: news.title, titleI18n: news.titleI18n })
      .from(news)
      .where(
        and(
          eq(news.newsType, row.newsType),
          side === 'newer' ? sql`${position} > ${here}` : sql`${position} < ${here}`,
        ),
      )
      .orderBy(
        ...(side === 'newer' ? [asc(news.createdAt), asc(news.id)] : [desc(news.createdAt), desc(news.id)]),
      )
      .limit(1);
    return neighbour ?? null;
  }

  async findHelpMenu(id: number) {
    const [row] = await this.db.select().from(bottomMenus).where(eq(bottomMenus.id, id));
    return row;
  }
}
