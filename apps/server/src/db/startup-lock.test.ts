import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import { LocalFileStorage } from '../lib/storage/local-storage';
import { isDatabaseEmpty, seedDatabase } from '../seed/seed';
import { type Database, migrateDatabase, openDatabase } from './client';
import { withStartupLock } from './startup-lock';

/** What server.ts does on start: migrate, then seed an empty database; records whether it seeded. */
function startUp(database: Database, filesDir: string, seeded: string[], name: string) {
  return withStartupLock(database, async () => {
    await migrateDatabase(database);
    if (await isDatabaseEmpty(database.db)) {
      seeded.push(name);
      await seedDatabase(database.db, { mode: 'none', storage: new LocalFileStorage(filesDir) });
    }
  });
}

describe('start-up steps', () => {
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'let two copies started together on a fresh PostgreSQL database both come up, seeding it once',
    async () => {
      const { database: first, drop } = await openTestDatabase();
      const second = await openDatabase({ databaseUrl: first.pool.options.connectionString, poolSize: 4 });
      const filesDir = mkdtempSync(path.join(tmpdir(), 'mall-files-'));
      try {
        const seeded: string[] = [];
        const results = await Promise.allSettled([
          startUp(first, filesDir, seeded, 'first'),
          startUp(second, filesDir, seeded, 'second'),
        ]);
        expect(results).toEqual([
          { status: 'fulfilled', value: undefined },
          { status: 'fulfilled', value: undefined },
        ]);
        expect(seeded).toHaveLength(1);
        expect(await isDatabaseEmpty(first.db)).toBe(false);
      } finally {
        await second.close();
        await first.close();
        await drop();
        rmSync(filesDir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')('run as they are on the embedded database', async () => {
    // A seeded database (the template of seed 'none'): migrating finds nothing to do, and it is not seeded again.
    const { database } = await openTestDatabase(inject('dbTemplates').none);
    try {
      const seeded: string[] = [];
      await startUp(database, tmpdir(), seeded, 'only');
      expect(seeded).toEqual([]);
      expect(await isDatabaseEmpty(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
