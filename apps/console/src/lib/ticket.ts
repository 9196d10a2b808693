import { authEndpoints } from '@mall/contracts';
import { call } from './api';

/** The sign-on page's one-time ticket: it leaves it in this cookie (60 s) and sends the browser here. */
const ticketCookie = 'tkn_account';

function takeTicket(): string | null {
  const fromCookie = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${ticketCookie}=`))
    ?.slice(ticketCookie.length + 1);
  // biome-ignore lint/suspicious/noDocumentCookie: the ticket cookie is the sign-on page's, readable by design
  if (fromCookie !== undefined) document.cookie = `${ticketCookie}=; path=/; max-age=0`;
  const url = new URL(window.location.href);
  const fromQuery = url.searchParams.get(ticketCookie);
  if (fromQuery !== null) {
    url.searchParams.delete(ticketCookie);
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  return fromCookie || fromQuery || null;
}

/**
 * Exchanges a ticket left by the sign-on page for a session (the server sets the HttpOnly cookie), once,
 * before the console renders. A spent or expired ticket changes nothing: the session the browser already
 * had, or none (the console then sends the visitor to sign in).
 */
export async function redeemTicket(): Promise<void> {
  const ticket = takeTicket();
  if (!ticket) return;
  await call(authEndpoints.ticketLogin, { body: { ticket } }).catch(() => undefined);
}
