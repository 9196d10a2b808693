import pg from 'pg';

/**
 * Statements that fail in ways a server meets in real life (see db/wire-server.mjs), for tests that check
 * that the statements after them work, on the embedded database as on PostgreSQL.
 */

/** Another connection (outside the pool) holding a row lock inside its transaction until `release`. */
export async function holdLock(pool: pg.Pool, lockSql: string, params: unknown[]) {
  const holder = new pg.Client(pool.options);
  holder.on('error', () => {});
  await holder.connect();
  await holder.query('begin');
  await holder.query(lockSql, params);
  return {
    async release() {
      await holder.query('rollback');
      await holder.end();
    },
  };
}

/**
 * Runs a statement that waits for another connection's lock and stops waiting after `timeoutMs` on the
 * client side (node-postgres's `query_timeout`: the pool then drops the connection, as for any failure).
 * Resolves to the error the caller saw.
 */
export async function timedOut(pool: pg.Pool, lockSql: string, params: unknown[], timeoutMs = 300) {
  const lock = await holdLock(pool, lockSql, params);
  try {
    // node-postgres reads query_timeout from the query's config too; its types only know the client option.
    const config: pg.QueryConfig & { query_timeout: number } = {
      text: lockSql,
      values: params,
      query_timeout: timeoutMs,
    };
    return await pool.query(config).then(
      () => undefined,
      (error: Error) => error,
    );
  } finally {
    await lock.release();
  }
}

/**
 * Runs a statement that waits for another connection's lock and cancels it as node-postgres does (a cancel
 * request on a connection of its own, naming the waiting connection's key). The cancel is sent again until
 * the statement ends (the first may arrive before the statement does); after 100 tries the lock is released
 * so the test ends either way. Resolves to the error the caller saw, undefined if the statement succeeded.
 */
export async function cancelled(pool: pg.Pool, lockSql: string, params: unknown[]) {
  const lock = await holdLock(pool, lockSql, params);
  const client = await pool.connect();
  const query = new pg.Query(lockSql, params);
  const outcome = new Promise<Error | undefined>((resolve) => {
    query.on('error', resolve);
    query.on('end', () => resolve(undefined));
  });
  client.query(query);
  let settled = false;
  void outcome.then(() => {
    settled = true;
  });
  try {
    for (let attempt = 0; attempt < 100 && !settled; attempt++) {
      const canceller = new pg.Client(pool.options) as pg.Client & {
        cancel(target: pg.ClientBase, query: pg.Query): void;
      };
      canceller.on('error', () => {});
      canceller.cancel(client, query);
      await Promise.race([outcome, new Promise((resolve) => setTimeout(resolve, 50))]);
    }
  } finally {
    await lock.release();
  }
  const error = await outcome;
  // As pool.query does: a connection whose statement failed is dropped.
  client.release(error);
  return error;
}

/** The SQLSTATE of a database error, or its message for node-postgres's own errors. */
export function failure(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return (error as { code?: string }).code ?? error.message;
}
