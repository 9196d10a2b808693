// The operators' review of onboarding and finance applications (this product has no admin side):
//   node --import tsx apps/server/src/modules/merchant/review-cli.ts merchant <mobile> approve
//   node --import tsx apps/server/src/modules/merchant/review-cli.ts merchant <mobile> reject "<reason>"
//   node --import tsx apps/server/src/modules/merchant/review-cli.ts finance <applicationId> approve|reject ["<reason>"]
// It opens the database the server would open (DATABASE_URL, or the embedded one under MALL_DATA_DIR,
// which only one process can open: stop the server first in that case).
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { MemorySendLimiter } from '../../lib/per-user-limiter';
import { ReadinessChecks } from '../../lib/readiness';
import { createCatalogModule } from '../catalog';
import { createSystemModule } from '../system';
import { FinanceService } from './finance.service';
import { MerchantRepository } from './merchant.repository';
import { MerchantService } from './merchant.service';
import { MerchantReviewService } from './merchant-review.service';

const usage =
  'usage: review-cli.ts merchant <mobile> approve | merchant <mobile> reject "<reason>" | ' +
  'finance <applicationId> approve | finance <applicationId> reject "<reason>"';

const [kind, target, decision, reason = ''] = process.argv.slice(2);
if (
  !(kind === 'merchant' || kind === 'finance') ||
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
  const repo = new MerchantRepository(database.db);
  if (kind === 'merchant') {
    const merchant = new MerchantService(
      repo,
      createCatalogModule({ db: database.db }).classTree,
      createSystemModule({
        database,
        readiness: new ReadinessChecks(),
        readinessDetailsFor: () => false,
      }).system,
      null, // a review saves no step
    );
    // The platform console's review (merchant-review.service.ts): approving opens the shop and gives the seller
    // centre; the audit log names the command as the actor (user 0, centre "system", address "cli").
    const application = await repo.getApplicationByMobile(target);
    if (!application) throw new Error(`no merchant application of ${target}`);
    const reviewed = await new MerchantReviewService(repo, merchant).review(
      { actorUserId: 0, onBehalfOfUserId: null, centre: 'system', shopId: null, address: 'cli' },
      decision === 'approve'
        ? { applicationId: application.id, decision }
        : { applicationId: application.id, decision, reason },
      'zh_CN',
    );
    console.log(
      `review: the application of ${target} is now ${reviewed.status}` +
        (reviewed.shopId ? ` (shop ${reviewed.shopId})` : ''),
    );
  } else {
    const finance = new FinanceService(repo, new MemorySendLimiter(1));
    const id = Number(target);
    if (!Number.isInteger(id) || id < 1) throw new Error('applicationId must be a positive whole number');
    console.log(`review: finance application ${id} is now ${await finance.review(id, decision, reason)}`);
  }
} catch (error) {
  console.error(`review: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
