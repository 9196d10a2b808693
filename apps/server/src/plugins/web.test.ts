import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';

let ctx: TestContext;
const dist = mkdtempSync(path.join(tmpdir(), 'mall-web-dist-'));
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>storefront</title>');
  writeFileSync(path.join(dist, 'sso.html'), '<!doctype html><title>sign-on</title>');
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), bundle);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(bundle));
  ctx = await createTestContext({ seed: false, env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves the storefront page for any /mallview path and never lets it be cached', async () => {
    for (const url of ['/mallview/', '/mallview/mall/product?classId=3', '/mallview/news/helpcenter']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('storefront');
      expect(res.headers['cache-control']).toMatch(/no-cache/);
    }
  });

  it('serves the sign-on page under /sso', async () => {
    const res = await ctx.app.inject({ url: '/sso/login?redirect=%2Fmallview%2F' });
    expect(res.body).toContain('sign-on');
  });

  it('serves hashed assets as immutable, pre-compressed when the client accepts brotli', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await ctx.app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.body).toBe(bundle);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await ctx.app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });
});
