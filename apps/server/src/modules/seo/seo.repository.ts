import { newsTypes, productTypes } from '@mall/contracts';
import { and, asc, eq, exists, gt, inArray, lte, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { productClasses, products, shops } from '../../db/schema/catalog';
import { bottomMenus, news } from '../../db/schema/system';

/** The kinds of page the sitemap lists, each in chunks of its own (`/sitemaps/<family>-<n>.xml`). */
export const sitemapFamilies = ['products', 'shops', 'classes', 'articles', 'help'] as const;
export type SitemapFamily = (typeof sitemapFamilies)[number];

/** One page of a chunk: the row's id, what kind of page it opens, when it last changed (if known). */
export interface SitemapRow {
  id: number;
  /**
   * products: product_type (4 product, 3 supply); articles: news_type (1 news, 2 bulletin, 3 company page,
   * 4 resource); help: the menu's class; 0 otherwise.
   */
  kind: number;
  lastmod: Date | null;
}

/** Ids are int4 (serial): a range bound past this is past every row. */
export const maxRowId = 2_147_483_647;

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

interface FamilySource {
  table: PgTable;
  id: PgColumn;
  /** What a visitor can open: the same condition as the endpoint behind the page. */
  visible?: SQL;
  /** Which page of the family a row opens (SitemapRow.kind). */
  kind?: PgColumn;
  /** The row's time for lastmod, when there is one. */
  lastmod?: PgColumn | SQL;
}

// Products: the detail endpoint answers a product on sale (status 1) of an existing shop (a foreign key);
// only products (4) and supply listings (3) have a detail page. Shops: the shop endpoint answers every shop.
// Classes: the storefront's class tree (type 1, shown). Articles: the four kinds of news. Help: the help centre
// lists the menus of the footer classes (class_source 1); the table keeps no time.
const sources: Record<SitemapFamily, FamilySource> = {
  products: {
    table: products,
    id: products.id,
    visible: and(
      eq(products.status, 1),
      inArray(products.productType, [productTypes.supply, productTypes.normal]),
    ),
    kind: products.productType,
    lastmod: products.createdAt,
  },
  shops: { table: shops, id: shops.id, lastmod: shops.createdAt },
  classes: {
    table: productClasses,
    id: productClasses.id,
    visible: and(eq(productClasses.classType, 1), eq(productClasses.showView, 1)),
    lastmod: classLastmod,
  },
  articles: {
    table: news,
    id: news.id,
    visible: inArray(news.newsType, Object.values(newsTypes)),
    kind: news.newsType,
    lastmod: news.createdAt,
  },
  help: {
    table: bottomMenus,
    id: bottomMenus.id,
    visible: sql`${bottomMenus.classId} in (select id from bottom_menu_classes where class_source = 1)`,
    kind: bottomMenus.classId,
  },
};

/**
 * Reads for the sitemap straight from the tables. A chunk is a range of ids, ((n-1)·size, n·size], so a page
 * stays in the same chunk as the catalogue grows and a chunk is one primary-key range read (keyset, no OFFSET).
 */
export class SeoRepository {
  constructor(private readonly db: Db) {}

  /**
   * The chunks that hold at least one visible row, in order: the highest id (the primary key's last entry),
   * then one probe per chunk that stops at the chunk's first visible row. Never a pass over all the rows.
   */
  async listChunks(family: SitemapFamily, size: number): Promise<number[]> {
    const source = sources[family];
    const [top] = await this.db.select({ last: max(source.id) }).from(source.table);
    const count = Math.ceil(Number(top?.last ?? 0) / size);
    if (count === 0) return [];
    const n = sql`n`;
    const probe = this.db
      .select({ one: sql`1` })
      .from(source.table)
      .where(
        and(
          source.visible,
          gt(source.id, sql`(${n} - 1) * ${size}::bigint`),
          lte(source.id, sql`${n} * ${size}::bigint`),
        ),
      );
    const rows = await this.db
      .select({ chunk: sql<number>`${n}::int` })
      .from(sql`generate_series(1, ${count}::int) as ${n}`)
      .where(exists(probe))
      .orderBy(n);
    return rows.map((r) => Number(r.chunk));
  }

  /** The visible rows with ids after `after` up to `last`, in id order, at most `limit` (one key range). */
  async listRows(family: SitemapFamily, after: number, last: number, limit: number): Promise<SitemapRow[]> {
    const source = sources[family];
    const rows = await this.db
      .select({ id: source.id, kind: source.kind ?? sql<number>`0`, lastmod: source.lastmod ?? sql`null` })
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
