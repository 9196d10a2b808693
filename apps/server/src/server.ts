import { buildApp } from './app';
import { ConfigError, displayHost, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { withStartupLock } from './db/startup-lock';
import { createFileStorage } from './lib/storage/create-storage';
import { modeLine } from './mode-line';
import { demoAccountsLeft, platformAccountExists } from './modules/account';
import { GatewayConfigError, loadGatewayConfig } from './modules/buying';
import { ensureSearchIndex } from './modules/catalog';
import { isDatabaseEmpty, seedDatabase } from './seed/seed';
import { ensureAreaTranslations } from './seed/writers/area-translations';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  let paymentGateways: ReturnType<typeof loadGatewayConfig>;
  try {
    config = loadConfig();
    // A switched-on gateway with a key missing or unreadable stops the start, naming the variable.
    paymentGateways = loadGatewayConfig();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof GatewayConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  console.log(modeLine(config));

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
        console.log(
          `Empty database: seeding ${config.MALL_SEED === 'demo' ? 'the demo mall' : 'the configuration only (MALL_SEED=none)'}...`,
        );
        await seedDatabase(database.db, { mode: config.MALL_SEED, storage: createFileStorage(config) });
        console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      // A database seeded before the product search index existed gets it built once.
      await ensureSearchIndex(database.db, (line) => console.log(line));
      // A database seeded before the areas had translations gets them once.
      await ensureAreaTranslations(database.db, (line) => console.log(line));
    });
    const demoLeft = config.NODE_ENV === 'production' ? await demoAccountsLeft(database.db) : [];
    if (demoLeft.length > 0)
      console.warn(
        `WARNING: this database was seeded by the demo: ${demoLeft.join(', ')} still sign in with the ` +
          'password printed in the README. Deploy on a new database (README.md, "Going live").',
      );
    if (!(await platformAccountExists(database.db)))
      console.log(
        'No platform account yet (customer 1, who answers the service chat): create it with ' +
          '`npm run create-platform-account -- --mobile <mobile>` (README.md, "Going live").',
      );
  } catch (error) {
    await database.close();
    throw error;
  }

  // A part that cannot start (in production, the storefront renderer) stops the start with its reason.
  const app = await buildApp({
    config,
    paymentGateways,
    database,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
  }).catch(async (error: unknown) => {
    await database.close().catch(() => {});
    throw error;
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
  const local = `http://${displayHost(config.HOST)}:${port}`;
  // Behind a proxy the public address differs from the bound one; both are worth seeing.
  const publicNote =
    config.publicOrigin === new URL(local).origin ? '' : `, public address ${config.publicOrigin}/mallview/`;
  console.log(`Mall storefront ready: ${local}/mallview/ (database: ${database.kind}${publicNote})`);
}

main().catch((error) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
