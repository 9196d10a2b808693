import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountEndpoints,
  authEndpoints,
  catalogEndpoints,
  ErrorCode,
  profileEndpoints,
  systemEndpoints,
} from '@mall/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';
import { Bitmap, encodePng } from '../lib/png';

/*
 * What every answer tells the browser (docs/security.md, ASVS V3, V4.1, V13.4): use HTTPS, never frame the
 * site, no CORS grant to other sites, the type and character set of each body, and nothing served from the
 * folders that is not meant to be (dotfiles, repository metadata, directory listings).
 */

let ctx: TestContext;
const dist = mkdtempSync(path.join(tmpdir(), 'mall-web-dist-'));
const evil = 'https://evil.example';

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets', '.git'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>storefront</title>');
  writeFileSync(path.join(dist, 'sso.html'), '<!doctype html><title>sign-on</title>');
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1);');
  writeFileSync(path.join(dist, 'assets', '.git', 'HEAD'), 'ref: refs/heads/secret-branch\n');
  writeFileSync(path.join(dist, 'assets', '.env'), 'S3_SECRET_ACCESS_KEY=asset-secret\n');
  ctx = await createTestContext({
    seed: false,
    env: { WEB_DIST_DIR: dist, AUTH_RATE_LIMIT_PER_MINUTE: '2' },
  });
  // What a data folder kept under version control, or copied with its hidden files, would hold.
  mkdirSync(path.join(ctx.filesDir, '.git'), { recursive: true });
  writeFileSync(path.join(ctx.filesDir, '.git', 'config'), '[remote "origin"] url = secret-remote');
  writeFileSync(path.join(ctx.filesDir, '.env'), 'DATABASE_URL=postgres://mall:secret@db/mall');
  mkdirSync(path.join(ctx.filesDir, 'gallery', '7'), { recursive: true });
  writeFileSync(path.join(ctx.filesDir, 'gallery', '7', 'picture.png'), encodePng(new Bitmap(2, 2)));
  // A public picture (the seed's): gallery pictures are served to their owner only.
  mkdirSync(path.join(ctx.filesDir, 'seed', 'test'), { recursive: true });
  writeFileSync(path.join(ctx.filesDir, 'seed', 'test', 'picture.png'), encodePng(new Bitmap(2, 2)));
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** One answer of each kind the server gives: API success and failure, a page, an asset, a stored picture. */
async function answersOfEveryKind(): Promise<[string, LightMyRequestResponse][]> {
  const get = (url: string) => ctx.app.inject({ url });
  return [
    ['API answer', await get(`/api${systemEndpoints.health.path}`)],
    ['API refusal', await get(`/api${catalogEndpoints.productDetail.path}?productId=abc`)],
    ['unknown API path', await get('/api/no/such/path')],
    ['signed-in API without a session', await get(`/api${accountEndpoints.userInfo.path}`)],
    ['storefront page', await get('/mallview/mall/home')],
    ['sign-on page', await get('/sso/login')],
    ['script asset', await get('/assets/index-AbC123.js')],
    ['stored picture', await get('/files/seed/test/picture.png')],
  ];
}

describe('what every answer tells the browser', () => {
  it('asks for HTTPS for at least a year, subdomains included, on every kind of answer', async () => {
    for (const [what, res] of await answersOfEveryKind()) {
      const hsts = String(res.headers['strict-transport-security'] ?? '');
      expect(hsts, what).toMatch(/includeSubDomains/);
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge, what).toBeGreaterThanOrEqual(365 * 24 * 3600);
    }
  });

  it('lets no site frame the pages, sends no address to other sites and allows no plugins', async () => {
    for (const [what, res] of await answersOfEveryKind()) {
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp, what).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
      expect(csp, what).toMatch(/(^|;)\s*object-src 'none'\s*(;|$)/);
      expect(csp, what).toMatch(/(^|;)\s*base-uri 'none'\s*(;|$)/);
      expect(res.headers['referrer-policy'], what).toBe('no-referrer');
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    }
  });

  it('lets no cache keep an API answer or a page', async () => {
    for (const [what, res] of await answersOfEveryKind()) {
      if (what === 'script asset' || what === 'stored picture') continue;
      expect(String(res.headers['cache-control']), what).toMatch(/no-store/);
    }
  });

  it('labels every body with its type, and text with its character set', async () => {
    const expected: Record<string, RegExp> = {
      'API answer': /^application\/json; charset=utf-8$/i,
      'API refusal': /^application\/json; charset=utf-8$/i,
      'unknown API path': /^application\/json; charset=utf-8$/i,
      'signed-in API without a session': /^application\/json; charset=utf-8$/i,
      'storefront page': /^text\/html; charset=utf-8$/i,
      'sign-on page': /^text\/html; charset=utf-8$/i,
      'script asset': /^(text|application)\/javascript; charset=utf-8$/i,
      'stored picture': /^image\/png$/,
    };
    for (const [what, res] of await answersOfEveryKind()) {
      expect(res.headers['content-type'], what).toMatch(expected[what]!);
    }
    // Answers made outside the routes: a request limit, broken JSON, a body over the limit.
    const limited: LightMyRequestResponse[] = [];
    for (let i = 0; i < 3; i++)
      limited.push(await ctx.app.inject({ url: `/api${authEndpoints.captchaImage.path}` }));
    expect(limited.at(-1)!.json().code).toBe(ErrorCode.RATE_LIMITED);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: `/api${authEndpoints.login.path}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"authid":',
    });
    expect(broken.json().code).toBe(ErrorCode.VALIDATION_FAILED);
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: `/api${authEndpoints.qrState.path}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ qrId: 'x'.repeat(2 * 1024 * 1024), pollKey: 'y' }),
    });
    expect(tooLarge.statusCode).toBe(413);
    for (const res of [limited.at(-1)!, broken, tooLarge])
      expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8$/i);
  });

  it('grants other sites nothing through CORS: no allow-origin for them, no preflight approved', async () => {
    const read = await ctx.app.inject({
      url: `/api${systemEndpoints.health.path}`,
      headers: { origin: evil },
    });
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: `/api${profileEndpoints.modifyInfo.path}`,
      headers: {
        origin: evil,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-access-token',
      },
    });
    expect(preflight.statusCode).not.toBe(204);
    for (const res of [read, preflight]) {
      const cors = Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));
      expect(cors).toEqual([]);
    }
  });
});

describe('what the folders serve', () => {
  it('serves no dotfiles: no repository metadata, no environment files, from stored files or assets', async () => {
    for (const url of [
      '/files/.git/config',
      '/files/.env',
      '/files/gallery/../.env',
      '/files/%2egit/config',
      '/assets/.git/HEAD',
      '/assets/.env',
      '/.git/config',
      '/.env',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/secret/);
    }
  });

  it('lists no folder and answers no TRACE', async () => {
    for (const url of ['/files/', '/files/gallery/', '/files/gallery/7/', '/assets/']) {
      const res = await ctx.app.inject({ url });
      // 403 or 404, never a page of names.
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('picture.png');
    }
    const trace = await ctx.app.inject({
      method: 'TRACE' as 'GET',
      url: `/api${systemEndpoints.health.path}`,
      headers: { 'x-echo-me': 'traced-secret' },
    });
    expect(trace.statusCode).toBeGreaterThanOrEqual(400);
    expect(trace.body).not.toContain('traced-secret');
  });
});
