import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';

// The web plugin's side of server rendering, with a stand-in for the built renderer (apps/web's
// entry-server, whose pages the browser tests check): which requests are rendered, what is cached, what a
// failure answers. The stand-in counts its renders and asks the API for something through the plugin.
const renderer = `
let renders = 0;
export async function createRenderer(template) {
  return {
    waiting: 0,
    pageLocale({ url, cookie }) {
      if (cookie.includes('signed_in=1')) return null;
      return new URL(url, 'http://x').searchParams.get('lang') ?? 'zh_CN';
    },
    async render(request) {
      if (request.url.includes('boom')) throw new Error('boom');
      renders++;
      const api = await request.api({ method: 'GET', url: '/api/health', headers: {} });
      const status = request.url.includes('missing') ? 404 : 200;
      const html = template.replace('<div id="root"></div>', '<main>render ' + renders + ' api ' + api.status + '</main>');
      return { kind: 'page', status, html, cacheable: status === 200, passes: 1 };
    },
    failurePage(locale) {
      return '<p>friendly failure ' + locale + '</p>';
    },
  };
}`;

let ctx: TestContext;
const root = mkdtempSync(path.join(tmpdir(), 'mall-ssr-'));
const dist = path.join(root, 'dist');
const ssr = path.join(root, 'dist-ssr');

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(ssr);
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'sso.html'), '<!doctype html><title>sign-on</title>');
  writeFileSync(path.join(ssr, 'entry-server.js'), renderer);
  ctx = await createTestContext({ seed: false, env: { WEB_DIST_DIR: dist, WEB_SSR_DIR: ssr } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(root, { recursive: true, force: true });
});

const open = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('server-rendered storefront pages', () => {
  it("renders a visitor's page, then serves it from the cache for the same address and language", async () => {
    const first = await open('/mallview/mall/home?from=cache-test');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.body).toMatch(/<main>render \d+ api 200<\/main>/);
    const again = await open('/mallview/mall/home?from=cache-test');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    // Another language is another page.
    const english = await open('/mallview/mall/home?from=cache-test&lang=en_US');
    expect(english.headers['x-page-cache']).toBe('miss');
    expect(english.body).not.toBe(first.body);
    // Never kept by the browser or a proxy: the HTML names hashed bundles and depends on cookies.
    expect(first.headers['cache-control']).toMatch(/no-store/);
    expect(first.headers.vary).toMatch(/Cookie/);
  });

  it('sends a cached page compressed as the browser accepts, the same page in each encoding', async () => {
    const url = '/mallview/mall/home?from=encoding-test';
    const plain = await open(url);
    for (const [accept, encoding, unpack] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.headers['x-page-cache'], accept).toBe('hit');
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(unpack(res.rawPayload).toString('utf8'), accept).toBe(plain.body);
    }
  });

  it('answers with the status the page gives and does not keep a 404', async () => {
    const missing = await open('/mallview/mall/product/detail?productId=missing');
    expect(missing.statusCode).toBe(404);
    const again = await open('/mallview/mall/product/detail?productId=missing');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBe('miss');
    expect(again.body).not.toBe(missing.body);
  });

  it("gives a signed-in user the shell the browser renders, never a cached visitor's page", async () => {
    await open('/mallview/mall/shopcart');
    const res = await open('/mallview/mall/shopcart', 'signed_in=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['x-page-cache']).toBeUndefined();
  });

  it('answers a failing render with 500 and a friendly page in the visitor language', async () => {
    const res = await open('/mallview/mall/boom?lang=ru_RU');
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('<p>friendly failure ru_RU</p>');
  });
});
