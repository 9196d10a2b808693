import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';

export interface TestContext {
  app: App;
  database: Database;
  filesDir: string;
  close(): Promise<void>;
}

/**
 * Opens a fresh database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new database
 * created on the TEST_DATABASE_URL server and dropped afterwards, so files never see each other's rows.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    return { database: await openDatabase({}), drop: async () => {} };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `mall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestContext(
  options: {
    seed?: 'demo' | 'none' | false;
    env?: Record<string, string>;
    /** A clock the test can move (tickets, codes, captchas, sessions). */
    now?: () => Date;
    /** Fastify logger options, e.g. a stream to assert what is (not) logged. */
    logger?: Parameters<typeof buildApp>[0]['logger'];
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    MALL_DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  });
  const { database, drop } = await openTestDatabase();
  await migrateDatabase(database);
  if (options.seed) await seedDatabase(database.db, { mode: options.seed, filesDir: config.filesDir });
  const app = await buildApp({ config, database, now: options.now, logger: options.logger });
  await app.ready();
  return {
    app,
    database,
    filesDir: config.filesDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies TestContext;
}
