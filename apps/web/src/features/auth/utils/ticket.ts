import { storageKeys } from '@mall/contracts';
import { deleteCookie, getCookie, setCookie } from '../../../lib/cookies';

/** The one-time sign-on ticket cookie (spec §2 route guard). */
export const ticketCookie = 'tkn_account';
/** Tickets live 60 s on the server; the cookie no longer. */
const ticketMaxAgeSeconds = 60;

export function storeTicket(ticket: string) {
  setCookie(ticketCookie, ticket, { maxAge: ticketMaxAgeSeconds, path: '/' });
}

/** Signed in on this browser: the server's readable marker of its HttpOnly session cookie. */
export function hasSessionToken(): boolean {
  return Boolean(getCookie(storageKeys.signedIn));
}

export interface TicketFound {
  ticket: string;
  /** Where to land afterwards: the `redirect` query value when given. */
  redirect: string | null;
  /** The current address without the ticket parameters. */
  cleanUrl: string;
}

const ticketParams = ['token', ticketCookie];

/**
 * Spec §2: a ticket comes from the cookie tkn_account, or from `token` / `tkn_account` in the query
 * or in the search part of the address (hash-style routes put a query after '#').
 */
export function findTicket(href: string, cookies: string): TicketFound | null {
  const url = new URL(href);
  const params = url.searchParams;
  let ticket = getCookie(ticketCookie, cookies) || '';
  for (const name of ticketParams) {
    const value = params.get(name);
    if (value && !ticket) ticket = value;
    params.delete(name);
  }
  let hash = url.hash;
  const hashQuery = hash.indexOf('?');
  if (hashQuery >= 0) {
    const hashParams = new URLSearchParams(hash.slice(hashQuery + 1));
    for (const name of ticketParams) {
      const value = hashParams.get(name);
      if (value && !ticket) ticket = value;
      hashParams.delete(name);
    }
    const rest = hashParams.toString();
    hash = hash.slice(0, hashQuery) + (rest ? `?${rest}` : '');
  }
  if (!ticket) return null;
  const redirect = params.get('redirect');
  params.delete('redirect');
  const search = params.toString();
  return { ticket, redirect, cleanUrl: `${url.pathname}${search ? `?${search}` : ''}${hash}` };
}

export function clearTicketCookie() {
  deleteCookie(ticketCookie);
}
