import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectOk } from '../../test/api';
import { createTestContext, type TestContext } from '../../test/helper';

// The consoles' app at /console/* (plugins/console.ts), served from a stand-in build.

let ctx: TestContext;
let missing: TestContext;
const dist = mkdtempSync(path.join(tmpdir(), 'mall-console-dist-'));
const empty = mkdtempSync(path.join(tmpdir(), 'mall-console-none-'));

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(dist, 'assets', 'console-AbC123.js'), 'console.log("console");');
  writeFileSync(path.join(dist, 'assets', '.env'), 'SECRET=1\n');
  [ctx, missing] = await Promise.all([
    createTestContext({ seed: false, env: { CONSOLE_DIST_DIR: dist } }),
    createTestContext({ seed: false, env: { CONSOLE_DIST_DIR: empty } }),
  ]);
});
afterAll(async () => {
  await Promise.all([ctx?.close(), missing?.close()]);
  rmSync(dist, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
});

describe('the consoles at /console/', () => {
  it('answer every address of both workspaces with the app page, never cached nor indexed', async () => {
    for (const url of ['/console/', '/console/merchant', '/console/platform/merchant-applications/3']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>console</title>');
      expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const bare = await ctx.app.inject({ url: '/console' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/console/');
  });

  it('serve their hashed files for good, and no hidden file', async () => {
    const script = await ctx.app.inject({ url: '/console/assets/console-AbC123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.headers['content-type']).toContain('javascript');
    expect((await ctx.app.inject({ url: '/console/assets/.env' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/console/assets/nothing.js' })).statusCode).toBe(404);
  });

  it('say they are not built when the build is missing, and the API still answers', async () => {
    const res = await missing.app.inject({ url: '/console/platform/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expectOk(await api(missing.app).call(systemEndpoints.health));
  });
});
