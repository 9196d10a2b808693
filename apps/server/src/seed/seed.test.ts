import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buyerCentreCode, platformAdminCustId, platformPermissionCodes, productTypes } from '@mall/contracts';
import { verify } from '@node-rs/argon2';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { LocalFileStorage } from '../lib/storage/local-storage';
import { demoPassword } from '../modules/account';
import { platformCentreCode, sellerCentreCode } from './data/accounts';
import { catalogContext, demoProductCount, generateProduct, generateProducts } from './generators/catalog';
import { buildClassTree } from './generators/class-tree';
import { isDatabaseEmpty, seedDatabase } from './seed';

const now = new Date('2026-03-01T08:00:00Z');

async function open() {
  const database = await openDatabase({});
  await migrateDatabase(database);
  return database;
}

function select<T>(database: Database, query: SQL): Promise<T[]> {
  return database.db.execute(query).then((r) => r.rows as T[]);
}

function fileOf(filesDir: string, url: string): string {
  expect(url).toMatch(/^\/files\/seed\/.+\.svg$/);
  return path.join(filesDir, url.replace(/^\/files\//, ''));
}

describe('demo seed', () => {
  let database: Database;
  let filesDir: string;
  let emptyBefore: boolean;
  const q = <T>(query: SQL) => select<T>(database, query);

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'mall-seed-'));
    database = await open();
    emptyBefore = await isDatabaseEmpty(database.db);
    await seedDatabase(database.db, { mode: 'demo', storage: new LocalFileStorage(filesDir), now });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('reports the database empty before the seed and filled after it', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('builds a three-level class tree of about a dozen translated top classes', async () => {
    const classes = await q<{
      id: number;
      pid: number;
      level: number;
      parent_code: string;
      name: string;
      alias_name: string;
      name_i18n: Record<string, string>;
      class_type: number;
      show_view: number;
    }>(sql`select * from product_classes order by id`);
    const byId = new Map(classes.map((c) => [c.id, c]));
    const children = (id: number) => classes.filter((c) => c.pid === id);
    const tops = children(0);
    expect(tops.length).toBeGreaterThanOrEqual(10);
    expect(tops.length).toBeLessThanOrEqual(14);
    for (const top of tops) {
      expect(top.level).toBe(1);
      expect(children(top.id).length).toBeGreaterThanOrEqual(3);
      for (const mid of children(top.id)) {
        expect(mid.level).toBe(2);
        expect(mid.parent_code).toBe(String(top.id));
        expect(children(mid.id).length).toBeGreaterThanOrEqual(2);
        for (const leaf of children(mid.id)) {
          expect(leaf.level).toBe(3);
          expect(leaf.parent_code).toBe(`${top.id}.${mid.id}`);
          expect(children(leaf.id)).toEqual([]);
        }
      }
    }
    for (const c of classes) {
      expect(c.class_type).toBe(1);
      expect(c.show_view).toBe(1);
      expect(c.name).toMatch(/[\u4e00-\u9fff]/);
      expect(c.name_i18n.en_US).toMatch(/^[A-Z0-9]/);
      expect(c.name_i18n.ru_RU).toMatch(/[А-Яа-яЁё]/);
      expect(c.name_i18n.es).toMatch(/^[A-ZÁÉÍÓÚ0-9]/);
      if (c.level > 1) expect(byId.get(c.pid)?.level).toBe(c.level - 1);
    }
    expect(tops.filter((t) => t.alias_name).length).toBeGreaterThan(0);
  });

  it('files every product under a consistent level-1/2/3 path', async () => {
    const [{ total }] = await q<{ total: number }>(sql`select count(*) as total from products`);
    expect(total).toBe(demoProductCount);
    const [{ broken }] = await q<{ broken: number }>(sql`
      select count(*) as broken from products p
      left join product_classes c3 on c3.id = p.class3_id and c3.level = 3
      left join product_classes c2 on c2.id = c3.pid and c2.level = 2
      where c3.id is null or c2.id is null or c2.id <> p.class2_id or c2.pid <> p.class1_id`);
    expect(broken).toBe(0);
    const [stats] = await q<{
      supply: number;
      farm: number;
      bad_price: number;
      oldest: string;
      newest: string;
    }>(sql`
      select count(*) filter (where product_type = ${productTypes.supply}) as supply,
             count(*) filter (where is_farm = 1) as farm,
             count(*) filter (where market_price_cents < price_cents or price_cents <= 0) as bad_price,
             min(created_at) as oldest, max(created_at) as newest
      from products`);
    expect(stats.supply / demoProductCount).toBeGreaterThan(0.05);
    expect(stats.supply / demoProductCount).toBeLessThan(0.15);
    expect(stats.farm).toBeGreaterThan(50);
    expect(stats.bad_price).toBe(0);
    expect(now.getTime() - new Date(stats.oldest).getTime()).toBeLessThanOrEqual(90 * 86400_000);
    expect(new Date(stats.newest).getTime()).toBeLessThanOrEqual(now.getTime());
    const sample = await q<{
      image_url: string;
      search_name: string;
      search_other: string;
      specs: unknown[];
    }>(sql`select image_url, search_name, search_other, specs from products where id % 50 = 1`);
    for (const p of sample) {
      expect(existsSync(fileOf(filesDir, p.image_url))).toBe(true);
      expect(p.search_name.length).toBeGreaterThan(3);
      expect(p.search_other.length).toBeGreaterThan(3);
      // The pack row (规格) is left out where the packs are the styles to choose from (issue 31).
      expect(p.specs.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('builds the search index: every product on sale listed under its two-character tokens', async () => {
    const [{ listed, named }] = await q<{ listed: number; named: number }>(sql`
      select (select sum(n)::int4 from search_postings where token = '苹果') as listed,
        (select count(*)::int4 from products where status = 1
          and (search_name like '%苹果%' or search_other like '%苹果%')) as named`);
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBe(named);
    const [{ words }] = await q<{ words: number }>(
      sql`select count(*)::int4 as words from search_words where word = '苹果' and pinyin = 'pingguo'`,
    );
    expect(words).toBe(1);
  });

  it('keeps class_product_counts equal to the real counts, empty classes included', async () => {
    const [{ classes }] = await q<{ classes: number }>(sql`select count(*) as classes from product_classes`);
    const [{ rows }] = await q<{ rows: number }>(sql`select count(*) as rows from class_product_counts`);
    expect(rows).toBe((classes + 1) * 2);
    const [{ mismatched }] = await q<{ mismatched: number }>(sql`
      select count(*) as mismatched from class_product_counts k
      where k.total <> (select count(*) from products p
        where p.status = 1 and p.product_type = k.product_type
          and (k.class_id = 0 or k.class_id in (p.class1_id, p.class2_id, p.class3_id)))`);
    expect(mismatched).toBe(0);
    const all = await q<{ product_type: number; total: number }>(
      sql`select product_type, total from class_product_counts where class_id = 0 order by product_type`,
    );
    expect(all.reduce((sum, r) => sum + r.total, 0)).toBe(demoProductCount);
  });

  it('creates the demo accounts with argon2id hashes of the demo password and their centres', async () => {
    const accounts = await q<{
      mobile: string;
      password_hash: string;
      cust_id: number;
      cust_name: string;
      user_class: number;
      contact_name: string;
      centres: string[];
    }>(sql`
      select u.mobile, u.password_hash, u.cust_id, c.cust_name, c.user_class, u.contact_name,
             array(select subsys_code from user_centres uc where uc.user_id = u.id order by subsys_code) as centres
      from users u join customers c on c.id = u.cust_id order by u.mobile`);
    const byMobile = new Map(accounts.map((a) => [a.mobile, a]));
    expect([...byMobile.keys()].sort()).toEqual([
      '13300000001',
      '13300000002',
      '13800000001',
      '13800000002',
      '13800000003',
      '13800000004',
      '13900000000',
      '13900000001',
      '13900000010',
      '13900000011',
      '13900000012',
    ]);
    for (const a of accounts) {
      expect(a.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verify(a.password_hash, demoPassword)).toBe(true);
      expect(await verify(a.password_hash, 'wrong-password')).toBe(false);
    }
    expect(byMobile.get('13900000000')).toMatchObject({
      cust_id: platformAdminCustId,
      cust_name: '平台客服',
      centres: [buyerCentreCode, platformCentreCode].sort(),
    });
    // The platform's staff: the platform centre only, each with its demo role.
    const staff = await q<{ mobile: string; role_name: string; permissions: string[] }>(sql`
      select u.mobile, r.role_name, r.permissions from users u join user_centres uc on uc.user_id = u.id
      join roles r on r.id = uc.role_id where uc.subsys_code = ${platformCentreCode} order by u.mobile`);
    expect(staff.map((s) => [s.mobile, s.role_name])).toEqual([
      ['13900000010', '商家审核'],
      ['13900000011', '内容运营'],
      ['13900000012', '审计员'],
    ]);
    expect(staff[2]?.permissions).toEqual([platformPermissionCodes.auditView]);
    expect(byMobile.get('13800000001')).toMatchObject({
      cust_name: '杭州优采贸易有限公司',
      user_class: 1,
      contact_name: '张伟',
      centres: [buyerCentreCode],
    });
    // The company buyer's employee: same company, a role in the buyer centre (spec §6 permission codes).
    expect(byMobile.get('13800000003')).toMatchObject({
      cust_name: '杭州优采贸易有限公司',
      centres: [buyerCentreCode],
    });
    // Its order viewer: same company, a role holding only order:list.
    expect(byMobile.get('13800000004')).toMatchObject({
      cust_name: '杭州优采贸易有限公司',
      centres: [buyerCentreCode],
    });
    const [viewer] = await q<{ permissions: string[] }>(sql`
      select r.permissions from users u join user_centres uc on uc.user_id = u.id join roles r on r.id = uc.role_id
      where u.mobile = '13800000004'`);
    expect(viewer?.permissions).toEqual(['order:list']);
    expect(byMobile.get('13800000002')).toMatchObject({
      user_class: 2,
      contact_name: '李娜',
      centres: [buyerCentreCode, sellerCentreCode].sort(),
    });
    const [shop1] = await q<{ cust_id: number }>(sql`select cust_id from shops where id = 1`);
    expect(byMobile.get('13900000001')?.cust_id).toBe(shop1.cust_id);
    // The demo merchant's customer list: two buyers that came from it (custCategory 0), buyer centre only.
    const listed = await q<{ mobile: string; cust_category: number }>(sql`
      select u.mobile, c.cust_category from customer_buyers cb
      join customers c on c.id = cb.buyer_cust_id join users u on u.cust_id = c.id
      where cb.owner_cust_id = ${shop1.cust_id} order by u.mobile`);
    expect(listed).toEqual([
      { mobile: '13300000001', cust_category: 0 },
      { mobile: '13300000002', cust_category: 0 },
    ]);
    for (const mobile of ['13300000001', '13300000002'])
      expect(byMobile.get(mobile)?.centres).toEqual([buyerCentreCode]);
    const [admin] = await q<{ cust_name: string }>(sql`select cust_name from customers where id = 1`);
    expect(admin.cust_name).toBe('平台客服');
  });

  it('seeds shops, brands, demands, points goods, activities and news', async () => {
    const [counts] = await q<Record<string, number>>(sql`select
      (select count(*) from shops) as shops,
      (select count(*) from shops where recommended = 1) as recommended,
      (select count(*) from shops where score not between 40 and 50) as bad_scores,
      (select count(*) from brands) as brands,
      (select count(*) from demands) as demands,
      (select count(*) from demands where deadline <= ${now.toISOString()}::timestamptz) as expired,
      (select count(*) from points_goods where points not between 100 and 20000) as bad_points,
      (select count(*) from points_goods) as points_goods,
      (select count(*) from activities) as activities,
      (select count(*) from news where news_type = 1) as news,
      (select count(*) from news where news_type = 2) as bulletins`);
    expect(counts).toMatchObject({ shops: 30, recommended: 8, bad_scores: 0, brands: 20, demands: 60 });
    expect(counts).toMatchObject({ expired: 0, bad_points: 0, points_goods: 24, activities: 6 });
    expect(counts).toMatchObject({ news: 30, bulletins: 15 });
    const [{ orphans }] = await q<{ orphans: number }>(sql`
      select count(*) as orphans from activities a, jsonb_array_elements(a.product_ids) e(id)
      where not exists (select 1 from products p where p.id = e.id::int)`);
    expect(orphans).toBe(0);
    const [{ products }] = await q<{ products: number }>(
      sql`select count(*) as products from activities, jsonb_array_elements(product_ids)`,
    );
    expect(products).toBeGreaterThanOrEqual(6 * 3);
  });

  it('lets new rows continue after the seeded ids', async () => {
    const [row] = await q<{ id: number }>(sql`insert into brands (name) values ('测试品牌') returning id`);
    expect(row.id).toBe(21);
    await q(sql`delete from brands where id = 21`);
  });

  it('sets every system parameter the storefront reads, all public', async () => {
    const params = new Map(
      (await q<{ code: string; value: string; is_public: number }>(sql`select * from sys_params`)).map(
        (p) => [p.code, p],
      ),
    );
    const codes = [
      'MALL_HOT_WORD',
      'FRONT_MALL_SWITCH',
      'URL_SRM_DOMAIN',
      'MALL_TEMPLATE',
      'PRODUCT_NUMS',
      'FILE_IMAGE_TYPE',
      'FILE_IMAGE_MAX_SIZE',
      'DEFAULT_LOCATION_AREA_CODE',
      'DOMAIN_CHANNEL',
      'MALL_APP_COLORS',
      'MALL_APP_WIDTH',
      'CHAT_MARQUEE',
      'mallfooterlogo',
      'wxprogram',
      'aliprogram',
      'mallphone',
      'malladress',
      'copyright',
      'beian',
      'ICPB',
      'WEB_GRAY_STYLE',
      'OSS_FILE_HOME',
      'OSS_BUCKET_NAME',
      'DOMAIN_PREVIEW',
      'DOMAIN_DATAVIEW',
      'webtitle',
      'webico',
      'description',
      'webkeywords',
      'BAIDU_STATISTICS',
      'order_set@DISCOUNT_METHOD',
    ];
    for (const code of codes) {
      expect(params.get(code), code).toBeDefined();
      expect(params.get(code)?.is_public, code).toBe(1);
    }
    expect(params.get('MALL_HOT_WORD')?.value.split('#').length).toBeGreaterThanOrEqual(5);
    expect(params.get('URL_SRM_DOMAIN')?.value).toBe('');
    expect(params.get('DEFAULT_LOCATION_AREA_CODE')?.value).toBe('330100');
    const [hangzhou] = await q<{ name: string }>(sql`select name from areas where id = '330100'`);
    expect(hangzhou.name).toBe('杭州市');
    for (const code of ['mallfooterlogo', 'wxprogram', 'aliprogram', 'webico']) {
      expect(existsSync(fileOf(filesDir, params.get(code)?.value ?? '')), code).toBe(true);
    }
  });

  it('fills every advert slot with pictures that exist on disk', async () => {
    const ads = await q<{ adv_code: string; img_url: string; img_alt: string; link_url: string }>(
      sql`select * from adverts order by adv_code, sort`,
    );
    for (const slot of ['mall_head_backgroud', 'mall_home_banner', 'sso_auth_center', 'sso_login_bg']) {
      expect(ads.filter((a) => a.adv_code === slot).length, slot).toBeGreaterThan(0);
    }
    for (const ad of ads) expect(existsSync(fileOf(filesDir, ad.img_url)), ad.img_url).toBe(true);
    const banners = ads.filter((a) => a.adv_code === 'mall_home_banner');
    expect(banners.length).toBeGreaterThanOrEqual(4);
    for (const b of banners) expect(b.link_url).toMatch(/^\/mallview\/mall\/product\?classId=\d+$/);
    // The sign-on page's centre cards: every centre one registers into, not the platform console's.
    const labels = await q<{ subsys_label: string }>(
      sql`select subsys_label from centres where subsys_code <> ${platformCentreCode} order by sort`,
    );
    expect(ads.filter((a) => a.adv_code === 'sso_auth_center').map((a) => a.img_alt)).toEqual(
      labels.map((l) => l.subsys_label),
    );
  });

  it('builds a consistent area tree down to towns', async () => {
    const levels = await q<{ level: number; n: number }>(
      sql`select level, count(*) as n from areas group by level order by level`,
    );
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4]);
    expect(levels[0].n).toBe(34);
    const [{ orphans }] = await q<{ orphans: number }>(sql`
      select count(*) as orphans from areas a left join areas p on p.id = a.pid
      where (a.level = 1 and a.pid <> '0') or (a.level > 1 and (p.id is null or p.level <> a.level - 1))`);
    expect(orphans).toBe(0);
    const [{ childless }] = await q<{ childless: number }>(sql`
      select count(*) as childless from areas p
      where p.level = 1 and not exists (select 1 from areas c where c.pid = p.id)`);
    expect(childless).toBe(0);
    const beijing = await q<{ id: string; name: string; level: number }>(
      sql`select id, name, level from areas where pid = '110000'`,
    );
    expect(beijing).toEqual([{ id: '110100', name: '北京市', level: 2 }]);
    const [chaoyang] = await q<{ pid: string }>(sql`select pid from areas where id = '110105'`);
    expect(chaoyang.pid).toBe('110100');
  });

  it('seeds the footer, links, sites, tabs, switches and translations', async () => {
    const [counts] = await q<Record<string, number>>(sql`select
      (select count(*) from bottom_menu_classes where class_source = 1) as menu_classes,
      (select min(n) from (select count(*) as n from bottom_menus group by class_id) m) as min_menus,
      (select count(*) from biz_links where link_type = 1) as links,
      (select count(*) from sites) as sites,
      (select count(*) from config_items where item_code = 'MALL_HOME_TAB') as tabs,
      (select count(*) from config_items where item_code in ('OPEN_TAX_CODE', 'OPEN_TAX_RATE', 'SHIPPING_COST_ENABLED') and enable_flag = 1) as switches,
      (select count(*) from lang_tags) as lang_tags`);
    expect(counts).toMatchObject({ menu_classes: 5, links: 7, sites: 4, tabs: 8, switches: 3, lang_tags: 8 });
    expect(counts.min_menus).toBeGreaterThanOrEqual(3);
    const tabs = await q<{ remark: string; show_name_i18n: Record<string, string> }>(
      sql`select remark, show_name_i18n from config_items where item_code = 'MALL_HOME_TAB' order by sort`,
    );
    expect(JSON.parse(tabs[0].remark)).toEqual({ path: '/mall/product', lightKey: 'commerce' });
    for (const t of tabs) expect(Object.keys(t.show_name_i18n).sort()).toEqual(['en_US', 'es', 'ru_RU']);
  });
});

describe('product generator', () => {
  it('gives the same products for the same count, whatever the chunking', () => {
    const ctx = catalogContext(buildClassTree().leaves, now);
    const first = generateProducts(ctx, 0, 1500);
    const second = generateProducts(catalogContext(buildClassTree().leaves, now), 0, 1500);
    expect(second).toEqual(first);
    expect(generateProduct(ctx, 1234)).toEqual(first[1234]);
    expect(generateProducts(ctx, 1000, 10)).toEqual(first.slice(1000, 1010));
    expect(new Set(first.map((p) => p.name)).size).toBeGreaterThan(1000);
  });
});

describe('seed without demo content', () => {
  let database: Database;
  let filesDir: string;
  const q = <T>(query: SQL) => select<T>(database, query);

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'mall-seed-none-'));
    database = await open();
    await seedDatabase(database.db, { mode: 'none', storage: new LocalFileStorage(filesDir), now });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('seeds configuration, centres and areas but no accounts or catalog', async () => {
    const [counts] = await q<Record<string, number>>(sql`select
      (select count(*) from sys_params) as params,
      (select count(*) from centres) as centres,
      (select count(*) from bottom_menus) as menus,
      (select count(*) from areas) as areas,
      (select count(*) from customers) as customers,
      (select count(*) from users) as users,
      (select count(*) from product_classes) as classes,
      (select count(*) from products) as products,
      (select count(*) from adverts) as adverts`);
    expect(counts.params).toBeGreaterThan(30);
    // The buyer, seller and platform centres: the platform account (create-platform-account) is given the last.
    expect(counts.centres).toBe(3);
    expect(counts.menus).toBeGreaterThan(10);
    expect(counts.areas).toBeGreaterThan(3000);
    expect(counts).toMatchObject({ customers: 0, users: 0, classes: 0, products: 0, adverts: 0 });
  });

  it('re-seeds over existing data when asked to reset', async () => {
    await seedDatabase(database.db, {
      mode: 'none',
      storage: new LocalFileStorage(filesDir),
      now,
      reset: true,
    });
    const [{ params }] = await q<{ params: number }>(sql`select count(*) as params from sys_params`);
    expect(params).toBeGreaterThan(30);
    await expect(
      seedDatabase(database.db, { mode: 'none', storage: new LocalFileStorage(filesDir), now }),
    ).rejects.toThrow();
    const [{ still }] = await q<{ still: number }>(sql`select count(*) as still from sys_params`);
    expect(still).toBe(params);
  });
});
