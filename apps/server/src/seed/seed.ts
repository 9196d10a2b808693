import { productTypes } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { centres, customers, roles, userCentres, users } from '../db/schema/account';
import { customerBuyers } from '../db/schema/auth';
import {
  activities,
  brands,
  classProductCounts,
  demands,
  pointsGoods,
  productClasses,
  shops,
} from '../db/schema/catalog';
import {
  adverts,
  bizLinks,
  bottomMenuClasses,
  bottomMenus,
  configItems,
  dataParamTitles,
  defaultConfigs,
  langTags,
  news,
  sites,
  sysDics,
  sysParams,
} from '../db/schema/system';
import type { FileStorage } from '../lib/storage/file-storage';
import { BulkSearchIndex } from '../modules/catalog';
import { centreRows, demoRoles } from './data/accounts';
import { brandDefs, shopDefs } from './data/catalog';
import { brandTexts, i18nMap, originText, shopTexts } from './data/catalog-i18n';
import { classTree } from './data/classes';
import { topPictogram } from './data/pictograms';
import { itemPicture } from './data/product-pictures';
import { buildUsers, demoAccounts, planCustomers } from './generators/accounts';
import { type AreaRow, buildAreaRows } from './generators/areas';
import {
  catalogContext,
  demoProductCount,
  generateProducts,
  type ProductRow,
  productPicturePath,
} from './generators/catalog';
import { buildClassTree, type ClassTree } from './generators/class-tree';
import { bizLinkRows, buildAdverts, buildFooter } from './generators/content';
import { buildActivities, buildDemands, buildPointsGoods } from './generators/market';
import { merchantLicencePictures } from './generators/merchant';
import { buildNews } from './generators/news';
import { logoSvg, PictureSet, pictogramLogoSvg, productSvg, wordmarkSvg } from './generators/pictures';
import {
  buildConfigItems,
  buildDataParamTitles,
  buildDefaultConfigs,
  buildDics,
  buildSysParams,
  langTagRows,
  siteRows,
} from './generators/system';
import { seedBenefits } from './writers/benefits';
import {
  type Column,
  type Executor,
  insertRows,
  insertStatement,
  jsonColumn,
  resetSequence,
  timestampColumn,
} from './writers/bulk';
import { seedFinanceProducts, seedMerchantDemo } from './writers/merchant';
import { seedBuying } from './writers/orders';
import { writePictures } from './writers/pictures';

export interface SeedOptions {
  /** demo: the full demo mall with accounts; none: configuration, footer, centres and areas only. */
  mode: 'demo' | 'none';
  /** Number of products in demo mode (default 600). */
  products?: number;
  /** Pictures go to `seed/...` in this storage (local disk or bucket), served as `/files/seed/...`. */
  storage: FileStorage;
  log?: (line: string) => void;
  /** Reference time for created_at, deadlines and activity dates (default: now). */
  now?: Date;
  /** Empty every seeded table first, in the same transaction as the seed. */
  reset?: boolean;
}

/** Towns (level 4, ~41k rows) load in about a second on PGlite, so the address picker gets all four levels. */
const includeTowns = true;
const productChunk = 5000;
/**
 * From this many products on, rebuilding the secondary indexes once beats updating them row by row (200k on
 * PGlite: ~20 s less). A larger maintenance_work_mem made the GIN build on PGlite's disk slower, not faster.
 */
const rebuildIndexesFrom = 20000;

/** Every table the seed writes; a re-seed truncates them (CASCADE also empties sessions and other referencing tables). */
export const seededTables = [
  'sys_params',
  'sites',
  'lang_tags',
  'config_items',
  'sys_dics',
  'default_configs',
  'data_param_titles',
  'adverts',
  'bottom_menus',
  'bottom_menu_classes',
  'biz_links',
  'areas',
  'news',
  'user_centres',
  // The seeded licences' uses (keyed by picture, not by user, so the cascade from users misses them).
  'gallery_picture_uses',
  'users',
  'centres',
  'activities',
  'points_goods',
  'demands',
  'class_product_counts',
  'search_postings',
  'search_token_counts',
  'search_words',
  'products',
  'brands',
  'shops',
  'product_classes',
  'customers',
  'finance_products',
];

export async function wipeSeededTables(db: Executor): Promise<void> {
  await db.execute(
    sql.raw(`truncate table ${seededTables.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
  );
}

/** True until the seed has written the system parameters (the first thing every seed writes). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ code: sysParams.code }).from(sysParams).limit(1);
  return rows.length === 0;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const productColumns: Column<ProductRow>[] = [
  { name: 'id', type: 'int4', value: (p) => p.id },
  { name: 'product_type', type: 'int2', value: (p) => p.productType },
  { name: 'shop_id', type: 'int4', value: (p) => p.shopId },
  { name: 'class1_id', type: 'int4', value: (p) => p.class1Id },
  { name: 'class2_id', type: 'int4', value: (p) => p.class2Id },
  { name: 'class3_id', type: 'int4', value: (p) => p.class3Id },
  { name: 'brand_id', type: 'int4', value: (p) => p.brandId },
  { name: 'name', type: 'text', value: (p) => p.name },
  { name: 'subtitle', type: 'text', value: (p) => p.subtitle },
  jsonColumn('name_i18n', (p) => p.nameI18n),
  jsonColumn('subtitle_i18n', (p) => p.subtitleI18n),
  jsonColumn('specs_i18n', (p) => p.specsI18n),
  { name: 'price_cents', type: 'int8', value: (p) => p.priceCents },
  { name: 'market_price_cents', type: 'int8', value: (p) => p.marketPriceCents },
  { name: 'stock', type: 'numeric', value: (p) => p.stock },
  { name: 'unit', type: 'text', value: (p) => p.unit },
  { name: 'min_order', type: 'numeric', value: (p) => p.minOrder },
  jsonColumn('specs', (p) => p.specs),
  { name: 'model', type: 'text', value: (p) => p.model },
  { name: 'keywords', type: 'text', value: (p) => p.keywords },
  { name: 'step', type: 'numeric', value: (p) => p.step },
  jsonColumn('price_tiers', (p) => p.priceTiers),
  jsonColumn('styles', (p) => p.styles),
  { name: 'detail_text', type: 'text', value: (p) => p.detailText },
  jsonColumn('detail_text_i18n', (p) => p.detailTextI18n),
  { name: 'image_url', type: 'text', value: (p) => p.imageUrl },
  { name: 'sales', type: 'int4', value: (p) => p.sales },
  { name: 'is_farm', type: 'int2', value: (p) => p.isFarm },
  { name: 'area_name', type: 'text', value: (p) => p.areaName },
  jsonColumn('area_name_i18n', (p) => p.areaNameI18n),
  { name: 'status', type: 'int2', value: (p) => p.status },
  { name: 'search_name', type: 'text', value: (p) => p.searchName },
  { name: 'search_other', type: 'text', value: (p) => p.searchOther },
  timestampColumn('created_at', (p) => p.createdAt),
];

const areaColumns: Column<AreaRow>[] = [
  { name: 'id', type: 'text', value: (a) => a.id },
  { name: 'pid', type: 'text', value: (a) => a.pid },
  { name: 'name', type: 'text', value: (a) => a.name },
  jsonColumn('name_i18n', (a) => a.nameI18n),
  { name: 'level', type: 'int2', value: (a) => a.level },
];

/** Everything of demo mode that is small enough to build before the transaction. */
async function planDemo(pictures: PictureSet, now: Date, productCount: number) {
  const tree = buildClassTree((top, i) =>
    pictures.add(`classes/class-${i + 1}.svg`, () =>
      pictogramLogoSvg(topPictogram(top.names.i18n.en_US), top.hue, 64),
    ),
  );
  for (const leaf of tree.leaves) {
    leaf.def.items.forEach((item, itemIndex) => {
      pictures.add(productPicturePath(leaf.id, itemIndex), () =>
        productSvg(
          itemPicture(item.name),
          (leaf.top.hue + (leaf.id % 5) * 6) % 360,
          leaf.class2Id + itemIndex,
        ),
      );
    });
  }
  const shopLogos = shopDefs.map((s, i) =>
    pictures.add(`shops/shop-${i + 1}.svg`, () => logoSvg(s.name, classTree[s.top].hue)),
  );
  const customerPlan = planCustomers(now, shopLogos);
  const { users: userRows, userCentres: userCentreRows } = await buildUsers(demoAccounts(customerPlan), now);
  const shopRows = shopDefs.map((s, i) => ({
    id: i + 1,
    custId: customerPlan.shopCustIds[i],
    shopName: s.name,
    logoUrl: shopLogos[i],
    description: s.description,
    shopNameI18n: i18nMap(shopTexts[i]?.name),
    descriptionI18n: i18nMap(shopTexts[i]?.description),
    mainClassId: tree.topIds[s.top],
    areaName: s.area,
    areaNameI18n: i18nMap(originText(s.area)),
    score: 40 + ((i * 7) % 11),
    recommended: s.recommended ? 1 : 0,
    createdAt: new Date(now.getTime() - (365 - i * 5) * 86400_000),
  }));
  const brandRows = brandDefs.map((b, i) => ({
    id: i + 1,
    name: b.name,
    logoUrl: pictures.add(`brands/brand-${i + 1}.svg`, () =>
      wordmarkSvg(b.name, (b.tops[0] * 29 + 200) % 360, 200, 80),
    ),
    sort: i + 1,
    description: brandTexts.get(b.name)?.zhDescription ?? '',
    nameI18n: i18nMap(brandTexts.get(b.name)?.name),
    descriptionI18n: i18nMap(brandTexts.get(b.name)?.description),
  }));
  const catalog = catalogContext(tree.leaves, now);
  const featured = generateProducts(catalog, 0, Math.min(productCount, demoProductCount));
  return {
    tree,
    customers: customerPlan.rows,
    users: userRows,
    userCentres: userCentreRows,
    customerList: customerPlan.customerList,
    shops: shopRows,
    brands: brandRows,
    catalog,
    productCount,
    demands: buildDemands(tree.leaves, customerPlan.buyers, now),
    pointsGoods: buildPointsGoods(pictures, now),
    activities: buildActivities(pictures, tree.topIds, featured, now),
    news: buildNews(pictures, now),
    adverts: buildAdverts(pictures, tree.topIds),
  };
}

type DemoPlan = Awaited<ReturnType<typeof planDemo>>;

/** Counts per class (every level, 0 = all) and product type, including zero rows for empty classes. */
function classCounts(tree: ClassTree, totals: Map<string, number>) {
  const types = [productTypes.supply, productTypes.normal];
  const ids = [0, ...tree.rows.map((r) => r.id)];
  return ids.flatMap((classId) =>
    types.map((productType) => ({
      classId,
      productType,
      total: totals.get(`${classId}:${productType}`) ?? 0,
    })),
  );
}

async function insertProducts(
  tx: Tx,
  plan: DemoPlan,
  log: (line: string) => void,
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const count = (row: ProductRow) => {
    for (const classId of [0, row.class1Id, row.class2Id, row.class3Id]) {
      const key = `${classId}:${row.productType}`;
      totals.set(key, (totals.get(key) ?? 0) + 1);
    }
  };
  const searchIndex = new BulkSearchIndex();
  const rebuild = plan.productCount >= rebuildIndexesFrom;
  let indexes: { name: string; def: string }[] = [];
  if (rebuild) {
    const found = await tx.execute<{ name: string; def: string }>(sql`
      select i.relname as name, pg_get_indexdef(i.oid) as def
      from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = 'products'::regclass and not x.indisprimary and not x.indisunique`);
    indexes = found.rows;
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  }
  const started = performance.now();
  // The database works in another process: generate the next chunk while it stores the previous one.
  let pending: Promise<unknown> = Promise.resolve();
  for (let start = 0; start < plan.productCount; start += productChunk) {
    const rows = generateProducts(plan.catalog, start, Math.min(productChunk, plan.productCount - start));
    for (const row of rows) {
      count(row);
      if (row.status === 1) searchIndex.add(row);
    }
    await pending;
    pending = tx.execute(insertStatement('products', productColumns, rows));
    if (plan.productCount > 50000 && (start / productChunk) % 10 === 9) {
      log(`  ${start + rows.length} products…`);
    }
  }
  await pending;
  if (rebuild) {
    const inserted = performance.now();
    for (const index of indexes) await tx.execute(sql.raw(index.def));
    log(
      `  products stored in ${((inserted - started) / 1000).toFixed(1)} s, indexes rebuilt in ${((performance.now() - inserted) / 1000).toFixed(1)} s`,
    );
  }
  const indexing = performance.now();
  const chunks = await searchIndex.write(tx);
  log(`  search index: ${chunks} posting chunks in ${((performance.now() - indexing) / 1000).toFixed(1)} s`);
  return totals;
}

/**
 * Bind purchase (docs/orders.md): the first toner or ink cartridge on sale is sold only together with the
 * first printer on sale, so the demo shows the check on a product page.
 */
async function bindDemoPurchase(tx: Tx, tree: ClassTree) {
  const leafId = (zh: string) => tree.leaves.find((l) => l.def.names.zh === zh)?.id;
  const main = leafId('打印机');
  const bound = leafId('硒鼓墨盒');
  if (!main || !bound) return;
  const first = (classId: number) =>
    sql`(select id from products where class3_id = ${classId} and status = 1 and product_type = ${productTypes.normal} order by id limit 1)`;
  await tx.execute(sql`update products set bind_product_id = ${first(main)} where id = ${first(bound)}`);
}

async function insertDemo(tx: Tx, demo: DemoPlan, log: (line: string) => void): Promise<void> {
  await tx.insert(customers).values(demo.customers);
  await tx.insert(users).values(demo.users);
  await tx.insert(roles).values(demoRoles);
  await tx.insert(userCentres).values(demo.userCentres);
  await tx.insert(customerBuyers).values(demo.customerList);
  await tx.insert(productClasses).values(demo.tree.rows);
  await tx.insert(shops).values(demo.shops);
  await tx.insert(brands).values(demo.brands);
  const totals = await insertProducts(tx, demo, log);
  await bindDemoPurchase(tx, demo.tree);
  await tx.insert(classProductCounts).values(classCounts(demo.tree, totals));
  await tx.insert(demands).values(demo.demands);
  await tx.insert(pointsGoods).values(demo.pointsGoods);
  await tx.insert(activities).values(demo.activities);
  await tx.insert(news).values(demo.news);
  await tx.insert(adverts).values(demo.adverts);
  for (const table of ['customers', 'users', 'roles', 'product_classes', 'shops', 'brands', 'products']) {
    await resetSequence(tx, table);
  }
}

/**
 * Seeds an empty (migrated) database. Pictures are written first; all rows then go in one transaction, so a
 * failure leaves the database as it was.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const productCount = options.products ?? demoProductCount;
  if (!Number.isInteger(productCount) || productCount < 0) throw new Error('products must be a whole number');
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const pictures = new PictureSet();
  const params = buildSysParams(pictures);
  const footer = buildFooter();
  const areaRows = buildAreaRows({ towns: includeTowns });
  const demo = options.mode === 'demo' ? await planDemo(pictures, now, productCount) : undefined;
  const licenceUrls = options.mode === 'demo' ? merchantLicencePictures(pictures) : [];
  await writePictures(pictures, options.storage);
  log(`seed: ${pictures.size} pictures written (${elapsed()})`);

  await db.transaction(async (tx) => {
    if (options.reset) await wipeSeededTables(tx);
    await tx.insert(sysParams).values(params);
    await tx.insert(sites).values(siteRows);
    await tx.insert(langTags).values(langTagRows);
    await tx.insert(configItems).values(buildConfigItems());
    await tx.insert(sysDics).values(buildDics());
    await tx.insert(defaultConfigs).values(buildDefaultConfigs());
    await tx.insert(dataParamTitles).values(buildDataParamTitles());
    await tx.insert(bottomMenuClasses).values(footer.classes);
    await tx.insert(bottomMenus).values(footer.menus);
    await tx.insert(bizLinks).values(bizLinkRows);
    await tx.insert(centres).values(centreRows);
    await insertRows(tx, 'areas', areaColumns, areaRows, 20000);
    await resetSequence(tx, 'bottom_menu_classes');
    log(`seed: configuration and ${areaRows.length} areas (${elapsed()})`);
    if (demo) await insertDemo(tx, demo, log);
    if (demo) await seedBuying(tx, now);
    await seedFinanceProducts(tx);
    if (demo) await seedMerchantDemo(tx, now, licenceUrls);
    if (demo) await seedBenefits(tx, now);
    // Customer 1 is the platform account (the service-chat target), created later by an operator
    // (npm run create-platform-account): a buyer registering first must not get its id.
    if (!demo) await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('customers', 'id'), 1)`));
    // PGlite runs no autovacuum: without this the planner would guess about freshly loaded tables.
    await tx.execute(sql.raw(`analyze ${seededTables.map((t) => `"${t}"`).join(', ')}`));
    if (demo) log(`seed: demo mall with ${productCount} products (${elapsed()})`);
  });
}
