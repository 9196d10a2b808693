import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(first.code).toBe(0);
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
    expect(detail.code).toBe(0);
    expect(detail.ext.shop.shopName).toBe(list.rows[0].shopName);
    expect(detail.ext.specs.length).toBeGreaterThan(0);
    expect(detail.ext.fild[0].fileUrl).toBe(list.rows[0].imageUrl);
  });

  it('answers 40400 in the request language for a missing product', async () => {
    const res = await ctx.app.inject({
      url: '/api/member/product/product/getproductdetail?productId=987654',
      cookies: { site_lang: 'es' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400, msg: 'El producto no existe o ya no está a la venta' });
  });
});

describe('shops and demands', () => {
  it('lists recommended shops with product counts', async () => {
    const shops = await get('/api/product/shop/queryshoplist?recommended=1&limit=8');
    expect(shops.rows.length).toBeGreaterThan(0);
    for (const s of shops.rows) {
      expect(s.score).toMatch(/^\d\.\d$/);
      const normal = await get(`/api/product/product/queryproductlist?shopId=${s.shopId}&limit=1`);
      const supply = await get(
        `/api/product/product/queryproductlist?shopId=${s.shopId}&productType=3&limit=1`,
      );
      expect(s.productCount).toBe(normal.total + supply.total);
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
