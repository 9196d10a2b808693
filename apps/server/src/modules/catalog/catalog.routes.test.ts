import { existsSync } from 'node:fs';
import path from 'node:path';
import { catalogEndpoints, contentEndpoints, ErrorCode } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../test/api';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
type Node = { id: number; name: string; aliasName: string; level: number; children: Node[] };
let tree: Node[];

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
  tree = (
    await ctx.app.inject({ url: `/api${catalogEndpoints.classTree.path}?classType=1&showView=1` })
  ).json().ext;
});
afterAll(async () => {
  await ctx?.close();
});

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
    const en: Node[] = (await api(ctx.app).call(catalogEndpoints.classTree, {}, { lang: 'en_US' })).ext;
    expect(en.map((n) => n.id)).toEqual(tree.map((n) => n.id));
    expect(tree[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(en[0]!.name).toMatch(/^[A-Za-z]/);
  });
});

describe('product listing', () => {
  it('lists a top class newest first with a total that matches paging', async () => {
    const top = tree[0]!;
    const first = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { classId: top.id, offset: '1', limit: '5' } },
      { lang: 'zh_CN' },
    );
    expect(first.code).toBe(ErrorCode.OK);
    expect(first.rows).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    const times = first.rows.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const row of first.rows) {
      expect(row.productPrice).toMatch(/^\d+\.\d{2}$/);
      expect(row.imageUrl).toMatch(/^\/files\//);
      expect(row.productType.code).toBe(4);
    }
    const lastPage = Math.ceil(first.total / 5);
    const last = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { classId: top.id, offset: lastPage, limit: '5' } },
      { lang: 'zh_CN' },
    );
    expect(last.rows.length).toBe(first.total - (lastPage - 1) * 5);
    const beyond = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { classId: top.id, offset: lastPage + 1, limit: '5' } },
      { lang: 'zh_CN' },
    );
    expect(beyond).toMatchObject({ code: ErrorCode.OK, rows: [], total: first.total });
  });

  it('narrows from a top class to a leaf class', async () => {
    const top = tree[0]!;
    const leaf = top.children[0]!.children[0]!;
    const all = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { classId: top.id, limit: '1' } },
      { lang: 'zh_CN' },
    );
    const some = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { classId: leaf.id, limit: '100' } },
      { lang: 'zh_CN' },
    );
    expect(some.total).toBeLessThanOrEqual(all.total);
    expect(some.rows.length).toBe(Math.min(some.total, 100));
    const detail = await api(ctx.app).call(
      catalogEndpoints.productDetail,
      { query: { productId: some.rows[0].productId } },
      { lang: 'zh_CN' },
    );
    expect(detail.ext.classPath.map((c) => c.id)).toEqual([top.id, top.children[0]!.id, leaf.id]);
  });

  it('returns an empty page for an unknown class and rejects bad paging', async () => {
    expect(
      await api(ctx.app).call(
        catalogEndpoints.productList,
        { query: { classId: '999999' } },
        { lang: 'zh_CN' },
      ),
    ).toMatchObject({
      code: ErrorCode.OK,
      rows: [],
      total: 0,
    });
    expect(
      (await api(ctx.app).call(catalogEndpoints.productList, { query: { limit: '1000' } }, { lang: 'en_US' }))
        .msg,
    ).toMatch(/^limit: Must be at most 100/);
    expect(
      (await api(ctx.app).call(catalogEndpoints.productList, { query: { offset: '0' } }, { lang: 'en_US' }))
        .msg,
    ).toMatch(/^offset: Must be at least 1/);
    expect(
      (
        await api(ctx.app).call(
          catalogEndpoints.productList,
          { query: { classId: "1' or 1=1" } },
          { lang: 'en_US' },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('lists supply listings separately from normal products', async () => {
    const supply = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { productType: '3', limit: '5' } },
      { lang: 'zh_CN' },
    );
    expect(supply.total).toBeGreaterThan(0);
    for (const row of supply.rows) expect(row.productType.code).toBe(3);
  });
});

describe('product detail', () => {
  it('returns shop, specs and pictures', async () => {
    const list = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { limit: '1' } },
      { lang: 'zh_CN' },
    );
    const detail = await api(ctx.app).call(
      catalogEndpoints.productDetail,
      { query: { productId: list.rows[0].productId } },
      { lang: 'zh_CN' },
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
    const ids = (
      await api(ctx.app).call(catalogEndpoints.productList, { query: { limit: '60' } }, { lang: 'zh_CN' })
    ).rows.map((r) => r.productId);
    const supplyIds = (
      await api(ctx.app).call(
        catalogEndpoints.productList,
        { query: { productType: '3', limit: '20' } },
        { lang: 'zh_CN' },
      )
    ).rows.map((r) => r.productId);
    const details: Detail[] = [];
    for (const id of [...ids, ...supplyIds]) {
      details.push(
        (
          await api(ctx.app).call(
            catalogEndpoints.productDetail,
            { query: { productId: id } },
            { lang: 'zh_CN' },
          )
        ).ext,
      );
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
    const d = (
      await api(ctx.app).call(
        catalogEndpoints.productDetail,
        { query: { productId: '1' } },
        { lang: 'zh_CN' },
      )
    ).ext as {
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
        url: `/api${catalogEndpoints.productDetail.path}?productId=${encodeURIComponent(id)}`,
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code, id).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await api(ctx.app).call(catalogEndpoints.productDetail, {}, { lang: 'zh_CN' })).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it('answers 40400 in the request language for a missing product', async () => {
    const res = await ctx.app.inject({
      url: `/api${catalogEndpoints.productDetail.path}?productId=987654`,
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
    const shops = await api(ctx.app).call(
      catalogEndpoints.shopList,
      { query: { recommended: '1', limit: '8' } },
      { lang: 'zh_CN' },
    );
    expect(shops.rows.length).toBeGreaterThan(0);
    for (const s of shops.rows) {
      expect(s.score).toMatch(/^\d\.\d$/);
      // What the shop home lists: its normal products (supply listings are in the supply hall).
      const normal = await api(ctx.app).call(
        catalogEndpoints.productList,
        { query: { shopId: s.shopId, limit: '1' } },
        { lang: 'zh_CN' },
      );
      expect(s.productCount).toBe(normal.total);
      expect(s.productCount).toBeGreaterThan(2);
    }
  });

  it('lists open purchase demands newest first', async () => {
    const demands = await api(ctx.app).call(
      catalogEndpoints.demandList,
      { query: { limit: '8' } },
      { lang: 'zh_CN' },
    );
    expect(demands.rows).toHaveLength(8);
    expect(demands.total).toBeGreaterThanOrEqual(8);
    for (const d of demands.rows) expect(new Date(d.deadline).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('bad parameters on every catalog list', () => {
  const lists = [
    catalogEndpoints.productList,
    catalogEndpoints.shopList,
    catalogEndpoints.brandList,
    catalogEndpoints.demandList,
    catalogEndpoints.pointsGoodsList,
    catalogEndpoints.marketList,
  ];

  it.each(lists)(
    '$path rejects a negative page and a page of 10000, and takes SQL-looking text as text',
    async (endpoint) => {
      for (const bad of ['offset=-1', 'offset=abc', 'limit=10000', 'limit=0', 'order=sideways']) {
        const res = await api(ctx.app).unchecked(endpoint, { rawQuery: bad }, { lang: 'en_US' });
        expect(res.code, `${endpoint.path}?${bad}`).toBe(ErrorCode.VALIDATION_FAILED);
        expect(res.msg.length).toBeGreaterThan(0);
      }
      const sqlish = await api(ctx.app).unchecked(
        endpoint,
        { query: { searchkey: "'; drop table products; --", limit: 5 } },
        { lang: 'zh_CN' },
      );
      expect(sqlish.code).toBe(ErrorCode.OK);
      const page = await api(ctx.app).unchecked(
        endpoint,
        { query: { offset: 99999, limit: 100 } },
        { lang: 'zh_CN' },
      );
      expect(page).toMatchObject({ code: ErrorCode.OK, rows: [] });
    },
  );

  it('answers an empty page for an unknown class on the product list and facets', async () => {
    const list = await api(ctx.app).call(catalogEndpoints.productList, { query: { classId: 424242 } });
    expect(list.code).toBe(ErrorCode.OK);
    expect(list.rows).toEqual([]);
    const facets = await api(ctx.app).call(catalogEndpoints.productFacets, { query: { classId: 424242 } });
    expect(facets.code).toBe(ErrorCode.OK);
    expect(facets.ext.brands).toEqual([]);
  });
});

describe('adverts', () => {
  it('returns one entry per asked advert slot, in order, with stored pictures', async () => {
    const res = await api(ctx.app).call(
      contentEndpoints.advertBatch,
      { query: { advCodes: 'sso_auth_center,no_such_slot' } },
      { lang: 'zh_CN' },
    );
    expect(res.ext.map((a) => a.advCode)).toEqual(['sso_auth_center', 'no_such_slot']);
    expect(res.ext[1].advList).toEqual([]);
    for (const ad of res.ext[0].advList) {
      const file = path.join(ctx.filesDir, ad.imgFile.fileUrl.replace(/^\/files\//, ''));
      expect(existsSync(file), file).toBe(true);
    }
  });
});

describe('listing filters and sorts without a search', () => {
  it('sorts a class by price both ways and by sales', async () => {
    const top = tree[0]!;
    const asc = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { classId: top.id, sort: 'price', order: 'asc', limit: '50' } },
      { lang: 'zh_CN' },
    );
    const prices = asc.rows.map((r) => Number(r.productPrice));
    expect(prices.length).toBe(50);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { classId: top.id, sort: 'price', order: 'desc', limit: '50' } },
      { lang: 'zh_CN' },
    );
    expect(desc.total).toBe(asc.total);
    const high = desc.rows.map((r) => Number(r.productPrice));
    expect([...high].sort((a, b) => b - a)).toEqual(high);
    const sales = (
      await api(ctx.app).call(
        catalogEndpoints.productList,
        { query: { classId: top.id, sort: 'sales', limit: '50' } },
        { lang: 'zh_CN' },
      )
    ).rows.map((r) => r.sales);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
  });

  it('filters by price range, region of origin, stock and farm', async () => {
    const range = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { priceMin: '20', priceMax: '99.9', limit: '100' } },
      { lang: 'zh_CN' },
    );
    expect(range.total).toBeGreaterThan(0);
    for (const r of range.rows) {
      expect(Number(r.productPrice)).toBeGreaterThanOrEqual(20);
      expect(Number(r.productPrice)).toBeLessThanOrEqual(99.9);
    }
    const area = range.rows[0].areaName as string;
    const byArea = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { areaName: area, limit: '100' } },
      { lang: 'zh_CN' },
    );
    expect(byArea.total).toBeGreaterThan(0);
    for (const r of byArea.rows) expect(r.areaName).toBe(area);
    const all = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { limit: '1' } },
      { lang: 'zh_CN' },
    );
    expect(
      (
        await api(ctx.app).call(
          catalogEndpoints.productList,
          { query: { inStock: '1', limit: '1' } },
          { lang: 'zh_CN' },
        )
      ).total,
    ).toBe(all.total);
    const farm = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { isFarm: '1', limit: '5' } },
      { lang: 'zh_CN' },
    );
    expect(farm.total).toBeGreaterThan(0);
    expect(farm.total).toBeLessThan(all.total);
    expect(
      await api(ctx.app).call(
        catalogEndpoints.productList,
        { query: { priceMin: '100', priceMax: '10' } },
        { lang: 'zh_CN' },
      ),
    ).toMatchObject({ code: ErrorCode.OK, rows: [], total: 0 });
    expect(
      await api(ctx.app).call(
        catalogEndpoints.productList,
        { query: { areaName: "火星' or 1=1 --" } },
        { lang: 'zh_CN' },
      ),
    ).toMatchObject({
      code: ErrorCode.OK,
      total: 0,
    });
  });

  it('opens a supply listing through the product detail', async () => {
    const supply = await api(ctx.app).call(
      catalogEndpoints.productList,
      { query: { productType: '3', limit: '1' } },
      { lang: 'zh_CN' },
    );
    const detail = await api(ctx.app).call(
      catalogEndpoints.productDetail,
      { query: { productId: supply.rows[0].productId } },
      { lang: 'zh_CN' },
    );
    expect(detail.ext.productType.code).toBe(3);
  });
});

describe('shop search and shop home', () => {
  it('finds shops whose name contains the key, wildcards taken literally', async () => {
    const res = await api(ctx.app).call(
      catalogEndpoints.shopList,
      { query: { searchkey: ' 旗舰店 ', limit: '100' } },
      { lang: 'zh_CN' },
    );
    expect(res.total).toBeGreaterThan(3);
    for (const s of res.rows) expect(s.shopName).toContain('旗舰店');
    for (const q of ['%', '_', "' or 1=1 --", '😀']) {
      expect(
        await api(ctx.app).call(catalogEndpoints.shopList, { query: { searchkey: q } }, { lang: 'zh_CN' }),
      ).toMatchObject({
        code: ErrorCode.OK,
        rows: [],
        total: 0,
      });
    }
  });

  it('returns a shop with its classes and contact', async () => {
    // Both in English: the shop's name follows the request's language in the list and on the shop home.
    const shop = (
      await api(ctx.app).call(catalogEndpoints.shopList, { query: { limit: '1' } }, { lang: 'en_US' })
    ).rows[0];
    const res = await api(ctx.app).call(
      catalogEndpoints.shopDetail,
      { query: { shopId: shop.shopId } },
      { lang: 'en_US' },
    );
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
      url: `/api${catalogEndpoints.shopDetail.path}?shopId=99999`,
      cookies: { site_lang: 'en_US' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      msg: 'The shop does not exist or is no longer on sale',
    });
    expect(
      (await api(ctx.app).call(catalogEndpoints.shopDetail, { query: { shopId: 'abc' } }, { lang: 'zh_CN' }))
        .code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('brand centre', () => {
  it('lists brands in display order and searches them', async () => {
    const res = await api(ctx.app).call(
      catalogEndpoints.brandList,
      { query: { limit: '100' } },
      { lang: 'zh_CN' },
    );
    expect(res.total).toBe(20);
    expect(res.rows[0]).toMatchObject({ brandId: expect.any(Number), brandName: expect.any(String) });
    const page2 = await api(ctx.app).call(
      catalogEndpoints.brandList,
      { query: { limit: '5', offset: '2' } },
      { lang: 'zh_CN' },
    );
    expect(page2.rows.map((b) => b.brandId)).toEqual(res.rows.slice(5, 10).map((b) => b.brandId));
    const one = await api(ctx.app).call(
      catalogEndpoints.brandList,
      { query: { searchkey: res.rows[3].brandName } },
      { lang: 'zh_CN' },
    );
    expect(one.rows[0].brandId).toBe(res.rows[3].brandId);
    expect(
      (await api(ctx.app).call(catalogEndpoints.brandList, { query: { limit: '10000' } }, { lang: 'zh_CN' }))
        .code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('procurement hall', () => {
  it('searches demands by title and description', async () => {
    const all = await api(ctx.app).call(
      catalogEndpoints.demandList,
      { query: { limit: '100' } },
      { lang: 'zh_CN' },
    );
    const word = [...(all.rows[0].title as string).replace(/^(采购|求购|急采)/, '')].slice(0, 2).join('');
    const found = await api(ctx.app).call(
      catalogEndpoints.demandList,
      { query: { searchkey: word, limit: '100' } },
      { lang: 'zh_CN' },
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.map((d) => d.id)).toContain(all.rows[0].id);
    for (const q of ['%', "' or 1=1 --", '😀', 'x'.repeat(600)]) {
      expect(
        await api(ctx.app).call(catalogEndpoints.demandList, { query: { searchkey: q } }, { lang: 'zh_CN' }),
      ).toMatchObject({ code: ErrorCode.OK, rows: [] });
    }
  });

  it('sorts by deadline and quote count', async () => {
    const byDeadline = (
      await api(ctx.app).call(
        catalogEndpoints.demandList,
        { query: { sort: 'deadline', order: 'asc', limit: '100' } },
        { lang: 'zh_CN' },
      )
    ).rows.map((d) => d.deadline);
    expect([...byDeadline].sort()).toEqual(byDeadline);
    const byQuotes = (
      await api(ctx.app).call(
        catalogEndpoints.demandList,
        { query: { sort: 'quoteCount', limit: '100' } },
        { lang: 'zh_CN' },
      )
    ).rows.map((d) => d.quoteCount);
    expect([...byQuotes].sort((a, b) => b - a)).toEqual(byQuotes);
    expect(
      (await api(ctx.app).call(catalogEndpoints.demandList, { query: { sort: 'budget' } }, { lang: 'zh_CN' }))
        .code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    expect(
      (await api(ctx.app).call(catalogEndpoints.demandList, { query: { offset: '-1' } }, { lang: 'zh_CN' }))
        .code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('opens a demand, and answers 40400 for a missing one', async () => {
    const first = (
      await api(ctx.app).call(catalogEndpoints.demandList, { query: { limit: '1' } }, { lang: 'zh_CN' })
    ).rows[0];
    const res = await api(ctx.app).call(
      catalogEndpoints.demandDetail,
      { query: { id: first.id } },
      { lang: 'zh_CN' },
    );
    expect(res.ext).toMatchObject({ id: first.id, title: first.title, custName: first.custName });
    expect(res.ext.description.length).toBeGreaterThan(10);
    expect(res.ext.className.length).toBeGreaterThan(0);
    expect(
      (await api(ctx.app).call(catalogEndpoints.demandDetail, { query: { id: '99999' } }, { lang: 'zh_CN' }))
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('points mall', () => {
  it('lists points goods by points and opens one', async () => {
    const res = await api(ctx.app).call(
      catalogEndpoints.pointsGoodsList,
      { query: { sort: 'points', order: 'asc', limit: '100' } },
      { lang: 'zh_CN' },
    );
    expect(res.total).toBeGreaterThan(10);
    const points = res.rows.map((g) => g.points);
    expect([...points].sort((a, b) => a - b)).toEqual(points);
    const detail = await api(ctx.app).call(
      catalogEndpoints.pointsGoodsDetail,
      { query: { id: res.rows[0].id } },
      { lang: 'zh_CN' },
    );
    expect(detail.ext).toEqual(res.rows[0]);
    expect(
      (
        await api(ctx.app).call(
          catalogEndpoints.pointsGoodsDetail,
          { query: { id: '99999' } },
          { lang: 'zh_CN' },
        )
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (
        await api(ctx.app).call(
          catalogEndpoints.pointsGoodsList,
          { query: { sort: 'price' } },
          { lang: 'zh_CN' },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('platform activities', () => {
  it('filters activities by their time window', async () => {
    const now = Date.now();
    const all = await api(ctx.app).call(
      catalogEndpoints.marketList,
      { query: { limit: '100' } },
      { lang: 'zh_CN' },
    );
    expect(all.total).toBeGreaterThan(2);
    const states = new Set<string>();
    for (const state of ['upcoming', 'ongoing', 'ended'] as const) {
      const res = await api(ctx.app).call(
        catalogEndpoints.marketList,
        { query: { state, limit: '100' } },
        { lang: 'zh_CN' },
      );
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
    expect(
      (
        await api(ctx.app).unchecked(
          catalogEndpoints.marketList,
          { query: { state: 'soon' } },
          { lang: 'zh_CN' },
        )
      ).code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('opens an activity with its products', async () => {
    const first = (
      await api(ctx.app).call(catalogEndpoints.marketList, { query: { limit: '1' } }, { lang: 'zh_CN' })
    ).rows[0];
    const res = await api(ctx.app).call(
      catalogEndpoints.marketDetail,
      { query: { id: first.id } },
      { lang: 'zh_CN' },
    );
    expect(res.ext).toMatchObject({ id: first.id, title: first.title });
    expect(res.ext.products.length).toBeGreaterThan(0);
    for (const p of res.ext.products) expect(p.productPrice).toMatch(/^\d+\.\d{2}$/);
    expect(
      (await api(ctx.app).call(catalogEndpoints.marketDetail, { query: { id: '99999' } }, { lang: 'zh_CN' }))
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('newest pages of a class', () => {
  it('are answered from memory for 2 s, then refreshed behind the next read, never older than 10 s', async () => {
    const leaf = tree[1]!.children[0]!.children[0]!;
    const page = () =>
      api(ctx.app).call(
        catalogEndpoints.productList,
        { query: { classId: leaf.id, offset: 1, limit: 5 } },
        { lang: 'zh_CN' },
      );
    const before = await page();
    const first = before.rows[0]!;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await ctx.database.db.execute(
        sql`update products set name = ${'刚改的名字'} where id = ${first.productId}`,
      );
      // Within the 2 s: the kept page, identical.
      expect(await page()).toEqual(before);
      // Another page size is another page.
      const other = await api(ctx.app).call(
        catalogEndpoints.productList,
        { query: { classId: leaf.id, offset: '1', limit: '6' } },
        { lang: 'zh_CN' },
      );
      expect(other.rows[0].productName).toBe('刚改的名字');
      vi.setSystemTime(Date.now() + 2_100);
      // Past 2 s: the kept page at once, while one refresh runs behind it; the reads after it see the change.
      expect(await page()).toEqual(before);
      await vi.waitFor(async () => expect((await page()).rows[0].productName).toBe('刚改的名字'));
      expect((await page()).total).toBe(before.total);
      // Unread for more than 10 s: the next read waits for the database instead of answering old rows.
      await ctx.database.db.execute(
        sql`update products set name = ${'又改的名字'} where id = ${first.productId}`,
      );
      vi.setSystemTime(Date.now() + 10_100);
      expect((await page()).rows[0].productName).toBe('又改的名字');
    } finally {
      await ctx.database.db.execute(
        sql`update products set name = ${first.productName} where id = ${first.productId}`,
      );
      vi.useRealTimers();
    }
  });
});
