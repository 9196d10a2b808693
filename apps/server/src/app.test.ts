import http from 'node:http';
import { accountEndpoints, catalogEndpoints, ErrorCode, systemEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/helper';
import { customers, sessions, users } from './db/schema/account';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

describe('response envelope', () => {
  it('answers unknown /api paths in the envelope, translated by the site_lang cookie', async () => {
    const zh = await ctx.app.inject({ url: '/api/no/such/path' });
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(zh.json().msg).toContain('/api/no/such/path');
    expect(zh.json().msg).toMatch(/接口不存在/);

    const en = await ctx.app.inject({ url: '/api/no/such/path', cookies: { site_lang: 'en_US' } });
    expect(en.json().msg).toMatch(/^Unknown API path/);
    const ru = await ctx.app.inject({
      url: '/api/no/such/path',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(ru.json().msg).toMatch(/Неизвестный путь/);
  });

  it('rejects bad query values with a non-zero code and a message naming the field in each language', async () => {
    const expected: Record<string, RegExp> = {
      zh_CN: /productId：/,
      en_US: /^productId: /,
      ru_RU: /^productId: /,
      es: /^productId: /,
    };
    const texts = new Set<string>();
    for (const [lang, pattern] of Object.entries(expected)) {
      const res = await ctx.app.inject({
        url: `/api${catalogEndpoints.productDetail.path}?productId=abc`,
        cookies: { site_lang: lang },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.json().msg).toMatch(pattern);
      texts.add(res.json().msg);
    }
    expect(texts.size).toBe(4);
  });

  it('names a missing required field', async () => {
    const res = await ctx.app.inject({
      url: `/api${systemEndpoints.configItemMap.path}`,
      cookies: { site_lang: 'en_US' },
    });
    expect(res.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: "moduleCode: Can't be empty",
    });
  });

  it('never leaks internals when something breaks', async () => {
    await ctx.database.pool.query('alter table sys_params rename to sys_params_gone');
    try {
      const res = await ctx.app.inject({
        url: `/api${systemEndpoints.paramList.path}`,
        cookies: { site_lang: 'en_US' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: ErrorCode.SERVER_ERROR,
        msg: expect.stringMatching(/went wrong/),
        ext: null,
      });
      expect(res.body).not.toMatch(/sys_params|stack|at \w+ \(/);
    } finally {
      await ctx.database.pool.query('alter table sys_params_gone rename to sys_params');
    }
  });
});

describe('sessions', () => {
  let userId: number;
  beforeAll(async () => {
    const [cust] = await ctx.database.db
      .insert(customers)
      .values({ custName: '测试贸易有限公司', userClass: 1 })
      .returning();
    const [user] = await ctx.database.db
      .insert(users)
      .values({
        custId: cust!.id,
        mobile: '13700000009',
        userName: 'tester',
        contactName: '王五',
        passwordHash: 'x',
      })
      .returning();
    userId = user!.id;
  });

  it('answers 50002 without a token and with an unknown one', async () => {
    const none = await ctx.app.inject({ url: `/api${accountEndpoints.userInfo.path}` });
    expect(none.json().code).toBe(ErrorCode.TOKEN_INVALID);
    const unknown = await ctx.app.inject({
      url: `/api${accountEndpoints.userInfo.path}`,
      headers: { 'x-access-token': 'not-a-real-token' },
    });
    expect(unknown.json().code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('returns the user for a live session (header or cookie) and 50014 once it has expired', async () => {
    const token = await ctx.app.services.sessions.create({ userId, subsysCode: 'DRP.TMALL.BUYER' });
    const byHeader = await ctx.app.inject({
      url: `/api${accountEndpoints.userInfo.path}`,
      headers: { 'x-access-token': token },
    });
    expect(byHeader.json()).toMatchObject({
      code: ErrorCode.OK,
      ext: { custName: '测试贸易有限公司', userClass: 1, oldUser: false },
    });
    const byCookie = await ctx.app.inject({
      url: `/api${accountEndpoints.userInfo.path}`,
      cookies: { 'X-Access-Token': token },
    });
    expect(byCookie.json().code).toBe(ErrorCode.OK);

    // A session not read since (so not in the copy's session cache) that has expired in the database.
    const unused = await ctx.app.services.sessions.create({ userId, subsysCode: 'DRP.TMALL.BUYER' });
    await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await ctx.app.inject({
      url: `/api${accountEndpoints.userInfo.path}`,
      headers: { 'x-access-token': unused },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(ErrorCode.TOKEN_EXPIRED);
  });

  it('stores only a hash of the token', async () => {
    const token = await ctx.app.services.sessions.create({ userId, subsysCode: 'DRP.TMALL.BUYER' });
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });
});

describe('http basics', () => {
  it('redirects / to the storefront', async () => {
    const res = await ctx.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/mallview/');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await ctx.app.inject({ url: `/api${systemEndpoints.health.path}` });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses large replies', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths[`/api${catalogEndpoints.productList.path}`].get.parameters.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(expect.arrayContaining(['classId', 'offset', 'limit']));
    expect(doc.paths[`/api${accountEndpoints.userInfo.path}`].get.security).toEqual([
      { accessToken: [] },
      { sessionCookie: [] },
    ]);
  });

  it('reports readiness with the database kind', async () => {
    const res = await ctx.app.inject({ url: `/api${systemEndpoints.ready.path}` });
    expect(res.json()).toMatchObject({
      code: ErrorCode.OK,
      ext: { status: 'ok', database: ctx.database.kind },
    });
  });
});

describe('rate limiting', () => {
  it('answers 42900 once a client passes the limit', async () => {
    const limited = await createTestContext({ seed: false, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await limited.app.inject({ url: `/api${systemEndpoints.health.path}` })).json().code);
      expect(codes).toEqual([0, 0, 0, 42900, 42900]);
    } finally {
      await limited.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('embedded database isolation', () => {
  it('keeps answering requests while a slow query runs in the embedded database', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        http
          .get({ host: '127.0.0.1', port, path }, (res) => {
            res.resume();
            res.on('end', () => resolve(performance.now() - started));
          })
          .on('error', reject);
      });
    // About two seconds of work inside PGlite; in-process it would freeze this event loop too.
    const slowStarted = performance.now();
    const slow = ctx.database.pool.query(
      'select count(*) from generate_series(1, 6000000) g where g % 7 = 3',
    );
    await new Promise((r) => setTimeout(r, 100));
    const healthMs = await get(`/api${systemEndpoints.health.path}`);
    await slow;
    const slowMs = performance.now() - slowStarted;
    expect(slowMs).toBeGreaterThan(500);
    expect(healthMs).toBeLessThan(slowMs / 4);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('scale-out with Redis', () => {
  it('shares rate-limit counters between server copies', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: process.env.TEST_REDIS_URL as string };
    const first = await createTestContext({ seed: false, env });
    const second = await createTestContext({ seed: false, env });
    try {
      // A unique client address so parallel runs and earlier runs do not share the counter.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const app = i % 2 === 0 ? first.app : second.app;
        codes.push(
          (await app.inject({ url: `/api${systemEndpoints.health.path}`, remoteAddress: ip })).json().code,
        );
      }
      expect(codes).toEqual([0, 0, 0, 42900]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('closing', () => {
  it('waits for a request whose caller hung up before the database is closed under it', async () => {
    const own = await createTestContext({ seed: false });
    const { pool } = own.database;
    const path = `/api${catalogEndpoints.productList.path}?keyword=tea`;
    expect((await own.app.inject({ url: path })).statusCode).toBe(200); // settings read once, cached
    // Every pooled connection held: the search below waits for one inside its handler.
    const held = await Promise.all(Array.from({ length: pool.options.max ?? 1 }, () => pool.connect()));
    let released = false;
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = own.app.server.address() as { port: number };
      const request = http.get({
        host: '127.0.0.1',
        port,
        path,
      });
      request.on('error', () => {});
      await expect.poll(() => pool.waitingCount).toBeGreaterThan(0);
      request.destroy(); // the caller gives up; its handler is still waiting for the database
      let closed = false;
      const closing = own.app.close().then(() => {
        closed = true;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(closed).toBe(false);
      for (const client of held) client.release();
      released = true;
      await closing;
      expect(pool.waitingCount).toBe(0);
      expect(pool.totalCount).toBe(pool.idleCount);
    } finally {
      if (!released) for (const client of held) client.release();
      await own.close();
    }
  });
});
