import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { lightKeys, type MallPrefix, paths, underPrefix, withQuery } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { useSearchParams } from '../../../lib/search-params';
import { type MenuTab, useMenuTabs } from '../api/get-menu-tabs';
import './menu-tabs.css';

function isActive(tab: MenuTab, lightKey: string | null, pathname: string, prefix: MallPrefix): boolean {
  if (lightKey) return tab.lightKey === lightKey;
  // Without a lightKey in the address, a tab lights up on its own page (under either template's prefix).
  const target = tab.lightPath || tab.path;
  return Boolean(target && underPrefix(target, prefix) === pathname);
}

/** A tab of the template itself, after Home (the international template's brand centre). */
export interface TemplateTab {
  key: string;
  label: string;
  href: string;
}

/**
 * Home plus the tabs configured as MALL_HOME_TAB (spec §2 screen 1). The tab whose lightKey equals the
 * address's lightKey is highlighted; outLink tabs open in a new browser tab. Home and the configured
 * pages that both templates have go under the active template's prefix.
 */
export function MenuTabs({
  homePaths,
  templateTabs = [],
}: {
  homePaths: readonly string[];
  templateTabs?: readonly TemplateTab[];
}) {
  const { t } = useTranslation();
  const prefix = useMallPrefix();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const lightKey = searchParams.get('lightKey');
  const { data: tabs = [] } = useMenuTabs();
  const homeActive = lightKey ? lightKey === lightKeys.home : homePaths.includes(pathname);

  return (
    <nav className="menu-tabs" aria-label={t('layout.menu.aria')}>
      <ul>
        <li>
          <Link
            to={paths.home.href({ lightKey: lightKeys.home }, prefix)}
            className={`menu-tabs__tab${homeActive ? ' is-active' : ''}`}
            aria-current={homeActive ? 'page' : undefined}
          >
            {t('layout.menu.home')}
          </Link>
        </li>
        {templateTabs.map((tab) => {
          const active = !lightKey && pathname === tab.href;
          return (
            <li key={tab.key}>
              <Link
                to={tab.href}
                className={`menu-tabs__tab menu-tabs__tab--template${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
        {tabs.map((tab) => {
          const active = isActive(tab, lightKey, pathname, prefix);
          const className = `menu-tabs__tab${active ? ' is-active' : ''}`;
          if (tab.outLink) {
            return (
              <li key={tab.key}>
                <a className={className} href={tab.outLink} target="_blank" rel="noopener noreferrer">
                  {tab.showName}
                </a>
              </li>
            );
          }
          if (!tab.path) {
            return (
              <li key={tab.key}>
                <span className={className}>{tab.showName}</span>
              </li>
            );
          }
          const [path, search = ''] = tab.path.split('?');
          const query = Object.fromEntries(new URLSearchParams(search));
          return (
            <li key={tab.key}>
              <Link
                className={className}
                to={underPrefix(
                  withQuery(path, { ...query, lightKey: tab.lightKey ?? query.lightKey }),
                  prefix,
                )}
                aria-current={active ? 'page' : undefined}
              >
                {tab.showName}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
