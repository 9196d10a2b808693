import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mallCurrency } from '../../components/price';
import { SafeImage } from '../../components/safe-image';
import { lightKeys, paths } from '../../config/paths';
import { CartButton } from '../../features/cart/components/cart-button';
import { ClassBar } from '../../features/catalog/components/class-bar';
import { ClassDrawer } from '../../features/catalog/components/class-drawer';
import { MenuTabs } from '../../features/navigation/components/menu-tabs';
import { RegionLabel } from '../../features/region/components/region-label';
import { SearchBox } from '../../features/search/components/search-box';
import { QuickMenuButton } from '../../features/service/components/quick-menu-button';
import { SiteSwitcher } from '../../features/system/components/site-switcher';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { AccountLinks, type TopBarProps } from './top-bar';
import './intl-header.css';

export interface IntlHeaderProps extends TopBarProps {
  logo?: string;
  hotWords: readonly string[];
  homePaths: readonly string[];
}

/**
 * The navbar and category header of the international template (spec §1, §2 Layout, MALL_TEMPLATE 3): a
 * dark strip with the language (or site), the currency and the buyer's assurances, the account links; a
 * plain white band (no Chinese advert background) with the brand, a wide search and the cart; the tabs with the brand centre as an entry of its own; then the category bar in place of
 * the Chinese side menu. The pages under it are the same as the default template's.
 */
export function IntlHeader({
  siteName,
  showSiteSwitch,
  srmDomain,
  channelDomain,
  user,
  hasToken,
  logo,
  hotWords,
  homePaths,
}: IntlHeaderProps) {
  const { t } = useTranslation();
  const prefix = useMallPrefix();

  return (
    <>
      <nav className="top-bar intl-strip" aria-label={t('layout.intl.aria')} data-testid="intl-strip">
        <div className="mall-container top-bar__inner">
          <span className="top-bar__group">
            {/* Spec §2 screen 1: the site and language switcher only when FRONT_MALL_SWITCH is 1, no menu else. */}
            {showSiteSwitch && (
              <>
                <SiteSwitcher />
                <RegionLabel />
              </>
            )}
            <span
              className="intl-strip__currency"
              title={t('layout.intl.currencyTitle', { code: mallCurrency })}
              data-testid="intl-currency"
            >
              {t('layout.intl.currency', { code: mallCurrency })}
            </span>
            <span className="intl-strip__assurance">{t('layout.intl.assurance')}</span>
          </span>
          <AccountLinks user={user} hasToken={hasToken} channelDomain={channelDomain} srmDomain={srmDomain} />
        </div>
      </nav>
      <header className="intl-header" data-testid="intl-header">
        <div className="intl-header__band">
          <div className="mall-container intl-header__inner">
            <ClassDrawer />
            <div className="intl-header__brand">
              <Link
                to={paths.home.href({ lightKey: lightKeys.home }, prefix)}
                className="intl-header__logo"
                aria-label={t('layout.header.logoAria', { name: siteName })}
              >
                {logo ? <SafeImage src={logo} alt={siteName} loading="eager" /> : <span>{siteName}</span>}
              </Link>
              <span className="intl-header__tagline">{t('layout.intl.tagline')}</span>
            </div>
            <SearchBox hotWords={hotWords} />
            <CartButton />
            <QuickMenuButton />
          </div>
          <div className="mall-container intl-header__tabs">
            <MenuTabs
              homePaths={homePaths}
              templateTabs={[
                {
                  key: 'brandCenter',
                  label: t('layout.intl.brandCentre'),
                  href: paths.brandCenter.href(),
                },
              ]}
            />
          </div>
        </div>
        <div className="intl-header__class-bar">
          <div className="mall-container">
            <ClassBar />
          </div>
        </div>
      </header>
    </>
  );
}
