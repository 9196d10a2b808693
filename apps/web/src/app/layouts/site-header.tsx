import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../components/safe-image';
import { lightKeys, paths } from '../../config/paths';
import { CartButton } from '../../features/cart/components/cart-button';
import { ClassDrawer } from '../../features/catalog/components/class-drawer';
import { ClassMenu } from '../../features/catalog/components/class-menu';
import { advertSlots, useAdvertSlot } from '../../features/content/api/get-adverts';
import { MenuTabs } from '../../features/navigation/components/menu-tabs';
import { SearchBox } from '../../features/search/components/search-box';
import { QuickMenuButton } from '../../features/service/components/quick-menu-button';

export interface SiteHeaderProps {
  siteName: string;
  logo?: string;
  hotWords: readonly string[];
  isHome: boolean;
  homePaths: readonly string[];
}

/** CSS url() of a picture address from data; quotes and brackets escaped so it cannot break out. */
function cssUrl(src: string): string {
  return `url("${encodeURI(src).replace(/["'()\\]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}")`;
}

/** Logo, search, cart, then the menu bar with the class menu and the tabs (spec §2 screen 1). */
export function SiteHeader({ siteName, logo, hotWords, isHome, homePaths }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { data: backgrounds = [] } = useAdvertSlot(advertSlots.headerBackground);
  const background = backgrounds[0]?.imgFile.fileUrl;

  return (
    <header className="site-header">
      <div
        className="site-header__band"
        style={background ? { backgroundImage: cssUrl(background) } : undefined}
      >
        <div className="mall-container site-header__inner">
          <ClassDrawer />
          <div className="site-header__brand">
            <Link
              to={paths.home.href({ lightKey: lightKeys.home })}
              className="site-header__logo"
              aria-label={t('layout.header.logoAria', { name: siteName })}
            >
              {logo ? <SafeImage src={logo} alt={siteName} loading="eager" /> : <span>{siteName}</span>}
            </Link>
            <span className="site-header__slogan" data-testid="slogan">
              {t('tags.slogan')}
            </span>
          </div>
          <SearchBox hotWords={hotWords} />
          <CartButton />
          <QuickMenuButton />
        </div>
      </div>
      <div className="site-header__menu-bar">
        <div className="mall-container site-header__menu-inner">
          <ClassMenu mode={isHome ? 'static' : 'dropdown'} />
          <MenuTabs homePaths={homePaths} />
        </div>
      </div>
    </header>
  );
}
