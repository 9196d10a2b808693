import { defaultLocale, type Locale } from '@mall/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Spec §2: scroll resets to the top on navigation (a new path, not a query or lightKey change). Not on the
 * first load: the layout mounts when the app hydrates the server's page, up to a second or more after the
 * visitor could scroll it, and a scroll to the top then threw them back (issue 31). The path the app
 * started on is the one the browser already shows where the visitor put it.
 */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The query keys that name which thing a page shows (product detail ?productId=, a shop, a news item...):
 * a change of one is a new page. Every other query key (filters, sort, paging, lightKey, lang) is the same
 * page shown differently.
 */
const pageIdentityKeys = ['productId', 'id', 'shopId', 'payNo', 'orderNumbers'] as const;

function pageKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  return [pathname, ...pageIdentityKeys.map((key) => params.get(key) ?? '')].join('\u0000');
}

/** Whether a modal (antd's Modal or Drawer, a native dialog sheet) is showing: it keeps the focus. */
function dialogOpen(): boolean {
  return Array.from(document.querySelectorAll('[aria-modal="true"], dialog[open]')).some(
    (node) => node.getClientRects().length > 0,
  );
}

/** How long a new page's main heading may take to come (its data loading) before the focus stays on <main>. */
const headingWaitMs = 3000;

/**
 * After a navigation inside the app, the focus moves to the new page's main heading (or to <main> until the
 * heading is there), as a full page load would put a screen reader at the top of the new page; the focus no
 * longer stays on the link that was clicked, in a header the page change did not touch. Not on the first
 * load, not when only the list's filters, sort or page changed (pageIdentityKeys), not while a dialog is open,
 * and not when the new page put the focus into a box of its own. `announce` gets the page's title when there
 * is no heading to read. Programmatic focus shows a ring only after a keyboard action (:focus-visible).
 */
export function useFocusOnNavigate(announce: (text: string) => void) {
  const { pathname, search } = useLocation();
  const key = pageKey(pathname, search);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    const pathChanged = !previous.current.startsWith(`${pathname}\u0000`);
    previous.current = key;
    const main = document.getElementById('main');
    if (!main || dialogOpen()) return;
    const active = document.activeElement;
    if (active && active !== main && main.contains(active) && active.matches('input, textarea, select'))
      return;

    // Scrolling is useScrollToTop's (a new path) or the heading's own (a new thing on the same path).
    const focus = (target: HTMLElement) => {
      if (target !== main && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: pathChanged });
    };
    const heading = () => main.querySelector<HTMLElement>('h1');
    const found = heading();
    if (found) {
      focus(found);
      return;
    }
    focus(main);
    // The heading comes with the page's data: it takes the focus if nothing else did meanwhile.
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    const observer = new MutationObserver(() => {
      const late = heading();
      if (!late) return;
      stop();
      if (document.activeElement === main && !dialogOpen()) focus(late);
    });
    const timer = window.setTimeout(() => {
      stop();
      if (document.activeElement === main) announce(document.title);
    }, headingWaitMs);
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [key, pathname, announce]);
}

/**
 * Spec §2 route guard: the lightKey query value is kept across navigations, so the menu tab of the
 * section the user came through stays highlighted on the pages below it.
 */
export function useKeepLightKey() {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const lightKey = params.get('lightKey');
    if (lightKey) {
      previous.current = lightKey;
      return;
    }
    if (previous.current) {
      params.set('lightKey', previous.current);
      navigate(
        { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
        { replace: true, state: location.state },
      );
    }
  }, [location, navigate]);
}

/**
 * An address that names its language (`?lang=en_US`, issue 17) keeps naming the one shown: after a
 * switch of language it says the new one (Chinese: no `lang`), so a reload or a shared link shows what
 * the visitor saw.
 */
export function useLangInAddress(locale: Locale) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const lang = params.get('lang');
    if (lang === null || lang === locale) return;
    if (locale === defaultLocale) params.delete('lang');
    else params.set('lang', locale);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, locale, navigate]);
}

/** The statistics script address when it is an http(s) URL (the server's CSP allows its origin then). */
export function statisticsScriptUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const statisticsScriptId = 'mall-statistics';

/**
 * Spec §3 BAIDU_STATISTICS: the statistics script is loaded once, only when the setting holds an address;
 * an empty setting loads nothing.
 */
export function useStatisticsScript(value: string | undefined) {
  const src = statisticsScriptUrl(value);
  useEffect(() => {
    if (!src || document.getElementById(statisticsScriptId)) return;
    const script = document.createElement('script');
    script.id = statisticsScriptId;
    script.async = true;
    script.src = src;
    document.head.append(script);
  }, [src]);
}

/** Gray style on the home page when WEB_GRAY_STYLE is 1. */
export function useGrayStyle(active: boolean) {
  useEffect(() => {
    document.documentElement.classList.toggle('mall-gray', active);
    return () => document.documentElement.classList.remove('mall-gray');
  }, [active]);
}
