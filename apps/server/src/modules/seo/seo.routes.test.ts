import { catalogEndpoints, contentEndpoints, ErrorCode } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';

const origin = 'https://mall.example.com';
let ctx: TestContext;

// Lists stay lists when they hold one entry.
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

interface Entry {
  loc: string;
  lastmod?: string;
}

/** GET an XML document: its status, headers and entries, after checking that it is well-formed XML. */
async function getXml(url: string, app = ctx.app, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  if (response.statusCode !== 200)
    return { status: response.statusCode, headers: response.headers, entries: [] };
  const validation = XMLValidator.validate(response.body);
  expect(validation, `${url} is not well-formed XML`).toBe(true);
  const doc = parser.parse(response.body);
  const entries: Entry[] = doc.sitemapindex?.sitemap ?? doc.urlset?.url ?? [];
  if (doc.sitemapindex) expect(doc.sitemapindex['@_xmlns'] ?? response.body).toMatch(/sitemaps\.org/);
  return { status: response.statusCode, headers: response.headers, entries, body: response.body };
}

async function rows<T>(query: string): Promise<T[]> {
  return (await ctx.database.db.execute(sql.raw(query))).rows as T[];
}

/** The chunk addresses the index names for one family. */
async function chunksOf(family: string): Promise<string[]> {
  const index = await getXml('/sitemap.xml');
  return index.entries.map((e) => e.loc).filter((loc) => loc.startsWith(`${origin}/sitemaps/${family}-`));
}

/** Every URL of every chunk of a family, with the chunk it came from. */
async function urlsOf(family: string): Promise<(Entry & { chunk: string })[]> {
  const all: (Entry & { chunk: string })[] = [];
  for (const chunk of await chunksOf(family)) {
    const doc = await getXml(chunk.slice(origin.length));
    expect(doc.status, chunk).toBe(200);
    expect(doc.entries.length).toBeGreaterThan(0);
    expect(doc.entries.length).toBeLessThanOrEqual(2);
    all.push(...doc.entries.map((e) => ({ ...e, chunk })));
  }
  return all;
}

const idOf = (loc: string, param: string) => Number(new URL(loc).searchParams.get(param));

// Two products switched off shelf: one alone, and both of the chunk of ids 5 and 6.
const offShelf = [3, 5, 6];

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo', sitemapChunkSize: 2, env: { PUBLIC_URL: origin } });
  await rows(`update products set status = 0 where id in (${offShelf.join(',')})`);
});
afterAll(async () => {
  await ctx?.close();
});

describe('sitemap index', () => {
  it('is XML for crawlers, cached for an hour, naming the chunks of every kind of page', async () => {
    const index = await getXml('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = index.entries.map((e) => e.loc);
    for (const family of ['products', 'shops', 'classes', 'articles', 'help'])
      expect(locs).toContain(`${origin}/sitemaps/${family}-1.xml`);
    for (const loc of locs)
      expect(loc).toMatch(/^https:\/\/mall\.example\.com\/sitemaps\/[a-z]+-[1-9]\d*\.xml$/);
  });

  it('answers the same without a web app built (the test server has none)', async () => {
    const response = await ctx.app.inject({ url: '/sitemap.xml', method: 'HEAD' });
    expect(response.statusCode).toBe(200);
  });
});

describe('product chunks', () => {
  it('hold every product a visitor can open exactly once, at most two per chunk, at its storefront address', async () => {
    const urls = await urlsOf('products');
    expect(new Set(urls.map((u) => u.chunk)).size).toBeGreaterThan(100);
    const visible = await rows<{ id: number; product_type: number }>(
      'select id, product_type from products where status = 1 and product_type in (3, 4) order by id',
    );
    expect(visible.length).toBeGreaterThan(500);
    const listed = urls.map((u) => idOf(u.loc, 'productId')).sort((a, b) => a - b);
    expect(listed).toEqual(visible.map((v) => v.id));
    const types = new Map(visible.map((v) => [v.id, v.product_type]));
    expect(new Set(types.values())).toEqual(new Set([3, 4]));
    for (const { loc } of urls) {
      const id = idOf(loc, 'productId');
      expect(loc).toBe(
        types.get(id) === 4
          ? `${origin}/mallview/mall/product/detail?productId=${id}`
          : `${origin}/mallview/mall/product/supplyDetail?productId=${id}`,
      );
    }
  });

  it('lists a seeded product with its creation time as lastmod, and its detail opens', async () => {
    const [product] = await rows<{ id: number; created_at: string }>(
      'select id, created_at from products where status = 1 and product_type = 4 order by id desc limit 1',
    );
    const chunk = await getXml(`/sitemaps/products-${Math.ceil(product!.id / 2)}.xml`);
    const entry = chunk.entries.find(
      (e) => e.loc === `${origin}/mallview/mall/product/detail?productId=${product!.id}`,
    );
    expect(entry?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(new Date(entry!.lastmod!).getTime()).toBe(
      Math.floor(new Date(product!.created_at).getTime() / 1000) * 1000,
    );
    const detail = await ctx.app.inject({
      url: `/api${catalogEndpoints.productDetail.path}?productId=${product!.id}`,
    });
    expect(detail.json().code).toBe(ErrorCode.OK);
  });

  it('leaves out products off shelf (their detail is a 404), and a chunk left without any is not named', async () => {
    const urls = (await urlsOf('products')).map((u) => idOf(u.loc, 'productId'));
    for (const id of offShelf) {
      expect(urls).not.toContain(id);
      const detail = await ctx.app.inject({
        url: `/api${catalogEndpoints.productDetail.path}?productId=${id}`,
      });
      expect(detail.statusCode).toBe(404);
    }
    // Products 5 and 6 made chunk 3; products 3 and 4 still make chunk 2, with 4 only.
    expect(await chunksOf('products')).not.toContain(`${origin}/sitemaps/products-3.xml`);
    expect((await ctx.app.inject({ url: '/sitemaps/products-3.xml' })).statusCode).toBe(404);
    const second = await getXml('/sitemaps/products-2.xml');
    expect(second.entries.map((e) => idOf(e.loc, 'productId'))).toEqual([4]);
  });

  it('uses the international prefix when MALL_TEMPLATE is 3 (supply detail has one address)', async () => {
    const [supply] = await rows<{ id: number }>(
      'select id from products where status = 1 and product_type = 3 order by id limit 1',
    );
    await rows(`update sys_params set value = '3' where code = 'MALL_TEMPLATE'`);
    try {
      const chunk = await getXml('/sitemaps/products-1.xml');
      expect(chunk.entries.map((e) => e.loc)).toContain(
        `${origin}/mallview/mallIntl/product/detail?productId=1`,
      );
      const supplyChunk = await getXml(`/sitemaps/products-${Math.ceil(supply!.id / 2)}.xml`);
      expect(supplyChunk.entries.map((e) => e.loc)).toContain(
        `${origin}/mallview/mall/product/supplyDetail?productId=${supply!.id}`,
      );
      const shops = await getXml('/sitemaps/shops-1.xml');
      expect(shops.entries[0]?.loc).toBe(`${origin}/mallview/mallIntl/product/shopDetail?shopId=1`);
    } finally {
      await rows(`update sys_params set value = '1' where code = 'MALL_TEMPLATE'`);
    }
  });
});

describe('other chunks', () => {
  it('list every shop at its shop page, with its creation time', async () => {
    const urls = await urlsOf('shops');
    const shops = await rows<{ id: number }>('select id from shops order by id');
    expect(urls.map((u) => u.loc)).toEqual(
      shops.map((s) => `${origin}/mallview/mall/product/shopDetail?shopId=${s.id}`),
    );
    for (const url of urls) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('list every class of the storefront tree at its product list', async () => {
    const urls = await urlsOf('classes');
    const classes = await rows<{ id: number }>(
      'select id from product_classes where class_type = 1 and show_view = 1 order by id',
    );
    expect(classes.length).toBeGreaterThan(10);
    expect(urls.map((u) => u.loc)).toEqual(
      classes.map((c) => `${origin}/mallview/mall/product?classId=${c.id}`),
    );
    // A class with products on sale changed when its newest product arrived.
    const [top] = await rows<{ id: number; t: string }>(
      `select class1_id as id, max(created_at) as t from products where status = 1 and product_type = 4
       group by class1_id order by class1_id limit 1`,
    );
    const entry = urls.find((u) => u.loc.endsWith(`classId=${top!.id}`));
    expect(new Date(entry!.lastmod!).getTime()).toBe(Math.floor(new Date(top!.t).getTime() / 1000) * 1000);
  });

  it('list news, bulletins, company pages and resources each at its own page, each of which opens', async () => {
    const urls = await urlsOf('articles');
    const news = await rows<{ id: number; news_type: number }>('select id, news_type from news order by id');
    expect(new Set(news.map((n) => n.news_type))).toEqual(new Set([1, 2, 3, 4]));
    const pages: Record<number, string> = {
      1: '/news/newsDetail',
      2: '/news/bulletinDetail',
      3: '/news/company',
      4: '/news/resource/detail',
    };
    expect(urls.map((u) => u.loc)).toEqual(
      news.map((n) => `${origin}/mallview${pages[n.news_type]}?id=${n.id}`),
    );
    for (const type of [1, 2, 3, 4]) {
      const first = urls.find((u) => u.loc.includes(`${pages[type]}?`));
      const detail = await ctx.app.inject({
        url: `/api${contentEndpoints.newsDetail.path}?id=${idOf(first!.loc, 'id')}`,
      });
      expect(detail.json().code).toBe(ErrorCode.OK);
      expect(first?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it('list the help centre articles with their menu class', async () => {
    const urls = await urlsOf('help');
    const menus = await rows<{ id: number; class_id: number }>(
      `select m.id, m.class_id from bottom_menus m join bottom_menu_classes c on c.id = m.class_id
       where c.class_source = 1 order by m.id`,
    );
    expect(menus.length).toBeGreaterThan(0);
    expect(urls.map((u) => u.loc)).toEqual(
      menus.map((m) => `${origin}/mallview/news/helpcenter?bottomClassId=${m.class_id}&bottomMenuId=${m.id}`),
    );
  });

  it('write the ampersand between query parameters as an XML entity', async () => {
    const chunk = await ctx.app.inject({ url: '/sitemaps/help-1.xml' });
    expect(chunk.body).toContain('?bottomClassId=1&amp;bottomMenuId=1</loc>');
    expect(chunk.body).not.toMatch(/&(?!amp;)/);
  });
});

describe('chunk names', () => {
  it.each([
    'products-0.xml',
    'products-abc.xml',
    'products--1.xml',
    'products-01.xml',
    'products-1.XML',
    'products-1.xml.bak',
    'products-1',
    'products-99999999999999999999999999.xml',
    'products-2147483648.xml',
    'products-9999999999.xml',
    'users-1.xml',
    '..%2Fsitemap.xml',
    'products-1.xml%00',
  ])('%s is a 404, not a failure', async (name) => {
    const response = await ctx.app.inject({ url: `/sitemaps/${name}` });
    expect(response.statusCode).toBe(404);
  });

  it('a chunk past the last one is a 404', async () => {
    const chunks = await chunksOf('products');
    const last = Math.max(...chunks.map((c) => Number(/-(\d+)\.xml$/.exec(c)?.[1])));
    expect((await ctx.app.inject({ url: `/sitemaps/products-${last}.xml` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/sitemaps/products-${last + 1}.xml` })).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it('keeps the sign-on pages and the API out and names the sitemap', async () => {
    const response = await ctx.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /sso/',
      'Disallow: /api/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ]);
  });
});

describe('without PUBLIC_URL (development)', () => {
  let dev: TestContext;
  beforeAll(async () => {
    dev = await createTestContext({ seed: 'demo' });
  });
  afterAll(async () => {
    await dev?.close();
  });

  it("writes the addresses with the request's own origin", async () => {
    const headers = { host: 'shop.test:4311' };
    const robots = await dev.app.inject({ url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: http://shop.test:4311/sitemap.xml');
    const index = await getXml('/sitemap.xml', dev.app, headers);
    // One chunk of each kind at the default size of 50,000.
    expect(index.entries.map((e) => e.loc)).toEqual(
      ['products', 'shops', 'classes', 'articles', 'help'].map(
        (f) => `http://shop.test:4311/sitemaps/${f}-1.xml`,
      ),
    );
    const products = await getXml('/sitemaps/products-1.xml', dev.app, headers);
    expect(products.entries[0]?.loc).toBe('http://shop.test:4311/mallview/mall/product/detail?productId=1');
    expect(products.entries.length).toBe(
      Number(
        (
          await dev.database.db.execute(
            sql.raw('select count(*)::int as n from products where status = 1 and product_type in (3, 4)'),
          )
        ).rows[0]?.n,
      ),
    );
  });
});
