import { limits } from '@mall/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { safeRedirect, signInHref } from '../config/paths';
import { exchangeTicketOnce } from '../features/auth/api/login';
import type { TicketFound } from '../features/auth/utils/ticket';
import { isApiError } from '../lib/api-error';
import { useAppStore } from '../lib/app-store';
import { PageLoading } from './page-loading';

/**
 * Route guard of spec §2: a sign-on ticket found at start is exchanged for the session (the server sets
 * it as an HttpOnly cookie) before the storefront renders; then the user lands on `redirect` or stays on this page (a seller goes to the
 * channel site). A failed ticket
 * (its message already shown) sends to the sign-in page after 1.5 s.
 */
export function TicketGate({
  found,
  onSignedIn,
  children,
}: {
  found: TicketFound | null;
  /** Navigates inside the storefront to `redirect`, or leaves it (a seller goes to the channel site). */
  onSignedIn(redirect: string | null): Promise<'left' | 'stay'>;
  children: ReactNode;
}) {
  const [done, setDone] = useState(found === null);
  const syncToken = useAppStore((state) => state.syncToken);

  useEffect(() => {
    if (!found) return;
    let live = true;
    exchangeTicketOnce(found.ticket)
      .then(async () => {
        if (!live) return;
        syncToken();
        const next = await onSignedIn(found.redirect ? safeRedirect(found.redirect) : null);
        // Leaving for another site: keep the loading page rather than flash the storefront.
        if (live && next === 'stay') setDone(true);
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) throw error;
        window.setTimeout(
          () => window.location.assign(signInHref(found.redirect ?? found.cleanUrl)),
          limits.ticketFailRedirectMs,
        );
      });
    return () => {
      live = false;
    };
  }, [found, onSignedIn, syncToken]);

  return done ? children : <PageLoading />;
}
