import type { Locale, Site } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { changeLocale, currentLocale, rememberLanguageChoice } from '../../../lib/i18n';
import { landingHref, siteLocale } from '../utils/site-landing';

/** Switches the interface language and refetches what the server translates by the site_lang cookie. */
export function useSwitchLocale() {
  const queryClient = useQueryClient();
  return async (locale: Locale) => {
    // Choosing the language shown is a choice too: the browser's language is no longer offered.
    rememberLanguageChoice();
    if (locale === currentLocale()) return;
    await changeLocale(locale);
    // Class names, tabs, footer menus and messages come translated from the server by the cookie.
    await queryClient.invalidateQueries();
  };
}

/**
 * Choosing a site (spec §2, /news/language and the top bar): its language becomes the interface language
 * (cookie site_lang) and the visitor lands on the page of its portal flag.
 */
export function useSwitchSite() {
  const switchLocale = useSwitchLocale();
  const navigate = useNavigate();
  const prefix = useMallPrefix();
  return async (site: Site) => {
    const locale = siteLocale(site);
    if (locale) await switchLocale(locale);
    await navigate(landingHref(site.portalMallFlag, prefix));
  };
}
