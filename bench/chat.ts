// Chat benchmark, a part of `npm run bench` (alone: `node --import tsx bench/chat.ts`; smaller runs with
// BENCH_CHAT_CLIENTS, BENCH_CHAT_RATE, BENCH_CHAT_SECONDS, BENCH_CHAT_LISTING_RATE, BENCH_CHAT_CROSS_*):
// (1) one server process on the embedded database: N connected live-channel clients (default 5,000) while
//     messages are sent at a fixed rate (default 1,000/s) and the product listing is under load on the same
//     process; delivery latency (send -> the other side's socket) and server memory per connection;
// (2) two server processes sharing PostgreSQL and Redis: buyers on one copy, merchants on the other,
//     cross-copy delivery latency. Skipped (with the reason) when PostgreSQL or Redis does not answer.
// Loopback only; every loop is bounded in count and time.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import type WebSocket from 'ws';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { LocalFileStorage } from '../apps/server/src/lib/storage/local-storage';
import { isDatabaseEmpty, seedDatabase } from '../apps/server/src/seed/seed';
import {
  closeSockets,
  type Latency,
  openSockets,
  type Pair,
  preparePairs,
  round,
  sendAtRate,
  sleep,
  summarize,
  Tracker,
  waitForDeliveries,
} from './chat-clients';
import { cpuSeconds, rssMiB, stopServer, waitForHttp } from './processes';

const root = path.resolve(import.meta.dirname, '..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const chatBudgets = { deliveryP99Ms: 20, crossCopyP99Ms: 100 };

export interface ChatBenchOptions {
  /** Data folder of the embedded database with a catalog (the main bench's); default .data/bench-chat. */
  dataDir?: string;
  log?: (line: string) => void;
}

function startServer(port: number, extraEnv: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production requires its public address; the bench's clients reach it here.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: '100000000',
      CHAT_SEND_PER_MINUTE: '100000',
      ...extraEnv,
    },
  });
}

/** Part 1: one process, embedded database, listing under load. */
export async function singleProcess(dataDir: string, log: (l: string) => void) {
  const clients = env('BENCH_CHAT_CLIENTS', 5000);
  const rate = env('BENCH_CHAT_RATE', 1000);
  const seconds = env('BENCH_CHAT_SECONDS', 10);
  const listingRate = env('BENCH_CHAT_LISTING_RATE', 300);
  // Seconds at the same rate before measuring, untracked: the server's and the database's code is compiled
  // to its fast form on first heavy use, and a cold start is not the steady state the budget is about.
  const warmupSeconds = env('BENCH_CHAT_WARMUP_SECONDS', 5);
  const pairsCount = Math.max(1, Math.floor(clients / 2));

  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  let pairs: Pair[];
  try {
    await migrateDatabase(database);
    if (await isDatabaseEmpty(database.db)) {
      log('chat: seeding the demo mall (once)');
      await seedDatabase(database.db, {
        mode: 'demo',
        storage: new LocalFileStorage(path.join(dataDir, 'files')),
      });
    }
    pairs = await preparePairs(database, pairsCount);
  } finally {
    await database.close();
  }

  const port = 18_190;
  // The embedded database and the in-process broker, whatever DATABASE_URL or REDIS_URL the bench was given.
  const server = startServer(port, { MALL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
  const tracker = new Tracker();
  let sockets: WebSocket[] = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health/ready`, 180_000);
    const tree = (await (await fetch(`${base}/api/product/productclass/indexproductclass`)).json()) as {
      ext: { id: number }[];
    };
    const listingUrls = tree.ext.map(
      (c) => `/api/product/product/queryproductlist?classId=${c.id}&offset=1&limit=20`,
    );
    await sleep(1000);
    const rssBefore = rssMiB(server.pid as number);
    const connectStarted = performance.now();
    sockets = await openSockets(
      port,
      pairs.flatMap((p) => [p.buyer, p.merchant]),
      tracker,
    );
    const connectSeconds = round((performance.now() - connectStarted) / 1000);
    await sleep(2000);
    const rssAfter = rssMiB(server.pid as number);
    const perConnectionKiB = Math.round(((rssAfter - rssBefore) * 1024 * 10) / sockets.length) / 10;
    log(
      `chat: ${sockets.length} sockets open in ${connectSeconds} s; server RSS ${round(rssBefore)} -> ${round(rssAfter)} MiB (${perConnectionKiB} KiB per connection)`,
    );

    // In a worker thread, so the load generator does not slow this thread's socket clients down.
    const listing = autocannon({
      url: base,
      workers: 1,
      connections: 10,
      overallRate: listingRate,
      duration: warmupSeconds + seconds + 4,
      requests: listingUrls.map((p) => ({ method: 'GET', path: p })),
    });
    await sleep(1000);
    const targets = pairs.flatMap((pair) => [
      { port, pair, fromBuyer: true },
      { port, pair, fromBuyer: false },
    ]);
    if (warmupSeconds > 0) {
      await sendAtRate(targets, rate, warmupSeconds, tracker, 'w');
      await sleep(2000);
    }
    const cpuBefore = cpuSeconds(server.pid as number);
    const clientBefore = process.cpuUsage();
    const sending = await sendAtRate(targets, rate, seconds, tracker);
    await waitForDeliveries(tracker, sending.sent - sending.failed, 10_000);
    const cpuAfter = cpuSeconds(server.pid as number);
    const clientCpu = process.cpuUsage(clientBefore);
    const listed = await listing;
    const delivery = summarize(tracker.latencies);
    const report = {
      clients: sockets.length,
      connectSeconds,
      messagesPerSecond: rate,
      warmupSeconds,
      seconds,
      sent: sending.sent,
      sendFailed: sending.failed,
      delivered: tracker.deliveredCount,
      duplicates: tracker.duplicates,
      delivery,
      deliveryAfterStore: summarize(tracker.afterStore),
      sendRequestP99Ms: sending.sendP99Ms,
      // CPU the server and its database process used while sending (listing load included).
      cpuSeconds: {
        server: round(cpuAfter.server - cpuBefore.server),
        database: round(cpuAfter.database - cpuBefore.database),
        // This process: the socket clients and the senders (the listing load runs in a worker of its own).
        client: round((clientCpu.user + clientCpu.system) / 1e6),
      },
      memory: { rssBeforeMiB: round(rssBefore), rssAfterMiB: round(rssAfter), perConnectionKiB },
      listingUnderLoad: {
        targetRate: listingRate,
        requestsPerSecond: Math.round(listed.requests.average),
        p99Ms: listed.latency.p99,
        errors: listed.errors + listed.non2xx,
      },
    };
    log(
      `chat: ${rate} msg/s to ${sockets.length} clients: delivered ${report.delivered}/${report.sent}, p50 ${delivery.p50Ms} ms, p99 ${delivery.p99Ms} ms (after store p99 ${report.deliveryAfterStore.p99Ms} ms); listing ${report.listingUnderLoad.requestsPerSecond} req/s p99 ${report.listingUnderLoad.p99Ms} ms`,
    );
    return report;
  } finally {
    await closeSockets(sockets);
    await stopServer(server);
  }
}

async function reachable(databaseUrl: string, redisUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL does not answer at ${new URL(databaseUrl).host} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis does not answer at ${new URL(redisUrl).host} (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

/** Part 2: two processes on one PostgreSQL and one Redis; every message crosses from one copy to the other. */
interface CrossReport {
  skipped?: string;
  delivery?: Latency;
  [key: string]: unknown;
}

export async function twoProcesses(log: (l: string) => void): Promise<CrossReport> {
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const why = await reachable(databaseUrl, redisUrl);
  if (why) {
    log(`chat: two-process part skipped: ${why}`);
    return { skipped: why };
  }
  const clients = env('BENCH_CHAT_CROSS_CLIENTS', 1000);
  const rate = env('BENCH_CHAT_CROSS_RATE', 500);
  const seconds = env('BENCH_CHAT_SECONDS', 10);
  const name = `mall_bench_chat_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const servers: ChildProcess[] = [];
  const tracker = new Tracker();
  let sockets: WebSocket[] = [];
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    let pairs: Pair[];
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db, {
        mode: 'none',
        storage: new LocalFileStorage(path.join(root, '.data', 'bench-chat-pg-files')),
      });
      pairs = await preparePairs(database, Math.max(1, Math.floor(clients / 2)));
    } finally {
      await database.close();
    }
    const ports = [18_191, 18_192] as const;
    for (const port of ports)
      servers.push(
        startServer(port, {
          DATABASE_URL: url.toString(),
          REDIS_URL: redisUrl,
          MALL_SEED: 'none',
          MALL_DATA_DIR: path.join(root, '.data', `bench-chat-pg-${port}`),
        }),
      );
    await Promise.all(ports.map((p) => waitForHttp(`http://127.0.0.1:${p}/api/health/ready`, 120_000)));
    // Buyers listen on copy A and send through it; merchants listen on copy B and send through it.
    sockets = [
      ...(await openSockets(
        ports[0],
        pairs.map((p) => p.buyer),
        tracker,
      )),
      ...(await openSockets(
        ports[1],
        pairs.map((p) => p.merchant),
        tracker,
      )),
    ];
    const targets = pairs.flatMap((pair) => [
      { port: ports[0], pair, fromBuyer: true },
      { port: ports[1], pair, fromBuyer: false },
    ]);
    const warmupSeconds = env('BENCH_CHAT_WARMUP_SECONDS', 5);
    if (warmupSeconds > 0) {
      await sendAtRate(targets, rate, warmupSeconds, tracker, 'w');
      await sleep(2000);
    }
    const sending = await sendAtRate(targets, rate, seconds, tracker);
    await waitForDeliveries(tracker, sending.sent - sending.failed, 10_000);
    const delivery = summarize(tracker.latencies);
    log(
      `chat: two copies, ${rate} msg/s across ${sockets.length} clients: delivered ${tracker.deliveredCount}/${sending.sent}, p50 ${delivery.p50Ms} ms, p99 ${delivery.p99Ms} ms`,
    );
    return {
      clients: sockets.length,
      messagesPerSecond: rate,
      warmupSeconds,
      seconds,
      sent: sending.sent,
      sendFailed: sending.failed,
      delivered: tracker.deliveredCount,
      duplicates: tracker.duplicates,
      delivery,
      deliveryAfterStore: summarize(tracker.afterStore),
    };
  } finally {
    await closeSockets(sockets);
    await Promise.all(servers.map(stopServer));
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

export async function chatBench(options: ChatBenchOptions = {}) {
  const log = options.log ?? ((line: string) => console.log(`[bench] ${line}`));
  const dataDir = options.dataDir ?? path.join(root, '.data', 'bench-chat');
  // BENCH_CHAT_PARTS=single or =cross runs one part alone while working on it (reports need both).
  const parts = (process.env.BENCH_CHAT_PARTS ?? 'single,cross').split(',');
  const single = parts.includes('single') ? await singleProcess(dataDir, log) : null;
  const cross = parts.includes('cross') ? await twoProcesses(log) : null;
  return {
    singleProcess: single,
    twoProcesses: cross,
    budgets: chatBudgets,
    withinBudget: {
      deliveryP99: single ? single.delivery.p99Ms <= chatBudgets.deliveryP99Ms : null,
      nothingLost: single
        ? single.delivered === single.sent - single.sendFailed && single.duplicates === 0
        : null,
      crossCopyP99: cross?.delivery ? cross.delivery.p99Ms <= chatBudgets.crossCopyP99Ms : null,
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await chatBench();
  console.log(JSON.stringify(report, null, 2));
}
