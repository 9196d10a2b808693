import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ErrorCode, systemEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';

// The web plugin's side of server rendering, with a stand-in for the built renderer (apps/web's
// entry-server, whose pages the browser tests check and storefront-pages.test.ts renders for real): which
// requests are rendered, what is cached, what a failure answers. The stand-in counts its renders, asks the
// API for something through the plugin and keys a page by its path and its `id` parameter only.
const renderer = `
let renders = 0;
const keyOf = (url, locale) => {
  const address = new URL(url, 'http://x');
  const id = address.searchParams.get('id');
  return locale + ' ' + address.pathname + (id === null ? '' : '?id=' + id);
};
export async function createRenderer(template) {
  return {
    waiting: 0,
    pageLocale({ url, cookie }) {
      if (cookie.includes('signed_in=1')) return null;
      return new URL(url, 'http://x').searchParams.get('lang') ?? 'zh_CN';
    },
    pageKey: keyOf,
    async render(request, locale) {
      if (request.url.includes('boom')) throw new Error('boom');
      renders++;
      const api = await request.api({ method: 'GET', url: '/api${systemEndpoints.health.path}', headers: {} });
      if (request.url.includes('unavailable')) return { kind: 'failed', reason: 'GET /api/x: 50300', passes: 1 };
      const status = request.url.includes('missing') ? 404 : 200;
      const html = template.replace('<div id="root"></div>', '<div id="root"><main>render ' + renders + ' api ' + api.status + '</main></div>');
      return { kind: 'page', status, html, cacheable: true, key: keyOf(request.url, locale), passes: 1 };
    },
    forget() {},
    failurePage(locale) {
      return '<p>friendly failure ' + locale + '</p>';
    },
  };
}`;

const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
const root = mkdtempSync(path.join(tmpdir(), 'mall-ssr-'));
const dist = path.join(root, 'dist');
const ssr = path.join(root, 'dist-ssr');
const brokenSsr = path.join(root, 'dist-ssr-broken');
const web = { WEB_DIST_DIR: dist, WEB_SSR_DIR: ssr };

let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(ssr);
  mkdirSync(brokenSsr);
  writeFileSync(path.join(dist, 'index.html'), shell);
  writeFileSync(path.join(dist, 'sso.html'), '<!doctype html><title>sign-on</title>');
  writeFileSync(path.join(ssr, 'entry-server.js'), renderer);
  // What a development build of the renderer did: it throws as it starts.
  writeFileSync(
    path.join(brokenSsr, 'entry-server.js'),
    'export async function createRenderer() { throw new TypeError("jsxDEV is not a function"); }',
  );
  ctx = await createTestContext({ seed: false, env: web });
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

  it('keeps a page under the key the renderer gives it: parameters the page does not read are one page', async () => {
    const real = await open('/mallview/mall/product/detail?id=7');
    expect(real.headers['x-page-cache']).toBe('miss');
    for (let x = 1; x <= 20; x++) {
      const junk = await open(`/mallview/mall/product/detail?id=7&x=${x}`);
      expect(junk.headers['x-page-cache'], `x=${x}`).toBe('hit');
      expect(junk.body).toBe(real.body);
    }
    expect((await open('/mallview/mall/product/detail?id=8')).headers['x-page-cache']).toBe('miss');
  });

  it('sends a cached page compressed as the browser accepts, the same page in each encoding', async () => {
    const url = '/mallview/mall/home?id=encoding-test';
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

  it('answers with the status the page gives, and keeps a real 404 like a page', async () => {
    const missing = await open('/mallview/mall/product/detail?id=missing');
    expect(missing.statusCode).toBe(404);
    const again = await open('/mallview/mall/product/detail?id=missing');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(missing.body);
  });

  it('neither keeps nor shows a page whose call failed: the browser renders it, with 503', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await open('/mallview/mall/product/detail?id=unavailable');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['x-page-cache']).toBe('miss');
      expect(res.body).toBe(shell);
    }
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

  it('reports the renderer in readiness, with what its cache holds', async () => {
    const res = await ctx.app.inject({ url: `/api${systemEndpoints.ready.path}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().ext.checks.renderer).toMatchObject({ status: 'ok', cachedPages: expect.any(Number) });
    expect(res.json().ext.checks.renderer.cachedPages).toBeGreaterThan(0);
  });
});

describe('what a render may cost', () => {
  const visitor = '203.0.113.7';
  const other = '198.51.100.20';
  const openFrom = (limited: TestContext, url: string, remoteAddress: string) =>
    limited.app.inject({ url, remoteAddress });

  it("does not count a render's API calls as the visitor's: a visitor over its /api limit does not poison the page", async () => {
    const limited = await createTestContext({ seed: false, env: { ...web, RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      // The visitor spends its whole /api budget...
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await openFrom(limited, `/api${systemEndpoints.health.path}`, visitor)).json().code);
      expect(codes).toEqual([0, 0, 0, 42900]);
      // ...then opens a page: its render's call is answered, and the next visitor gets that page.
      const page = await openFrom(limited, '/mallview/mall/home?id=poison', visitor);
      expect(page.body).toMatch(/api 200</);
      const next = await openFrom(limited, '/mallview/mall/home?id=poison', other);
      expect(next.headers['x-page-cache']).toBe('hit');
      expect(next.body).toMatch(/api 200</);
      // The visitor's own API calls are still limited.
      expect((await openFrom(limited, `/api${systemEndpoints.health.path}`, visitor)).json().code).toBe(
        ErrorCode.RATE_LIMITED,
      );
    } finally {
      await limited.close();
    }
  });

  it('limits renders per address: past it the browser renders the page (429); cached pages and other addresses are served', async () => {
    const limited = await createTestContext({
      seed: false,
      env: { ...web, RENDER_RATE_LIMIT_PER_MINUTE: '2' },
    });
    try {
      const statuses: number[] = [];
      for (const id of [1, 2, 3])
        statuses.push((await openFrom(limited, `/mallview/mall/home?id=${id}`, visitor)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const over = await openFrom(limited, '/mallview/mall/home?id=4', visitor);
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBe('60');
      expect(over.body).toBe(shell);
      // A page already kept costs no render: served to the same address.
      const cached = await openFrom(limited, '/mallview/mall/home?id=1', visitor);
      expect(cached.statusCode).toBe(200);
      expect(cached.headers['x-page-cache']).toBe('hit');
      // Another address has a budget of its own.
      expect((await openFrom(limited, '/mallview/mall/home?id=4', other)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('a renderer that fails to start', () => {
  it('outside production: pages are rendered in the browser, loudly, and the server is not ready', async () => {
    const lines: string[] = [];
    const broken = await createTestContext({
      seed: false,
      env: { WEB_DIST_DIR: dist, WEB_SSR_DIR: brokenSsr },
      logger: {
        level: 'warn',
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    });
    try {
      expect(lines.join('')).toMatch(
        /renderer.*failed to start: jsxDEV is not a function.*IN THE BROWSER ONLY/,
      );
      const page = await broken.app.inject({ url: '/mallview/mall/home' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(shell);
      const ready = await broken.app.inject({ url: `/api${systemEndpoints.ready.path}` });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        code: ErrorCode.UNAVAILABLE,
        ext: {
          status: 'unavailable',
          checks: { renderer: { status: 'failed' }, database: { status: 'ok' } },
        },
      });
    } finally {
      await broken.close();
    }
  });

  it('reports a built web app without its renderer the same way', async () => {
    const partial = await createTestContext({
      seed: false,
      env: { WEB_DIST_DIR: dist, WEB_SSR_DIR: path.join(root, 'no-such-dir') },
    });
    try {
      const ready = await partial.app.inject({ url: `/api${systemEndpoints.ready.path}` });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().ext.checks.renderer.status).toBe('failed');
    } finally {
      await partial.close();
    }
  });
});
