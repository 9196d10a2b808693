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
import { centreRows, demoPlatformRoles, demoRoles, platformCentreRow } from './data/accounts';
import { brandDefs, shopDefs } from './data/catalog';
import { brandTexts, i18nMap, originText, shopTexts } from './data/catalog-i18n';
import { classTree } from './data/classes';
import { topPictogram } from './data/pictograms';
import { itemPicture } from './data/product-pictures';
import { buildUsers, demoAccounts, planCustomers } from './generators/accounts';
import { buildAreaRows } from './generators/areas';
import { catalogContext, demoProductCount, generateProducts, productPicturePath } from './generators/catalog';
import { buildClassTree } from './generators/class-tree';
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
import { insertAreas } from './writers/areas';
import { seedBenefits } from './writers/benefits';
import { type Executor, resetSequence } from './writers/bulk';
import { bindDemoPurchase, classCounts, insertProducts } from './writers/catalog';
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

async function insertDemo(tx: Tx, demo: DemoPlan, log: (line: string) => void): Promise<void> {
  await tx.insert(customers).values(demo.customers);
  await tx.insert(users).values(demo.users);
  await tx.insert(roles).values([...demoRoles, ...demoPlatformRoles]);
  await resetSequence(tx, 'roles');
  await tx.insert(userCentres).values(demo.userCentres);
  await tx.insert(customerBuyers).values(demo.customerList);
  await tx.insert(productClasses).values(demo.tree.rows);
  await tx.insert(shops).values(demo.shops);
  await tx.insert(brands).values(demo.brands);
  const totals = await insertProducts(tx, demo.catalog, demo.productCount, log);
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
    await tx.insert(centres).values([...centreRows, platformCentreRow]);
    await insertAreas(tx, areaRows);
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
