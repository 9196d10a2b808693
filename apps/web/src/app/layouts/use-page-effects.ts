import { defaultLocale, type Locale } from '@mall/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Spec §2: scroll resets to the top on navigation (a new path, not a query or lightKey change). */
export function useScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
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
