import PgBoss from 'pg-boss';
import { ReadinessFailure } from '../readiness';

/** What the queue runs its statements on: the server's pool (the embedded database has one connection). */
export interface SqlExecutor {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The schema pg-boss keeps its tables in (created and migrated by pg-boss itself). */
export const jobSchema = 'pgboss';

/**
 * A kind of job and how it is run. Jobs are rows in the database: a job sent by one server copy is run by
 * exactly one copy (a fetch takes it with `FOR UPDATE SKIP LOCKED`), survives restarts, and is retried
 * after a failure. A handler must be idempotent: a copy that dies mid-run leaves the job to run again.
 */
export interface JobDefinition<Data extends object = Record<string, never>> {
  /** The queue's name: `<module>.<what>`, e.g. `orders.expire-unpaid`. */
  name: string;
  /**
   * Sent every this many seconds, once across all copies: every working copy sends it, and the queue keeps
   * one job per slot of that length (pg-boss's throttling by singleton key).
   */
  everySeconds?: number;
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
  /** Jobs one fetch takes (run one after the other); a full batch is followed by the next fetch at once. */
  batchSize: number;
  /**
   * Runs one job. `job` is the running job: its id, the tries before this one and `report`, which keeps a
   * progress object as the job's output while it runs (read from any copy with `job()`; a failed try's
   * output is pg-boss's error, so a retry resumes from what it finds in the database, not from a report).
   * An object answered becomes the finished job's output, kept with the job until the queue deletes it.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: handlers that answer nothing are `async () => {...}`
  run(data: Data, job: RunningJob): Promise<object | void>;
}

/** The job a handler runs (JobDefinition.run). */
export interface RunningJob {
  id: string;
  /** Tries before this one (0 on the first). */
  retryCount: number;
  /** Keeps `output` as the running job's output (one statement; the last one wins). */
  report(output: object): Promise<void>;
}

/** A job as the queue records it (any copy reads the same). */
export interface JobRecord {
  state: string;
  retryCount: number;
  data: unknown;
  /** What the handler reported or answered last; pg-boss's error after a failed try. */
  output: unknown;
  createdOn: Date;
  completedOn: Date | null;
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
   * This copy works the queues and sends the periodic jobs (JOB_WORKERS). A copy without workers still
   * sends jobs and reads the queue's state.
   */
  workers: boolean;
  onError(error: unknown, context: string): void;
}

type AnyDefinition = JobDefinition<object>;

function bossOn(executor: SqlExecutor, options: { migrate: boolean; supervise: boolean }) {
  return new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => executor.query(text, values) },
    schema: jobSchema,
    migrate: options.migrate,
    // Maintenance (failing runs past their expiry so they are retried, archiving) runs where workers run.
    supervise: options.supervise,
    // pg-boss's cron is not used: periodic jobs are throttled sends (everySeconds), see Worker below for why.
    schedule: false,
  });
}

/** Creates or migrates the queue's own tables (pg-boss's schema); safe to run by several copies at once. */
export async function installJobSchema(executor: SqlExecutor): Promise<void> {
  const boss = bossOn(executor, { migrate: true, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * One queue worked on this copy. Hand-written around pg-boss's public fetch/complete/fail rather than its
 * `work()`: pg-boss 10 completes or fails a worked batch without awaiting it (pg-boss issue #577), so a
 * database restart at that moment is an unhandled rejection that ends the process; its cron worker does the
 * same. Here every statement is awaited and its failure logged, a full batch fetches again at once (pg-boss
 * waits its polling interval after every fetch) and an idle queue costs one statement per interval.
 */
class Worker {
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private wake: (() => void) | undefined;
  private readonly loop: Promise<void>;

  constructor(
    private readonly boss: PgBoss,
    private readonly d: AnyDefinition,
    private readonly onError: JobQueueOptions['onError'],
    private readonly reportOf: (id: string) => RunningJob['report'],
  ) {
    this.loop = this.run();
  }

  /** Asks at once instead of at the next poll (a job was just sent on this copy). */
  notify() {
    this.wake?.();
  }

  private async run() {
    while (!this.stopping) {
      let full = false;
      try {
        // pg-boss's fetch answers [] when the database cannot be reached: the loop polls on meanwhile.
        const jobs = await this.boss.fetch<object>(this.d.name, {
          batchSize: this.d.batchSize,
          includeMetadata: true,
        });
        const done: string[] = [];
        for (const job of jobs) {
          const output = await this.runOne(job);
          if (output === true) done.push(job.id);
          // A job that answered an output is completed with it, on its own.
          else if (output) await this.boss.complete(this.d.name, job.id, output);
        }
        // One statement for the batch: a copy that dies before it runs those jobs again (handlers are
        // idempotent), as it would any job it was running.
        if (done.length > 0) await this.boss.complete(this.d.name, done);
        full = jobs.length === this.d.batchSize;
      } catch (error) {
        this.onError(error, `job queue ${this.d.name}`);
      }
      if (!full && !this.stopping) await this.pause();
    }
  }

  /**
   * Runs one job: true when done without an output, the output when it answered one, false when it failed
   * (recorded failed at once; pg-boss schedules its retry).
   */
  private async runOne(job: PgBoss.JobWithMetadata<object>): Promise<object | boolean> {
    try {
      const output = await this.d.run(job.data, {
        id: job.id,
        retryCount: job.retryCount,
        report: this.reportOf(job.id),
      });
      return output ?? true;
    } catch (error) {
      this.onError(error, `job ${this.d.name} failed (tried again up to ${this.d.retryLimit} times)`);
      await this.boss.fail(this.d.name, job.id, { message: String(error) });
      return false;
    }
  }

  private pause() {
    return new Promise<void>((resolve) => {
      this.wake = () => {
        clearTimeout(this.timer);
        this.wake = undefined;
        resolve();
      };
      this.timer = setTimeout(this.wake, this.d.pollingSeconds * 1000);
      this.timer.unref();
    });
  }

  /** Stops asking; resolves when the job under way (if any) has finished. */
  async stop() {
    this.stopping = true;
    this.notify();
    await this.loop;
  }
}

/**
 * The server's jobs on pg-boss (a maintained queue on the database the mall already has, the embedded one
 * included: docs/jobs.md). Modules define their jobs before the app is ready; `start` creates the queues
 * and, with workers on, works them and sends the periodic ones.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, AnyDefinition>();
  /** This copy's worker of each queue (when it works them). */
  private readonly workers = new Map<string, Worker>();
  private readonly timers: NodeJS.Timeout[] = [];
  private started = false;

  constructor(
    private readonly executor: SqlExecutor,
    private readonly options: JobQueueOptions,
  ) {
    // The schema is installed with the database's migrations (installJobSchema), under server.ts's start-up
    // lock: a copy only checks its version.
    this.boss = bossOn(executor, { migrate: false, supervise: options.workers });
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
      await this.ensureQueue(queue);
    }
    this.started = true;
    if (!this.options.workers) return;
    for (const d of this.definitions.values()) {
      this.workers.set(
        d.name,
        new Worker(this.boss, d, this.options.onError, (id) => (output) => this.report(d.name, id, output)),
      );
      if (d.everySeconds) await this.every(d.name, d.everySeconds);
    }
  }

  /**
   * Creates a queue once; a later version's settings replace the stored ones. Copies starting together on
   * a new database may create the same queue at once, which PostgreSQL can answer with a deadlock for one of
   * them (pg-boss makes a table per queue): that one finds the queue made by the other, or tries again.
   */
  private async ensureQueue(queue: PgBoss.Queue & { name: string }) {
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await this.boss.getQueue(queue.name))) await this.boss.createQueue(queue.name, queue);
        await this.boss.updateQueue(queue.name, queue);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
      }
    }
  }

  /** Sends `name` now and then every `seconds` on this copy; the throttle keeps one job per slot overall. */
  private async every(name: string, seconds: number) {
    const send = () =>
      this.boss
        .send(name, {}, { singletonKey: name, singletonSeconds: seconds })
        .then((id) => {
          if (id) this.workers.get(name)?.notify();
        })
        .catch((error: unknown) => this.options.onError(error, `job queue: could not send ${name}`));
    const timer = setInterval(send, seconds * 1000);
    timer.unref();
    this.timers.push(timer);
    await send();
  }

  /**
   * Sends a job: run as soon as a worker is free, or after `startAfter`. With a `singletonKey`, a second
   * job of the same key is not sent while the first waits. With an `id` (a uuid), a job of that id that the
   * queue holds already is not sent again. Answers the job's id, or null when not sent.
   */
  async send(
    name: string,
    data: object = {},
    options: { startAfter?: Date; singletonKey?: string; id?: string } = {},
  ): Promise<string | null> {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    const id = await this.boss.send(name, data, options);
    // This copy's worker asks at once instead of at its next poll (other copies poll as usual).
    if (id && !options.startAfter) this.workers.get(name)?.notify();
    return id;
  }

  /**
   * Runs a job's handler on this copy now, outside the queue (tests with their own clock, a retry's
   * `retryCount`; the bench), and answers its output.
   */
  async runHere(
    name: string,
    data: object = {},
    job: Partial<Pick<RunningJob, 'id' | 'retryCount'>> = {},
  ): Promise<object | undefined> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    const output = await definition.run(data, {
      id: job.id ?? 'here',
      retryCount: job.retryCount ?? 0,
      report: async () => {},
    });
    return output ?? undefined;
  }

  /**
   * A job by id, from the queue or its archive (completed jobs move there after 12 hours and are deleted
   * 7 days later): tests and the bench wait on its state, a module reads a job's progress and result.
   */
  async job(name: string, id: string): Promise<JobRecord | null> {
    const job = await this.boss.getJobById(name, id, { includeArchive: true });
    if (!job) return null;
    return {
      state: job.state,
      retryCount: job.retryCount,
      data: job.data,
      output: job.output ?? null,
      createdOn: job.createdOn,
      completedOn: job.completedOn ?? null,
    };
  }

  /** Sends a job that failed its last try to be tried again (its handler resumes, being idempotent). */
  async retry(name: string, id: string): Promise<void> {
    await this.boss.retry(name, id);
    this.workers.get(name)?.notify();
  }

  /**
   * Keeps a running job's progress as its output (pg-boss has no call for it: one update of its job row,
   * only while the job is active, so a late report never overwrites a finished job's result).
   */
  private async report(name: string, id: string, output: object): Promise<void> {
    await this.executor.query(
      `update ${jobSchema}.job set output = $3::jsonb where name = $1 and id = $2 and state = 'active'`,
      [name, id, JSON.stringify(output)],
    );
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

  /**
   * The readiness check's line (lib/readiness.ts): `<queue> waiting|active|failed` for every queue; fails
   * while the queue has not started (or has stopped) on this copy.
   */
  async readiness(): Promise<Record<string, number>> {
    const details: Record<string, number> = {};
    for (const q of await this.state()) {
      details[`${q.name} waiting`] = q.waiting;
      details[`${q.name} active`] = q.active;
      details[`${q.name} failed`] = q.failed;
    }
    if (!this.started) throw new ReadinessFailure('the job queue is not running on this copy', details);
    return details;
  }

  /** Stops sending and working, waiting for the jobs under way; the pool stays open (server.ts closes it). */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all([...this.workers.values()].map((w) => w.stop()));
    this.workers.clear();
    await this.boss.stop({ graceful: false, close: false });
  }
}
