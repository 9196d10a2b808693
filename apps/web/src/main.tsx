import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { clearTicketCookie, findTicket } from './features/auth/utils/ticket';
import { getClassTreeQueryOptions } from './features/catalog/api/get-class-tree';
import { getMenuTabsQueryOptions } from './features/navigation/api/get-menu-tabs';
import { getSystemParamsQueryOptions } from './features/system/api/get-system-params';
import { translateHttpTexts } from './lib/http-texts';
import { initI18n, initialLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './app/styles.css';

async function start() {
  const locale = initialLocale();
  const queryClient = createQueryClient();
  // Route guard (spec §2): a sign-on ticket leaves the address and the cookie before anything reads
  // them; the app exchanges it for the session before the storefront renders.
  const ticket = findTicket(window.location.href, document.cookie);
  if (ticket) {
    clearTicketCookie();
    window.history.replaceState(window.history.state, '', ticket.cleanUrl);
  }
  // Everything the first paint needs starts now, in parallel, instead of after the language pack and
  // the lazily loaded layout: the router starts loading the route modules of this address when it is
  // created, and the shell's data is prefetched.
  const router = createRouter();
  void queryClient.prefetchQuery(getSystemParamsQueryOptions());
  void queryClient.prefetchQuery(getMenuTabsQueryOptions());
  void queryClient.prefetchQuery(getClassTreeQueryOptions());

  // The language pack must be in place before the first render, or raw keys would flash.
  await initI18n(locale);
  translateHttpTexts();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} ticket={ticket} />
    </StrictMode>,
  );
}

void start();
