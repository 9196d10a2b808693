import type { FastifyRequest } from 'fastify';
import { maskMobile } from './sms/sms-provider';

/**
 * Query parameters whose value is a credential: the sandbox payment token (/api/pay/sandbox/confirm), the
 * dev captcha token, the sign-on ticket a page may carry (`token`, `tkn_account`, spec §2), and names a
 * client might use for a session, a QR secret, a password or a code. Compared in lower case.
 */
const secretParams = new Set([
  'token',
  'tkn_account',
  'ticket',
  'access_token',
  'x-access-token',
  'qrid',
  'secret',
  'sec',
  'password',
  'paypassword',
  'smscode',
  'captchatoken',
  'captchaverification',
]);

/** Mobile numbers are personal data: kept only as far as the SMS log line keeps them (138****0001). */
const mobileParams = new Set(['mobile', 'accountname', 'authid']);

/**
 * The URL as it may be logged: the path as sent (but for the token of `/api/IM/{token}`), secret query values replaced by `[redacted]` and mobile
 * numbers masked. Parsed leniently: a query that cannot be decoded is dropped whole rather than logged.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return redactPath(url);
  const path = redactPath(url.slice(0, mark));
  const query = url.slice(mark + 1);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' ')).toLowerCase();
    } catch {
      // A name that is not even valid percent-encoding could hide anything: keep neither name nor value.
      return '[redacted]';
    }
    if (eq < 0) return part;
    if (secretParams.has(name)) return `${rawName}=[redacted]`;
    if (mobileParams.has(name)) {
      let value: string;
      try {
        value = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
      } catch {
        return `${rawName}=[redacted]`;
      }
      return `${rawName}=${maskMobile(value)}`;
    }
    return part;
  });
  return `${path}?${parts.join('&')}`;
}

/**
 * The live channel's `/api/IM/{token}` form (spec §7) carries the session token in the path: whatever follows
 * `/api/IM/` is a secret (any letter case: a mistyped path is still logged as a 404). The channel form
 * `/api/im/message/{channel}` holds no secret and is kept.
 */
const tokenPath = /^(\/api\/im\/)(?!message(?:\/|$))[^/]+(.*)$/i;

function redactPath(path: string): string {
  const match = tokenPath.exec(path);
  return match ? `${match[1]}[redacted]${match[2]}` : path;
}

/**
 * Fastify's request log serializer with the URL redacted (the default one logs `req.url` as sent, so the
 * sandbox payment token and sign-on tickets in query strings would reach the log).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
