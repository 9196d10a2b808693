import { catalogEndpoints, ErrorCode, systemEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelled, failure, timedOut } from '../test/failing-statements';
import { createTestContext, type TestContext } from '../test/helper';

// The storefront keeps answering after any failing statement, and after the embedded database's process
// died. The embedded database used to answer 50000 to product pages and listings until a restart after one
// failing statement (node-postgres's pool replaced the connection, and the new one found the old one's
// prepared statements), and forever once its process had died.

type Get = (url: string) => Promise<{ statusCode: number; body: { code: number; msg: string } }>;

function client(ctx: TestContext): Get {
  return async (url) => {
    const res = await ctx.app.inject({ url, cookies: { site_lang: 'en_US' } });
    return { statusCode: res.statusCode, body: res.json() };
  };
}

/** A product page and a page of a class listing, as a shopper reads them; `round` picks pages not cached. */
async function readCatalogue(ctx: TestContext, round: number) {
  const get = client(ctx);
  const products = await ctx.database.pool.query<{ id: number }>(
    'select id from products where status = 1 order by id limit 20',
  );
  const productId = products.rows[round % products.rows.length]!.id;
  const detail = await get(`/api${catalogEndpoints.productDetail.path}?productId=${productId}`);
  expect(detail.body).toMatchObject({ code: ErrorCode.OK, ext: { productId } });
  const tree = await get(`/api${catalogEndpoints.classTree.path}`);
  const top = (tree.body as unknown as { ext: { id: number }[] }).ext[0]!;
  // Another page each round: listing pages are kept in memory, and the statement must run.
  const listing = await get(
    `/api${catalogEndpoints.productList.path}?classId=${top.id}&offset=${round + 1}&limit=1`,
  );
  expect(listing.body).toMatchObject({ code: ErrorCode.OK });
  expect((listing.body as unknown as { rows: unknown[] }).rows).toHaveLength(1);
}

describe('the catalogue after a failing statement', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: 'demo' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const lockProduct = 'select id from products where id = (select min(id) from products) for update';
  const failingStatements: [string, () => Promise<unknown>, string | RegExp][] = [
    [
      'a NUL byte in a text parameter',
      () => ctx.database.pool.query('select id from products where name = $1', ['a\u0000b']),
      '22021',
    ],
    [
      'a unique-constraint violation',
      () => ctx.database.pool.query('insert into brands select * from brands order by id limit 1'),
      '23505',
    ],
    [
      'an e-mail address longer than its varchar(128) column',
      () =>
        ctx.database.pool.query(
          'update customers set email = $1 where id = (select min(id) from customers)',
          [`${'x'.repeat(200)}@example.com`],
        ),
      '22001',
    ],
    ['a statement that timed out', () => timedOut(ctx.database.pool, lockProduct, []), 'Query read timeout'],
    ['a cancelled statement', () => cancelled(ctx.database.pool, lockProduct, []), '57014'],
  ];

  failingStatements.forEach(([what, fail, expected], index) => {
    it(`answers product pages and listings after ${what}`, async () => {
      await readCatalogue(ctx, 2 * index);
      const error = await Promise.resolve(fail()).then(
        (result) => (result instanceof Error ? result : undefined),
        (e: unknown) => e,
      );
      expect(failure(error)).toMatch(expected);
      await readCatalogue(ctx, 2 * index + 1);
    });
  });
});

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('a dead embedded database process', () => {
  it('is started again on the same data; meanwhile requests are told to try again', async () => {
    const ctx = await createTestContext({ seed: 'demo', persistentDatabase: true });
    try {
      const get = client(ctx);
      await readCatalogue(ctx, 0);
      const firstPid = ctx.database.pid;
      expect(firstPid).toBeTypeOf('number');
      process.kill(firstPid!, 'SIGKILL');

      const down = await get(`/api${systemEndpoints.ready.path}`);
      expect(down.statusCode).toBe(503);
      expect(down.body).toMatchObject({
        code: ErrorCode.UNAVAILABLE,
        msg: 'The service is temporarily unavailable, please try again in a moment',
      });

      // Back within a few seconds (a minute at most on a busy machine).
      let ready = down;
      for (let attempt = 0; attempt < 600 && ready.body.code !== 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ready = await get(`/api${systemEndpoints.ready.path}`);
      }
      expect(ready.body).toMatchObject({ code: ErrorCode.OK, ext: { status: 'ok' } });
      expect(ctx.database.pid).not.toBe(firstPid);
      // Same data, same pool (the modules holding it carry on).
      await readCatalogue(ctx, 1);
    } finally {
      await ctx.close();
    }
  });
});
