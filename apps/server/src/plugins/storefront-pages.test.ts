import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogEndpoints, ErrorCode, systemEndpoints } from '@mall/contracts';
import { type PathName, paths } from '@mall/contracts/storefront-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';
import { buildWebApp } from '../../test/web-build';

// The storefront's real server renderer (apps/web's entry-server, built for this file) behind the web
// plugin, on the demo mall: which addresses are one page in the page cache, and which pages are kept at all.

const work = mkdtempSync(path.join(tmpdir(), 'mall-pages-'));
let web: { dist: string; ssr: string };
let ctx: TestContext;
let productName: string;

beforeAll(async () => {
  web = buildWebApp(work);
  ctx = await createTestContext({ seed: 'demo', env: { WEB_DIST_DIR: web.dist, WEB_SSR_DIR: web.ssr } });
  productName = (await api(ctx, `/api${catalogEndpoints.productDetail.path}?productId=1`)).ext.productName;
}, 240_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(work, { recursive: true, force: true });
});

async function api(context: TestContext, url: string) {
  return (await context.app.inject({ url })).json() as { code: number; ext: { productName: string } };
}
const open = (context: TestContext, url: string, remoteAddress = '203.0.113.7') =>
  context.app.inject({ url, remoteAddress, headers: { accept: 'text/html' } });
/** The markup inside #root: what the server rendered. */
const rendered = (html: string) => /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
async function cachedPages(context: TestContext): Promise<number> {
  return (await context.app.inject({ url: `/api${systemEndpoints.ready.path}` })).json().ext.checks.renderer
    .cachedPages;
}

describe('the page cache with the real renderer', () => {
  it('keeps a page by the parameters it reads: ?x=1…N neither evicts it nor is kept as N pages', async () => {
    const pages = [
      '/mallview/mall/product/detail?productId=1',
      '/mallview/mall/product?classId=1',
      '/mallview/mall/home',
    ];
    for (const page of pages) await open(ctx, page);
    for (const page of pages) expect((await open(ctx, page)).headers['x-page-cache'], page).toBe('hit');
    const held = await cachedPages(ctx);
    const join = (page: string) => (page.includes('?') ? '&' : '?');
    for (let x = 1; x <= 30; x++)
      for (const page of pages) {
        const res = await open(ctx, `${page}${join(page)}x=${x}&utm_source=s${x}`, `198.51.100.${x}`);
        expect(res.headers['x-page-cache'], `${page} x=${x}`).toBe('hit');
      }
    expect(await cachedPages(ctx)).toBe(held);
    const product = await open(ctx, pages[0]!);
    expect(product.headers['x-page-cache']).toBe('hit');
    expect(rendered(product.body)).toContain(productName);
    // Nothing of the other addresses is in it: not in its links, not in its canonical address.
    expect(product.body).not.toMatch(/[?&;]x=\d|utm_source/);
    expect(product.body).toMatch(
      /<link data-head="canonical" rel="canonical" href="[^"]+\/mallview\/mall\/product\/detail\?productId=1">/,
    );
    // A parameter the page reads is another page.
    const other = await open(ctx, '/mallview/mall/product/detail?productId=2');
    expect(other.headers['x-page-cache']).toBe('miss');
    expect(rendered(other.body)).not.toContain(productName);
  });

  it('keeps the 404 of a missing product like a page', async () => {
    const missing = await open(ctx, '/mallview/mall/product/detail?productId=987654');
    expect(missing.statusCode).toBe(404);
    const again = await open(ctx, '/mallview/mall/product/detail?productId=987654&x=1');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBe('hit');
  });

  it('neither keeps nor shows a page whose data failed on the server: the browser renders it (503)', async () => {
    const url = '/mallview/mall/product/detail?productId=3';
    // The products table gone for a moment: the product's call answers 50000 (HTTP 500).
    await ctx.database.pool.query('alter table products rename to products_away');
    try {
      for (const from of ['203.0.113.7', '198.51.100.2']) {
        const res = await open(ctx, url, from);
        expect(res.statusCode, from).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(rendered(res.body), from).toBe('');
      }
    } finally {
      await ctx.database.pool.query('alter table products_away rename to products');
    }
    const back = await open(ctx, url);
    expect(back.statusCode).toBe(200);
    expect(back.headers['x-page-cache']).toBe('miss');
    const name = (await api(ctx, `/api${catalogEndpoints.productDetail.path}?productId=3`)).ext.productName;
    expect(rendered(back.body)).toContain(name);
  });
});

describe('a visitor over its /api limit with the real renderer', () => {
  it('gets, and leaves for the next visitor, the page with its data (not one that failed to load)', async () => {
    const limited = await createTestContext({
      seed: 'demo',
      env: { WEB_DIST_DIR: web.dist, WEB_SSR_DIR: web.ssr, RATE_LIMIT_PER_MINUTE: '5' },
    });
    try {
      const visitor = '203.0.113.50';
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push(
          (
            await limited.app.inject({ url: `/api${systemEndpoints.health.path}`, remoteAddress: visitor })
          ).json().code,
        );
      expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
      const page = await open(limited, '/mallview/mall/product/detail?productId=1', visitor);
      expect(page.statusCode).toBe(200);
      expect(rendered(page.body)).toContain(productName);
      const next = await open(limited, '/mallview/mall/product/detail?productId=1', '198.51.100.60');
      expect(next.headers['x-page-cache']).toBe('hit');
      expect(rendered(next.body)).toContain(productName);
    } finally {
      await limited.close();
    }
  });
});

/**
 * The query (or path parameter) of a representative page per route, from the demo mall: an object the page
 * shows, where its route shows one. Routes not named here are rendered with their bare address.
 */
const representative: Partial<Record<PathName, string>> = {
  productList: '?classId=1',
  productDetail: '?productId=1',
  supplyDetail: '?productId=1',
  supplierList: '?classId=1',
  demandDetail: '?id=1',
  shopDetail: '?shopId=1',
  pointsGoodsDetail: '?id=1',
  marketDetail: '?id=1',
  farmCenter: '?classId=1',
  fillOrderBuyNow: '?productId=1&quantity=1',
  orderSuccess: '?orderNumbers=1',
  fillOrderPoints: '?id=1',
  paySuccess: '?payNo=1',
  payReturn: '?payNo=1',
  newsDetail: '?id=1',
  bulletinDetail: '?id=1',
  helpCenter: '?bottomClassId=1&bottomMenuId=1',
  company: '?id=1',
  resourceDetail: '?id=1',
};

/**
 * Routes known to take more than one pass, each with its reason. None today: every route's module declares
 * what it shows (`serverData`), and so does the frame's layout (layouts/storefront-layout.tsx).
 */
const knownMultiPass: Partial<Record<PathName, string>> = {};

describe('every server-rendered route', () => {
  it("renders in one pass: its data is declared (its module's serverData), not found by a pass", async () => {
    // No page cache and no kept frame answers: every render fetches all it shows.
    const cold = await createTestContext({
      seed: 'demo',
      env: {
        WEB_DIST_DIR: web.dist,
        WEB_SSR_DIR: web.ssr,
        PAGE_CACHE_SECONDS: '0',
        RENDER_RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
    try {
      // The first render after a start included: the frame's data (header, menus, footer) is declared by its
      // layout, not found by rendering.
      // Every route of the route table (both templates' patterns), with an object of the demo mall where it
      // shows one, and the not-found page.
      const addresses = Object.entries(paths).flatMap(([name, path]) =>
        path.patterns.map((pattern) => {
          const query = representative[name as PathName] ?? '';
          const address = pattern.includes(':') ? pattern.replace(/:[a-zA-Z]+/, '1') : `${pattern}${query}`;
          return { name: name as PathName, url: `/mallview${address === '/' ? '' : address}` };
        }),
      );
      addresses.push({ name: 'root', url: '/mallview/no-such-page' });
      const slow: string[] = [];
      for (const { name, url } of addresses) {
        const res = await open(cold, url);
        expect(res.statusCode, url).toBeLessThan(500);
        const passes = Number(/desc="(\d+) passes"/.exec(String(res.headers['server-timing']))?.[1]);
        expect(passes, `${url}: server-timing ${res.headers['server-timing']}`).toBeGreaterThan(0);
        if (passes > 1 && !knownMultiPass[name]) slow.push(`${name} (${url}): ${passes} passes`);
      }
      expect(slow).toEqual([]);
    } finally {
      await cold.close();
    }
  }, 240_000);
});
