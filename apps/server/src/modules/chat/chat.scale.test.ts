// Two server copies against one PostgreSQL and one Redis (TEST_DATABASE_URL, TEST_REDIS_URL): a buyer on
// one copy and a merchant on the other chat in real time, and a client that moves between copies resumes
// without losing or doubling a message. Per-user limits counted in Redis hold across copies.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountEndpoints,
  authEndpoints,
  chatEndpoints,
  ErrorCode,
  galleryEndpoints,
  galleryLimits,
} from '@mall/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { LiveClient, type Member, sendText } from '../../../test/chat-kit';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, migrateDatabase, openDatabase } from '../../db/client';
import { Bitmap, encodePng } from '../../lib/png';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Why the test cannot run here, or null when PostgreSQL and Redis both answer. */
async function unavailable(): Promise<string | null> {
  if (!databaseUrl || !redisUrl)
    return 'set TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run does when they answer on their usual ports)';
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at TEST_REDIS_URL does not answer (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

const reason = await unavailable();
if (reason) console.warn(`[chat] two-copy test skipped: ${reason}`);

interface Copy {
  app: App;
  database: Database;
  port: number;
}

describe.skipIf(reason !== null)('chat across two server copies (PostgreSQL + Redis)', () => {
  const name = `mall_chat_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-chat-scale-'));
  const copies: Copy[] = [];
  const clients: LiveClient[] = [];
  // Random ids: Redis outlives the database, and the send limit is counted per user id there.
  const base = randomInt(100_000, 900_000) * 10;
  let buyer: Member;
  let merchant: Member;
  let conversationId: number;

  async function startCopy(url: string): Promise<Copy> {
    const config = loadConfig({
      NODE_ENV: 'test',
      MALL_DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      RATE_LIMIT_PER_MINUTE: '100000',
      CHAT_SEND_PER_MINUTE: '1000',
    });
    const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, database, port: (app.server.address() as { port: number }).port };
  }

  const connect = async (copy: Copy, member: Member, lastId?: number) => {
    const client = await LiveClient.open(copy.port, member, { lastId });
    clients.push(client);
    await client.ready();
    return client;
  };
  const send = async (copy: Copy, who: Member, content: string) =>
    (await sendText(copy.app, who, conversationId, content)).id;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    const migrator = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await migrateDatabase(migrator);
    // Two customers with one user each; no seed needed.
    const ids = [base + 1, base + 2];
    await migrator.pool.query(
      `insert into customers (id, cust_name, logo_url)
       values ($1, '杭州优采贸易有限公司', ''), ($2, '五常大米旗舰店', '/files/shop.png')`,
      ids,
    );
    // The second one owns a shop: a buyer starts chats with shops (or the platform).
    await migrator.pool.query(`insert into shops (cust_id, shop_name) values ($1, '五常大米旗舰店')`, [
      base + 2,
    ]);
    await migrator.pool.query(
      `insert into users (id, cust_id, mobile, user_name, password_hash)
       values ($1, $1, '13800000001', '张伟', 'x'), ($2, $2, '13900000001', '王强', 'x')`,
      ids,
    );
    // Members of the buyer centre as main accounts (no role: every permission code, chat:send included).
    await migrator.pool.query(
      `insert into centres (subsys_code, subsys_label) values ('DRP.TMALL.BUYER', '采购商中心') on conflict do nothing`,
    );
    await migrator.pool.query(
      `insert into user_centres (user_id, subsys_code) values ($1, 'DRP.TMALL.BUYER'), ($2, 'DRP.TMALL.BUYER')`,
      ids,
    );
    await migrator.close();
    copies.push(await startCopy(url.toString()), await startCopy(url.toString()));
    const [a] = copies as [Copy, Copy];
    const session = async (userId: number) => ({
      token: await a.app.services.sessions.create({ userId, subsysCode: 'DRP.TMALL.BUYER' }),
      userId,
      custId: userId,
    });
    buyer = await session(base + 1);
    merchant = await session(base + 2);
    const opened = await api(a.app).call(
      chatEndpoints.addMessage,
      {
        body: {
          receiveCustId: merchant.custId,
        },
      },
      { as: buyer },
    );
    conversationId = opened.ext.messageId;
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => {})));
    for (const copy of copies) {
      await copy.app.close();
      await copy.database.close();
    }
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a buyer on one copy and a merchant on the other chat in real time', async () => {
    const [a, b] = copies as [Copy, Copy];
    const buyerTab = await connect(a, buyer);
    const merchantTab = await connect(b, merchant);

    const question = await send(a, buyer, '请问可以开专票吗？');
    await merchantTab.until(() => merchantTab.messages().some((m) => m.id === question));
    expect(merchantTab.messages().at(-1)).toMatchObject({ sendOrReceive: 2, content: '请问可以开专票吗？' });

    const answer = await send(b, merchant, '可以的');
    await buyerTab.until(() => buyerTab.messages().some((m) => m.id === answer));
    expect(buyerTab.messages().map((m) => m.id)).toEqual([question, answer]);
    expect(buyerTab.messages().map((m) => m.sendOrReceive)).toEqual([1, 2]);
    await merchantTab.close();
    await buyerTab.close();
  });

  it('a client that reconnects to the other copy gets what it missed, once, in order', async () => {
    const [a, b] = copies as [Copy, Copy];
    const onB = await connect(b, merchant);
    const lastSeen = await send(a, buyer, 'seen on copy B');
    await onB.until(() => onB.messages().some((m) => m.id === lastSeen));
    await onB.close();

    const missed = [
      await send(a, buyer, 'one'),
      await send(b, buyer, 'two'),
      await send(a, merchant, 'three'),
    ];
    const onA = await connect(a, merchant, lastSeen);
    expect(onA.messages().map((m) => m.id)).toEqual(missed);
    const live = await send(b, buyer, 'live again');
    await onA.until(() => onA.messages().some((m) => m.id === live));
    await new Promise((r) => setTimeout(r, 200));
    expect(onA.messages().map((m) => m.id)).toEqual([...missed, live]);
    await onA.close();
  });

  it('concurrent senders on both copies: every tab gets every message once, in id order', async () => {
    const [a, b] = copies as [Copy, Copy];
    const tabs = [await connect(a, buyer), await connect(b, merchant), await connect(a, merchant)];
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(i % 2 === 0 ? a : b, i % 3 === 0 ? merchant : buyer, `burst ${i}`),
      ),
    );
    const expected = [...ids].sort((x, y) => x - y);
    for (const tab of tabs) {
      await tab.until(() => tab.messages().length >= expected.length, 10_000);
      await new Promise((r) => setTimeout(r, 100));
      expect(tab.messages().map((m) => m.id)).toEqual(expected);
    }
  });

  // Last: it ends the buyer's session. Each copy keeps looked-up sessions in memory for a while.
  it('a sign-out on one copy is refused at once on the other, which had the session in memory', async () => {
    const [a, b] = copies as [Copy, Copy];
    const info = (copy: Copy) => api(copy.app).call(accountEndpoints.userInfo, {}, { as: buyer });
    expect((await info(b)).code).toBe(ErrorCode.OK); // now in copy B's session cache
    expect((await api(a.app).call(authEndpoints.logout, {}, { as: buyer })).code).toBe(ErrorCode.OK);
    const deadline = Date.now() + 2000;
    let code = (await info(b)).code;
    while (code === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      code = (await info(b)).code;
    }
    expect(code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it("counts a user's picture uploads per minute across both copies", async () => {
    // Not across a minute's turn: the count starts again there.
    const second = new Date().getSeconds();
    if (second >= 55) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const [a, b] = copies as [Copy, Copy];
    const folder = await api(a.app).call(
      galleryEndpoints.addFolder,
      {
        body: {
          name: 'limit',
          pid: 0,
        },
      },
      { as: merchant },
    );
    const png = encodePng(new Bitmap(2, 2));
    const codes: number[] = [];
    for (let i = 0; i <= galleryLimits.uploadsPerMinute; i++) {
      const res = await api(i % 2 === 0 ? a.app : b.app).upload(
        galleryEndpoints.upload,
        { fields: { folderId: folder.ext.id }, files: [{ name: `p${i}.png`, bytes: png }] },
        { as: merchant },
      );
      codes.push(res.code);
    }
    expect(codes.slice(0, -1).every((code) => code === 0)).toBe(true);
    expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
  });
});
