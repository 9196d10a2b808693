import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelled, failure, timedOut } from '../../test/failing-statements';
import { openTestDatabase } from '../../test/helper';
import type { Database } from './client';

// After any failing statement the next ones work, on the embedded database exactly as on PostgreSQL. The
// embedded one used to break for good: node-postgres's pool drops a connection whose statement failed, and
// the next connection found the dropped one's prepared statements in PGlite's single session.

const accounts = pgTable('robust_accounts', {
  id: integer().primaryKey(),
  email: varchar({ length: 128 }).notNull().unique(),
});

let database: Database;
let drop: () => Promise<void>;
let byId: { execute(params: { id: number }): Promise<unknown[]> };

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.pool.query(
    'create table robust_accounts (id int primary key, email varchar(128) not null unique)',
  );
  await database.pool.query(
    `insert into robust_accounts values (1, 'one@example.com'), (2, 'two@example.com')`,
  );
  // A named prepared statement, as drizzle's .prepare() makes them (the catalog's product detail uses one).
  byId = database.db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare('robust_account_by_id');
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

let nextId = 100;
/** Named and unnamed statements and a transaction all work. */
async function expectStatementsWork() {
  expect(await byId.execute({ id: 1 })).toEqual([{ id: 1, email: 'one@example.com' }]);
  const unnamed = await database.pool.query('select email from robust_accounts where id = $1', [2]);
  expect(unnamed.rows).toEqual([{ email: 'two@example.com' }]);
  const id = nextId++;
  await database.db.transaction(async (tx) => {
    await tx.insert(accounts).values({ id, email: `${id}@example.com` });
  });
  expect(await byId.execute({ id })).toEqual([{ id, email: `${id}@example.com` }]);
}

const lockRow = 'select id from robust_accounts where id = $1 for update';

const failingStatements: [string, () => Promise<unknown>, string | RegExp][] = [
  [
    'a NUL byte in a text parameter',
    () => database.pool.query('select id from robust_accounts where email = $1', ['a\u0000b']),
    '22021',
  ],
  [
    'a unique-constraint violation',
    () => database.pool.query('insert into robust_accounts values ($1, $2)', [3, 'one@example.com']),
    '23505',
  ],
  [
    'a value too long for its varchar column',
    () => database.pool.query('update robust_accounts set email = $1 where id = 2', ['x'.repeat(129)]),
    '22001',
  ],
  ['a statement that timed out', () => timedOut(database.pool, lockRow, [1]), 'Query read timeout'],
  ['a cancelled statement', () => cancelled(database.pool, lockRow, [1]), '57014'],
];

describe('statements after a failing one', () => {
  for (const [what, fail, expected] of failingStatements) {
    it(`work after ${what}`, async () => {
      await expectStatementsWork();
      const error = await Promise.resolve(fail()).then(
        (result) => (result instanceof Error ? result : undefined),
        (e: unknown) => e,
      );
      expect(failure(error)).toMatch(expected);
      await expectStatementsWork();
    });
  }

  it('work after a connection went away inside its transaction, which is rolled back', async () => {
    await expectStatementsWork();
    const client = await database.pool.connect();
    await client.query('begin');
    await client.query(`insert into robust_accounts values (50, 'lost@example.com')`);
    await client.query({ name: 'robust_in_transaction', text: 'select count(*) from robust_accounts' });
    client.release(new Error('gone')); // drops the connection, as after a failure inside a transaction
    const lost = await database.pool.query('select count(*)::int as n from robust_accounts where id = 50');
    expect(lost.rows[0].n).toBe(0);
    await database.pool.query(`insert into robust_accounts values (50, 'kept@example.com')`);
    await expectStatementsWork();
  });
});
