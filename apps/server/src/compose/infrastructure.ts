import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { type Broker, MemoryBroker, RedisBroker, type RedisLike } from '../lib/broker/broker';
import { ImageWork } from '../lib/image-work';
import { JobQueue } from '../lib/jobs/job-queue';
import { type LimiterFactory, perUserLimiter } from '../lib/per-user-limiter';
import { ReadinessChecks } from '../lib/readiness';
import { SiteChanges } from '../lib/site-changes';
import { createSmsProvider, type FailureLogger } from '../lib/sms/create-sms-provider';
import type { InfoLogger, SmsProvider } from '../lib/sms/sms-provider';
import { createFileStorage } from '../lib/storage/create-storage';
import type { FileStorage } from '../lib/storage/file-storage';

/** What every module may be given: created once per server copy, before any module. */
export interface Infrastructure {
  database: Database;
  db: Db;
  now: () => Date;
  /** Logs an error of a background part (broker, jobs, chat) with what it was doing. */
  onError: (err: unknown, context: string) => void;
  /** REDIS_URL's client, or null: then limits, the broker and the rate limits stay in this process. */
  redis: Redis | null;
  broker: Broker;
  /** "The storefront's data changed": every copy drops its kept pages (lib/site-changes.ts). */
  siteChanges: SiteChanges;
  limiter: LimiterFactory;
  jobs: JobQueue;
  storage: FileStorage;
  imageWork: ImageWork;
  /** Where SMS codes go; null when SMS_PROVIDER is none (SMS is refused). */
  sms: SmsProvider | null;
  /** What /api/health/ready checks besides the database (the system module and the web plugin add theirs). */
  readiness: ReadinessChecks;
}

/** The shared infrastructure of one server copy; what needs closing is closed with the app. */
export async function createInfrastructure(
  app: FastifyInstance,
  options: { config: Config; database: Database; now: () => Date; smsProvider?: SmsProvider },
): Promise<Infrastructure> {
  const { config, database, now } = options;
  const onError = (err: unknown, context: string) => app.log.error({ err }, context);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  if (redis) app.addHook('onClose', async () => void redis.quit().catch(() => {}));
  // Fan-out between server copies (chat events, ended sessions): Redis when configured, else in-process.
  const broker: Broker = redis
    ? new RedisBroker(redis as unknown as RedisLike, (err) => onError(err, 'broker'))
    : new MemoryBroker((err) => onError(err, 'broker'));
  app.addHook('onClose', async () => broker.close());
  const siteChanges = new SiteChanges(broker);
  // Actions per user per minute, counted across server copies when Redis is configured.
  const limiter: LimiterFactory = (name, perMinute) =>
    perUserLimiter(redis, name, perMinute, () => now().getTime());
  // Jobs: rows in the database, run once across every copy that works them (docs/jobs.md).
  const jobs = new JobQueue(database.pool, { workers: config.JOB_WORKERS, onError });
  const storage = createFileStorage(config);
  // Every picture decoding of this copy (thumbnails, uploads turned upright) takes turns here.
  const imageWork = new ImageWork(config.IMAGE_WORKERS, config.IMAGE_QUEUE);
  const sms = options.smsProvider ?? (await createSmsProvider(config, app.log as InfoLogger & FailureLogger));

  const readiness = new ReadinessChecks();
  if (redis) readiness.add('redis', () => redis.ping().then(() => undefined));
  readiness.add('storage', () => storage.probe(), { kind: storage.kind });
  // The job queue: each queue's jobs waiting, running and failed (docs/jobs.md). Failed jobs are the
  // business's, not this copy's: they are reported, and the copy stays ready while its queue runs.
  readiness.add('jobs', () => jobs.readiness(), { workers: config.JOB_WORKERS });
  return {
    database,
    db: database.db,
    now,
    onError,
    redis,
    broker,
    siteChanges,
    limiter,
    jobs,
    storage,
    imageWork,
    sms,
    readiness,
  };
}
