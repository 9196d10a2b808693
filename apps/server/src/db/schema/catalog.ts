import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './account';

/** Product class tree, three levels. Names are Chinese; nameI18n holds en_US, ru_RU and es. */
export const productClasses = pgTable(
  'product_classes',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    aliasName: varchar('alias_name', { length: 64 }).notNull().default(''),
    nameI18n: jsonb('name_i18n').$type<Record<string, string>>().notNull().default({}),
    aliasI18n: jsonb('alias_i18n').$type<Record<string, string>>().notNull().default({}),
    /** Dotted path of ancestor ids, e.g. "3.17" for a level-3 class under 3 → 17. */
    parentCode: varchar('parent_code', { length: 64 }).notNull().default(''),
    level: smallint('level').notNull(),
    classType: smallint('class_type').notNull().default(1),
    showView: smallint('show_view').notNull().default(1),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /**
     * Tax classification code (税收分类编码, 19 digits) and VAT rate in percent of a top class; its
     * products inherit them. Shown on order filling when OPEN_TAX_CODE / OPEN_TAX_RATE are on (spec §7).
     */
    taxCode: varchar('tax_code', { length: 19 }).notNull().default(''),
    taxRate: smallint('tax_rate').notNull().default(0),
  },
  (t) => [index('product_classes_pid_idx').on(t.pid)],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    custId: integer('cust_id')
      .notNull()
      .references(() => customers.id),
    shopName: varchar('shop_name', { length: 128 }).notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Translations of shopName and description (en_US, ru_RU, es), read with localized(); Chinese is the base. */
    shopNameI18n: jsonb('shop_name_i18n').$type<Record<string, string>>().notNull().default({}),
    descriptionI18n: jsonb('description_i18n').$type<Record<string, string>>().notNull().default({}),
    mainClassId: integer('main_class_id'),
    areaName: varchar('area_name', { length: 64 }).notNull().default(''),
    /** areaName in other languages ("Hangzhou, Zhejiang"); Chinese is the base. */
    areaNameI18n: jsonb('area_name_i18n').$type<Record<string, string>>().notNull().default({}),
    /** Shop rating ×10 (48 = 4.8) to keep it an integer. */
    score: smallint('score').notNull().default(48),
    recommended: smallint('recommended').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 open, 0 suspended by the platform (its products are out of search and lists meanwhile). */
    status: smallint('status').notNull().default(1),
    /** Why the platform suspended it (the merchant and the shop's pages show it); '' when open. */
    suspendedReason: varchar('suspended_reason', { length: 200 }).notNull().default(''),
    /** The wide picture across the top of the shop's home ('' none): a public picture of the merchant's gallery. */
    bannerUrl: text('banner_url').notNull().default(''),
    /** The shop's notice (shipping times, holidays) on its home, plain text; '' none. */
    notice: varchar('notice', { length: 500 }).notNull().default(''),
    /** notice in other languages; Chinese is the base. */
    noticeI18n: jsonb('notice_i18n').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    // A seller's own shop (the merchant workbench answers for the session's customer's shop).
    index('shops_cust_idx').on(t.custId),
  ],
);

/**
 * A shop's own classes (店铺分类): the merchant groups its products for the shop's home, beside the mall's
 * class tree (a product has both). One level; deleting one leaves its products unclassed in the shop.
 */
export const shopClasses = pgTable(
  'shop_classes',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    /** name in other languages; Chinese is the base. */
    nameI18n: jsonb('name_i18n').$type<Record<string, string>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_classes_shop_idx').on(t.shopId, t.sort)],
);

/** A shop as the lists and the shop pages show it (the catalogue's shop list and home, the halls' shop list). */
export const shopCardColumns = {
  id: shops.id,
  shopName: shops.shopName,
  shopNameI18n: shops.shopNameI18n,
  logoUrl: shops.logoUrl,
  description: shops.description,
  descriptionI18n: shops.descriptionI18n,
  areaName: shops.areaName,
  areaNameI18n: shops.areaNameI18n,
  score: shops.score,
  custId: shops.custId,
};

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  description: text('description').notNull().default(''),
  /** Translations of name and description (en_US, ru_RU, es); Chinese is the base. */
  nameI18n: jsonb('name_i18n').$type<Record<string, string>>().notNull().default({}),
  descriptionI18n: jsonb('description_i18n').$type<Record<string, string>>().notNull().default({}),
});

export interface ProductPriceTier {
  /** Decimal string, like the numeric quantity columns. */
  minQty: string;
  priceCents: number;
}

export interface ProductStyle {
  /** Unique over all products, so an order line can name the style alone. */
  styleId: number;
  name: string;
  priceCents: number;
  /** Decimal string. */
  stock: string;
  imageUrl: string;
  /** Translations of the style's name (en_US, ru_RU, es); absent or missing a language: the Chinese name. */
  nameI18n?: Record<string, string>;
  /** The merchant's own SKU code ('' or absent when none). */
  code?: string;
  /** Weight of one unit in grams, for freight (absent: the product's). */
  weightGrams?: number;
  /**
   * The style's unit of sale when it is not the product's (a box of 24 bags is sold per 箱 while the product
   * counts bags): its price, stock, volume tiers and the quantity bought count this unit. Absent: the
   * product's unit.
   */
  unit?: string;
  /**
   * The style's own volume prices (minQty in the style's unit); absent: the product's tiers, shifted by the
   * style's price difference.
   */
  priceTiers?: ProductPriceTier[];
}

/** A row of a product's parameter table. */
export interface ProductSpec {
  name: string;
  value: string;
}

/**
 * Products. productType 4 is a normal product, 3 a supply listing. Prices are integer fen (1/100 yuan).
 * class1/2/3 denormalise the class path so a listing by any level is one index range scan
 * ordered by created_at: the class listing is the storefront's hottest query (ADR 0005, "Class path columns").
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productType: smallint('product_type').notNull().default(4),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    class1Id: integer('class1_id').notNull(),
    class2Id: integer('class2_id').notNull(),
    class3Id: integer('class3_id').notNull(),
    brandId: integer('brand_id'),
    /** The shop's own class the merchant put it in (shop_classes), null: none. */
    shopClassId: integer('shop_class_id').references(() => shopClasses.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    subtitle: varchar('subtitle', { length: 300 }).notNull().default(''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    marketPriceCents: bigint('market_price_cents', { mode: 'number' }).notNull(),
    stock: numeric('stock', { precision: 16, scale: 4 }).notNull().default('0'),
    unit: varchar('unit', { length: 16 }).notNull().default('件'),
    minOrder: numeric('min_order', { precision: 16, scale: 4 }).notNull().default('1'),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    /** Translations of name and subtitle (en_US, ru_RU, es); Chinese is the base column. */
    nameI18n: jsonb('name_i18n').$type<Record<string, string>>().notNull().default({}),
    subtitleI18n: jsonb('subtitle_i18n').$type<Record<string, string>>().notNull().default({}),
    /** The parameter table per language (same rows as specs, translated); a missing language shows specs. */
    specsI18n: jsonb('specs_i18n').$type<Record<string, ProductSpec[]>>().notNull().default({}),
    /** Model or SKU code ('' when none): the exact-match target of a search. */
    model: varchar('model', { length: 64 }).notNull().default(''),
    /** Extra search words of the merchant (synonyms, English names), space separated. */
    keywords: varchar('keywords', { length: 200 }).notNull().default(''),
    /** Order quantities go up in this step from minOrder. */
    step: numeric('step', { precision: 16, scale: 4 }).notNull().default('1'),
    /** Volume prices, ascending by minQty; empty: the one price. */
    priceTiers: jsonb('price_tiers').$type<ProductPriceTier[]>().notNull().default([]),
    /** Styles (specs) a buyer chooses one of, each with its price and stock; empty: no choice. */
    styles: jsonb('styles').$type<ProductStyle[]>().notNull().default([]),
    /** Plain-text description, lines separated by \n. */
    detailText: text('detail_text').notNull().default(''),
    /** The description in other languages (en_US, ru_RU, es); a missing language shows detailText. */
    detailTextI18n: jsonb('detail_text_i18n').$type<Record<string, string>>().notNull().default({}),
    imageUrl: text('image_url').notNull().default(''),
    /** Every picture of the product in order (the first is imageUrl); empty for products from before it. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /**
     * The description as rich text (HTML sanitised on the server when written: lib/rich-text.ts);
     * '' when the product has only the plain detailText. The storefront shows it instead of detailText.
     */
    detailHtml: text('detail_html').notNull().default(''),
    /** detailHtml in other languages (en_US, ru_RU, es), sanitised the same way; a missing language shows detailHtml. */
    detailHtmlI18n: jsonb('detail_html_i18n').$type<Record<string, string>>().notNull().default({}),
    /** Weight of one unit in grams, for freight (0: not given). */
    weightGrams: integer('weight_grams').notNull().default(0),
    /**
     * Bind purchase (spec §8 "bind-purchase check"): this product (an accessory, a refill) is sold only
     * together with that main product; null when it is sold on its own. See docs/orders.md.
     */
    bindProductId: integer('bind_product_id'),
    sales: integer('sales').notNull().default(0),
    isFarm: smallint('is_farm').notNull().default(0),
    areaName: varchar('area_name', { length: 64 }).notNull().default(''),
    /** areaName in other languages; Chinese is the base. */
    areaNameI18n: jsonb('area_name_i18n').$type<Record<string, string>>().notNull().default({}),
    /** 1 on sale, 0 off shelf (taken down), 2 a draft never published. Only 1 is listed, searched or sold. */
    status: smallint('status').notNull().default(1),
    /** Raised by every edit from the workbench: an edit made on an older version is refused (40900). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name normalised for search (lower case, Simplified, no spaces): what a search rechecks and ranks on. */
    searchName: text('search_name').notNull().default(''),
    /** Keywords, brand, class names and model, each normalised like search_name, separated by U+001F. */
    searchOther: text('search_other').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Partial indexes over what a listing filters on (on sale, one type), in the order it sorts by, so
  // a page is read straight off the index and stops after `limit` rows, instead of the planner sorting a
  // whole top class per request (ADR 0005, "Partial listing indexes").
  (t) => [
    index('products_class1_idx')
      .on(t.class1Id, t.productType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 1`),
    index('products_class2_idx')
      .on(t.class2Id, t.productType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 1`),
    index('products_class3_idx')
      .on(t.class3Id, t.productType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 1`),
    index('products_created_idx')
      .on(t.productType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 1`),
    index('products_shop_idx').on(t.shopId, t.createdAt.desc().nullsFirst()),
    // A shop home's products of one of its own classes.
    index('products_shop_class_idx')
      .on(t.shopClassId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 1 and ${t.shopClassId} is not null`),
    // The workbench's product list: a shop's products, the last changed first. NULLS FIRST as `order by ...
    // desc` sorts: an index in another null order is not read for it (the page sorted the whole shop).
    index('products_shop_changed_idx').on(
      t.shopId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The same, of one status (on sale, drafts...): its page and its count read from here.
    index('products_shop_status_changed_idx').on(
      t.shopId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_brand_idx')
      .on(t.brandId, t.productType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 1`),
    // Sorting by price or sales (a search of a broad word too) reads these in order instead of sorting.
    index('products_price_idx').on(t.productType, t.priceCents, t.id).where(sql`${t.status} = 1`),
    index('products_sales_idx').on(t.productType, t.sales, t.id).where(sql`${t.status} = 1`),
    // Exact model / SKU lookups rank first in a search.
    index('products_model_idx').on(sql`lower(${t.model})`).where(sql`${t.model} <> ''`),
    // Quick order's suggestions while a code is typed: prefix ranges on the code, read in code order.
    index('products_model_prefix_idx')
      .on(sql`lower(${t.model}) text_pattern_ops`)
      .where(sql`${t.model} <> '' and ${t.status} = 1`),
  ],
);

/**
 * Ids of SKUs (product styles) written from the workbench: unique over all products, as an order line names
 * the style by its id. Starts above every id the seed gives (product index × 100 + n).
 */
export const productStyleIds = pgSequence('product_style_ids', { startWith: 100_000_000 });

/**
 * The search's inverted index: for each token (a character or character bigram of the normalised searchable
 * text), product type and field (1 the name, 2 only other fields), the products holding it, as sort keys
 * `(created_at in whole seconds << 31) | id` in descending order (newest first), cut into chunks of a few
 * hundred keys. A one- or two-character search is then a read of one list's first chunk, with its exact count
 * the sum of the chunk sizes; no query sorts or counts a huge match set. Only products on sale are listed.
 * Writers keep it in step with `products` in the same transaction (see modules/catalog/search-index.ts).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    token: varchar('token', { length: 8 }).notNull(),
    productType: smallint('product_type').notNull(),
    field: smallint('field').notNull(),
    /** Largest (newest) key of the chunk; the chunk holds the keys after the previous chunk's lastKey up to it. */
    lastKey: bigint('last_key', { mode: 'bigint' }).notNull(),
    n: integer('n').notNull(),
    keys: bigint('keys', { mode: 'bigint' }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.token, t.productType, t.field, t.lastKey] })],
);

/** Keys per list of search_postings (sum of its chunks' n), kept by the same writers: a plan reads 2 rows a token. */
export const searchTokenCounts = pgTable(
  'search_token_counts',
  {
    token: varchar('token', { length: 8 }).notNull(),
    productType: smallint('product_type').notNull(),
    field: smallint('field').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.token, t.productType, t.field] })],
);

/**
 * Search vocabulary: words of the catalogue with their pinyin and initials (Chinese), or Latin words for typo
 * tolerance (trigram similarity). A query that finds nothing as typed is retried with the best word here.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: varchar('word', { length: 64 }).primaryKey(),
    /** Toneless pinyin without spaces ('dami'); '' for Latin words. */
    pinyin: varchar('pinyin', { length: 256 }).notNull().default(''),
    /** Pinyin initials ('dm'); '' for Latin words. */
    initials: varchar('initials', { length: 64 }).notNull().default(''),
    /** Products on sale whose searchable text contains the word, when the vocabulary was built. */
    products: integer('products').notNull().default(0),
  },
  (t) => [
    index('search_words_pinyin_idx').on(t.pinyin),
    index('search_words_initials_idx').on(t.initials),
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

/** Counts per class, kept by the writers of products, so listings need no count(*) over the class. */
export const classProductCounts = pgTable(
  'class_product_counts',
  {
    /** 0 counts every product of the type. */
    classId: integer('class_id').notNull(),
    productType: smallint('product_type').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.classId, t.productType] })],
);

/** Purchase demands of the procurement hall. */
export const demands = pgTable(
  'demands',
  {
    id: serial('id').primaryKey(),
    custId: integer('cust_id')
      .notNull()
      .references(() => customers.id),
    title: varchar('title', { length: 200 }).notNull(),
    classId: integer('class_id'),
    quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
    unit: varchar('unit', { length: 16 }).notNull().default('件'),
    budgetCents: bigint('budget_cents', { mode: 'number' }),
    areaName: varchar('area_name', { length: 64 }).notNull().default(''),
    description: text('description').notNull().default(''),
    /** Title, area and description in other languages (en_US, ru_RU, es); Chinese in the base columns. */
    titleI18n: jsonb('title_i18n').$type<Record<string, string>>().notNull().default({}),
    areaNameI18n: jsonb('area_name_i18n').$type<Record<string, string>>().notNull().default({}),
    descriptionI18n: jsonb('description_i18n').$type<Record<string, string>>().notNull().default({}),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** 1 open, 2 closed. */
    status: smallint('status').notNull().default(1),
    quoteCount: integer('quote_count').notNull().default(0),
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demands_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('demands_search_idx').using('gin', t.searchTokens),
  ],
);

/** Goods bought with points in the points (integral) mall. */
export const pointsGoods = pgTable('points_goods', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  points: integer('points').notNull(),
  stock: integer('stock').notNull().default(0),
  imageUrl: text('image_url').notNull().default(''),
  description: text('description').notNull().default(''),
  /** Name and description in other languages (en_US, ru_RU, es); Chinese in the base columns. */
  nameI18n: jsonb('name_i18n').$type<Record<string, string>>().notNull().default({}),
  descriptionI18n: jsonb('description_i18n').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform activities (market). */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  imageUrl: text('image_url').notNull().default(''),
  description: text('description').notNull().default(''),
  /** Title and description in other languages (en_US, ru_RU, es); Chinese in the base columns. */
  titleI18n: jsonb('title_i18n').$type<Record<string, string>>().notNull().default({}),
  descriptionI18n: jsonb('description_i18n').$type<Record<string, string>>().notNull().default({}),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
