// Chat benchmark, a part of `npm run bench` (alone: `node --import tsx bench/chat.ts`; smaller runs with
// BENCH_CHAT_CLIENTS, BENCH_CHAT_RATE, BENCH_CHAT_SECONDS, BENCH_CHAT_LISTING_RATE, BENCH_CHAT_CROSS_*):
// (1) one server process on the embedded database: N connected live-channel clients (default 5,000) while
//     messages are sent at a fixed rate (default 1,000/s) and the product listing is under load on the same
//     process; delivery latency (send -> the other side's socket) and server memory per connection;
// (2) two server processes sharing PostgreSQL and Redis: buyers on one copy, merchants on the other,
//     cross-copy delivery latency. Skipped (with the reason) when PostgreSQL or Redis does not answer.
// Loopback only; every loop is bounded in count and time.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Pool } from 'undici';
import WebSocket from 'ws';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { LocalFileStorage } from '../apps/server/src/lib/storage/local-storage';
import { isDatabaseEmpty, seedDatabase } from '../apps/server/src/seed/seed';

const root = path.resolve(import.meta.dirname, '..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const chatBudgets = { deliveryP99Ms: 20, crossCopyP99Ms: 100 };

export interface ChatBenchOptions {
  /** Data folder of the embedded database with a catalog (the main bench's); default .data/bench-chat. */
  dataDir?: string;
  log?: (line: string) => void;
}

interface Latency {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function summarize(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return {
    count: sorted.length,
    p50Ms: round(at(50)),
    p99Ms: round(at(99)),
    maxMs: round(sorted.at(-1) ?? NaN),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** First id of the bench's own customers and users, far above the seed's. */
const baseId = 5_000_000;

interface Pair {
  conversationId: number;
  buyer: { userId: number; token: string };
  merchant: { userId: number; token: string };
}

/** Customers, users, sessions and one conversation per pair, written straight into the database. */
async function preparePairs(database: Database, pairs: number): Promise<Pair[]> {
  const { pool } = database;
  const ids = Array.from({ length: pairs * 2 }, (_, i) => baseId + i);
  await pool.query(
    `insert into customers (id, cust_name) select id, 'bench ' || id from unnest($1::int[]) id on conflict do nothing`,
    [ids],
  );
  await pool.query(
    `insert into users (id, cust_id, mobile, user_name, password_hash)
     select id, id, '17' || lpad(id::text, 9, '0'), 'bench', 'x' from unnest($1::int[]) id on conflict do nothing`,
    [ids],
  );
  await pool.query('delete from sessions where user_id >= $1', [baseId]);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  await pool.query(
    `insert into sessions (token_hash, user_id, subsys_code, expires_at)
     select h, u, 'DRP.TMALL.BUYER', now() + interval '1 day' from unnest($1::text[], $2::int[]) as s(h, u)`,
    [hashes, ids],
  );
  const buyers = ids.filter((_, i) => i % 2 === 0);
  const merchants = ids.filter((_, i) => i % 2 === 1);
  await pool.query(
    `insert into chat_conversations (send_cust_id, receive_cust_id)
     select b, m from unnest($1::int[], $2::int[]) as p(b, m) on conflict do nothing`,
    [buyers, merchants],
  );
  await pool.query('insert into chat_inboxes (cust_id) select unnest($1::int[]) on conflict do nothing', [
    ids,
  ]);
  const rows = await pool.query<{ id: number; send_cust_id: number }>(
    'select id, send_cust_id from chat_conversations where send_cust_id >= $1',
    [baseId],
  );
  const conversationOf = new Map(rows.rows.map((r) => [r.send_cust_id, r.id]));
  return buyers.map((b, i) => ({
    conversationId: conversationOf.get(b) as number,
    buyer: { userId: b, token: tokens[i * 2] as string },
    merchant: { userId: merchants[i] as number, token: tokens[i * 2 + 1] as string },
  }));
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

/** Waits until `url` answers 2xx (a server starting), at most `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** SIGTERM, then waits for the exit (a server still closing its database would share the cores). */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU seconds used so far by a process and its children that are still running (the PGlite process). */
function cpuSeconds(pid: number): { server: number; database: number } {
  const ticks = (p: number) => {
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  let database = 0;
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    for (const child of children) database += ticks(Number(child));
  } catch {}
  return { server: ticks(pid), database };
}

/** Receivers: seq -> send time; a frame from the other side records send-to-delivery time. */
class Tracker {
  readonly sentAt = new Map<number, number>();
  readonly latencies: number[] = [];
  readonly afterStore: number[] = [];
  duplicates = 0;
  unexpected = 0;
  private readonly delivered = new Set<number>();

  onFrame(data: WebSocket.RawData) {
    const now = performance.now();
    const frame = JSON.parse(data.toString()) as {
      event: string;
      message?: { content: string; sendOrReceive: number; addTime: string };
    };
    if (frame.event !== 'chat.message.v1' || frame.message?.sendOrReceive !== 2) return;
    if (!frame.message.content.startsWith('b:')) return; // a warm-up message
    const seq = Number(frame.message.content.slice(2));
    const sent = this.sentAt.get(seq);
    if (sent === undefined) {
      this.unexpected++;
      return;
    }
    if (this.delivered.has(seq)) {
      this.duplicates++;
      return;
    }
    this.delivered.add(seq);
    this.latencies.push(now - sent);
    this.afterStore.push(Date.now() - Date.parse(frame.message.addTime));
  }

  get deliveredCount() {
    return this.delivered.size;
  }
}

async function openSockets(
  port: number,
  members: { token: string }[],
  tracker: Tracker,
  batch = 200,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < members.length; i += batch) {
    const opened = await Promise.all(
      members.slice(i, i + batch).map(
        (m) =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/api/im/message/bench`, {
              headers: { 'x-access-token': m.token },
              perMessageDeflate: false,
            });
            ws.on('message', (d) => tracker.onFrame(d));
            ws.once('message', () => resolve(ws)); // the ready frame
            ws.once('error', reject);
          }),
      ),
    );
    sockets.push(...opened);
  }
  return sockets;
}

/** Sends `rate` messages per second for `seconds`, alternating sides; answers how many failed. */
async function sendAtRate(
  targets: { port: number; pair: Pair; fromBuyer: boolean }[],
  rate: number,
  seconds: number,
  tracker: Tracker,
  /** 'b' for measured messages; anything else is not tracked (warm-up). */
  prefix = 'b',
): Promise<{ sent: number; failed: number; sendP99Ms: number }> {
  // undici's pool: the sender is part of this process's load on a machine it shares with the server, and
  // costs about half of node:http's client per request.
  const pools = new Map<number, Pool>();
  const poolFor = (port: number) => {
    let pool = pools.get(port);
    if (!pool) {
      pool = new Pool(`http://127.0.0.1:${port}`, { connections: 64 });
      pools.set(port, pool);
    }
    return pool;
  };
  const total = rate * seconds;
  const started = performance.now();
  let seq = 0;
  let failed = 0;
  const sendTimes: number[] = [];
  const inFlight = new Set<Promise<void>>();
  while (seq < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    while (seq < due) {
      const target = targets[seq % targets.length] as (typeof targets)[number];
      const n = seq++;
      const member = target.fromBuyer ? target.pair.buyer : target.pair.merchant;
      const body = JSON.stringify({ messageId: target.pair.conversationId, content: `${prefix}:${n}` });
      const t0 = performance.now();
      if (prefix === 'b') tracker.sentAt.set(n, t0);
      const p = poolFor(target.port)
        .request({
          path: '/api/member/message/web/sendmessage',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-access-token': member.token },
          body,
        })
        .then(async (res) => {
          const text = await res.body.text();
          sendTimes.push(performance.now() - t0);
          if (!text.startsWith('{"code":0')) failed++;
        })
        .catch(() => {
          failed++;
        });
      inFlight.add(p);
      p.then(() => inFlight.delete(p));
    }
    await sleep(2);
  }
  await Promise.race([Promise.all(inFlight), sleep(30_000)]);
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  return { sent: total, failed, sendP99Ms: summarize(sendTimes).p99Ms };
}

async function waitForDeliveries(tracker: Tracker, expected: number, ms: number) {
  const deadline = Date.now() + ms;
  while (tracker.deliveredCount < expected && Date.now() < deadline) await sleep(50);
}

async function closeSockets(sockets: WebSocket[]) {
  for (const ws of sockets) ws.terminate();
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
