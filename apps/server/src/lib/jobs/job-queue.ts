import PgBoss from 'pg-boss';

/** What the queue runs its statements on: the server's pool (the embedded database has one connection). */
export interface SqlExecutor {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The schema pg-boss keeps its tables in (created and migrated by pg-boss itself). */
export const jobSchema = 'pgboss';

/**
 * A kind of job and how it is run. Jobs are rows in the database: a job sent by one server copy is run by
 * exactly one copy (workers fetch with `FOR UPDATE SKIP LOCKED`), survives restarts, and is retried after
 * a failure. A handler must be idempotent: a copy that dies mid-run leaves the job to run again.
 */
export interface JobDefinition<Data extends object = Record<string, never>> {
  /** The queue's name: `<module>.<what>`, e.g. `orders.expire-unpaid`. */
  name: string;
  /** A cron expression (UTC): the job is sent on that schedule, once across all copies. */
  cron?: string;
  /**
   * `stately`: at most one job waiting and one running (a sweep: a second one sent meanwhile is dropped, and
   * two copies never sweep at once); `standard`: every job sent runs.
   */
  policy: 'stately' | 'standard';
  /** Runs after a failure, at most; then the job stays failed (and shows in /api/health/ready). */
  retryLimit: number;
  /** Seconds before the first retry; doubled at each retry (backoff). */
  retryDelaySeconds: number;
  /** A run still going after this long counts as failed (a copy that died holding it) and is retried. */
  expireInSeconds: number;
  /** How often an idle worker asks for this job (each ask is one statement). */
  pollingSeconds: number;
  run(data: Data): Promise<void>;
}

/** A queue's jobs by state, as /api/health/ready shows them. */
export interface QueueState {
  name: string;
  /** Sent, waiting for their time or a worker (retries included). */
  waiting: number;
  active: number;
  /** Failed after their last retry, until the queue's maintenance archives them (12 hours). */
  failed: number;
}

export interface JobQueueOptions {
  /**
   * This copy runs workers and sends the cron jobs (JOB_WORKERS). A copy without them still sends jobs
   * and reads the queue's state.
   */
  workers: boolean;
  onError(error: unknown, context: string): void;
}

type AnyDefinition = JobDefinition<object>;

function bossOn(executor: SqlExecutor, options: { workers: boolean }) {
  return new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => executor.query(text, values) },
    schema: jobSchema,
    // The schema is installed with the database's migrations (installJobSchema below), under the start-up
    // lock of server.ts: a copy only checks its version.
    migrate: false,
    // Maintenance (expiring stuck runs, archiving) and the cron clock run where the workers run.
    supervise: options.workers,
    schedule: options.workers,
  });
}

/** Creates or migrates the queue's own tables (pg-boss's schema); safe to run by several copies at once. */
export async function installJobSchema(executor: SqlExecutor): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => executor.query(text, values) },
    schema: jobSchema,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * The server's jobs on pg-boss (a maintained queue on the database the mall already has, the embedded one
 * included: docs/jobs.md). Modules define their jobs before the app is ready; `start` creates the queues,
 * schedules the cron jobs and, with workers on, starts working them.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, AnyDefinition>();
  /** This copy's worker of each queue (when it works them). */
  private readonly workerIds = new Map<string, string>();
  private started = false;

  constructor(
    executor: SqlExecutor,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = bossOn(executor, options);
    this.boss.on('error', (error) => options.onError(error, 'job queue'));
  }

  get running(): boolean {
    return this.started;
  }

  define<Data extends object>(definition: JobDefinition<Data>): void {
    if (this.started) throw new Error(`job ${definition.name} defined after the queue started`);
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
    this.definitions.set(definition.name, definition as unknown as AnyDefinition);
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    for (const d of this.definitions.values()) {
      const queue = {
        name: d.name,
        policy: d.policy,
        retryLimit: d.retryLimit,
        retryDelay: d.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: d.expireInSeconds,
      };
      // Created once; a later version's settings replace the stored ones.
      await this.boss.createQueue(d.name, queue);
      await this.boss.updateQueue(d.name, queue);
      if (d.cron) await this.boss.schedule(d.name, d.cron, {}, { tz: 'UTC' });
      else await this.boss.unschedule(d.name);
      if (this.options.workers) this.workerIds.set(d.name, await this.work(d));
    }
    this.started = true;
  }

  /** Works a queue on this copy: one job per fetch, so a failure fails (and retries) only that job. */
  private work(d: AnyDefinition): Promise<string> {
    return this.boss.work(
      d.name,
      { pollingIntervalSeconds: d.pollingSeconds, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) {
          try {
            await d.run(job.data as object);
          } catch (error) {
            this.options.onError(error, `job ${d.name} failed (tried again up to ${d.retryLimit} times)`);
            throw error;
          }
        }
      },
    );
  }

  /**
   * Sends a job: run as soon as a worker is free, or after `startAfter`. With a `singletonKey`, a second
   * job of the same key is not sent while the first waits. Answers the job's id, or null when not sent.
   */
  async send(
    name: string,
    data: object = {},
    options: { startAfter?: Date; singletonKey?: string } = {},
  ): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    const id = await this.boss.send(name, data, options);
    // This copy's worker asks at once instead of at its next poll (other copies poll as usual).
    const worker = this.workerIds.get(name);
    if (id && worker && !options.startAfter) this.boss.notifyWorker(worker);
    return id;
  }

  /** Runs a job's handler on this copy now, outside the queue (tests with their own clock, the bench). */
  async runHere(name: string, data: object = {}): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    await definition.run(data);
  }

  /** A job by id (tests and the bench wait on its state). */
  async job(name: string, id: string): Promise<{ state: string; retryCount: number } | null> {
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    return job ? { state: job.state, retryCount: job.retryCount } : null;
  }

  /** Every defined queue's jobs by state. */
  async state(): Promise<QueueState[]> {
    // countStates is pg-boss's own count (its monitor uses it), missing from its type declarations.
    const boss = this.boss as unknown as {
      countStates(): Promise<{ queues: Record<string, Record<string, number>> }>;
    };
    const counts = await boss.countStates();
    return [...this.definitions.keys()].map((name) => {
      const q = counts.queues[name] ?? {};
      return {
        name,
        waiting: (q.created ?? 0) + (q.retry ?? 0),
        active: q.active ?? 0,
        failed: q.failed ?? 0,
      };
    });
  }

  /** Stops the workers, waiting up to `timeoutMs` for running jobs; the pool stays open (server.ts closes it). */
  async stop(timeoutMs = 5000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.workerIds.clear();
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
  }
}
