import { and, asc, eq, gt, inArray, lte, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { productClasses, products, shops } from '../../db/schema/catalog';
import { bottomMenuClasses, bottomMenus, news } from '../../db/schema/system';

/** The kinds of page the sitemap lists, each in chunks of its own (`/sitemaps/<family>-<n>.xml`). */
export const sitemapFamilies = ['products', 'shops', 'classes', 'articles', 'help'] as const;
export type SitemapFamily = (typeof sitemapFamilies)[number];

/** One page of a chunk: the row's id, what kind of page it opens, when it last changed (if known). */
export interface SitemapRow {
  id: number;
  /** products: product_type (4 product, 3 supply); articles: news_type (1 news, 2 bulletin, 3 company, 4 resource); help: its class. */
  kind: number;
  lastmod: Date | null;
}

/** A chunk that holds at least one page, with the newest change among them where the rows have a time. */
export interface SitemapChunk {
  chunk: number;
  lastmod: Date | null;
}

/** Ids are int4 (serial): a range bound past this is past every row. */
export const maxRowId = 2_147_483_647;

interface FamilySource {
  table: PgTable;
  id: PgColumn;
  /** What a visitor can open: the same condition as the detail endpoint behind the page. */
  visible?: SQL;
  /** The row's time for lastmod, when the table keeps one. */
  time?: PgColumn;
}

// Products: the detail endpoint answers a product on sale (status 1) of an existing shop (a foreign key);
// only products (4) and supply listings (3) have a detail page. Classes: the storefront's class tree (type 1,
// shown). Help: the help centre lists the menus of the footer classes (class_source 1).
const sources: Record<Exclude<SitemapFamily, 'help'>, FamilySource> = {
  products: {
    table: products,
    id: products.id,
    visible: and(eq(products.status, 1), inArray(products.productType, [3, 4])),
    time: products.createdAt,
  },
  shops: { table: shops, id: shops.id, time: shops.createdAt },
  classes: {
    table: productClasses,
    id: productClasses.id,
    visible: and(eq(productClasses.classType, 1), eq(productClasses.showView, 1)),
  },
  articles: { table: news, id: news.id, visible: inArray(news.newsType, [1, 2, 3, 4]), time: news.createdAt },
};

/**
 * A class's list page changes when a product arrives in it: the newest product on sale of the class, one probe
 * of the per-level class index. Null for a class without products.
 */
const classLastmod = sql<Date | string | null>`case product_classes.level
  when 1 then (select max(p.created_at) from products p
    where p.class1_id = product_classes.id and p.product_type = 4 and p.status = 1)
  when 2 then (select max(p.created_at) from products p
    where p.class2_id = product_classes.id and p.product_type = 4 and p.status = 1)
  else (select max(p.created_at) from products p
    where p.class3_id = product_classes.id and p.product_type = 4 and p.status = 1)
end`;

/** The chunk number, by its place in the select list (the expression's parameters are new each time). */
const firstColumn = sql`1`;

const helpVisible = eq(bottomMenuClasses.classSource, 1);

/**
 * Reads for the sitemap straight from the tables. A chunk is a range of ids, ((n-1)·size, n·size], so a page
 * stays in the same chunk as the catalogue grows and a chunk is one primary-key range read (keyset, no OFFSET).
 */
export class SeoRepository {
  constructor(private readonly db: Db) {}

  /**
   * The chunks that hold at least one visible row, in order: one grouped pass over the ids (a count's work,
   * answering one row per chunk, never the rows themselves).
   */
  async listChunks(family: SitemapFamily, size: number): Promise<SitemapChunk[]> {
    if (family === 'help') {
      const chunk = sql<number>`((${bottomMenus.id} - 1) / ${size}::int + 1)::int`;
      const rows = await this.db
        .select({ chunk })
        .from(bottomMenus)
        .innerJoin(bottomMenuClasses, eq(bottomMenuClasses.id, bottomMenus.classId))
        .where(helpVisible)
        .groupBy(firstColumn)
        .orderBy(firstColumn);
      return rows.map((r) => ({ chunk: Number(r.chunk), lastmod: null }));
    }
    const source = sources[family];
    const chunk = sql<number>`((${source.id} - 1) / ${size}::int + 1)::int`;
    const rows = await this.db
      .select({ chunk, lastmod: source.time ? max(source.time) : sql<null>`null` })
      .from(source.table)
      .where(source.visible)
      .groupBy(firstColumn)
      .orderBy(firstColumn);
    return rows.map((r) => ({ chunk: Number(r.chunk), lastmod: toDate(r.lastmod) }));
  }

  /** The visible rows with ids after `after` up to `last`, in id order, at most `limit` (one key range). */
  async listRows(family: SitemapFamily, after: number, last: number, limit: number): Promise<SitemapRow[]> {
    if (family === 'help') {
      const rows = await this.db
        .select({ id: bottomMenus.id, kind: bottomMenus.classId })
        .from(bottomMenus)
        .innerJoin(bottomMenuClasses, eq(bottomMenuClasses.id, bottomMenus.classId))
        .where(and(helpVisible, gt(bottomMenus.id, after), lte(bottomMenus.id, last)))
        .orderBy(asc(bottomMenus.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, lastmod: null }));
    }
    const source = sources[family];
    const kind =
      family === 'products' ? products.productType : family === 'articles' ? news.newsType : sql<number>`0`;
    const rows = await this.db
      .select({
        id: source.id,
        kind,
        lastmod: family === 'classes' ? classLastmod : (source.time ?? sql`null`),
      })
      .from(source.table)
      .where(and(source.visible, gt(source.id, after), lte(source.id, last)))
      .orderBy(asc(source.id))
      .limit(limit);
    return rows.map((r) => ({ id: Number(r.id), kind: Number(r.kind), lastmod: toDate(r.lastmod) }));
  }
}

/** A timestamp as the driver hands it: a Date from a column, text from an expression. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}
