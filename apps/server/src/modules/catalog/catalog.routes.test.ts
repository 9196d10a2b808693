import { existsSync } from 'node:fs';
import path from 'node:path';
import { catalogEndpoints, contentEndpoints, ErrorCode } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../test/api';
import { type ClassNode, catalogTests } from '../../../test/catalog-kit';
import type { TestContext } from '../../../test/helper';

// The class tree and products: listing, detail, bad list parameters, adverts, the cached newest pages.
// Filters, shops, brands, demands, points goods and activities: catalog-halls.routes.test.ts.

const fixture = catalogTests();
let ctx: TestContext;
let tree: ClassNode[];
beforeAll(() => {
  ({ ctx, tree } = fixture);
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
    const en: ClassNode[] = (await api(ctx.app).call(catalogEndpoints.classTree, {}, { lang: 'en_US' })).ext;
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
