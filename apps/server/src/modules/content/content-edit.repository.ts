import { and, asc, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { adverts, agreements, bizLinks, bottomMenuClasses, bottomMenus, news } from '../../db/schema/system';
import { containsFolded } from '../../lib/fold-case';
import { AuditRepository } from '../audit';
import { type PublicPictureUse, PublicPictureUses } from '../gallery';

export type ArticleRowData = typeof news.$inferSelect;
export type AdvertRowData = typeof adverts.$inferSelect;

/** Footer columns of the mall's footer (bottom_menu_classes.class_source). */
const mallFooter = 1;
/** Friendly links of the mall's footer (biz_links.link_type). */
const friendLinks = 1;

export interface ArticleFilter {
  newsType?: number;
  status?: 'published' | 'scheduled' | 'hidden';
  keyword?: string;
}

/** The platform console's writes of the storefront's content, each in the caller's transaction. */
export class ContentEditRepository {
  constructor(private readonly db: Executor) {}

  /** One transaction: this repository on it, the audit log, and the pictures a kind of content shows. */
  transaction<T>(
    fn: (
      repo: ContentEditRepository,
      audit: AuditRepository,
      pictures: (kind: PublicPictureUse) => PublicPictureUses,
    ) => Promise<T>,
  ): Promise<T> {
    return (this.db as Db).transaction((tx) =>
      fn(new ContentEditRepository(tx), new AuditRepository(tx), (kind) => new PublicPictureUses(tx, kind)),
    );
  }

  // ---- articles ----

  async findArticles(filter: ArticleFilter, now: Date, offset: number, limit: number) {
    const conditions: SQL[] = [sql`${news.newsType} in (1, 2)`];
    if (filter.newsType) conditions.push(eq(news.newsType, filter.newsType));
    if (filter.status === 'hidden') conditions.push(eq(news.status, 0));
    if (filter.status === 'published') conditions.push(eq(news.status, 1), lte(news.publishAt, now));
    if (filter.status === 'scheduled') conditions.push(eq(news.status, 1), gt(news.publishAt, now));
    if (filter.keyword) conditions.push(containsFolded(news.title, filter.keyword));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(news)
        .where(where)
        .orderBy(desc(news.publishAt), desc(news.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ value: count() }).from(news).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async getArticle(id: number, lock = false): Promise<ArticleRowData | undefined> {
    const query = this.db
      .select()
      .from(news)
      .where(and(eq(news.id, id), sql`${news.newsType} in (1, 2)`));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  }

  async insertArticle(values: Omit<typeof news.$inferInsert, 'id'>): Promise<number> {
    const [row] = await this.db.insert(news).values(values).returning({ id: news.id });
    return row!.id;
  }

  async updateArticle(id: number, values: Partial<typeof news.$inferInsert>): Promise<void> {
    await this.db.update(news).set(values).where(eq(news.id, id));
  }

  async deleteArticle(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(news)
      .where(and(eq(news.id, id), sql`${news.newsType} in (1, 2)`))
      .returning({ id: news.id });
    return rows.length > 0;
  }

  // ---- adverts ----

  listAdverts(slot?: string) {
    return this.db
      .select()
      .from(adverts)
      .where(slot ? eq(adverts.advCode, slot) : undefined)
      .orderBy(asc(adverts.advCode), asc(adverts.sort), asc(adverts.id));
  }

  async getAdvert(id: number): Promise<AdvertRowData | undefined> {
    const [row] = await this.db.select().from(adverts).where(eq(adverts.id, id)).for('update');
    return row;
  }

  async insertAdvert(values: Omit<typeof adverts.$inferInsert, 'id'>): Promise<AdvertRowData> {
    const [row] = await this.db.insert(adverts).values(values).returning();
    return row!;
  }

  async updateAdvert(id: number, values: Partial<typeof adverts.$inferInsert>): Promise<AdvertRowData> {
    const [row] = await this.db.update(adverts).set(values).where(eq(adverts.id, id)).returning();
    return row!;
  }

  async deleteAdvert(id: number): Promise<AdvertRowData | undefined> {
    const [row] = await this.db.delete(adverts).where(eq(adverts.id, id)).returning();
    return row;
  }

  // ---- footer columns, menus and help articles ----

  async footer() {
    const columns = await this.db
      .select()
      .from(bottomMenuClasses)
      .where(eq(bottomMenuClasses.classSource, mallFooter))
      .orderBy(asc(bottomMenuClasses.sort), asc(bottomMenuClasses.id));
    const menus = await this.db
      .select()
      .from(bottomMenus)
      .orderBy(asc(bottomMenus.sort), asc(bottomMenus.id));
    return columns.map((column) => ({ column, menus: menus.filter((m) => m.classId === column.id) }));
  }

  async getColumn(id: number) {
    const [row] = await this.db
      .select()
      .from(bottomMenuClasses)
      .where(and(eq(bottomMenuClasses.id, id), eq(bottomMenuClasses.classSource, mallFooter)))
      .for('update');
    return row;
  }

  async saveColumn(
    id: number | undefined,
    values: { className: string; classNameI18n: Record<string, string>; sort: number },
  ): Promise<number> {
    if (id !== undefined) {
      await this.db.update(bottomMenuClasses).set(values).where(eq(bottomMenuClasses.id, id));
      return id;
    }
    const [row] = await this.db
      .insert(bottomMenuClasses)
      .values({ ...values, classSource: mallFooter })
      .returning({ id: bottomMenuClasses.id });
    return row!.id;
  }

  /** Deletes a column; its menu items go with it (the foreign key cascades). */
  async deleteColumn(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(bottomMenuClasses)
      .where(and(eq(bottomMenuClasses.id, id), eq(bottomMenuClasses.classSource, mallFooter)))
      .returning({ id: bottomMenuClasses.id });
    return rows.length > 0;
  }

  async getMenu(id: number) {
    const [row] = await this.db.select().from(bottomMenus).where(eq(bottomMenus.id, id)).for('update');
    return row;
  }

  async saveMenu(
    id: number | undefined,
    values: Omit<typeof bottomMenus.$inferInsert, 'id'>,
  ): Promise<number> {
    if (id !== undefined) {
      await this.db.update(bottomMenus).set(values).where(eq(bottomMenus.id, id));
      return id;
    }
    const [row] = await this.db.insert(bottomMenus).values(values).returning({ id: bottomMenus.id });
    return row!.id;
  }

  async deleteMenu(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(bottomMenus)
      .where(eq(bottomMenus.id, id))
      .returning({ id: bottomMenus.id });
    return rows.length > 0;
  }

  // ---- friendly links ----

  listLinks() {
    return this.db
      .select()
      .from(bizLinks)
      .where(eq(bizLinks.linkType, friendLinks))
      .orderBy(asc(bizLinks.sort), asc(bizLinks.id));
  }

  async getLink(id: number) {
    const [row] = await this.db
      .select()
      .from(bizLinks)
      .where(and(eq(bizLinks.id, id), eq(bizLinks.linkType, friendLinks)))
      .for('update');
    return row;
  }

  async saveLink(
    id: number | undefined,
    values: { linkName: string; linkNameI18n: Record<string, string>; linkUrl: string; sort: number },
  ) {
    if (id !== undefined) {
      const [row] = await this.db.update(bizLinks).set(values).where(eq(bizLinks.id, id)).returning();
      return row!;
    }
    const [row] = await this.db
      .insert(bizLinks)
      .values({ ...values, linkType: friendLinks })
      .returning();
    return row!;
  }

  async deleteLink(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(bizLinks)
      .where(and(eq(bizLinks.id, id), eq(bizLinks.linkType, friendLinks)))
      .returning({ id: bizLinks.id });
    return rows.length > 0;
  }

  // ---- service pages ----

  listAgreements() {
    return this.db.select().from(agreements);
  }

  /** The page's row, held for the rest of the transaction; undefined while the built-in text is shown. */
  async getAgreement(code: string) {
    const [row] = await this.db.select().from(agreements).where(eq(agreements.code, code)).for('update');
    return row;
  }

  async saveAgreement(values: typeof agreements.$inferInsert & { updatedAt: Date }) {
    const [row] = await this.db
      .insert(agreements)
      .values(values)
      .onConflictDoUpdate({ target: agreements.code, set: values })
      .returning();
    return row!;
  }
}
