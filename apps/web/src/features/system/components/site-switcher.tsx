import { locales } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { DownIcon, GlobeIcon } from '../../../components/icons';
import { PopoverMenu } from '../../../components/popover-menu';
import { currentLocale } from '../../../lib/i18n';
import { useSites } from '../api/get-sites';
import { useSwitchLocale, useSwitchSite } from '../hooks/use-switch-site';
import { currentSite, nativeLanguageNames } from '../utils/site-landing';

/**
 * Site and region switcher (spec §2 screen 1, FRONT_MALL_SWITCH = 1): choosing a site switches the
 * interface to its language (cookie site_lang) and lands on the page of its portal flag, as on
 * /news/language.
 */
export function SiteSwitcher() {
  const { t } = useTranslation();
  const { data: sites = [] } = useSites();
  const switchSite = useSwitchSite();
  const locale = currentLocale();
  const current = currentSite(sites, locale);

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
        if (site) void switchSite(site);
      }}
      triggerClassName="top-bar__link top-bar__button"
      testId="site-switcher"
    >
      {/* Named by what it shows ("Site: China"), not by another label: a name that does not hold the visible
          text fails WCAG 2.5.3 (label in name), and a speech user saying what they see would not reach it. */}
      <GlobeIcon />
      <span>{t('layout.topBar.site', { name: current?.portalSiteName ?? nativeLanguageNames[locale] })}</span>
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
      items={locales.map((code) => ({
        key: code,
        label: nativeLanguageNames[code],
        lang: code.replace('_', '-'),
      }))}
      selectedKey={locale}
      onSelect={(code) => void switchLocale(code)}
      triggerClassName="top-bar__link top-bar__button"
      testId="language-switcher"
    >
      <GlobeIcon />
      {/* "Language: English": the name starts with the hidden word and holds the visible one (WCAG 2.5.3). */}
      <span className="mall-sr-only">{`${t('layout.topBar.language')}: `}</span>
      <span lang={locale.replace('_', '-')}>{nativeLanguageNames[locale]}</span>
      <DownIcon />
    </PopoverMenu>
  );
}
