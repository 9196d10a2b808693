import type { Locale, PlatformChain, Supplier, TownHome } from '@mall/contracts';
import { ErrorCode, hallsEndpoints } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { ruralNewsTerms } from './halls.service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo' });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, lang: Locale = 'zh_CN') =>
  ctx.app.inject({ url, cookies: { site_lang: lang } }).then((r) => ({ status: r.statusCode, ...r.json() }));

async function rows<T>(query: string): Promise<T[]> {
  return (await ctx.database.db.execute(sql.raw(query))).rows as T[];
}

describe('supplier list', () => {
  const url = `/api${hallsEndpoints.supplierList.path}`;

  it('lists every shop with supply listings, most listings first, with their newest listings', async () => {
    const expected = await rows<{ shop_id: number; n: number }>(
      'select shop_id, count(*)::int as n from products where product_type = 3 and status = 1 group by shop_id',
    );
    const first = await get(`${url}?offset=1&limit=10`);
    expect(first.code).toBe(ErrorCode.OK);
    expect(first.total).toBe(expected.length);
    expect(first.rows).toHaveLength(Math.min(10, expected.length));
    const counts = first.rows.map((r: Supplier) => r.supplyCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    for (const supplier of first.rows as Supplier[]) {
      expect(supplier.supplyCount).toBe(expected.find((e) => e.shop_id === supplier.shopId)?.n);
      expect(supplier.listings.length).toBe(Math.min(3, supplier.supplyCount));
      for (const listing of supplier.listings) {
        expect(listing.productType.code).toBe(3);
        expect(listing.productPrice).toMatch(/^\d+\.\d{2}$/);
      }
      expect(supplier.mainClass?.name).toMatch(/[\u4e00-\u9fff]/);
      expect(supplier.score).toMatch(/^\d\.\d$/);
    }
    // The last page holds the rest; past it the page is empty with the same total.
    const lastPage = Math.ceil(first.total / 10);
    const last = await get(`${url}?offset=${lastPage}&limit=10`);
    expect(last.rows).toHaveLength(first.total - (lastPage - 1) * 10);
    const beyond = await get(`${url}?offset=${lastPage + 1}&limit=10`);
    expect(beyond).toMatchObject({ code: ErrorCode.OK, rows: [], total: first.total });
  });

  it('sorts by score when asked', async () => {
    const page = await get(`${url}?sort=score&limit=100`);
    const scores = page.rows.map((r: Supplier) => Number(r.score));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const ascending = await get(`${url}?sort=score&order=asc&limit=100`);
    expect(ascending.rows.map((r: Supplier) => Number(r.score))).toEqual([...scores].reverse());
  });

  it('keeps the shops with listings in a class and counts only those', async () => {
    const [top] = await rows<{ class1_id: number; shops: number }>(
      `select class1_id, count(distinct shop_id)::int as shops from products
       where product_type = 3 and status = 1 group by class1_id order by 2 desc, 1 limit 1`,
    );
    const page = await get(`${url}?classId=${top!.class1_id}&limit=100`);
    expect(page.total).toBe(top!.shops);
    for (const supplier of page.rows as Supplier[]) {
      const [n] = await rows<{ n: number }>(
        `select count(*)::int as n from products where product_type = 3 and status = 1
         and class1_id = ${top!.class1_id} and shop_id = ${supplier.shopId}`,
      );
      expect(supplier.supplyCount).toBe(n!.n);
    }
  });

  it('searches shop name, description and region', async () => {
    const all = (await get(`${url}?limit=100`)).rows as Supplier[];
    const target = all[0]!;
    const byName = await get(`${url}?searchkey=${encodeURIComponent(target.shopName.slice(0, 4))}`);
    expect(byName.rows.map((r: Supplier) => r.shopId)).toContain(target.shopId);
    const province = target.areaName.split(' ')[0]!;
    const byRegion = (await get(`${url}?searchkey=${encodeURIComponent(province)}&limit=100`)).rows;
    expect(byRegion.length).toBeGreaterThan(0);
    for (const r of byRegion as Supplier[]) {
      expect(`${r.shopName}${r.description}${r.areaName}`).toContain(province);
    }
  });

  it('names the main class in the request language', async () => {
    const en = await get(`${url}?limit=3`, 'en_US');
    for (const r of en.rows as Supplier[]) expect(r.mainClass?.name).toMatch(/^[A-Za-z]/);
  });

  it('answers odd input with an empty page and bad parameters with 40000', async () => {
    for (const key of ["'; drop table shops; --", '%', '_', '\\', '旗'.repeat(3000).slice(0, 1999)]) {
      const page = await get(`${url}?searchkey=${encodeURIComponent(key)}`);
      expect(page.code, key).toBe(ErrorCode.OK);
      expect(page.rows).toEqual([]);
    }
    expect(await get(`${url}?classId=999999`)).toMatchObject({ code: ErrorCode.OK, rows: [], total: 0 });
    for (const bad of [
      'offset=-1',
      'offset=0',
      'limit=10000',
      'limit=abc',
      'classId=abc',
      'classId=-3',
      'sort=name',
      'order=up',
    ]) {
      const reply = await get(`${url}?${bad}`);
      expect(reply.code, bad).toBe(ErrorCode.VALIDATION_FAILED);
      expect(reply.status, bad).toBeLessThan(500);
      expect(reply.msg, bad).toBeTruthy();
    }
    const english = await get(`${url}?limit=10000`, 'en_US');
    expect(english.msg).toMatch(/[A-Za-z]/);
    expect(english.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('platform supply chains', () => {
  it("are the platform's recommended shops, best rated first, with classes and newest products", async () => {
    const recommended = await rows<{ id: number }>('select id from shops where recommended = 1');
    const reply = await get(`/api${hallsEndpoints.platformChains.path}`);
    expect(reply.code).toBe(ErrorCode.OK);
    const chains = reply.ext as PlatformChain[];
    expect(chains.map((c) => c.shopId).sort((a, b) => a - b)).toEqual(
      recommended.map((r) => r.id).sort((a, b) => a - b),
    );
    const scores = chains.map((c) => Number(c.score));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const chain of chains) {
      const [count] = await rows<{ n: number }>(
        `select count(*)::int as n from products where status = 1 and shop_id = ${chain.shopId}`,
      );
      expect(chain.productCount).toBe(count!.n);
      expect(chain.classes.length).toBeGreaterThan(0);
      expect(chain.classes.length).toBeLessThanOrEqual(6);
      const classCounts = chain.classes.map((c) => c.count);
      expect([...classCounts].sort((a, b) => b - a)).toEqual(classCounts);
      expect(chain.products.length).toBeGreaterThan(0);
      expect(chain.products.length).toBeLessThanOrEqual(4);
      for (const p of chain.products) expect(p.productType.code).toBe(4);
      expect(chain.mainClass).not.toBeNull();
    }
  });

  it('translates class names', async () => {
    const chains = (await get(`/api${hallsEndpoints.platformChains.path}`, 'es')).ext as PlatformChain[];
    expect(chains[0]!.mainClass!.name).toMatch(/^[A-Za-z]/);
    expect(chains[0]!.classes[0]!.name).toMatch(/^[A-Za-z]/);
  });
});

describe('town landing', () => {
  it('counts farm products, groups farm shops by province and lists places of origin', async () => {
    const reply = await get(`/api${hallsEndpoints.townHome.path}?unknown=1`);
    expect(reply.code).toBe(ErrorCode.OK);
    const town = reply.ext as TownHome;
    const [totals] = await rows<{ products: number; shops: number; origins: number }>(
      `select count(*)::int as products, count(distinct shop_id)::int as shops,
              count(distinct area_name)::int as origins
       from products where is_farm = 1 and status = 1 and product_type = 4`,
    );
    expect(town.stats).toEqual(totals);
    expect(town.stats.products).toBeGreaterThan(0);
    const shops = town.regions.flatMap((r) => r.shops);
    expect(shops).toHaveLength(totals!.shops);
    for (const region of town.regions) {
      for (const shop of region.shops) expect(shop.areaName.startsWith(region.province)).toBe(true);
    }
    expect(town.origins.length).toBeGreaterThan(0);
    expect(town.origins.length).toBeLessThanOrEqual(12);
    const [topOrigin] = await rows<{ n: number }>(
      `select count(*)::int as n from products where is_farm = 1 and status = 1 and product_type = 4
       and area_name = '${town.origins[0]!.areaName.replace(/'/g, "''")}'`,
    );
    expect(town.origins[0]!.count).toBe(topOrigin!.n);
  });

  it('picks news about farming and the countryside, newest first', async () => {
    const town = (await get(`/api${hallsEndpoints.townHome.path}`)).ext as TownHome;
    expect(town.news.length).toBeGreaterThan(0);
    for (const item of town.news) {
      expect(ruralNewsTerms.some((term) => item.title.includes(term) || item.summary.includes(term))).toBe(
        true,
      );
    }
    const times = town.news.map((n) => n.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
