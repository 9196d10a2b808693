import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, loadMatchedRoutes } from './app/router';
import { clearTicketCookie, findTicket } from './features/auth/utils/ticket';
import { getClassTreeQueryOptions } from './features/catalog/api/get-class-tree';
import { getMenuTabsQueryOptions } from './features/navigation/api/get-menu-tabs';
import { mergeHydratedLangTags } from './features/system/api/get-lang-tags';
import { getSystemParamsQueryOptions } from './features/system/api/get-system-params';
import { translateHttpTexts } from './lib/http-texts';
import { initI18n, initialLocale, rememberLocale } from './lib/i18n';
import { awaitServerPageHeads } from './lib/page-head/head-document';
import { createQueryClient } from './lib/query-client';
import { pinRenderTime } from './lib/render-clock';
import { readSsrState } from './lib/ssr-state';
import './app/styles.css';

/**
 * Lets the browser run what waits (input, paint) before the next step of the start. The modules' own
 * evaluation is one task the browser cannot split; without these breaks the start's steps ran on in that
 * same task (on a phone's CPU one task of about 300 ms, counted whole as blocking time past 50 ms).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A visitor's page arrives rendered by the server (ssr/entry-server.tsx) with the state it was made from;
  // a signed-in user's, or one carrying a sign-on ticket, arrives as the empty shell and renders here.
  const ssr = readSsrState();
  if (ssr) {
    rememberLocale(ssr.locale, window.location.search);
    pinRenderTime(ssr.renderedAt);
    awaitServerPageHeads(ssr.pageHeads);
    const queryClient = createQueryClient();
    hydrate(queryClient, ssr.queries);
    // A failure the server showed stays shown (with its retry button) instead of being fetched again at
    // once, which would hydrate a loading state over the server's markup.
    for (const query of ssr.queries.queries)
      if (query.state.status === 'error')
        queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    const i18nReady = initI18n(ssr.locale);
    await yieldToBrowser();
    await Promise.all([i18nReady, loadMatchedRoutes(window.location.pathname)]);
    mergeHydratedLangTags(queryClient, ssr.locale);
    translateHttpTexts();
    await yieldToBrowser();
    const router = createRouter(ssr.router);
    // Hydrated as a transition: React then works in slices of a few milliseconds and yields to the
    // browser between them, instead of one task of the whole page (on a phone's CPU, 0.5 s or more in which
    // a tap does nothing; Lighthouse counts it as blocking time). The page is already on screen.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      );
    });
    return;
  }

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
  // The server's friendly failure page (if any) gives way to the app.
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} ticket={ticket} />
    </StrictMode>,
  );
}

void start();
