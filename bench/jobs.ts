// The job queue's cost, a part of `npm run bench` (alone: `BENCH_PARTS=jobs npm run bench`), on the embedded
// database and, when BENCH_JOBS_POSTGRES_URL (default DATABASE_URL) names a PostgreSQL server, on a database
// of its own there (mall_bench_jobs, made anew):
// (1) throughput: BENCH_JOBS_COUNT jobs (default 2,000) sent by 10 concurrent senders, then worked by one
//     copy with a batch of 1 (the sweeps' setting) and of 20: jobs per second sent and worked;
// (2) the database load of a server at rest: the whole app (buildApp, the demo's modules, no requests) for
//     BENCH_JOBS_IDLE_SECONDS (default 60) with its job workers on and then off: statements per minute through
//     its pool, and the database's own work (the embedded database process's CPU time; PostgreSQL's
//     transactions).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { JobQueue } from '../apps/server/src/lib/jobs/job-queue';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const jobCount = env('BENCH_JOBS_COUNT', 2000);
const idleSeconds = env('BENCH_JOBS_IDLE_SECONDS', 60);
const senders = 10;

const round = (n: number) => Math.round(n * 10) / 10;

/** Counts the statements sent through a pool from now on. */
function countStatements(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  let n = 0;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    n += 1;
    return query(...args);
  };
  return {
    get count() {
      return n;
    },
    reset() {
      n = 0;
    },
  };
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function databaseWork(database: Database): Promise<() => Promise<Record<string, number>>> {
  if (database.kind === 'pglite') {
    const pid = database.pid!;
    const before = cpuSeconds(pid);
    return async () => ({ databaseCpuSeconds: Math.round((cpuSeconds(pid) - before) * 100) / 100 });
  }
  const commits = async () =>
    Number(
      (
        await database.pool.query<{ n: string }>(
          'select xact_commit::text as n from pg_stat_database where datname = current_database()',
        )
      ).rows[0]?.n ?? 0,
    );
  const before = await commits();
  // The statistics are flushed by each backend about every second; the reading itself is one more.
  return async () => {
    await new Promise((r) => setTimeout(r, 1500));
    return { databaseTransactions: (await commits()) - before - 1 };
  };
}

async function throughput(database: Database, batchSize: number) {
  const name = `bench.throughput-${batchSize}`;
  const done = { n: 0 };
  const define = (queue: JobQueue) =>
    queue.define({
      name,
      policy: 'standard',
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      pollingSeconds: 1,
      batchSize,
      run: async () => void done.n++,
    });
  const sender = new JobQueue(database.pool, { workers: false, onError: () => {} });
  define(sender);
  await sender.start();
  let next = 0;
  const sendStarted = performance.now();
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < jobCount) {
        next += 1;
        await sender.send(name, { n: next });
      }
    }),
  );
  const sendSeconds = (performance.now() - sendStarted) / 1000;
  await sender.stop();
  const worker = new JobQueue(database.pool, { workers: true, onError: () => {} });
  define(worker);
  const workStarted = performance.now();
  await worker.start();
  while (done.n < jobCount) await new Promise((r) => setTimeout(r, 20));
  const workSeconds = (performance.now() - workStarted) / 1000;
  await worker.stop();
  return {
    batchSize,
    jobs: jobCount,
    sentPerSecond: Math.round(jobCount / sendSeconds),
    workedPerSecond: Math.round(jobCount / workSeconds),
  };
}

async function idle(database: Database, workers: boolean, dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    MALL_DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    WEB_SSR_DIR: '/nonexistent',
    JOB_WORKERS: String(workers),
  });
  const statements = countStatements(database.pool);
  const app = await buildApp({ config, database });
  await app.ready();
  // What the start itself sends is not the load at rest.
  await new Promise((r) => setTimeout(r, 2000));
  statements.reset();
  const work = await databaseWork(database);
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const counted = statements.count;
  const db = await work();
  await app.close();
  return { jobWorkers: workers, statementsPerMinute: round((counted * 60) / idleSeconds), ...db };
}

async function measure(database: Database, dataDir: string, log: (line: string) => void) {
  await migrateDatabase(database);
  // At rest first, on the new database: after the throughput runs, the database's own clean-up of the jobs
  // written (autovacuum) would be counted as load.
  const atRest = [];
  for (const workers of [true, false]) {
    const r = await idle(database, workers, dataDir);
    log(`jobs (${database.kind}) at rest, workers ${workers ? 'on' : 'off'}: ${JSON.stringify(r)}`);
    atRest.push(r);
  }
  const results = [];
  for (const batchSize of [1, 20]) {
    const r = await throughput(database, batchSize);
    log(
      `jobs (${database.kind}, batch ${batchSize}): ${r.sentPerSecond} sent/s, ${r.workedPerSecond} worked/s`,
    );
    results.push(r);
  }
  return { database: database.kind, throughput: results, atRest, idleSeconds };
}

export async function jobsBench({ log = console.log }: { log?: (line: string) => void } = {}) {
  const dataDir = `.data/bench-jobs-${process.pid}`;
  const embedded = await openDatabase({});
  const reports = [];
  try {
    reports.push(await measure(embedded, dataDir, log));
  } finally {
    await embedded.close();
  }
  const url = process.env.BENCH_JOBS_POSTGRES_URL ?? process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('drop database if exists mall_bench_jobs with (force)');
    await admin.query('create database mall_bench_jobs');
    await admin.end();
    const target = new URL(url);
    target.pathname = '/mall_bench_jobs';
    const postgres = await openDatabase({ databaseUrl: target.toString(), poolSize: 10 });
    try {
      reports.push(await measure(postgres, dataDir, log));
    } finally {
      await postgres.close();
    }
  } else log('jobs on PostgreSQL: skipped (set BENCH_JOBS_POSTGRES_URL or DATABASE_URL)');
  return { jobCount, senders, reports };
}
