import { useTranslation } from 'react-i18next';
import { DownIcon, GlobeIcon } from '../../../components/icons';
import { PopoverMenu } from '../../../components/popover-menu';
import { currentLocale } from '../../../lib/i18n';
import { useSites } from '../api/get-sites';
import { useSwitchSite } from '../hooks/use-switch-site';
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
