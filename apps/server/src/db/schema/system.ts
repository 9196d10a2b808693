import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** System parameters of spec §3 (MALL_HOT_WORD, MALL_TEMPLATE, ...). Public ones are served to the storefront. */
export const sysParams = pgTable('sys_params', {
  code: varchar('code', { length: 64 }).primaryKey(),
  value: text('value').notNull().default(''),
  /** The value in other languages (en_US, ru_RU, es) for texts shown to buyers: hot words, address, titles. */
  valueI18n: jsonb('value_i18n').$type<Record<string, string>>().notNull().default({}),
  remark: text('remark').notNull().default(''),
  // Only public parameters are readable by visitors; private ones (keys, secrets) stay server-side.
  isPublic: smallint('is_public').notNull().default(1),
});

/** Sites for the region and language switch. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  portalSiteName: varchar('portal_site_name', { length: 64 }).notNull(),
  languageCode: varchar('language_code', { length: 16 }).notNull(),
  portalMallFlag: smallint('portal_mall_flag').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/** Interface translations served by /sys/langue/tags and merged into the web app's packs. */
export const langTags = pgTable(
  'lang_tags',
  {
    languageCode: varchar('language_code', { length: 16 }).notNull(),
    promptKey: varchar('prompt_key', { length: 128 }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.languageCode, t.promptKey] })],
);

/**
 * Config items: both the switch map (moduleCode@itemCode with enableFlag) and type lists such as
 * MALL_HOME_TAB (one row per tab, showName + JSON remark).
 */
export const configItems = pgTable('config_items', {
  id: serial('id').primaryKey(),
  moduleCode: varchar('module_code', { length: 64 }).notNull(),
  itemCode: varchar('item_code', { length: 64 }).notNull(),
  configCode: varchar('config_code', { length: 64 }).notNull().default(''),
  showName: varchar('show_name', { length: 128 }).notNull().default(''),
  /** Translations of showName keyed by language code (en_US, ru_RU, es). */
  showNameI18n: jsonb('show_name_i18n').$type<Record<string, string>>().notNull().default({}),
  remark: text('remark').notNull().default(''),
  enableFlag: smallint('enable_flag').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/**
 * Data dictionaries served by /sys/dic/getdicstype (spec §7): the options of a select, e.g. invoice_type or
 * order_status. dicCode is the value the API uses; dicLabel is Chinese, labelI18n the other languages.
 */
export const sysDics = pgTable(
  'sys_dics',
  {
    id: serial('id').primaryKey(),
    dicType: varchar('dic_type', { length: 64 }).notNull(),
    dicCode: varchar('dic_code', { length: 64 }).notNull(),
    dicLabel: varchar('dic_label', { length: 128 }).notNull(),
    labelI18n: jsonb('label_i18n').$type<Record<string, string>>().notNull().default({}),
    enableFlag: smallint('enable_flag').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sys_dics_type_idx').on(t.dicType, t.sort)],
);

/** Platform defaults by code (/basebiz/defaultconfig/getlistbymulcode), e.g. ORDER_INVOICE_TYPE = none. */
export const defaultConfigs = pgTable('default_configs', {
  code: varchar('code', { length: 64 }).primaryKey(),
  value: text('value').notNull().default(''),
  name: varchar('name', { length: 128 }).notNull().default(''),
  nameI18n: jsonb('name_i18n').$type<Record<string, string>>().notNull().default({}),
});

/**
 * Titles of the data parameters of a business (/basebiz/memberdataparamter/getdataparamtertitlelist), e.g.
 * the columns of the quick-order spreadsheet (bizCode quick_order_import): key, title, required.
 */
export const dataParamTitles = pgTable(
  'data_param_titles',
  {
    id: serial('id').primaryKey(),
    bizCode: varchar('biz_code', { length: 64 }).notNull(),
    paramCode: varchar('param_code', { length: 64 }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    titleI18n: jsonb('title_i18n').$type<Record<string, string>>().notNull().default({}),
    requiredFlag: smallint('required_flag').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('data_param_titles_biz_idx').on(t.bizCode, t.sort)],
);

export const adverts = pgTable('adverts', {
  id: serial('id').primaryKey(),
  advCode: varchar('adv_code', { length: 64 }).notNull(),
  imgUrl: text('img_url').notNull(),
  imgAlt: varchar('img_alt', { length: 128 }).notNull().default(''),
  imgAltI18n: jsonb('img_alt_i18n').$type<Record<string, string>>().notNull().default({}),
  /** Pictures per language for adverts whose picture carries text; imgUrl (Chinese) otherwise. */
  imgUrlI18n: jsonb('img_url_i18n').$type<Record<string, string>>().notNull().default({}),
  linkUrl: text('link_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const bottomMenuClasses = pgTable('bottom_menu_classes', {
  id: serial('id').primaryKey(),
  className: varchar('class_name', { length: 64 }).notNull(),
  classNameI18n: jsonb('class_name_i18n').$type<Record<string, string>>().notNull().default({}),
  classSource: smallint('class_source').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const bottomMenus = pgTable('bottom_menus', {
  id: serial('id').primaryKey(),
  classId: integer('class_id')
    .notNull()
    .references(() => bottomMenuClasses.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 128 }).notNull(),
  titleI18n: jsonb('title_i18n').$type<Record<string, string>>().notNull().default({}),
  /** Help-centre article body, plain text paragraphs. */
  content: text('content').notNull().default(''),
  contentI18n: jsonb('content_i18n').$type<Record<string, string>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
});

export const bizLinks = pgTable('biz_links', {
  id: serial('id').primaryKey(),
  linkType: smallint('link_type').notNull().default(1),
  linkName: varchar('link_name', { length: 64 }).notNull(),
  linkNameI18n: jsonb('link_name_i18n').$type<Record<string, string>>().notNull().default({}),
  linkUrl: text('link_url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * The service pages the platform writes in its console (the registration agreement, the privacy policy):
 * plain text paragraphs, Chinese the base. A code without a row is answered with the text built into the
 * server (modules/auth/agreement.ts), so a new database needs none.
 */
export const agreements = pgTable('agreements', {
  code: varchar('code', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  titleI18n: jsonb('title_i18n').$type<Record<string, string>>().notNull().default({}),
  content: text('content').notNull(),
  contentI18n: jsonb('content_i18n').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** China's administrative areas (province, city, district, town). Ids are the GB/T 2260 codes. */
export const areas = pgTable(
  'areas',
  {
    id: varchar('id', { length: 16 }).primaryKey(),
    pid: varchar('pid', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** en_US, ru_RU and es names, composed by the seed (seed/generators/area-names.ts); Chinese stays in `name`. */
    nameI18n: jsonb('name_i18n').$type<Record<string, string>>().notNull().default({}),
    level: smallint('level').notNull(),
  },
  (t) => [index('areas_pid_idx').on(t.pid), index('areas_name_idx').on(t.name)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    /** 1 news article, 2 bulletin. */
    newsType: smallint('news_type').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    /** Title, summary and body in other languages (en_US, ru_RU, es); Chinese in the base columns. */
    titleI18n: jsonb('title_i18n').$type<Record<string, string>>().notNull().default({}),
    summaryI18n: jsonb('summary_i18n').$type<Record<string, string>>().notNull().default({}),
    contentI18n: jsonb('content_i18n').$type<Record<string, string>>().notNull().default({}),
    coverUrl: text('cover_url').notNull().default(''),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Shown from this time on (a scheduled article waits for it); the storefront sorts by it. */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 shown (from publishAt), 0 hidden by the platform. */
    status: smallint('status').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_type_created_idx').on(t.newsType, t.createdAt.desc().nullsFirst())],
);
