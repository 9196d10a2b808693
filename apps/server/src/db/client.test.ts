import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('closing the database', () => {
  it('lets work under way run its next statements before the pool ends', async () => {
    const database = await openDatabase({});
    const { pool } = database;
    const held = await Promise.all(Array.from({ length: pool.options.max ?? 1 }, () => pool.connect()));
    // Two statements in a row, the first waiting for a connection (a request whose caller hung up).
    const work = (async () => {
      const first = await pool.query<{ n: number }>('select 1 as n');
      const second = await pool.query<{ n: number }>('select 2 as n');
      return [first.rows[0]?.n, second.rows[0]?.n];
    })();
    const closing = database.close();
    await new Promise((r) => setTimeout(r, 100));
    for (const client of held) client.release();
    await expect(work).resolves.toEqual([1, 2]);
    await closing;
    await expect(pool.query('select 3')).rejects.toThrow(/after calling end/);
  });
});

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('a dead embedded database process', () => {
  it('is reported as a failure when it held an in-memory database (its data is gone)', async () => {
    let failed: (error: Error) => void = () => {};
    const failure = new Promise<Error>((resolve) => {
      failed = resolve;
    });
    const database = await openDatabase({ onFailure: (error) => failed(error) });
    try {
      process.kill(database.pid!, 'SIGKILL');
      expect((await failure).message).toMatch(/in-memory database ended \(SIGKILL\)/);
    } finally {
      await database.close();
    }
  });

  it('is reported as a failure when it cannot be started again', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mall-db-'));
    const dataDir = path.join(root, 'pglite');
    let failed: (error: Error) => void = () => {};
    const failure = new Promise<Error>((resolve) => {
      failed = resolve;
    });
    const database = await openDatabase({ dataDir, onFailure: (error) => failed(error) });
    try {
      // Its folder can no longer be opened: a file stands in its place.
      rmSync(dataDir, { recursive: true, force: true });
      writeFileSync(dataDir, '');
      process.kill(database.pid!, 'SIGKILL');
      expect((await failure).message).toMatch(/could not be restarted/);
    } finally {
      await database.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
