// Checks the audit log's hash chain (docs/audit-log.md): `npm run audit:verify`. Exit 0 and the number of
// entries and the head's hash when every entry is intact; exit 1 naming the first entry that was edited,
// deleted or inserted. It opens the database the server would open (DATABASE_URL, or the embedded one under
// MALL_DATA_DIR, which only one process can open: stop the server first in that case; the platform console's
// audit page runs the same check on a running mall).
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { AuditRepository } from './audit.repository';

const problems = {
  edited: 'its values no longer give its hash (edited in the database)',
  unlinked:
    'it does not follow the entry before it (entries deleted or inserted before it, or one re-hashed)',
  head: 'the log does not end where its head says (the last entries deleted, or the head changed)',
} as const;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(`audit:verify: ${(error as Error).message}`);
  process.exit(2);
}
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
});
let status = 0;
try {
  await migrateDatabase(database);
  const result = await new AuditRepository(database.db).verify();
  if (result.broken) {
    console.error(
      `audit:verify: the chain breaks at entry ${result.broken.id}: ${problems[result.broken.problem]}` +
        ` (${result.entries} entries read)`,
    );
    status = 1;
  } else {
    console.log(`audit:verify: ${result.entries} entries intact; head ${result.headHash}`);
  }
} catch (error) {
  console.error(`audit:verify: ${(error as Error).message}`);
  status = 2;
} finally {
  await database.close();
}
process.exit(status);
