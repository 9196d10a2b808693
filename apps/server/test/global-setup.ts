import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { LocalFileStorage } from '../src/lib/storage/local-storage';
import { seedDatabase } from '../src/seed/seed';

/** A migrated (and seeded) database that test files copy instead of building their own. */
export interface DbTemplate {
  /** Embedded database: the dump file to start from. PostgreSQL: the template database's name. */
  source: string;
  /** The pictures the seed wrote, copied into each test's files folder. */
  filesDir: string;
}

export type TemplateKey = 'migrated' | 'none' | 'demo';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: Partial<Record<TemplateKey, DbTemplate>>;
  }
}

const modes: [TemplateKey, 'none' | 'demo' | undefined][] = [
  ['migrated', undefined],
  ['none', 'none'],
  ['demo', 'demo'],
];

/**
 * Builds each kind of test database once per run (migrations, then the seed) so that a test file copies it
 * in a fraction of a second: the embedded database from a dump, PostgreSQL with `create database ... template`.
 * Seeding and migrating took most of a test file's time before.
 */
export default async function setup(project: TestProject) {
  const postgres = project.name === 'api-postgres';
  const root = mkdtempSync(path.join(tmpdir(), 'mall-test-templates-'));
  const templates: Partial<Record<TemplateKey, DbTemplate>> = {};
  const createdDbs: string[] = [];
  const baseUrl = process.env.TEST_DATABASE_URL;
  const admin = postgres && baseUrl ? new pg.Client({ connectionString: baseUrl }) : undefined;
  await admin?.connect();
  const build = async ([key, mode]: (typeof modes)[number]) => {
    const filesDir = path.join(root, key, 'files');
    if (postgres) {
      if (!admin || !baseUrl) return;
      const name = `mall_tpl_${key}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${name}`);
      createdDbs.push(name);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        await migrateDatabase(database);
        if (mode) await seedDatabase(database.db, { mode, storage: new LocalFileStorage(filesDir) });
      } finally {
        await database.close();
      }
      templates[key] = { source: name, filesDir };
    } else {
      const database = await openDatabase({});
      const file = path.join(root, `${key}.tar`);
      try {
        await migrateDatabase(database);
        if (mode) await seedDatabase(database.db, { mode, storage: new LocalFileStorage(filesDir) });
        await database.pool.end();
        await database.dump?.(file);
      } finally {
        await database.close();
      }
      templates[key] = { source: file, filesDir };
    }
  };
  try {
    // Side by side: each embedded database is a process of its own.
    await Promise.all(modes.map(build));
  } catch (error) {
    await admin?.end();
    throw error;
  }
  project.provide('dbTemplates', templates);

  return async () => {
    if (admin) {
      for (const name of createdDbs) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    rmSync(root, { recursive: true, force: true });
  };
}
