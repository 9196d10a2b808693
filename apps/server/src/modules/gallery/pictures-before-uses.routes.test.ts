import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buyerCentreCode } from '@mall/contracts';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Buyer } from '../../../test/buying-kit';
import { openTestDatabase } from '../../../test/helper';
import { png, viewPicture } from '../../../test/picture-kit';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, migrateDatabase, migrationsFolder } from '../../db/client';

/*
 * A database from before picture uses (migration 0023): a chat picture was a public copy under
 * chat/<sender>/, a licence picture a public copy under licences/<applicant>/ (or the seed's picture). After
 * the migration the same messages and applications show them, to the same people, and to nobody else.
 */

let database: Database;
let drop: () => Promise<void>;
let app: App;
let dataDir: string;
const people: Record<'platform' | 'sender' | 'merchant' | 'stranger', Buyer> = {} as never;
const chatKey = (userId: number) => `chat/${userId}/${randomUUID()}.png`;
let chatPicture: string;
let licenceCopy: string;
const seededLicence = 'seed/merchant/licence-1.svg';

/** The migrations up to 0022, the last one before picture uses. */
function migrationsBeforeUses(): string {
  const folder = path.join(dataDir, 'migrations-0022');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 22);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mall-before-uses-'));
  ({ database, drop } = await openTestDatabase());
  await migrate(database.db, { migrationsFolder: migrationsBeforeUses() });
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  await q(`insert into centres (subsys_code, subsys_label) values ($1, 'buyer')`, [buyerCentreCode]);
  // Customer 1 is the platform; then a buyer, a merchant and someone else.
  for (const [i, who] of (['platform', 'sender', 'merchant', 'stranger'] as const).entries()) {
    const cust = await q(`insert into customers (cust_name) values ($1) returning id`, [who]);
    const user = await q(
      `insert into users (cust_id, mobile, user_name, password_hash) values ($1, $2, $3, 'x') returning id`,
      [cust.rows[0].id, `1390000990${i}`, who],
    );
    await q(`insert into user_centres (user_id, subsys_code) values ($1, $2)`, [
      user.rows[0].id,
      buyerCentreCode,
    ]);
    people[who] = { token: '', userId: user.rows[0].id, custId: cust.rows[0].id };
  }
  const { sender, merchant } = people;
  chatPicture = chatKey(sender.userId);
  const conversation = await q(
    `insert into chat_conversations (send_cust_id, receive_cust_id) values ($1, $2) returning id`,
    [sender.custId, merchant.custId],
  );
  await q(
    `insert into chat_messages (conversation_id, send_cust_id, receive_cust_id, send_user_id, send_type, content, message_obj)
     values ($1, $2, $3, $4, 2, '', $5)`,
    [
      conversation.rows[0].id,
      sender.custId,
      merchant.custId,
      sender.userId,
      JSON.stringify({ fileUrl: `/files/${chatPicture}`, width: 4, height: 4 }),
    ],
  );
  licenceCopy = `licences/${merchant.userId}/${randomUUID()}.png`;
  await q(
    `insert into merchant_applications (user_id, cust_id, status, licence) values ($1, $2, 'submitted', $3)`,
    [
      merchant.userId,
      merchant.custId,
      JSON.stringify({ licenceUrls: [`/files/${licenceCopy}`, `/files/${seededLicence}`] }),
    ],
  );

  // The server that starts on it migrates it.
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    MALL_DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    WEB_SSR_DIR: path.join(dataDir, 'no-ssr'),
  });
  for (const key of [chatPicture, licenceCopy, seededLicence]) {
    mkdirSync(path.dirname(path.join(config.filesDir, key)), { recursive: true });
    writeFileSync(path.join(config.filesDir, key), png(4, 4));
  }
  app = await buildApp({ config, database });
  await app.ready();
  for (const who of Object.values(people))
    who.token = await app.services.sessions.create({ userId: who.userId, subsysCode: buyerCentreCode });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('pictures stored before uses existed', () => {
  it('shows a chat picture to both sides of its conversation only', async () => {
    const url = `/files/${chatPicture}`;
    expect((await viewPicture(app, url, people.sender)).statusCode).toBe(200);
    expect((await viewPicture(app, url, people.merchant)).statusCode).toBe(200);
    expect((await viewPicture(app, url, people.stranger)).statusCode).toBe(404);
    expect((await viewPicture(app, url, people.platform)).statusCode).toBe(404);
    expect((await viewPicture(app, url)).statusCode).toBe(404);
  });

  it('shows licence pictures, copies and seeded ones, to the applicant and the platform only', async () => {
    for (const key of [licenceCopy, seededLicence]) {
      const url = `/files/${key}`;
      expect((await viewPicture(app, url, people.merchant)).statusCode, key).toBe(200);
      expect((await viewPicture(app, url, people.platform)).statusCode, key).toBe(200);
      expect((await viewPicture(app, url, people.sender)).statusCode, key).toBe(404);
      expect((await viewPicture(app, url)).statusCode, key).toBe(404);
    }
  });
});
