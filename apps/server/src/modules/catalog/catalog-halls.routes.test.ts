import { catalogEndpoints, ErrorCode } from '@mall/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { type ClassNode, catalogTests } from '../../../test/catalog-kit';
import type { TestContext } from '../../../test/helper';

// Filtered and sorted listings, shops, brands, the procurement hall, the points mall and activities.
// The class tree and products: catalog.routes.test.ts.

const fixture = catalogTests();
let ctx: TestContext;
let tree: ClassNode[];
beforeAll(() => {
  ({ ctx, tree } = fixture);
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
