import type { JobDefinition } from '../../lib/jobs/job-queue';
import type { CatalogueReindexRepository, ReindexTarget } from './catalogue-reindex.repository';

export type { ReindexTarget };

/** The queue's name of the re-index (docs/jobs.md). */
export const reindexJobName = 'catalog.reindex';

/** What sends a job (the job queue). */
export interface JobSender {
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<string | null>;
}

export interface ReindexOptions {
  /** Up to this many products are re-indexed in the request itself; more go to the job. */
  inlineMax: number;
  /** Products per transaction of the job (each holds the search index's write turn while it runs). */
  batchSize: number;
}

/*
 * Measured (a scratch test on the demo catalogue, this 2-core machine, the top classes renamed, 200 products
 * on sale re-indexed per setting): re-indexing a product the full way (unindexProducts, then indexProducts:
 * all of its ~200 tokens out and in again) took 60 to 100 ms on PostgreSQL 15 and on the embedded database,
 * and got slower per product in larger transactions; moving only the tokens that changed (refreshProducts)
 * took 4 to 5 ms a product in batches of 100 (0.4 s a batch), 13 to 26 ms one by one; a product already
 * right costs a read (200 in 25 to 30 ms). A class of 200,000 products is then about 15 minutes of work:
 * never inside a request, and never in one transaction, which would hold the search index's write turn
 * (every product save of every merchant waits for it) and 200,000 rows' locks all that time. So a request
 * re-indexes up to `inlineMax` products itself (200: about 1 s), and hands a larger class to the job, which
 * re-indexes it 100 products a transaction (a merchant's save waits at most about half a second for its turn).
 */
export const defaultReindexOptions: ReindexOptions = { inlineMax: 200, batchSize: 100 };

/**
 * Keeps the products' search text in step with the names it holds: a product's class names and brand
 * name are searched (products.search_other), so renaming a class or a brand, or moving a class to another
 * parent, re-indexes its products. The change to the class or brand is committed first; the re-index reads
 * each product's kept search text to take it out of the index, so it is right whenever it runs, and again
 * when it runs twice (a retried job).
 */
export class CatalogueReindexService {
  constructor(
    private readonly repo: CatalogueReindexRepository,
    private readonly jobs: JobSender,
    private readonly options: ReindexOptions = defaultReindexOptions,
  ) {}

  /**
   * After a committed change of the names the target's products are searched by: a small class or brand
   * now (found by the new name when the request answers), a large one by the job (one job waiting per
   * target: a second change meanwhile is covered by it). Answers whether it was done now.
   */
  async afterChange(target: ReindexTarget): Promise<boolean> {
    const ids = await this.repo.productIds(target);
    if (ids.length === 0) return true;
    if (ids.length <= this.options.inlineMax) {
      try {
        await this.repo.reindex(ids);
        return true;
      } catch {
        // The change itself is committed: the job does it instead (and retries).
      }
    }
    await this.jobs.send(reindexJobName, target, { singletonKey: keyOf(target) });
    return false;
  }

  /** The job: every product of the target, a batch per transaction. */
  async run(target: ReindexTarget): Promise<void> {
    const ids = await this.repo.productIds(target);
    for (let i = 0; i < ids.length; i += this.options.batchSize)
      await this.repo.reindex(ids.slice(i, i + this.options.batchSize));
  }

  /** The queue's definition of the job (the catalog module defines it). */
  job(): JobDefinition<ReindexTarget> {
    return {
      name: reindexJobName,
      // One waiting and one running per target (its singleton key): a rename during a run queues one more.
      policy: 'stately',
      retryLimit: 5,
      retryDelaySeconds: 30,
      // 200,000 products take about 15 minutes (see above); a run past this counts as dead and is retried.
      expireInSeconds: 60 * 60,
      pollingSeconds: 10,
      batchSize: 1,
      run: (target) => this.run(target),
    };
  }
}

function keyOf(target: ReindexTarget): string {
  return 'classId' in target ? `class:${target.classId}` : `brand:${target.brandId}`;
}
