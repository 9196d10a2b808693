import { existsSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
type Node = { id: number; name: string; aliasName: string; level: number; children: Node[] };
let tree: Node[];

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  tree = (
    await ctx.app.inject({ url: '/api/product/productclass/indexproductclass?classType=1&showView=1' })
  ).json().ext;
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, lang = 'zh_CN') =>
  ctx.app.inject({ url, cookies: { site_lang: lang } }).then((r) => r.json());

describe('class tree', () => {
  it('has about a dozen top classes, three levels deep', () => {
    expect(tree.length).toBeGreaterThanOrEqual(10);
    for (const top of tree) {
      expect(top.level).toBe(1);
      expect(top.children.length).toBeGreaterThan(0);
      for (const mid of top.children) {
        expect(mid.level).toBe(2);
        expect(mid.children.length).toBeGreaterThan(0);
        for (const leaf of mid.children) expect(leaf.level).toBe(3);
      }
    }
  });

  it('names classes in the request language', async () => {
    const en: Node[] = (await get('/api/product/productclass/indexproductclass', 'en_US')).ext;
    expect(en.map((n) => n.id)).toEqual(tree.map((n) => n.id));
    expect(tree[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(en[0]!.name).toMatch(/^[A-Za-z]/);
  });
});

describe('product listing', () => {
  it('lists a top class newest first with a total that matches paging', async () => {
    const top = tree[0]!;
    const first = await get(`/api/product/product/queryproductlist?classId=${top.id}&offset=1&limit=5`);
    expect(first.code).toBe(ErrorCode.OK);
    expect(first.rows).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    const times = first.rows.map((r: { createTime: string }) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const row of first.rows) {
      expect(row.productPrice).toMatch(/^\d+\.\d{2}$/);
      expect(row.imageUrl).toMatch(/^\/files\//);
      expect(row.productType.code).toBe(4);
    }
    const lastPage = Math.ceil(first.total / 5);
    const last = await get(
      `/api/product/product/queryproductlist?classId=${top.id}&offset=${lastPage}&limit=5`,
    );
    expect(last.rows.length).toBe(first.total - (lastPage - 1) * 5);
    const beyond = await get(
      `/api/product/product/queryproductlist?classId=${top.id}&offset=${lastPage + 1}&limit=5`,
    );
    expect(beyond).toMatchObject({ code: 0, rows: [], total: first.total });
  });

  it('narrows from a top class to a leaf class', async () => {
    const top = tree[0]!;
    const leaf = top.children[0]!.children[0]!;
    const all = await get(`/api/product/product/queryproductlist?classId=${top.id}&limit=1`);
    const some = await get(`/api/product/product/queryproductlist?classId=${leaf.id}&limit=100`);
    expect(some.total).toBeLessThanOrEqual(all.total);
    expect(some.rows.length).toBe(Math.min(some.total, 100));
    const detail = await get(
      `/api/member/product/product/getproductdetail?productId=${some.rows[0].productId}`,
    );
    expect(detail.ext.classPath.map((c: { id: number }) => c.id)).toEqual([
      top.id,
      top.children[0]!.id,
      leaf.id,
    ]);
  });

  it('returns an empty page for an unknown class and rejects bad paging', async () => {
    expect(await get('/api/product/product/queryproductlist?classId=999999')).toMatchObject({
      code: 0,
      rows: [],
      total: 0,
    });
    expect((await get('/api/product/product/queryproductlist?limit=1000', 'en_US')).msg).toMatch(
      /^limit: Must be at most 100/,
    );
    expect((await get('/api/product/product/queryproductlist?offset=0', 'en_US')).msg).toMatch(
      /^offset: Must be at least 1/,
    );
    expect((await get('/api/product/product/queryproductlist?classId=1%27%20or%201=1', 'en_US')).code).toBe(
      40000,
    );
  });

  it('lists supply listings separately from normal products', async () => {
    const supply = await get('/api/product/product/queryproductlist?productType=3&limit=5');
    expect(supply.total).toBeGreaterThan(0);
    for (const row of supply.rows) expect(row.productType.code).toBe(3);
  });
});

describe('product detail', () => {
  it('returns shop, specs and pictures', async () => {
    const list = await get('/api/product/product/queryproductlist?limit=1');
    const detail = await get(
      `/api/member/product/product/getproductdetail?productId=${list.rows[0].productId}`,
    );
    expect(detail.code).toBe(ErrorCode.OK);
    expect(detail.ext.shop.shopName).toBe(list.rows[0].shopName);
    expect(detail.ext.specs.length).toBeGreaterThan(0);
    expect(detail.ext.fild[0].fileUrl).toBe(list.rows[0].imageUrl);
  });

  it('gives model, keywords, step, volume prices, styles and the detail text', async () => {
    type Detail = {
      productId: number;
      productPrice: string;
      productType: { code: number };
      minOrder: string;
      stock: string;
      model: string;
      keywords: string;
      step: string;
      priceTiers: { minQty: string; price: string }[];
      unit: string;
      styles: {
        styleId: number;
        name: string;
        price: string;
        stock: string;
        imageUrl: string;
        unit: string;
        priceTiers: { minQty: string; price: string }[];
      }[];
      detailText: string;
      specs: { name: string; value: string }[];
    };
    const ids = (await get('/api/product/product/queryproductlist?limit=60')).rows.map(
      (r: { productId: number }) => r.productId,
    );
    const supplyIds = (await get('/api/product/product/queryproductlist?productType=3&limit=20')).rows.map(
      (r: { productId: number }) => r.productId,
    );
    const details: Detail[] = [];
    for (const id of [...ids, ...supplyIds]) {
      details.push((await get(`/api/member/product/product/getproductdetail?productId=${id}`)).ext);
    }
    const styleIds = new Set<number>();
    for (const d of details) {
      expect(d.step).toMatch(/^\d+(\.\d+)?$/);
      expect(Number(d.step)).toBeGreaterThan(0);
      expect(d.detailText).toContain('\n');
      expect(d.keywords.length).toBeGreaterThan(0);
      const model = d.specs.find((s) => s.name === '型号' || s.name === '货号');
      if (model) expect(d.model).toBe(model.value);
      let previous = 0;
      for (const tier of d.priceTiers) {
        expect(tier.price).toMatch(/^\d+\.\d{2}$/);
        expect(Number(tier.minQty)).toBeGreaterThan(previous);
        previous = Number(tier.minQty);
      }
      if (d.priceTiers.length > 0) {
        expect(Number(d.priceTiers[0]!.minQty)).toBeGreaterThanOrEqual(Number(d.minOrder));
        expect(d.priceTiers[0]!.price).toBe(d.productPrice);
      }
      if (d.styles.length > 0) {
        // A box of 24 bags counts its stock in boxes: the styles' stocks add up to at most the product's.
        expect(d.styles.reduce((sum, st) => sum + Number(st.stock), 0)).toBeLessThanOrEqual(Number(d.stock));
        expect(d.styles.map((st) => st.price)).toContain(d.productPrice);
      }
      for (const st of d.styles) {
        expect(styleIds.has(st.styleId)).toBe(false);
        styleIds.add(st.styleId);
        expect(st.name.length).toBeGreaterThan(0);
        expect(st.price).toMatch(/^\d+\.\d{2}$/);
        expect(st.imageUrl).toMatch(/^\/files\//);
      }
    }
    // The demo catalogue shows every shape the detail page draws.
    // Every product has a code to quick-order it by.
    for (const d of details) expect(d.model).toMatch(/^(?:[A-Z]{2}-\d{3,4}|\d{8})$/);
    expect(details.some((d) => d.styles.length > 1)).toBe(true);
    expect(details.some((d) => d.styles.length === 0)).toBe(true);
    expect(details.some((d) => d.priceTiers.length === 0)).toBe(true);
    expect(details.some((d) => d.step === '0.5')).toBe(true);
    for (const d of details.filter((x) => x.productType.code === 3)) expect(d.priceTiers.length).toBe(3);
  });

  it("sells each style by its own unit: a box of 24 bags per box at about 24 bags' price, tiers and stock in boxes", async () => {
    const d = (await get('/api/member/product/product/getproductdetail?productId=1')).ext as {
      productName: string;
      unit: string;
      styles: {
        name: string;
        price: string;
        stock: string;
        unit: string;
        priceTiers: { minQty: string }[];
      }[];
    };
    const box = d.styles.find((st) => st.name === '整箱 24袋');
    const bag = d.styles.find((st) => st.name === '500g');
    expect(box?.unit).toBe('箱');
    expect(bag?.unit).toBe('袋');
    expect(Number(box!.price)).toBeGreaterThan(20 * Number(bag!.price));
    expect(Number(box!.price)).toBeLessThan(24 * Number(bag!.price));
    // The bag style has no tiers counted in boxes; the title names no pack (the chosen style does).
    expect(bag!.priceTiers).toEqual([]);
    expect(d.productName).not.toContain('24袋');
    expect(d.productName).not.toContain('500g');
  });

  it('rejects a bad product id with 40000', async () => {
    for (const id of ['abc', '0', '-5', '1.5', "1' or 1=1 --", '99999999999']) {
      const res = await ctx.app.inject({
        url: `/api/member/product/product/getproductdetail?productId=${encodeURIComponent(id)}`,
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code, id).toBe(40000);
    }
    expect((await get('/api/member/product/product/getproductdetail')).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it('answers 40400 in the request language for a missing product', async () => {
    const res = await ctx.app.inject({
      url: '/api/member/product/product/getproductdetail?productId=987654',
      cookies: { site_lang: 'es' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      msg: 'El producto no existe o ya no está a la venta',
    });
  });
});

describe('shops and demands', () => {
  it('lists recommended shops with product counts', async () => {
    const shops = await get('/api/product/shop/queryshoplist?recommended=1&limit=8');
    expect(shops.rows.length).toBeGreaterThan(0);
    for (const s of shops.rows) {
      expect(s.score).toMatch(/^\d\.\d$/);
      // What the shop home lists: its normal products (supply listings are in the supply hall).
      const normal = await get(`/api/product/product/queryproductlist?shopId=${s.shopId}&limit=1`);
      expect(s.productCount).toBe(normal.total);
      expect(s.productCount).toBeGreaterThan(2);
    }
  });

  it('lists open purchase demands newest first', async () => {
    const demands = await get('/api/product/demand/querydemandlist?limit=8');
    expect(demands.rows).toHaveLength(8);
    expect(demands.total).toBeGreaterThanOrEqual(8);
    for (const d of demands.rows) expect(new Date(d.deadline).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('bad parameters on every catalog list', () => {
  const lists = [
    '/api/product/product/queryproductlist',
    '/api/product/shop/queryshoplist',
    '/api/product/brand/querybrandlist',
    '/api/product/demand/querydemandlist',
    '/api/product/integral/queryintegrallist',
    '/api/product/market/querymarketlist',
  ];

  it.each(lists)(
    '%s rejects a negative page and a page of 10000, and takes SQL-looking text as text',
    async (url) => {
      for (const bad of ['offset=-1', 'offset=abc', 'limit=10000', 'limit=0', 'order=sideways']) {
        const res = await get(`${url}?${bad}`, 'en_US');
        expect(res.code, `${url}?${bad}`).toBe(40000);
        expect(res.msg.length).toBeGreaterThan(0);
      }
      const sqlish = await get(
        `${url}?searchkey=${encodeURIComponent("'; drop table products; --")}&limit=5`,
      );
      expect(sqlish.code).toBe(ErrorCode.OK);
      const page = await get(`${url}?offset=99999&limit=100`);
      expect(page).toMatchObject({ code: 0, rows: [] });
    },
  );

  it('answers an empty page for an unknown class on the product list and facets', async () => {
    for (const url of [
      '/api/product/product/queryproductlist?classId=424242',
      '/api/product/product/queryproductfacets?classId=424242',
    ]) {
      const res = await get(url);
      expect(res.code).toBe(ErrorCode.OK);
      expect(res.rows ?? res.ext.brands).toEqual([]);
    }
  });
});

describe('adverts', () => {
  it('returns one entry per asked advert slot, in order, with stored pictures', async () => {
    const res = await get('/api/basebiz/advertplace/getviewadvbatch?advCodes=sso_auth_center,no_such_slot');
    expect(res.ext.map((a: { advCode: string }) => a.advCode)).toEqual(['sso_auth_center', 'no_such_slot']);
    expect(res.ext[1].advList).toEqual([]);
    for (const ad of res.ext[0].advList) {
      const file = path.join(ctx.filesDir, ad.imgFile.fileUrl.replace(/^\/files\//, ''));
      expect(existsSync(file), file).toBe(true);
    }
  });
});

describe('listing filters and sorts without a search', () => {
  const url = '/api/product/product/queryproductlist';

  it('sorts a class by price both ways and by sales', async () => {
    const top = tree[0]!;
    const asc = await get(`${url}?classId=${top.id}&sort=price&order=asc&limit=50`);
    const prices = asc.rows.map((r: { productPrice: string }) => Number(r.productPrice));
    expect(prices.length).toBe(50);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = await get(`${url}?classId=${top.id}&sort=price&order=desc&limit=50`);
    expect(desc.total).toBe(asc.total);
    const high = desc.rows.map((r: { productPrice: string }) => Number(r.productPrice));
    expect([...high].sort((a, b) => b - a)).toEqual(high);
    const sales = (await get(`${url}?classId=${top.id}&sort=sales&limit=50`)).rows.map(
      (r: { sales: number }) => r.sales,
    );
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
  });

  it('filters by price range, region of origin, stock and farm', async () => {
    const range = await get(`${url}?priceMin=20&priceMax=99.9&limit=100`);
    expect(range.total).toBeGreaterThan(0);
    for (const r of range.rows) {
      expect(Number(r.productPrice)).toBeGreaterThanOrEqual(20);
      expect(Number(r.productPrice)).toBeLessThanOrEqual(99.9);
    }
    const area = range.rows[0].areaName as string;
    const byArea = await get(`${url}?areaName=${encodeURIComponent(area)}&limit=100`);
    expect(byArea.total).toBeGreaterThan(0);
    for (const r of byArea.rows) expect(r.areaName).toBe(area);
    const all = await get(`${url}?limit=1`);
    expect((await get(`${url}?inStock=1&limit=1`)).total).toBe(all.total);
    const farm = await get(`${url}?isFarm=1&limit=5`);
    expect(farm.total).toBeGreaterThan(0);
    expect(farm.total).toBeLessThan(all.total);
    expect(await get(`${url}?priceMin=100&priceMax=10`)).toMatchObject({ code: 0, rows: [], total: 0 });
    expect(await get(`${url}?areaName=${encodeURIComponent("火星' or 1=1 --")}`)).toMatchObject({
      code: 0,
      total: 0,
    });
  });

  it('opens a supply listing through the product detail', async () => {
    const supply = await get(`${url}?productType=3&limit=1`);
    const detail = await get(
      `/api/member/product/product/getproductdetail?productId=${supply.rows[0].productId}`,
    );
    expect(detail.ext.productType.code).toBe(3);
  });
});

describe('shop search and shop home', () => {
  it('finds shops whose name contains the key, wildcards taken literally', async () => {
    const res = await get(
      `/api/product/shop/queryshoplist?searchkey=${encodeURIComponent(' 旗舰店 ')}&limit=100`,
    );
    expect(res.total).toBeGreaterThan(3);
    for (const s of res.rows) expect(s.shopName).toContain('旗舰店');
    for (const q of ['%', '_', "' or 1=1 --", '😀']) {
      expect(await get(`/api/product/shop/queryshoplist?searchkey=${encodeURIComponent(q)}`)).toMatchObject({
        code: 0,
        rows: [],
        total: 0,
      });
    }
  });

  it('returns a shop with its classes and contact', async () => {
    // Both in English: the shop's name follows the request's language in the list and on the shop home.
    const shop = (await get('/api/product/shop/queryshoplist?limit=1', 'en_US')).rows[0];
    const res = await get(`/api/product/shop/getshopdetail?shopId=${shop.shopId}`, 'en_US');
    expect(res.code).toBe(ErrorCode.OK);
    expect(res.ext).toMatchObject({
      shopId: shop.shopId,
      shopName: shop.shopName,
      productCount: shop.productCount,
    });
    expect(res.ext.classes.length).toBeGreaterThan(0);
    expect(res.ext.classes.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(
      shop.productCount,
    );
    for (const c of res.ext.classes) expect(c.name).toMatch(/^[A-Za-z]/);
    expect(res.ext.contact.custName.length).toBeGreaterThan(0);
    const missing = await ctx.app.inject({
      url: '/api/product/shop/getshopdetail?shopId=99999',
      cookies: { site_lang: 'en_US' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      msg: 'The shop does not exist or is no longer on sale',
    });
    expect((await get('/api/product/shop/getshopdetail?shopId=abc')).code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('brand centre', () => {
  it('lists brands in display order and searches them', async () => {
    const res = await get('/api/product/brand/querybrandlist?limit=100');
    expect(res.total).toBe(20);
    expect(res.rows[0]).toMatchObject({ brandId: expect.any(Number), brandName: expect.any(String) });
    const page2 = await get('/api/product/brand/querybrandlist?limit=5&offset=2');
    expect(page2.rows.map((b: { brandId: number }) => b.brandId)).toEqual(
      res.rows.slice(5, 10).map((b: { brandId: number }) => b.brandId),
    );
    const one = await get(
      `/api/product/brand/querybrandlist?searchkey=${encodeURIComponent(res.rows[3].brandName)}`,
    );
    expect(one.rows[0].brandId).toBe(res.rows[3].brandId);
    expect((await get('/api/product/brand/querybrandlist?limit=10000')).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('procurement hall', () => {
  const url = '/api/product/demand/querydemandlist';

  it('searches demands by title and description', async () => {
    const all = await get(`${url}?limit=100`);
    const word = [...(all.rows[0].title as string).replace(/^(采购|求购|急采)/, '')].slice(0, 2).join('');
    const found = await get(`${url}?searchkey=${encodeURIComponent(word)}&limit=100`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.map((d: { id: number }) => d.id)).toContain(all.rows[0].id);
    for (const q of ['%', "' or 1=1 --", '😀', 'x'.repeat(600)]) {
      expect(await get(`${url}?searchkey=${encodeURIComponent(q)}`)).toMatchObject({ code: 0, rows: [] });
    }
  });

  it('sorts by deadline and quote count', async () => {
    const byDeadline = (await get(`${url}?sort=deadline&order=asc&limit=100`)).rows.map(
      (d: { deadline: string }) => d.deadline,
    );
    expect([...byDeadline].sort()).toEqual(byDeadline);
    const byQuotes = (await get(`${url}?sort=quoteCount&limit=100`)).rows.map(
      (d: { quoteCount: number }) => d.quoteCount,
    );
    expect([...byQuotes].sort((a, b) => b - a)).toEqual(byQuotes);
    expect((await get(`${url}?sort=budget`)).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await get(`${url}?offset=-1`)).code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('opens a demand, and answers 40400 for a missing one', async () => {
    const first = (await get(`${url}?limit=1`)).rows[0];
    const res = await get(`/api/product/demand/getdemanddetail?id=${first.id}`);
    expect(res.ext).toMatchObject({ id: first.id, title: first.title, custName: first.custName });
    expect(res.ext.description.length).toBeGreaterThan(10);
    expect(res.ext.className.length).toBeGreaterThan(0);
    expect((await get('/api/product/demand/getdemanddetail?id=99999')).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('points mall', () => {
  it('lists points goods by points and opens one', async () => {
    const res = await get('/api/product/integral/queryintegrallist?sort=points&order=asc&limit=100');
    expect(res.total).toBeGreaterThan(10);
    const points = res.rows.map((g: { points: number }) => g.points);
    expect([...points].sort((a, b) => a - b)).toEqual(points);
    const detail = await get(`/api/product/integral/getintegraldetail?id=${res.rows[0].id}`);
    expect(detail.ext).toEqual(res.rows[0]);
    expect((await get('/api/product/integral/getintegraldetail?id=99999')).code).toBe(ErrorCode.NOT_FOUND);
    expect((await get('/api/product/integral/queryintegrallist?sort=price')).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('platform activities', () => {
  it('filters activities by their time window', async () => {
    const now = Date.now();
    const all = await get('/api/product/market/querymarketlist?limit=100');
    expect(all.total).toBeGreaterThan(2);
    const states = new Set<string>();
    for (const state of ['upcoming', 'ongoing', 'ended']) {
      const res = await get(`/api/product/market/querymarketlist?state=${state}&limit=100`);
      for (const a of res.rows) {
        states.add(a.state);
        expect(a.state).toBe(state);
        const start = Date.parse(a.startTime);
        const end = Date.parse(a.endTime);
        if (state === 'upcoming') expect(start).toBeGreaterThan(now);
        if (state === 'ongoing') expect(start <= now && end > now).toBe(true);
        if (state === 'ended') expect(end).toBeLessThanOrEqual(now);
      }
    }
    expect(states).toEqual(new Set(['upcoming', 'ongoing']));
    expect((await get('/api/product/market/querymarketlist?state=soon')).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it('opens an activity with its products', async () => {
    const first = (await get('/api/product/market/querymarketlist?limit=1')).rows[0];
    const res = await get(`/api/product/market/getmarketdetail?id=${first.id}`);
    expect(res.ext).toMatchObject({ id: first.id, title: first.title });
    expect(res.ext.products.length).toBeGreaterThan(0);
    for (const p of res.ext.products) expect(p.productPrice).toMatch(/^\d+\.\d{2}$/);
    expect((await get('/api/product/market/getmarketdetail?id=99999')).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('newest pages of a class', () => {
  it('are answered from memory for 2 s, then refreshed behind the next read, never older than 10 s', async () => {
    const leaf = tree[1]!.children[0]!.children[0]!;
    const url = `/api/product/product/queryproductlist?classId=${leaf.id}&offset=1&limit=5`;
    const before = await get(url);
    const first = before.rows[0] as { productId: number; productName: string };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await ctx.database.db.execute(
        sql`update products set name = ${'刚改的名字'} where id = ${first.productId}`,
      );
      // Within the 2 s: the kept page, identical.
      expect(await get(url)).toEqual(before);
      // Another page size is another page.
      const other = await get(`/api/product/product/queryproductlist?classId=${leaf.id}&offset=1&limit=6`);
      expect(other.rows[0].productName).toBe('刚改的名字');
      vi.setSystemTime(Date.now() + 2_100);
      // Past 2 s: the kept page at once, while one refresh runs behind it; the reads after it see the change.
      expect(await get(url)).toEqual(before);
      await vi.waitFor(async () => expect((await get(url)).rows[0].productName).toBe('刚改的名字'));
      expect((await get(url)).total).toBe(before.total);
      // Unread for more than 10 s: the next read waits for the database instead of answering old rows.
      await ctx.database.db.execute(
        sql`update products set name = ${'又改的名字'} where id = ${first.productId}`,
      );
      vi.setSystemTime(Date.now() + 10_100);
      expect((await get(url)).rows[0].productName).toBe('又改的名字');
    } finally {
      await ctx.database.db.execute(
        sql`update products set name = ${first.productName} where id = ${first.productId}`,
      );
      vi.useRealTimers();
    }
  });
});
