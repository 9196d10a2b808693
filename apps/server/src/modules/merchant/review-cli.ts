// The operators' review of financial service applications, until the platform console has their screen:
//   node --import tsx apps/server/src/modules/merchant/review-cli.ts finance <applicationId> approve|reject ["<reason>"]
// Merchant (onboarding) applications are reviewed in the platform console (/console/platform/, docs/merchant.md).
// It opens the database the server would open (DATABASE_URL, or the embedded one under MALL_DATA_DIR,
// which only one process can open: stop the server first in that case).
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { MemorySendLimiter } from '../../lib/per-user-limiter';
import { FinanceService } from './finance.service';
import { MerchantRepository } from './merchant.repository';

const usage =
  'usage: review-cli.ts finance <applicationId> approve | finance <applicationId> reject "<reason>"\n' +
  'Merchant applications are reviewed in the platform console: /console/platform/merchant-applications';

const [kind, target, decision, reason = ''] = process.argv.slice(2);
if (
  kind !== 'finance' ||
  !target ||
  !(decision === 'approve' || decision === 'reject') ||
  (decision === 'reject' && !reason.trim())
) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
});
try {
  await migrateDatabase(database);
  const finance = new FinanceService(new MerchantRepository(database.db), new MemorySendLimiter(1));
  const id = Number(target);
  if (!Number.isInteger(id) || id < 1) throw new Error('applicationId must be a positive whole number');
  console.log(`review: finance application ${id} is now ${await finance.review(id, decision, reason)}`);
} catch (error) {
  console.error(`review: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
