import type { Locale } from '@mall/contracts';
import { catalogEndpoints, ErrorCode } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import type { ProductOrder } from './product-query.repository';
import { defaultSearchLimits, ProductSearch, type SearchLimits } from './product-search.repository';
import { parseSearch } from './search-query';
import { compactText, normalizeText } from './search-text';

let ctx: TestContext;

type Seeded = {
  id: number;
  name: string;
  keywords: string;
  model: string;
  brand: string;
  name_i18n: Record<string, string>;
  classes: string[];
  product_type: number;
  shop_id: number;
  brand_id: number | null;
  area_name: string;
  class1_id: number;
};
let seeded: Seeded[];

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  const result = await ctx.database.db.execute<Seeded>(sql`
    select p.id, p.name, p.name_i18n, p.keywords, p.model, coalesce(b.name, '') as brand, p.product_type, p.shop_id,
      p.brand_id, p.area_name, p.class1_id,
      array(select c.name from product_classes c where c.id in (p.class1_id, p.class2_id, p.class3_id)) as classes
    from products p left join brands b on b.id = p.brand_id
    where p.status = 1`);
  seeded = result.rows;
});
afterAll(async () => {
  await ctx?.close();
});

type Row = {
  productId: number;
  productName: string;
  productPrice: string;
  sales: number;
  createTime: string;
  shopId: number;
  areaName: string;
};
type Page = { code: number; msg: string; rows: Row[]; total: number; totalExact?: boolean };

const list = (query: string, lang: Locale = 'zh_CN'): Promise<Page> =>
  ctx.app
    .inject({ url: `/api${catalogEndpoints.productList.path}?${query}`, cookies: { site_lang: lang } })
    .then((r) => r.json());

const key = (q: string) => `searchkey=${encodeURIComponent(q)}`;

/** Every row of a listing, page by page, checking that no product shows on two pages. */
async function everyRow(query: string, limit = 100): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page < 200; page++) {
    const res = await list(`${query}&offset=${page}&limit=${limit}`);
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    rows.push(...res.rows);
    if (res.rows.length < limit) break;
  }
  expect(new Set(rows.map((r) => r.productId)).size).toBe(rows.length);
  return rows;
}

const ids = (rows: { productId: number }[]) => new Set(rows.map((r) => r.productId));
const byId = (id: number) => seeded.find((p) => p.id === id)!;

/**
 * What a brute-force scan finds: normal products where every term is in the name (spaces ignored), or in one
 * of the keywords, brand, classes or model (as written, normalised).
 */
function bruteForce(q: string): Set<number> {
  // The terms as the search cuts them (a plural or case ending dropped, see stemTerm).
  const terms = parseSearch(q)?.terms ?? [];
  return new Set(
    seeded
      .filter((p) => {
        const fields = [
          compactText(p.name),
          ...[p.keywords, p.brand, ...p.classes, p.model, ...Object.values(p.name_i18n)].map(normalizeText),
        ];
        return p.product_type === 4 && terms.every((t) => fields.some((f) => f.includes(t)));
      })
      .map((p) => p.id),
  );
}

describe('product search finds every match', () => {
  it.each([
    '米',
    '茶',
    '鞋',
    '装',
    '大米',
    '苹果',
    '手机',
    '礼盒',
    'kg',
    'GB',
    '电饭煲',
    '西湖龙井',
    'honey',
    '牛奶 250ml',
    '五常 大米',
  ])(
    'finds exactly what a brute-force scan finds for %s, on pages that never repeat a product',
    async (q) => {
      const expected = bruteForce(q);
      expect(expected.size, q).toBeGreaterThan(0);
      const rows = await everyRow(key(q), 50);
      expect(ids(rows)).toEqual(expected);
      const first = await list(`${key(q)}&limit=5`);
      if (first.totalExact !== false) expect(first.total).toBe(expected.size);
    },
  );

  it('finds names, keywords, brands, class names and models alike, ignoring case, width and spaces', async () => {
    const rice = byId([...bruteForce('大米')][0]!);
    expect(ids(await everyRow(key(rice.brand || rice.classes[2]!)))).toContain(rice.id);
    const modelled = seeded.find((p) => p.product_type === 4 && p.model)!;
    expect(ids(await everyRow(key(modelled.model.toLowerCase())))).toContain(modelled.id);
    expect(ids(await everyRow(key('  GB  ')))).toEqual(ids(await everyRow(key('gb'))));
    expect(ids(await everyRow(key('ＫＧ')))).toEqual(ids(await everyRow(key('kg'))));
    // Whitespace inside a name is ignored: "250ml×12盒" is found as written without its spaces.
    const milk = seeded.find(
      (p) => p.product_type === 4 && p.name.includes(' ') && /\p{Script=Han}{2} /u.test(p.name),
    )!;
    const spaced = /(\p{Script=Han}{2}) (\S{2})/u.exec(milk.name)!;
    expect(ids(await everyRow(key(`${spaced[1]}${spaced[2]}`)))).toContain(milk.id);
  });
});

describe('relevance (golden queries on the demo catalogue)', () => {
  const firstName = async (q: string) => (await list(`${key(q)}&limit=5`)).rows[0]?.productName ?? '';

  it('ranks an exact model first, then names holding every term, newest first within each', async () => {
    for (const q of ['AX-9451', 'ax-9451']) {
      const res = await list(`${key(q)}&limit=5`);
      expect(res.rows[0]?.productId, q).toBe(65);
      expect(res.rows[0]?.productName).toBe('智匠 智能电饭煲 4L 升级款');
    }
    for (const q of ['米', '牛奶', '手机', '耳机', 'kg']) {
      const rows = await everyRow(key(q));
      const tier = (r: Row) => (compactText(r.productName).includes(q) ? 1 : 2);
      const tiers = rows.map(tier);
      expect([...tiers].sort(), q).toEqual(tiers);
      for (const t of [1, 2]) {
        const times = rows.filter((r) => tier(r) === t).map((r) => r.createTime);
        expect([...times].sort().reverse(), `${q} tier ${t}`).toEqual(times);
      }
    }
    // 手机 is mostly a class name (手机通讯): names holding it still come first.
    expect(await firstName('手机')).toContain('手机');
  });

  it.each([
    { q: '米', first: (n: string) => n.includes('米') },
    { q: '大米', first: (n: string) => n.includes('大米') },
    { q: '电饭煲', first: (n: string) => n.includes('电饭煲') },
    { q: '西湖龙井', first: (n: string) => n.startsWith('浙江杭州西湖龙井') },
    { q: '蓝牙耳机', first: (n: string) => n === '智匠 真无线降噪蓝牙耳机 标准版' },
    { q: 'honey', first: (n: string) => /蜂蜜|蜜/.test(n) },
    // typo of "coffee" (trigram similarity), pinyin and initials, Traditional characters
    { q: 'cofee', first: (n: string) => n.includes('咖啡') },
    { q: 'dami', first: (n: string) => n.includes('大米') },
    { q: 'dm', first: (n: string) => n.includes('大米') },
    { q: '蘋果', first: (n: string) => n.includes('苹果') },
    { q: '電飯煲', first: (n: string) => n.includes('电饭煲') },
  ])('$q → the first product is the one a shopper means', async ({ q, first }) => {
    const name = await firstName(q);
    expect(first(name), `${q} → ${name}`).toBe(true);
  });

  it('finds the same products for Traditional and Simplified, pinyin and the word', async () => {
    expect(ids(await everyRow(key('蘋果')))).toEqual(bruteForce('苹果'));
    expect(ids(await everyRow(key('dami')))).toEqual(bruteForce('大米'));
    expect(ids(await everyRow(key('honey')))).toContain(
      seeded.find((p) => p.name.startsWith('湖北神农架土蜂蜜'))!.id,
    );
  });

  it.each([
    ["' or 1=1 --", false],
    ['%', false],
    ['_', false],
    ['\\', false],
    ['%%__\\\\', false],
    ['😀🍎', false],
    ['a\u0007b', null],
    ['\u200b\u200d', true],
    ['{"a","b"}', false],
    ["米'; drop table products; --", false],
    ['米'.repeat(500), false],
    ['x'.repeat(1500), false],
    ['   ', true],
  ] as [string, boolean | null][])('answers %j with a page, never an error', async (q, everything) => {
    const res = await list(`${key(q)}&limit=5`);
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    // null: a control character is a separator, so "a\u0007b" searches for a and b.
    if (everything) expect(res.total).toBeGreaterThan(0);
    else if (everything === false) expect(res.rows).toEqual([]);
  });

  it('refuses a NUL character with 40000 naming the field (no text column can hold one)', async () => {
    const res = await list(`${key('a\u0000b')}&limit=5`);
    expect(res.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(res.msg).toMatch(/^searchkey：/);
  });
});

describe('paging and sorting a search', () => {
  it.each([
    ['装', 'sort=relevance'],
    ['装', 'sort=createTime&order=asc'],
    ['装', 'sort=price&order=desc'],
    ['米', 'sort=sales'],
    ['礼盒 装', 'sort=relevance'],
  ])('pages %s (%s) without overlap, every match reachable, with a stable total', async (q, sort) => {
    const expected = bruteForce(q);
    const rows = await everyRow(`${key(q)}&${sort}`, 7);
    expect(ids(rows)).toEqual(expected);
    const first = await list(`${key(q)}&${sort}&limit=7`);
    const second = await list(`${key(q)}&${sort}&limit=7&offset=2`);
    expect(second.total).toBe(first.total);
    expect([...first.rows, ...second.rows].map((r) => r.productId)).toEqual(
      rows.slice(0, 14).map((r) => r.productId),
    );
    const beyond = await list(`${key(q)}&${sort}&limit=100&offset=500`);
    expect(beyond).toMatchObject({ code: ErrorCode.OK, rows: [] });
  });

  it('sorts a search by price, sales and time when asked', async () => {
    const byPrice = (await list(`${key('米')}&sort=price&order=asc&limit=100`)).rows.map((r) =>
      Number(r.productPrice),
    );
    expect(byPrice.length).toBeGreaterThan(3);
    expect([...byPrice].sort((a, b) => a - b)).toEqual(byPrice);
    const byPriceDesc = (await list(`${key('米')}&sort=price&order=desc&limit=100`)).rows.map((r) =>
      Number(r.productPrice),
    );
    expect([...byPriceDesc].sort((a, b) => b - a)).toEqual(byPriceDesc);
    const bySales = (await list(`${key('装')}&sort=sales&limit=100`)).rows.map((r) => r.sales);
    expect([...bySales].sort((a, b) => b - a)).toEqual(bySales);
    const byTime = (await list(`${key('米')}&sort=createTime&order=asc&limit=100`)).rows.map(
      (r) => r.createTime,
    );
    expect([...byTime].sort()).toEqual(byTime);
  });

  it('combines search with filters', async () => {
    const rice = seeded.find((p) => p.product_type === 4 && p.name.includes('米') && p.brand_id !== null)!;
    const matches = (q: string, keep: (p: Seeded) => boolean) =>
      new Set([...bruteForce(q)].filter((id) => keep(byId(id))));
    expect(ids(await everyRow(`${key('米')}&shopId=${rice.shop_id}`))).toEqual(
      matches('米', (p) => p.shop_id === rice.shop_id),
    );
    expect(ids(await everyRow(`${key('米')}&brandId=${rice.brand_id}`))).toEqual(
      matches('米', (p) => p.brand_id === rice.brand_id),
    );
    expect(ids(await everyRow(`${key('米')}&classId=${rice.class1_id}`))).toEqual(
      matches('米', (p) => p.class1_id === rice.class1_id),
    );
    const byArea = await everyRow(`${key('米')}&areaName=${encodeURIComponent(rice.area_name)}`);
    expect(byArea.length).toBeGreaterThan(0);
    for (const r of byArea) expect(r.areaName).toBe(rice.area_name);
    const cheap = await everyRow(`${key('米')}&priceMin=10&priceMax=50.5`);
    for (const r of cheap) {
      expect(Number(r.productPrice)).toBeGreaterThanOrEqual(10);
      expect(Number(r.productPrice)).toBeLessThanOrEqual(50.5);
    }
    const all = await everyRow(key('米'));
    const expected = all.filter((r) => Number(r.productPrice) >= 10 && Number(r.productPrice) <= 50.5);
    expect(ids(cheap)).toEqual(ids(expected));
    const inStock = await list(`${key('米')}&inStock=1&limit=1`);
    expect(inStock.total).toBe(all.length);
  });

  it('rejects bad parameters with a translated 40000', async () => {
    const bad: [string, RegExp][] = [
      ['offset=-1', /^offset: Must be at least 1/],
      ['offset=0', /^offset: Must be at least 1/],
      ['limit=10000', /^limit: Must be at most 100/],
      ['priceMin=abc', /^priceMin: /],
      ['priceMin=123456789', /^priceMin: /],
      ['priceMax=1.234', /^priceMax: /],
      ['sort=name', /^sort: /],
      ["sort=price'--", /^sort: /],
      ['brandId=-3', /^brandId: /],
      ["shopId=1' or '1'='1", /^shopId: /],
      ['inStock=2', /^inStock: /],
      [key('x'.repeat(2001)), /^searchkey: /],
    ];
    for (const [query, msg] of bad) {
      const res = await list(query, 'en_US');
      expect(res.code, query).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.msg, query).toMatch(msg);
    }
    expect((await list('priceMin=12&limit=1')).code).toBe(ErrorCode.OK);
    expect(await list(`${key('米')}&classId=999999`)).toMatchObject({
      code: ErrorCode.OK,
      rows: [],
      total: 0,
    });
  });
});

describe('search plans', () => {
  const search = (limits: Partial<SearchLimits> = {}) =>
    new ProductSearch(ctx.database.db, { ...defaultSearchLimits, ...limits });
  const relevance: ProductOrder = { sort: 'relevance', order: 'desc' };

  /** Every id of a search through the engine, page by page. */
  async function walk(engine: ProductSearch, q: string, order: ProductOrder, limit: number) {
    const all: number[] = [];
    const plans = new Set<string>();
    for (let page = 1; page < 500; page++) {
      const res = await engine.page({ productType: 4, search: parseSearch(q)! }, order, page, limit);
      plans.add(res.plan);
      all.push(...res.rows.map((r) => r.id));
      if (res.rows.length < limit) break;
    }
    expect(new Set(all).size).toBe(all.length);
    return { ids: new Set(all), order: all, plans };
  }

  it('answers 1- and 2-character queries from the postings lists with exact totals', async () => {
    for (const q of ['米', '装', '大米', 'kg']) {
      const res = await search().page({ productType: 4, search: parseSearch(q)! }, relevance, 1, 20);
      expect(res.plan, q).toBe('list');
      expect(res.exact).toBe(true);
      expect(res.total).toBe(bruteForce(q).size);
    }
  });

  it('gives the same matches whichever plan answers (list, passes, set, ordered, deep pages)', async () => {
    for (const q of ['装', '礼盒装', '五常 大米', 'honey']) {
      const expected = bruteForce(q);
      const normal = await walk(search(), q, relevance, 9);
      expect(normal.ids, q).toEqual(expected);
      // No set reads: relevance walks the lists with a recheck (estimated totals), deep pages skip chunks.
      const walked = await walk(search({ setMax: 0, setMaxUnfiltered: 0, deepPage: 20 }), q, relevance, 9);
      expect(walked.ids, q).toEqual(expected);
      if (q.length > 2) expect(walked.plans.has('passes'), q).toBe(true);
      // Ranking is the same whichever way it is read.
      expect(walked.order.slice(0, 9), q).toEqual(normal.order.slice(0, 9));
      for (const order of [
        { sort: 'price', order: 'asc' },
        { sort: 'sales', order: 'desc' },
        { sort: 'createTime', order: 'asc' },
      ] as ProductOrder[]) {
        const ordered = await walk(search({ orderedShare: 0, setMaxUnfiltered: 0 }), q, order, 9);
        expect(ordered.ids, `${q} ${order.sort}`).toEqual(expected);
      }
    }
  });

  it('estimates the total of a walked search and says so', async () => {
    const res = await search({ setMaxUnfiltered: 0 }).page(
      { productType: 4, search: parseSearch('礼盒装')! },
      relevance,
      1,
      3,
    );
    expect(res.plan).toBe('passes');
    expect(res.exact).toBe(false);
    const actual = bruteForce('礼盒装').size;
    expect(res.total).toBeGreaterThan(3);
    expect(res.total).toBeLessThanOrEqual(actual * 2);
  });
});

describe('product facets', () => {
  type Facets = {
    total: number;
    capped: boolean;
    sampled: boolean;
    brands: { id: number; name: string; count: number }[];
    shops: { id: number; name: string; count: number }[];
    areas: { name: string; count: number }[];
    classes: { id: number; name: string; count: number }[];
  };
  const facets = (
    query: string,
    lang: Locale = 'zh_CN',
  ): Promise<{ code: number; msg: string; ext: Facets }> =>
    ctx.app
      .inject({ url: `/api${catalogEndpoints.productFacets.path}?${query}`, cookies: { site_lang: lang } })
      .then((r) => r.json());

  it('counts brands, shops, regions and top classes of a search', async () => {
    const res = await facets(key('米'));
    expect(res.code).toBe(ErrorCode.OK);
    const total = bruteForce('米').size;
    expect(res.ext).toMatchObject({ total, capped: false, sampled: false });
    const sum = (xs: { count: number }[]) => xs.reduce((s, x) => s + x.count, 0);
    expect(sum(res.ext.shops)).toBe(total);
    expect(sum(res.ext.classes)).toBe(total);
    expect(sum(res.ext.areas)).toBe(total);
    expect(sum(res.ext.brands)).toBeLessThanOrEqual(total);
    const counts = res.ext.shops.map((s) => s.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    // A facet count is what the list shows when the facet is chosen.
    const shop = res.ext.shops[0]!;
    expect((await list(`${key('米')}&shopId=${shop.id}&limit=1`)).total).toBe(shop.count);
    const area = res.ext.areas[0]!;
    expect((await list(`${key('米')}&areaName=${encodeURIComponent(area.name)}&limit=1`)).total).toBe(
      area.count,
    );
    // A pinyin query gets the facets of its word, like the list.
    expect((await facets(key('dami'))).ext.total).toBe(bruteForce('大米').size);
  });

  it('lists the children of the chosen class, named in the request language', async () => {
    const top = seeded[0]!.class1_id;
    const res = await facets(`classId=${top}`, 'en_US');
    expect(res.ext.classes.length).toBeGreaterThan(0);
    for (const c of res.ext.classes) expect(c.name).toMatch(/^[A-Za-z]/);
    const whole = await list(`classId=${top}&limit=1`);
    expect(res.ext.total).toBe(whole.total);
  });

  it('answers empty facets for an unknown class and rejects bad filters', async () => {
    expect((await facets('classId=999999')).ext).toMatchObject({ total: 0, brands: [], classes: [] });
    expect((await facets('priceMax=-1')).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await facets(key("' or 1=1 --"))).ext.total).toBe(0);
  });
});
