import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installJobSchema } from '../lib/jobs/job-queue';

export type Db = NodePgDatabase;
/** A transaction of `Db`: repositories built on one share it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository reads and writes through: the database, or a transaction a repository opened. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Embedded database only: writes the whole database to a file that `loadFrom` opens (test templates). */
  dump?(file: string): Promise<void>;
  /** Embedded database only: the process id of the database process (a new one after a restart). */
  readonly pid?: number;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for PGlite data; absent means in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Embedded database only: starts from a file written by `dump` (test templates; with `dataDir`, an empty one). */
  loadFrom?: string;
  /**
   * Embedded database only: called when its process died and could not be started again (three tries), or
   * died holding an in-memory database, whose data is gone. The default logs and exits with code 1, so that
   * a supervisor starts the server again.
   */
  onFailure?: (error: Error) => void;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/drizzle from the sources (src/db); the built server (apps/server/dist) carries a copy beside it. */
export const migrationsFolder = existsSync(path.join(here, 'drizzle'))
  ? path.join(here, 'drizzle')
  : path.resolve(here, '../../drizzle');

// node-postgres returns bigint/numeric as strings by default; counts (int8) are safe as numbers here.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

interface EmbeddedProcess {
  child: ChildProcess;
  port: number;
  stop(): Promise<void>;
  dump(file: string): Promise<void>;
}

/**
 * Forks the embedded database process and waits until it serves on its port (`port` 0: any free one); with
 * `timeoutMs`, a process that is not ready by then is killed and the start fails.
 */
async function startPglite(options: {
  dataDir?: string;
  loadFrom?: string;
  port?: number;
  timeoutMs?: number;
  /** What a connection must give to be served (see the wire server). */
  password: string;
}): Promise<EmbeddedProcess> {
  const { dataDir, loadFrom } = options;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = fork(path.join(here, 'pglite-server.mjs'), [], {
    env: {
      ...process.env,
      PGLITE_DATA_DIR: dataDir ?? '',
      PGLITE_LOAD_FROM: loadFrom ?? '',
      PGLITE_PORT: String(options.port ?? 0),
      PGLITE_PASSWORD: options.password,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`embedded database exited early (${signal ?? `code ${code}`})`));
    // A process stuck opening its folder would otherwise leave the server answering "unavailable" forever.
    const timer = options.timeoutMs
      ? setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`embedded database not ready after ${options.timeoutMs} ms`));
        }, options.timeoutMs)
      : undefined;
    child.once('exit', onExit);
    child.once('error', reject);
    child.on('message', (msg: { type?: string; port?: number }) => {
      if (msg?.type === 'ready' && typeof msg.port === 'number') {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(msg.port);
      }
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      // A database in memory goes with its process whatever it does: a clean shutdown (PGlite's closing
      // checkpoint) only costs time, 0.3–0.8 s a test file on the two-core machine. One in a folder closes
      // cleanly, so its files are consistent for the next start.
      if (dataDir) child.send({ type: 'close' });
      else child.kill('SIGKILL');
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
  return { child, port, stop, dump };
}

const restartTries = 3;
const restartTimeoutMs = 60_000;

function exitOnFailure(error: Error) {
  console.error(`${error.message}: exiting`);
  process.exit(1);
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
  const { dataDir, onFailure = exitOnFailure } = options;
  // The wire server listens on loopback, which every process of the machine can reach: only a connection
  // that gives this password (made anew for each server process, never stored) is served.
  const password = randomBytes(24).toString('base64url');
  let embedded = await startPglite({ dataDir, loadFrom: options.loadFrom, password });
  // PGlite is a single session: one pooled connection keeps transactions from interleaving.
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port: embedded.port,
    user: 'postgres',
    database: 'postgres',
    password,
    max: 1,
    // The idle connection is kept: a reconnect costs a startup exchange, and the named prepared statements
    // of the old connection were closed with it (the wire server keeps each connection's apart).
    idleTimeoutMillis: 0,
  });
  pool.on('error', () => {});

  // If the database process dies, a new one opens the same folder (PostgreSQL's crash recovery keeps every
  // committed transaction) on the same port, so the pool, and every module holding it, carries on. Until
  // then statements fail to connect, which the API answers as "temporarily unavailable".
  let closing = false;
  let restarting: Promise<void> | undefined;
  const restart = async (died: EmbeddedProcess) => {
    let lastError: unknown;
    for (let attempt = 1; attempt <= restartTries && !closing; attempt++) {
      try {
        const next = await startPglite({ dataDir, port: died.port, timeoutMs: restartTimeoutMs, password });
        if (closing) return next.stop();
        embedded = next;
        // Another port only if the old one was taken meanwhile: new connections use it.
        pool.options.port = next.port;
        watch(next);
        console.error(`embedded database restarted (process ${next.child.pid})`);
        return;
      } catch (error) {
        lastError = error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
    if (!closing)
      onFailure(
        new Error(
          `embedded database could not be restarted: ${lastError instanceof Error ? lastError.message : lastError}`,
        ),
      );
  };
  const watch = (proc: EmbeddedProcess) =>
    proc.child.once('exit', (code, signal) => {
      if (closing || proc !== embedded) return;
      const how = signal ?? `code ${code}`;
      if (!dataDir) {
        onFailure(new Error(`embedded in-memory database ended (${how}); its data is gone`));
        return;
      }
      console.error(`embedded database process ${proc.child.pid} ended (${how}): restarting it`);
      restarting = restart(proc).finally(() => {
        restarting = undefined;
      });
    });
  watch(embedded);

  return {
    db: drizzle(pool, { casing: 'snake_case' }),
    pool,
    kind: 'pglite',
    get pid() {
      return embedded.child.pid;
    },
    async close() {
      await closePool(pool).catch(() => {});
      closing = true;
      await restarting;
      await embedded.stop();
    },
    dump: (file) => embedded.dump(file),
  };
}

/** The mall's migrations, then the job queue's own tables (pg-boss keeps and versions them itself). */
export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
  await installJobSchema(database.pool);
}
