import { rmSync, writeFileSync } from 'node:fs';
import type { Locale } from '@mall/contracts';
import { ErrorCode, systemEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeRedis } from '../../../test/fake-redis';
import { FakeS3 } from '../../../test/fake-s3';
import { createTestContext, type TestContext } from '../../../test/helper';

// /api/health/ready as a load balancer or orchestrator reads it: 200 when every dependency answers, else 503
// (code 50300) with the report saying which one failed, and ready again once it recovers.

type Context = TestContext;

async function ready(ctx: Context, lang: Locale = 'en_US') {
  const res = await ctx.app.inject({
    url: `/api${systemEndpoints.ready.path}`,
    cookies: { site_lang: lang },
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

describe('readiness on local storage without Redis', () => {
  let ctx: Context;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('reports the database and the storage, and no Redis when none is configured', async () => {
    const { status, body } = await ready(ctx);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: ErrorCode.OK,
      ext: {
        status: 'ok',
        database: ctx.database.kind,
        checks: { database: { status: 'ok' }, storage: { status: 'ok', kind: 'local' } },
      },
    });
    expect(body.ext.checks).not.toHaveProperty('redis');
  });

  it('is not ready while the files folder cannot be written, and ready again once it can', async () => {
    // A file where the folder should be: what a wrong volume mount or a full, read-only disk look like.
    rmSync(ctx.filesDir, { recursive: true, force: true });
    writeFileSync(ctx.filesDir, 'not a folder');
    try {
      const down = await ready(ctx, 'es');
      expect(down.status).toBe(503);
      expect(down.retryAfter).toBe('5');
      expect(down.body).toMatchObject({
        code: ErrorCode.UNAVAILABLE,
        ext: {
          status: 'unavailable',
          checks: { database: { status: 'ok' }, storage: { status: 'failed', kind: 'local' } },
        },
      });
      // Translated like every other failure, and no internal error (paths, errno) in the reply.
      expect(down.body.msg).toMatch(/no está disponible/);
      expect(JSON.stringify(down.body)).not.toMatch(/ENOTDIR|EEXIST|not a folder|\//);
    } finally {
      rmSync(ctx.filesDir, { force: true });
    }
    expect((await ready(ctx)).status).toBe(200);
  });

  it('shows the job queue: each queue’s jobs waiting, running and failed, and fails while it is stopped', async () => {
    const queues = await createTestContext({ seed: false });
    try {
      expect(await queues.app.jobs.send('orders.expire-unpaid')).toBeTruthy();
      const up = await ready(queues);
      expect(up.status).toBe(200);
      expect(up.body.ext.checks.jobs).toMatchObject({
        status: 'ok',
        workers: false,
        'orders.expire-unpaid waiting': 1,
        'orders.expire-unpaid active': 0,
        'orders.expire-unpaid failed': 0,
        'payments.close-expired waiting': 0,
      });
      await queues.app.jobs.stop();
      const down = await ready(queues);
      expect(down.status).toBe(503);
      expect(down.body.ext.checks.jobs).toMatchObject({
        status: 'failed',
        'orders.expire-unpaid waiting': 1,
      });
    } finally {
      await queues.close();
    }
  });

  it('is never held back by the per-client request limit (health checks come from the balancer)', async () => {
    const limited = await createTestContext({ seed: false, env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await ready(limited)).status);
      expect(statuses).toEqual([200, 200, 200, 200]);
      // The rest of the API still counts.
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await limited.app.inject({ url: `/api${systemEndpoints.health.path}` })).json().code);
      expect(codes).toEqual([0, 0, 42900]);
    } finally {
      await limited.close();
    }
  });
});

describe('who is told what readiness found', () => {
  let ctx: Context;
  beforeAll(async () => {
    // The balancer at 10.0.0.5; the picture folder made unwritable below, to see a failure too.
    ctx = await createTestContext({ seed: false, env: { TRUST_PROXY: '10.0.0.5' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const probe = (remoteAddress: string, forwardedFor?: string) =>
    ctx.app.inject({
      url: `/api${systemEndpoints.ready.path}`,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('gives the report to loopback and to the addresses TRUST_PROXY names, a bare answer to anyone else', async () => {
    for (const [from, forwarded] of [['127.0.0.1'], ['::1'], ['10.0.0.5'], ['10.0.0.5', '127.0.0.1']]) {
      const res = await probe(from!, forwarded);
      expect(res.statusCode, `${from} ${forwarded ?? ''}`).toBe(200);
      expect(res.json().ext.checks.database.status, `${from} ${forwarded ?? ''}`).toBe('ok');
    }
    // A visitor directly, a visitor through the balancer, a visitor through a proxy on the host itself, and
    // a visitor naming a trusted address itself: whether this copy is ready, nothing more.
    for (const [from, forwarded] of [
      ['203.0.113.9'],
      ['10.0.0.5', '203.0.113.9'],
      ['127.0.0.1', '203.0.113.9'],
      ['203.0.113.9', '127.0.0.1'],
      ['10.0.0.6'],
    ]) {
      const res = await probe(from!, forwarded);
      expect(res.statusCode, `${from} ${forwarded ?? ''}`).toBe(200);
      expect(res.json(), `${from} ${forwarded ?? ''}`).toEqual({
        code: ErrorCode.OK,
        msg: 'success',
        ext: null,
      });
    }
  });

  it('answers a public probe of a copy that is not ready with a bare 503', async () => {
    rmSync(ctx.filesDir, { recursive: true, force: true });
    writeFileSync(ctx.filesDir, 'not a folder');
    try {
      const outside = await probe('203.0.113.9');
      expect(outside.statusCode).toBe(503);
      expect(outside.headers['retry-after']).toBe('5');
      expect(outside.json()).toMatchObject({ code: ErrorCode.UNAVAILABLE, ext: null });
      const inside = await probe('10.0.0.5');
      expect(inside.statusCode).toBe(503);
      expect(inside.json().ext.checks.storage).toMatchObject({ status: 'failed', kind: 'local' });
    } finally {
      rmSync(ctx.filesDir, { force: true });
    }
  });
});

describe('readiness with Redis and an S3-compatible store', () => {
  const redis = new FakeRedis();
  const s3 = new FakeS3('mall-pictures');
  let ctx: Context;
  beforeAll(async () => {
    const [redisUrl, s3Url] = await Promise.all([redis.listen(), s3.listen()]);
    ctx = await createTestContext({
      seed: false,
      env: {
        REDIS_URL: redisUrl,
        S3_ENDPOINT: s3Url,
        S3_BUCKET: 'mall-pictures',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([redis.close(), s3.close()]);
  });

  it('checks Redis with a ping and the bucket with HeadBucket', async () => {
    const { status, body } = await ready(ctx);
    expect(status).toBe(200);
    expect(body.ext.checks).toMatchObject({
      database: { status: 'ok' },
      redis: { status: 'ok' },
      storage: { status: 'ok', kind: 's3' },
    });
    expect(s3.heads.length).toBeGreaterThan(0);
  });

  it('is not ready while Redis fails, and says it is Redis', async () => {
    redis.failing = true;
    try {
      const down = await ready(ctx);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        code: ErrorCode.UNAVAILABLE,
        msg: 'The service is temporarily unavailable, please try again in a moment',
        ext: { status: 'unavailable', checks: { redis: { status: 'failed' }, storage: { status: 'ok' } } },
      });
    } finally {
      redis.failing = false;
    }
    expect((await ready(ctx)).body.ext.checks.redis.status).toBe('ok');
  });

  it('is not ready while the bucket refuses its keys, and says it is the storage', async () => {
    s3.failing = true;
    try {
      const down = await ready(ctx);
      expect(down.status).toBe(503);
      expect(down.body.ext.checks).toMatchObject({
        redis: { status: 'ok' },
        storage: { status: 'failed', kind: 's3' },
      });
    } finally {
      s3.failing = false;
    }
    expect((await ready(ctx)).status).toBe(200);
  });
});
