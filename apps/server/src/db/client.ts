import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Db = NodePgDatabase;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Embedded database only: writes the whole database to a file that `loadFrom` opens (test templates). */
  dump?(file: string): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for PGlite data; absent means in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Embedded in-memory database only: starts from a file written by `dump` (test templates). */
  loadFrom?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = path.resolve(here, '../../drizzle');

// node-postgres returns bigint/numeric as strings by default; counts (int8) are safe as numbers here.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

async function startPglite(
  dataDir?: string,
  loadFrom?: string,
): Promise<{ port: number; stop: () => Promise<void>; dump: (file: string) => Promise<void> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = fork(path.join(here, 'pglite-server.mjs'), [], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir ?? '', PGLITE_LOAD_FROM: loadFrom ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`embedded database exited early (code ${code})`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.on('message', (msg: { type?: string; port?: number }) => {
      if (msg?.type === 'ready' && typeof msg.port === 'number') {
        child.off('exit', onExit);
        resolve(msg.port);
      }
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.send({ type: 'close' });
    });
  const dump = (file: string) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (msg: { type?: string; error?: string }) => {
        if (msg?.type !== 'dumped') return;
        child.off('message', onMessage);
        if (msg.error) reject(new Error(msg.error));
        else resolve();
      };
      child.on('message', onMessage);
      child.send({ type: 'dump', file });
    });
  return { port, stop, dump };
}

/**
 * Waits until no statement has run or waited for `quietMs` (at most `timeoutMs`), so closing the database
 * does not fail the next statement of work still under way: a request whose caller hung up, a hook, a
 * cache refreshing behind a page. The pool only notices statements, so a short quiet spell stands for
 * "done".
 */
async function drainPool(pool: pg.Pool, quietMs = 50, timeoutMs = 5000): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  const busy = () => pool.waitingCount > 0 || pool.idleCount < pool.totalCount;
  let quietSince = busy() ? undefined : performance.now();
  while (performance.now() < deadline) {
    if (busy()) quietSince = undefined;
    else quietSince ??= performance.now();
    if (quietSince !== undefined && performance.now() - quietSince >= quietMs) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
}

/** Ends a pool once the work under way has drained from it (see drainPool). */
async function closePool(pool: pg.Pool): Promise<void> {
  await drainPool(pool);
  await pool.end();
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', () => {});
    return {
      db: drizzle(pool, { casing: 'snake_case' }),
      pool,
      kind: 'postgres',
      close: () => closePool(pool),
    };
  }
  const embedded = await startPglite(options.dataDir, options.loadFrom);
  // PGlite is a single session: one pooled connection keeps transactions from interleaving.
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port: embedded.port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // Never drop the idle connection: PGlite keeps one session for every socket, so a reconnect would
    // find the named prepared statements of the old connection and fail with "already exists".
    idleTimeoutMillis: 0,
  });
  pool.on('error', () => {});
  return {
    db: drizzle(pool, { casing: 'snake_case' }),
    pool,
    kind: 'pglite',
    async close() {
      await closePool(pool).catch(() => {});
      await embedded.stop();
    },
    dump: embedded.dump,
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
