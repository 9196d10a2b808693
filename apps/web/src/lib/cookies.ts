/** Minimal cookie helpers for the token cookie and the site language cookie (spec §3). */

export function getCookie(
  name: string,
  source: string = typeof document === 'undefined' ? '' : document.cookie,
) {
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds; omitted for a session cookie. */
  maxAge?: number;
  path?: string;
}

export function setCookie(name: string, value: string, { maxAge, path = '/' }: CookieOptions = {}) {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, 'SameSite=Lax'];
  if (maxAge !== undefined) parts.push(`max-age=${maxAge}`);
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads these cookies; cookieStore is async-only
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/') {
  setCookie(name, '', { maxAge: 0, path });
}

export const oneYearSeconds = 365 * 24 * 60 * 60;
