import type { FastifyInstance } from 'fastify';

/** The system parameter holding the statistics script address (spec §3 site settings). */
export const statisticsParam = 'BAIDU_STATISTICS';

/**
 * The origin of a statistics script address, or null when the value is empty or not an http(s) URL
 * (then the storefront loads no script and the CSP allows nothing more).
 */
export function statisticsOrigin(value: string | undefined | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The statistics origin of every response, read from the system parameters at most once per `ttlMs`
 * (operators may change it without a restart; one query per interval, not per request).
 */
export class StatisticsSource {
  private cached: { origin: string | null; at: number } | null = null;

  constructor(
    private readonly read: () => Promise<string | undefined>,
    private readonly now: () => Date,
    private readonly ttlMs = 30_000,
  ) {}

  async origin(): Promise<string | null> {
    const at = this.now().getTime();
    if (this.cached && at - this.cached.at < this.ttlMs) return this.cached.origin;
    const origin = statisticsOrigin(await this.read());
    this.cached = { origin, at };
    return origin;
  }
}

/** The storefront's content security policy; the statistics origin joins the directives that name it. */
const baseDirectives: [name: string, sources: string[], withStatistics: boolean][] = [
  ['default-src', ["'self'"], false],
  ['script-src', ["'self'"], true],
  // antd writes its CSS-in-JS into <style> elements at run time.
  ['style-src', ["'self'", "'unsafe-inline'"], false],
  ['img-src', ["'self'", 'data:', 'blob:'], true],
  ['font-src', ["'self'", 'data:'], false],
  ['connect-src', ["'self'", 'ws:', 'wss:'], true],
  ['frame-ancestors', ["'none'"], false],
  ['object-src', ["'none'"], false],
  ['base-uri', ["'self'"], false],
  ['form-action', ["'self'"], false],
  ['script-src-attr', ["'none'"], false],
];

/** The policy header with the statistics script's origin (exactly that origin) or without any. */
export function contentSecurityPolicy(origin: string | null): string {
  return baseDirectives
    .map(([name, sources, withStatistics]) =>
      [name, ...sources, ...(origin && withStatistics ? [origin] : [])].join(' '),
    )
    .join(';');
}

/**
 * Sets the CSP on every response. The header is built once per statistics origin (the setting rarely
 * changes), not per request: helmet's per-request directive functions cost ~4% of a listing's CPU.
 */
export function registerContentSecurityPolicy(app: FastifyInstance, source: StatisticsSource) {
  const headers = new Map<string | null, string>();
  app.addHook('onRequest', async (_request, reply) => {
    const origin = await source.origin().catch((err: unknown) => {
      // Without the setting the page still works: no statistics, and nothing extra allowed.
      app.log.error({ err }, 'statistics: could not read the setting');
      return null;
    });
    let header = headers.get(origin);
    if (header === undefined) {
      if (headers.size > 16) headers.clear();
      header = contentSecurityPolicy(origin);
      headers.set(origin, header);
    }
    reply.header('content-security-policy', header);
  });
}
