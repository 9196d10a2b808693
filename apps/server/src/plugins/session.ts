import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, sessionEndedCodes, storageKeys } from '@mall/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { ResolveCaller } from '../lib/caller';

const tokenCookie = storageKeys.token;
const signedInCookie = storageKeys.signedIn;

declare module 'fastify' {
  interface FastifyInstance {
    /** The session cookies carry `Secure`: PUBLIC_URL is https (set by the session plugin). */
    sessionCookiesSecure: boolean;
  }
}

/**
 * A web page's request: browsers add `Sec-Fetch-Site` (every current one) or `Origin` (every fetch that is
 * not a plain GET) and scripts cannot remove them. API clients send neither.
 */
export function fromWebPage(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-site'] !== undefined || request.headers.origin !== undefined;
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    // From the site's own address, not the request's scheme: a site served over HTTPS marks them Secure
    // even when a request reached it over plain HTTP (a proxy TRUST_PROXY does not trust, or a sign-in
    // tricked onto http://), so the browser never sends the session over plain HTTP. A development site on
    // http:// does not, or its browser would never send the cookie back.
    secure: request.server.sessionCookiesSecure === true,
  };
}

/**
 * Starts the session in the browser: the token as an HttpOnly cookie (no script on the page, the
 * statistics script included, can read it) and a readable "signed in" marker without the token. Answers
 * what `ext` carries: the token for an API client, an empty string for a web page.
 */
export function deliverSession(request: FastifyRequest, reply: FastifyReply, token: string): string {
  const options = cookieOptions(request);
  reply.setCookie(tokenCookie, token, { ...options, httpOnly: true });
  reply.setCookie(signedInCookie, '1', options);
  return fromWebPage(request) ? '' : token;
}

/** Ends the session in the browser (sign-out, or a cookie whose session is gone). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const options = cookieOptions(request);
  reply.clearCookie(tokenCookie, { ...options, httpOnly: true });
  reply.clearCookie(signedInCookie, options);
}

/**
 * The browser's sign-in nonce (docs/sign-on.md "Tickets"): set with the first sign-in ticket a web page
 * receives and sent back only to the sign-on calls, HttpOnly and SameSite=Strict. A ticket is bound to it, so
 * only the browser that received a ticket can exchange it. One value for every tab: the tab that finishes the
 * sign-in need not be the one that started it. Each ticket renews it for longer than a ticket lives, so the
 * value stays the same while any ticket bound to it can still be used.
 */
const signOnNonceCookie = 'mall_signon_nonce';
const signOnNonceMaxAgeSeconds = 600;
const nonceShape = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The SHA-256 of the sign-in nonce this web page's browser sent; null without one. */
export function signOnNonceHash(request: FastifyRequest): string | null {
  const nonce = request.cookies?.[signOnNonceCookie];
  return nonce && nonceShape.test(nonce) ? sha256(nonce) : null;
}

/**
 * The browser a ticket is about to be handed to: the SHA-256 of its sign-in nonce, made now if it has none
 * (the cookie goes with the answer); null for an API client, which has no cookies to bind to.
 */
export function bindSignOnNonce(request: FastifyRequest, reply: FastifyReply): string | null {
  if (!fromWebPage(request)) return null;
  const sent = request.cookies?.[signOnNonceCookie];
  const nonce = sent && nonceShape.test(sent) ? sent : randomBytes(32).toString('base64url');
  reply.setCookie(signOnNonceCookie, nonce, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: signOnNonceMaxAgeSeconds,
  });
  return sha256(nonce);
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may change state, judged by what the browser says about where it came from (CSRF):
 * `Sec-Fetch-Site` when present (the page's own origin, or `none`: the user typed or bookmarked it), else
 * `Origin` against the site's own origins. A request with neither comes from an API client, which cannot
 * carry someone else's cookie.
 */
export function sameSiteAllowed(
  headers: { 'sec-fetch-site'?: string | string[]; origin?: string | string[] },
  siteOrigins: readonly string[],
): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = headers.origin;
  if (origin === undefined) return true;
  return typeof origin === 'string' && siteOrigins.includes(origin);
}

export interface SessionPluginOptions {
  /** Looks a session token up (the account module's sessions). */
  resolve: ResolveCaller;
  /**
   * PUBLIC_URL's origin (`https://mall.example`): the address users open. Its scheme decides whether the
   * session cookies are Secure.
   */
  siteOrigin?: string;
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  app.decorate('resolveSession', opts.resolve);
  app.decorate('sessionCookiesSecure', opts.siteOrigin?.startsWith('https://') === true);
  app.decorateRequest('session', null);

  // Every POST, and the GETs that change something, must come from this site's own pages.
  // A callback hook, not an async one: it runs on every request, and a promise per hook per request showed
  // in the profile of cached pages.
  app.addHook('onRequest', (request, _reply, done) => {
    if (readOnlyMethods.has(request.method) && !request.routeOptions.config?.changesState) return done();
    // The configured address, or the one the request was sent to: a browser fills in Host truthfully, so a
    // page of another site never matches either (behind a proxy that rewrites Host, PUBLIC_URL does).
    const siteOrigins = [`${request.protocol}://${request.host}`];
    if (opts.siteOrigin) siteOrigins.push(opts.siteOrigin);
    if (!sameSiteAllowed(request.headers, siteOrigins))
      return done(new AppError(ErrorCode.CROSS_SITE, 'error.crossSite'));
    done();
  });

  // A session cookie whose session is gone is taken back with the 50002/50014 answer, so the page stops
  // sending it and shows the visitor's view.
  app.addHook('onError', async (request, reply, error) => {
    if (!(error instanceof AppError) || !sessionEndedCodes.includes(error.code)) return;
    if (request.cookies?.[tokenCookie] !== undefined) clearSessionCookies(request, reply);
  });
});
