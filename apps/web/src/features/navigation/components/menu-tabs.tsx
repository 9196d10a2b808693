import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { lightKeys, paths, withQuery } from '../../../config/paths';
import { type MenuTab, useMenuTabs } from '../api/get-menu-tabs';
import './menu-tabs.css';

function isActive(tab: MenuTab, lightKey: string | null, pathname: string): boolean {
  if (lightKey) return tab.lightKey === lightKey;
  // Without a lightKey in the address, a tab lights up on its own page.
  const target = tab.lightPath || tab.path;
  return Boolean(target && target === pathname);
}

/**
 * Home plus the tabs configured as MALL_HOME_TAB (spec §2 screen 1). The tab whose lightKey equals the
 * address's lightKey is highlighted; outLink tabs open in a new browser tab.
 */
export function MenuTabs({ homePaths }: { homePaths: readonly string[] }) {
  const { t } = useTranslation();
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
            to={paths.home.href({ lightKey: lightKeys.home })}
            className={`menu-tabs__tab${homeActive ? ' is-active' : ''}`}
            aria-current={homeActive ? 'page' : undefined}
          >
            {t('layout.menu.home')}
          </Link>
        </li>
        {tabs.map((tab) => {
          const active = isActive(tab, lightKey, pathname);
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
                to={withQuery(path, { ...query, lightKey: tab.lightKey ?? query.lightKey })}
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
