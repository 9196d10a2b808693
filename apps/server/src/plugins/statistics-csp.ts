import type { FastifyInstance, FastifyReply } from 'fastify';

/** The system parameter holding the statistics script address (spec §3 site settings). */
export const statisticsParam = 'BAIDU_STATISTICS';

/**
 * The origin of a statistics script address, or null when the value is empty or not an https URL (then
 * the storefront loads no script and the CSP allows nothing more). Plain http is refused: anyone on the
 * network path could replace a script that runs with the page's rights.
 */
export function statisticsOrigin(value: string | undefined | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:') return null;
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

  /** The origin while the last reading is fresh (no promise: the common case of every request). */
  freshOrigin(): string | null | undefined {
    const at = this.now().getTime();
    return this.cached && at - this.cached.at < this.ttlMs ? this.cached.origin : undefined;
  }

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
  // Same origin only; the live channel's ws(s) origin is added per site (contentSecurityPolicy).
  ['connect-src', ["'self'"], true],
  ['frame-ancestors', ["'none'"], false],
  ['object-src', ["'none'"], false],
  // The pages use no <base>: none may be injected to redirect their relative addresses.
  ['base-uri', ["'none'"], false],
  ['form-action', ["'self'"], false],
  ['script-src-attr', ["'none'"], false],
];

/**
 * The live channel's origin for `connect-src`: the public origin with ws/wss. CSP 3 lets 'self' match the
 * same host over ws(s), but not every browser in use does; naming it keeps the channel working there.
 */
export function socketOrigin(publicOrigin: string): string {
  return publicOrigin.replace(/^http/, 'ws');
}

/** The policy header with the statistics script's origin (exactly that origin) or without any. */
export function contentSecurityPolicy(origin: string | null, publicOrigin: string): string {
  return baseDirectives
    .map(([name, sources, withStatistics]) =>
      [
        name,
        ...sources,
        ...(name === 'connect-src' ? [socketOrigin(publicOrigin)] : []),
        ...(origin && withStatistics ? [origin] : []),
      ].join(' '),
    )
    .join(';');
}

/**
 * Sets the CSP on every response. The header is built once per statistics origin (the setting rarely
 * changes), not per request: helmet's per-request directive functions cost ~4% of a listing's CPU.
 */
export function registerContentSecurityPolicy(
  app: FastifyInstance,
  source: StatisticsSource,
  publicOrigin: string,
) {
  const headers = new Map<string | null, string>();
  const setHeader = (reply: FastifyReply, origin: string | null) => {
    let header = headers.get(origin);
    if (header === undefined) {
      if (headers.size > 16) headers.clear();
      header = contentSecurityPolicy(origin, publicOrigin);
      headers.set(origin, header);
    }
    reply.header('content-security-policy', header);
  };
  // A callback hook: the setting is read once per interval, and a request in between gets no promise.
  app.addHook('onRequest', (_request, reply, done) => {
    const fresh = source.freshOrigin();
    if (fresh !== undefined) {
      setHeader(reply, fresh);
      return done();
    }
    source
      .origin()
      .catch((err: unknown) => {
        // Without the setting the page still works: no statistics, and nothing extra allowed.
        app.log.error({ err }, 'statistics: could not read the setting');
        return null;
      })
      .then((origin) => {
        setHeader(reply, origin);
        done();
      });
  });
}
