import { isLocale, type Locale, locales } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownIcon, GlobeIcon } from '../../../components/icons';
import { PopoverMenu } from '../../../components/popover-menu';
import { changeLocale, currentLocale } from '../../../lib/i18n';
import { useSites } from '../api/get-sites';

/**
 * Language names are written in their own language, the convention of every language menu: a reader
 * who does not understand the current interface language must still find theirs.
 */
const nativeNames: Record<Locale, string> = {
  zh_CN: '简体中文',
  en_US: 'English',
  ru_RU: 'Русский',
  es: 'Español',
};

function useSwitchLocale() {
  const queryClient = useQueryClient();
  return async (locale: Locale) => {
    if (locale === currentLocale()) return;
    await changeLocale(locale);
    // Class names, tabs, footer menus and messages come translated from the server by the cookie.
    await queryClient.invalidateQueries();
  };
}

/**
 * Site and region switcher (spec §2 screen 1, FRONT_MALL_SWITCH = 1): choosing a site sets the
 * site_lang cookie to its language and switches the interface language.
 */
export function SiteSwitcher() {
  const { t } = useTranslation();
  const { data: sites = [] } = useSites();
  const switchLocale = useSwitchLocale();
  const locale = currentLocale();
  const current = sites.find((site) => site.languageCode === locale);

  return (
    <PopoverMenu
      items={sites.map((site) => ({
        key: site.id,
        label: site.portalSiteName,
        lang: site.languageCode.replace('_', '-'),
      }))}
      selectedKey={current?.id}
      onSelect={(id) => {
        const site = sites.find((s) => s.id === id);
        if (site && isLocale(site.languageCode)) void switchLocale(site.languageCode);
      }}
      triggerClassName="top-bar__link top-bar__button"
      ariaLabel={t('layout.topBar.chooseSite')}
      testId="site-switcher"
    >
      <GlobeIcon />
      <span>{t('layout.topBar.site', { name: current?.portalSiteName ?? nativeNames[locale] })}</span>
      <DownIcon />
    </PopoverMenu>
  );
}

/** Interface language menu, for malls that do not offer the site switcher. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const switchLocale = useSwitchLocale();
  const locale = currentLocale();
  return (
    <PopoverMenu
      items={locales.map((code) => ({ key: code, label: nativeNames[code], lang: code.replace('_', '-') }))}
      selectedKey={locale}
      onSelect={(code) => void switchLocale(code)}
      triggerClassName="top-bar__link top-bar__button"
      ariaLabel={t('layout.topBar.language')}
      testId="language-switcher"
    >
      <GlobeIcon />
      <span lang={locale.replace('_', '-')}>{nativeNames[locale]}</span>
      <DownIcon />
    </PopoverMenu>
  );
}
