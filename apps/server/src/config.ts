import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Every environment variable the server reads, parsed once at boot. The README table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Port of the one HTTP server (storefront, sign-on, API, live channel). */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Interface to bind; 127.0.0.1 keeps a fresh install private until it is put behind a proxy. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Embedded database and uploaded files live here. */
  MALL_DATA_DIR: z.string().min(1).default('.data'),
  /** PostgreSQL connection string; when set the embedded database is not started. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections per server copy to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Redis for rate-limit counters and chat fan-out shared by several server copies. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** demo: a full demo mall with accounts; none: configuration and areas only. */
  MALL_SEED: z.enum(['demo', 'none']).default('demo'),
  /** Requests per minute per client IP across the API (login, SMS and chat have tighter limits). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Trust X-Forwarded-For from a load balancer in front (needed for per-IP limits behind one). */
  TRUST_PROXY: flag.default(false),
  /** Minutes without a request before a session ends. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  /** Hours after sign-in when a session ends regardless of use. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 7),
  /**
   * Seconds a looked-up session is kept in memory (0: read the database on every request). An ending
   * (sign-out, password change) reaches every copy at once through the broker; this bounds a missed one.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * Dev outbox: serve recent SMS codes (/api/dev/outbox) and captcha answers (/api/dev/captcha) so browser
   * tests and demo users can sign in. Refused with NODE_ENV=production: it would disable every captcha.
   */
  MALL_DEV_OUTBOX: flag.default(false),
  /** Per-address requests per minute on sign-in, captcha, SMS and centre-lookup endpoints (brute force). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Chat messages one user may send per minute, across all server copies when REDIS_URL is set. */
  CHAT_SEND_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Milliseconds a chat message that finds the database writer idle waits for others to share one
   * statement (group commit). 0 writes it at once; the default 2 costs each message up to 2 ms and, under
   * load, saves the database a third of its work (docs/chat.md).
   */
  CHAT_WRITE_LINGER_MS: z.coerce.number().int().min(0).max(50).default(2),
  /** SMS codes one mobile number may receive per hour (protects the number's owner and the SMS bill). */
  SMS_PER_MOBILE_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** SMS codes one client address may request per hour, across numbers (SMS pumping). */
  SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * S3-compatible store for uploaded pictures (gallery); all of endpoint, bucket and both keys, or none
   * (then files stay on the local disk under MALL_DATA_DIR/files). Set the system parameter OSS_FILE_HOME
   * to the public address of the bucket.
   */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Built web app; `npm start` builds it here. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
});

export type Config = z.infer<typeof envSchema> & { filesDir: string; pgliteDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in the environment mean "not set" (a common way to unset in shells and compose files).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema
    .refine((c) => !(c.MALL_DEV_OUTBOX && c.NODE_ENV === 'production'), {
      path: ['MALL_DEV_OUTBOX'],
      message: 'must not be set when NODE_ENV=production (it reveals SMS codes and captcha answers)',
    })
    .refine(
      (c) => {
        const s3 = [c.S3_ENDPOINT, c.S3_BUCKET, c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY];
        return s3.every((v) => v === undefined) || s3.every((v) => v !== undefined);
      },
      {
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      },
    )
    .safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.MALL_DATA_DIR);
  return {
    ...parsed.data,
    MALL_DATA_DIR: dataDir,
    filesDir: path.join(dataDir, 'files'),
    pgliteDir: path.join(dataDir, 'pglite'),
    WEB_DIST_DIR: path.resolve(parsed.data.WEB_DIST_DIR),
  };
}
