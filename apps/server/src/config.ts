import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { readSmsGatewaySettings, type SmsGatewaySettings } from './lib/sms/sms-config';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** `loopback`, `linklocal` and `uniquelocal` are the address groups Fastify's proxy-addr knows by name. */
const proxyGroups = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (proxyGroups.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies in front may say who the client is (X-Forwarded-For, -Proto, -Host): none (`false`), the
 * nearest N hops, or the listed addresses/CIDRs. `true` (trust any sender) is refused in every mode: a
 * client would write its own X-Forwarded-For and pick the address every per-address limit counts, and a
 * development setup that differs from production here would only hide that.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would trust an X-Forwarded-For written by the client itself, so every per-address limit ' +
        'could be dodged; give the number of proxies in front (1 behind one load balancer) or their ' +
        'addresses/CIDRs, e.g. 10.0.0.0/8',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) {
      ctx.addIssue({ code: 'custom', message: 'a hop count must be from 0 to 10' });
      return z.NEVER;
    }
    return hops;
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count, or a comma-separated list of addresses/CIDRs; not understood: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** The public address reduced to its origin (scheme, host, port): the app is served from the root. */
const publicUrl = z.string().transform((raw, ctx) => {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be an absolute address such as https://mall.example.com' });
    return z.NEVER;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    ctx.addIssue({ code: 'custom', message: 'must start with https:// (or http://)' });
    return z.NEVER;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be only scheme://host[:port], without a path, query or user (the mall is served from the root)',
    });
    return z.NEVER;
  }
  return url.origin;
});

/** Every environment variable the server reads, parsed once at boot. The README table mirrors this. */
const envSchema = z.object({
  /**
   * Run mode. Unset means production (a direct `node apps/server/src/server.ts`); `npm start` sets
   * development. `test` (the automated tests) takes the development defaults below.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Port of the one HTTP server (storefront, sign-on, API, live channel). */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Interface to bind; 127.0.0.1 keeps a fresh install private until it is put behind a proxy. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The address users open, e.g. https://mall.example.com. Links the server builds and same-origin checks
   * use it, never the request's Host header. Required in production; otherwise http://HOST:PORT.
   */
  PUBLIC_URL: publicUrl.optional(),
  /** Embedded database and uploaded files live here. */
  MALL_DATA_DIR: z.string().min(1).default('.data'),
  /** PostgreSQL connection string; when set the embedded database is not started. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections per server copy to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Redis for rate-limit counters and chat fan-out shared by several server copies. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** demo: a full demo mall with accounts; none: configuration and areas only. Default per mode. */
  MALL_SEED: z.enum(['demo', 'none']).optional(),
  /** Requests per minute per client IP across the API (login, SMS and chat have tighter limits). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  TRUST_PROXY: trustProxy.default(false),
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
   * tests and demo users can sign in. Default per mode; refused in production: it would disable every captcha.
   */
  MALL_DEV_OUTBOX: flag.optional(),
  /**
   * The sandbox QR payment: its confirm link marks the orders paid, no money moves. Default per mode;
   * refused in production (any buyer could mark their own orders paid).
   */
  PAYMENT_SANDBOX: flag.optional(),
  /**
   * Where SMS codes go: `log` writes them to the server log (development only), `none` sends nothing and
   * SMS sign-in, registration and resets answer "SMS is not configured", `aliyun` and `tencent` send them
   * through that cloud's SMS service (settings in lib/sms/sms-config.ts). Default per mode.
   */
  SMS_PROVIDER: z.enum(['log', 'none', 'aliyun', 'tencent']).optional(),
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
   * S3-compatible store for uploaded and seeded pictures (gallery, avatars, seed); all of endpoint, bucket
   * and both keys, or none (then files stay on the local disk under MALL_DATA_DIR/files). Either way the
   * server answers /files/* from the store, so several copies need no shared disk (README, "Files").
   */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Path-style addresses (endpoint/bucket/key, MinIO); `false` for virtual-hosted (bucket.endpoint/key, OSS, COS). */
  S3_FORCE_PATH_STYLE: flag.default(true),
  /**
   * Bytes of pictures one user may keep, in MB: their gallery, counting a deleted picture that a sent chat
   * message, their avatar or their merchant application still shows (docs/gallery.md, "Quota").
   */
  GALLERY_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /**
   * Thumbnails one client address may have made per minute (served ones are free): beyond it, the browser
   * is sent to the picture itself, so making thumbnails cannot be used to load the server.
   */
  THUMBNAILS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Pictures decoded at once (thumbnails, uploads turned upright); each takes about a core while it runs. */
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  /** Picture jobs that may wait for a worker; beyond them an upload answers "busy, try again" (50302). */
  IMAGE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(20),
  /** Built web app; `npm start` builds it here. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** The built consoles (merchant workbench, platform console) served at /console/; `npm start` builds them. */
  CONSOLE_DIST_DIR: z.string().default('apps/console/dist'),
  /**
   * The storefront's server renderer (`npm run build` writes it). Without it the storefront is served as
   * the plain client-rendered shell.
   */
  WEB_SSR_DIR: z.string().default('apps/web/dist-ssr'),
  /**
   * Seconds a visitor's server-rendered page is kept and served again for the same address and language
   * (0: render every request). Signed-in users' pages are never rendered on the server nor cached.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Megabytes of pages (with their compressed copies) the page cache holds at most per server copy (the
   * least recently used leave first).
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * Pages rendered on the server per minute per client address (cache hits do not count; the in-process
   * API calls of a render do not count against RATE_LIMIT_PER_MINUTE). Past it the page goes out as the
   * shell the browser renders, with HTTP 429.
   */
  RENDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * This copy works the job queue (unpaid-order expiry, closing gateway trades) and sends its scheduled
   * jobs. Each job runs on one copy whichever copies work; `false` makes a copy that only serves requests.
   */
  JOB_WORKERS: flag.default(true),
  /** Unpaid orders one buyer may hold at once (each holds its stock until paid or expired). */
  UNPAID_ORDERS_PER_BUYER: z.coerce.number().int().min(1).max(1000).default(20),
  /** Units (the lines' quantities added up) one buyer's unpaid orders may hold at once. */
  UNPAID_UNITS_PER_BUYER: z.coerce.number().int().min(1).max(99_999_999).default(10_000),
});

/** Every variable the server reads (the README's configuration table lists exactly these). */
export const configVariables = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/**
 * What an unset variable means in each mode: `npm start` is the demo (development), a deployment is
 * production. Production refuses each development value below when it is set explicitly.
 */
export const modeDefaults = {
  development: { MALL_SEED: 'demo', MALL_DEV_OUTBOX: true, PAYMENT_SANDBOX: true, SMS_PROVIDER: 'log' },
  production: { MALL_SEED: 'none', MALL_DEV_OUTBOX: false, PAYMENT_SANDBOX: false, SMS_PROVIDER: 'none' },
} as const;

type Parsed = z.infer<typeof envSchema>;
type ModeKey = keyof (typeof modeDefaults)['production'];

export type Config = Omit<Parsed, ModeKey | 'PUBLIC_URL'> & {
  MALL_SEED: 'demo' | 'none';
  MALL_DEV_OUTBOX: boolean;
  PAYMENT_SANDBOX: boolean;
  SMS_PROVIDER: 'log' | 'none' | 'aliyun' | 'tencent';
  /** The SMS gateway's settings when SMS_PROVIDER is aliyun or tencent. */
  smsGateway?: SmsGatewaySettings;
  /**
   * The origin users open the mall at (scheme://host[:port], no trailing slash), from PUBLIC_URL or, outside
   * production, http://HOST:PORT. Build absolute links and check request origins against this, never Host.
   */
  publicOrigin: string;
  /** PUBLIC_URL was set (always in production): publicOrigin is the configured address, not the bind default. */
  publicOriginConfigured: boolean;
  filesDir: string;
  pgliteDir: string;
};

export class ConfigError extends Error {}

/** The host to show in a URL for a bind address: all interfaces are reachable at 127.0.0.1. */
export function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return isIP(host) === 6 ? `[${host}]` : host;
}

const truthy = new Set(['1', 'true', 'yes']);

/**
 * Explicit development values that production refuses, each with why (the message names the variable).
 * Read from the raw environment so they are reported together with any value that does not parse.
 */
function productionRefusals(env: Record<string, string>): [variable: string, message: string][] {
  const refused: [string, string][] = [];
  if (env.MALL_SEED === 'demo')
    refused.push([
      'MALL_SEED',
      'demo is refused when NODE_ENV=production: it creates the demo accounts, the platform admin ' +
        'included, with the password printed in the README; use none and create the platform account ' +
        'with `npm run create-platform-account`',
    ]);
  if (truthy.has(env.MALL_DEV_OUTBOX ?? ''))
    refused.push([
      'MALL_DEV_OUTBOX',
      'must not be set when NODE_ENV=production (it reveals SMS codes and captcha answers)',
    ]);
  if (truthy.has(env.PAYMENT_SANDBOX ?? ''))
    refused.push([
      'PAYMENT_SANDBOX',
      'must not be set when NODE_ENV=production (its confirm link lets any buyer mark their own orders paid)',
    ]);
  if (env.SMS_PROVIDER === 'log')
    refused.push([
      'SMS_PROVIDER',
      'log is refused when NODE_ENV=production (it writes every sign-in and password-reset code to the log)',
    ]);
  if (env.PUBLIC_URL === undefined)
    refused.push([
      'PUBLIC_URL',
      'required when NODE_ENV=production: the address users open, e.g. https://mall.example.com ' +
        '(links the server builds and origin checks use it, never the Host header)',
    ]);
  return refused;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in the environment mean "not set" (a common way to unset in shells and compose files).
  const cleaned = Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
  const parsed = envSchema
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
  // Unset NODE_ENV is production (the schema's default).
  const refused = (cleaned.NODE_ENV ?? 'production') === 'production' ? productionRefusals(cleaned) : [];
  // A configured SMS gateway with a missing setting is refused in every mode: it could send nothing.
  const smsGateway = readSmsGatewaySettings(cleaned);
  refused.push(...smsGateway.problems);
  if (!parsed.success || refused.length > 0) {
    const issues = parsed.success ? [] : parsed.error.issues;
    const lines = [
      ...issues.map((i) => `  ${i.path.join('.')}: ${i.message}`),
      ...refused.map(([variable, message]) => `  ${variable}: ${message}`),
    ];
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const defaults = modeDefaults[production ? 'production' : 'development'];
  const dataDir = path.resolve(c.MALL_DATA_DIR);
  const { PUBLIC_URL, ...rest } = c;
  return {
    ...rest,
    MALL_SEED: c.MALL_SEED ?? defaults.MALL_SEED,
    MALL_DEV_OUTBOX: c.MALL_DEV_OUTBOX ?? defaults.MALL_DEV_OUTBOX,
    PAYMENT_SANDBOX: c.PAYMENT_SANDBOX ?? defaults.PAYMENT_SANDBOX,
    SMS_PROVIDER: c.SMS_PROVIDER ?? defaults.SMS_PROVIDER,
    ...(smsGateway.settings ? { smsGateway: smsGateway.settings } : {}),
    publicOrigin: PUBLIC_URL ?? new URL(`http://${displayHost(c.HOST)}:${c.PORT}`).origin,
    publicOriginConfigured: PUBLIC_URL !== undefined,
    MALL_DATA_DIR: dataDir,
    filesDir: path.join(dataDir, 'files'),
    pgliteDir: path.join(dataDir, 'pglite'),
    WEB_DIST_DIR: path.resolve(c.WEB_DIST_DIR),
    CONSOLE_DIST_DIR: path.resolve(c.CONSOLE_DIST_DIR),
  };
}
