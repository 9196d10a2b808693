import type { Locale } from '@mall/contracts';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adverts, agreements, bizLinks, bottomMenuClasses, bottomMenus, news } from '../../db/schema/system';
import { containsFolded } from '../../lib/fold-case';

/** An article the storefront shows: not hidden, and its publish time has come. */
const shown = sql`${news.status} = 1 and ${news.publishAt} <= now()`;

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

  /**
   * A page of one kind of article, the latest published first; searchkey matches the Chinese title or the
   * title in `locale`. Only articles shown, whose publish time has come (a scheduled one waits for it).
   */
  async findNews(newsType: number, offset: number, limit: number, locale: Locale, searchkey?: string) {
    const key = searchkey ?? '';
    const titleMatch =
      locale === 'zh_CN'
        ? containsFolded(news.title, key)
        : or(containsFolded(news.title, key), containsFolded(sql`${news.titleI18n} ->> ${locale}`, key));
    const where = and(eq(news.newsType, newsType), shown, searchkey ? titleMatch : undefined);
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
          publishAt: news.publishAt,
        })
        .from(news)
        .where(where)
        .orderBy(desc(news.publishAt), desc(news.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      this.db.select({ value: count() }).from(news).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** One article shown on the storefront; counts the view. */
  async findArticle(id: number) {
    const [row] = await this.db
      .update(news)
      .set({ views: sql`${news.views} + 1` })
      .where(and(eq(news.id, id), shown))
      .returning();
    return row;
  }

  /** The article just before (newer) or after (older) one in the list order, of the same kind. */
  async findNeighbour(row: { id: number; newsType: number; publishAt: Date }, side: 'newer' | 'older') {
    const position = sql`(${news.publishAt}, ${news.id})`;
    const here = sql`(${row.publishAt.toISOString()}::timestamptz, ${row.id}::int)`;
    const [neighbour] = await this.db
      .select({ id: news.id, title: news.title, titleI18n: news.titleI18n })
      .from(news)
      .where(
        and(
          eq(news.newsType, row.newsType),
          shown,
          side === 'newer' ? sql`${position} > ${here}` : sql`${position} < ${here}`,
        ),
      )
      .orderBy(
        ...(side === 'newer' ? [asc(news.publishAt), asc(news.id)] : [desc(news.publishAt), desc(news.id)]),
      )
      .limit(1);
    return neighbour ?? null;
  }

  async findHelpMenu(id: number) {
    const [row] = await this.db.select().from(bottomMenus).where(eq(bottomMenus.id, id));
    return row;
  }

  async findAgreement(code: string) {
    const [row] = await this.db.select().from(agreements).where(eq(agreements.code, code));
    return row;
  }
}
