// npm run seed -- [--products N] [--mode demo|none]: (re)seeds the database the server would open.
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { createFileStorage } from '../lib/storage/create-storage';
import { parseSeedArgs, usage } from './cli-args';
import { isDatabaseEmpty, seedDatabase } from './seed';

const args = parseSeedArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(`seed: ${args.message}\n${usage}`);
  process.exit(2);
}

// A developer's tool: an unset NODE_ENV means development here (as for `npm start`), so re-seeding a local
// database needs no production settings. With NODE_ENV=production the demo seed is refused like MALL_SEED=demo.
const config = loadConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' });
if (config.NODE_ENV === 'production' && args.mode === 'demo') {
  console.error(
    'seed: --mode demo is refused when NODE_ENV=production (it creates accounts with the password printed in the README)',
  );
  process.exit(2);
}
const started = performance.now();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
});
try {
  await migrateDatabase(database);
  const empty = await isDatabaseEmpty(database.db);
  console.log(
    `seed: ${database.kind === 'pglite' ? config.pgliteDir : 'PostgreSQL'}, files in ${config.S3_BUCKET ? `bucket ${config.S3_BUCKET}` : config.filesDir}` +
      (empty ? '' : ' (existing data is replaced)'),
  );
  // Truncating in the seed's own transaction keeps the old data if the new seed fails.
  await seedDatabase(database.db, {
    mode: args.mode,
    products: args.products,
    storage: createFileStorage(config),
    reset: true,
    log: (line) => console.log(line),
  });
  console.log(`seed: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error('seed: failed', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
