// The chat bench's clients (bench/chat.ts): bench customers and conversations written into the database, live
// channel sockets, a fixed-rate sender and the tracker of what each side received and when.
import { createHash, randomBytes } from 'node:crypto';
import { Pool } from 'undici';
import WebSocket from 'ws';
import type { Database } from '../apps/server/src/db/client';

export interface Latency {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export const round = (ms: number) => Math.round(ms * 100) / 100;

export function summarize(values: number[]): Latency {
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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** First id of the bench's own customers and users, far above the seed's. */
export const baseId = 5_000_000;

export interface Pair {
  conversationId: number;
  buyer: { userId: number; token: string };
  merchant: { userId: number; token: string };
}

/** Customers, users, sessions and one conversation per pair, written straight into the database. */
export async function preparePairs(database: Database, pairs: number): Promise<Pair[]> {
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

/** Receivers: seq -> send time; a frame from the other side records send-to-delivery time. */
export class Tracker {
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

export async function openSockets(
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
export async function sendAtRate(
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

export async function waitForDeliveries(tracker: Tracker, expected: number, ms: number) {
  const deadline = Date.now() + ms;
  while (tracker.deliveredCount < expected && Date.now() < deadline) await sleep(50);
}

export async function closeSockets(sockets: WebSocket[]) {
  for (const ws of sockets) ws.terminate();
}
