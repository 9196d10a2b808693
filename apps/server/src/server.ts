import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { isDatabaseEmpty, seedDatabase } from './db/seed/seed';
import { withStartupLock } from './db/startup-lock';
import { ensureSearchIndex } from './modules/catalog/search-index';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    // Copies starting together against one PostgreSQL database take turns (db/startup-lock.ts).
    await withStartupLock(database, async () => {
      await migrateDatabase(database);
      if (await isDatabaseEmpty(database.db)) {
        const started = Date.now();
        console.log(`Empty database: seeding the ${config.MALL_SEED} mall...`);
        await seedDatabase(database.db, { mode: config.MALL_SEED, filesDir: config.filesDir });
        console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      // A database seeded before the product search index existed gets it built once.
      await ensureSearchIndex(database.db, (line) => console.log(line));
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({
    config,
    database,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  console.log(`Mall storefront ready: http://${shownHost}:${port}/mallview/ (database: ${database.kind})`);
}

main().catch((error) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
