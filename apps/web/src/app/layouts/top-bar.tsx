import type { UserInfo } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { UserBar } from '../../features/account/components/user-bar';
import { LanguageSwitcher, SiteSwitcher } from '../../features/system/components/site-switcher';

export interface TopBarProps {
  siteName: string;
  showSiteSwitch: boolean;
  srmDomain?: string;
  user: UserInfo | null;
  hasToken: boolean;
}

/** Top strip (spec §2 screen 1). */
export function TopBar({ siteName, showSiteSwitch, srmDomain, user, hasToken }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <nav className="top-bar" aria-label={t('layout.topBar.aria')}>
      <div className="mall-container top-bar__inner">
        <span className="top-bar__group">
          <span className="top-bar__welcome">{t('layout.topBar.welcome', { site: siteName })}</span>
          {showSiteSwitch ? <SiteSwitcher /> : <LanguageSwitcher />}
        </span>
        <span className="top-bar__group">
          <UserBar user={user} hasToken={hasToken} />
          {srmDomain && (
            <a className="top-bar__link" href={srmDomain} target="_blank" rel="noopener noreferrer">
              {t('layout.topBar.srm')}
            </a>
          )}
          <Link className="top-bar__link" to={paths.helpCenter.href()}>
            {t('layout.topBar.helpCentre')}
          </Link>
        </span>
      </div>
    </nav>
  );
}
