import pg from 'pg';
import type { Database } from './client';

/** The advisory lock key of the start-up steps ("mall" in ASCII), the same in every copy of the server. */
export const startupLockKey = 0x6d616c6c;

/**
 * Runs the start-up steps that write (migrations, the seed of an empty database, building a missing index)
 * under a session-level PostgreSQL advisory lock, so copies of the server started together against one
 * database take turns: the first migrates and seeds, the others then find the work done. The lock is held by
 * a connection of its own, outside the pool, so `work` can use every pooled connection; ending that
 * connection releases the lock even if `work` failed or the process died.
 * The embedded database needs no lock (one process owns its folder) and runs `work` as it is.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  const holder = new pg.Client(database.pool.options);
  holder.on('error', () => {});
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [startupLockKey]);
    return await work();
  } finally {
    await holder.end().catch(() => {});
  }
}
