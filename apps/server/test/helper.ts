import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client';
import { createFileStorage } from '../src/lib/storage/create-storage';
import { seedDatabase } from '../src/seed/seed';
import type { DbTemplate } from './global-setup';

export interface TestContext {
  app: App;
  database: Database;
  filesDir: string;
  close(): Promise<void>;
}

/**
 * Opens a fresh database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new database
 * created on the TEST_DATABASE_URL server and dropped afterwards, so files never see each other's rows.
 * With a template (test/global-setup.ts) the database starts as a copy of it, already migrated and seeded.
 */
export async function openTestDatabase(
  template?: DbTemplate,
  /** Embedded database only: keep it in this folder instead of memory (so it survives a restart). */
  dataDir?: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    return { database: await openDatabase({ loadFrom: template?.source, dataDir }), drop: async () => {} };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `mall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // Copies made at the same moment by other files wait for each other ("being accessed by other users").
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(
          template ? `create database ${name} template ${template.source}` : `create database ${name}`,
        );
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
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

function templateFor(seed: 'demo' | 'none' | false | undefined): DbTemplate | undefined {
  const templates = inject('dbTemplates') ?? {};
  return templates[seed || 'migrated'];
}

export async function createTestContext(
  options: {
    seed?: 'demo' | 'none' | false;
    env?: Record<string, string>;
    /** A clock the test can move (tickets, codes, captchas, sessions). */
    now?: () => Date;
    /** Fastify logger options, e.g. a stream to assert what is (not) logged. */
    logger?: Parameters<typeof buildApp>[0]['logger'];
    /** Limits of the spreadsheet import's workers. */
    spreadsheets?: Parameters<typeof buildApp>[0]['spreadsheets'];
    /** Embedded database in a folder instead of memory (a restart of its process keeps the data). */
    persistentDatabase?: boolean;
    /** URLs per sitemap chunk at most. */
    sitemapChunkSize?: number;
    /** Payment gateways (pointed at the fakes under test/fake-gateways). */
    paymentGateways?: Parameters<typeof buildApp>[0]['paymentGateways'];
    /** Where SMS codes go instead of SMS_PROVIDER's provider (a test counting what reaches the provider). */
    smsProvider?: Parameters<typeof buildApp>[0]['smsProvider'];
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    MALL_DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    WEB_SSR_DIR: path.join(dataDir, 'no-ssr'),
    RATE_LIMIT_PER_MINUTE: '100000',
    // No job workers polling beside a test unless it asks for them (the job tests do): the sweeps' rules are
    // tested by calling them with the test's clock, the queue itself in lib/jobs and buying/orders tests.
    JOB_WORKERS: 'false',
    ...options.env,
  });
  const template = templateFor(options.seed);
  const { database, drop } = await openTestDatabase(
    template,
    options.persistentDatabase ? config.pgliteDir : undefined,
  );
  if (template) {
    if (existsSync(template.filesDir)) cpSync(template.filesDir, config.filesDir, { recursive: true });
  } else {
    await migrateDatabase(database);
    if (options.seed)
      await seedDatabase(database.db, { mode: options.seed, storage: createFileStorage(config) });
  }
  const app = await buildApp({
    config,
    database,
    now: options.now,
    logger: options.logger,
    spreadsheets: options.spreadsheets,
    sitemapChunkSize: options.sitemapChunkSize,
    paymentGateways: options.paymentGateways,
    smsProvider: options.smsProvider,
  });
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
