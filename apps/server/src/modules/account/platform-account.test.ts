import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountEndpoints,
  centreCodes,
  ErrorCode,
  platformAdminCustId,
  platformEndpoints,
} from '@mall/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { passwordLogin } from '../../../test/auth-helper';
import { createTestContext } from '../../../test/helper';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, migrateDatabase, openDatabase } from '../../db/client';
import { customers } from '../../db/schema/account';
import { LocalFileStorage } from '../../lib/storage/local-storage';
import { seedDatabase } from '../../seed/seed';
import { demoAccountsLeft, platformAccountExists, platformPasswordProblem } from './platform-account';

// The operator's command as an operator runs it (npm run create-platform-account), against a database
// the production seed (`none`) made: the embedded one in a data folder, or a new PostgreSQL database.
const cli = path.resolve(import.meta.dirname, 'platform-account-cli.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-platform-'));
const mobile = '13912340000';
const password = 'Harbour42Lantern';
let databaseUrl = '';
let dropDatabase = async () => {};

const open = (): Promise<Database> =>
  openDatabase(databaseUrl ? { databaseUrl, poolSize: 2 } : { dataDir: path.join(dataDir, 'pglite') });

function run(
  args: string[],
  stdin: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, NODE_ENV: 'test', MALL_DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

beforeAll(async () => {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
    const name = `mall_platform_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = await open();
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, {
      mode: 'none',
      storage: new LocalFileStorage(path.join(dataDir, 'files')),
    });
    expect(await platformAccountExists(database.db)).toBe(false);
    // A buyer who registers before the operator creates the platform account does not get customer 1.
    const [early] = await database.db
      .insert(customers)
      .values({ custName: '先注册的采购商' })
      .returning({ id: customers.id });
    expect(early?.id).toBe(platformAdminCustId + 1);
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run create-platform-account', () => {
  it('never takes the password from an argument', async () => {
    const result = await run(['--mobile', mobile, '--password', password], '');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/never taken from an argument/);
  });

  it('refuses a weak password and creates nothing', async () => {
    const result = await run(['--mobile', mobile], 'abc123\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/create-platform-account: the password must be at least 12 characters/);
    for (const refused of ['aaaaaaaaaaa1', `x${mobile}`, 'demo1234demo1234', 'Lantern-Harbour-2026!'])
      expect(platformPasswordProblem(refused, mobile), refused).not.toBeNull();
    expect(platformPasswordProblem(password, mobile)).toBeNull();
    const database = await open();
    try {
      expect(await platformAccountExists(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('creates customer 1 from a piped password, which then signs in', async () => {
    const result = await run(['--mobile', mobile], `${password}\n`);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(`customer 1 created; user 1 signs in with ${mobile}`);
    expect(result.stdout).not.toContain(password);

    const database = await open();
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        MALL_DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      });
      const app = await buildApp({ config, database });
      try {
        expect((await passwordLogin(app, mobile, 'WrongPass123')).code).toBe(ErrorCode.LOGIN_FAILED);
        const login = await passwordLogin(app, mobile, password);
        expect(login.code, login.msg).toBe(ErrorCode.OK);
        const me = await api(app).call(
          accountEndpoints.userInfo,
          {},
          {
            token: login.ext,
          },
        );
        expect(me.ext).toMatchObject({ custId: platformAdminCustId, mobile });
        // The same account signs in to the platform centre and reaches the platform console's API.
        const platform = await passwordLogin(app, mobile, password, {}, { subsysCode: centreCodes.platform });
        expect(platform.code, platform.msg).toBe(ErrorCode.OK);
        const applications = await api(app).call(
          platformEndpoints.merchantApplicationList,
          { query: {} },
          { token: platform.ext },
        );
        expect(applications).toMatchObject({ code: ErrorCode.OK, total: 0 });
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });

  it('refuses when the platform account exists, and changes nothing', async () => {
    const result = await run(['--mobile', '13912340001'], `Another42Password\n`);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /the platform account \(customer 1, "平台客服"\) already exists; nothing was changed/,
    );
  });
});

describe(demoAccountsLeft.name, () => {
  it('names the demo accounts that still have the demo password', async () => {
    const ctx = await createTestContext({ seed: 'demo' });
    try {
      expect((await demoAccountsLeft(ctx.database.db)).sort()).toEqual([
        '13300000001',
        '13300000002',
        '13800000001',
        '13800000002',
        '13800000003',
        '13800000004',
        '13900000000',
        '13900000001',
        '13900000010',
        '13900000011',
        '13900000012',
      ]);
    } finally {
      await ctx.close();
    }
  });
});
