import type { UserInfo } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SrmLink } from '../../features/account/components/srm-link';
import { SignInLink, UserBar } from '../../features/account/components/user-bar';
import { RegionLabel } from '../../features/region/components/region-label';
import { SiteSwitcher } from '../../features/system/components/site-switcher';
import { StripMenu } from './strip-menu';

export interface TopBarProps {
  siteName: string;
  showSiteSwitch: boolean;
  srmDomain?: string;
  channelDomain?: string;
  user: UserInfo | null;
  hasToken: boolean;
}

/** Top strip (spec §2 screen 1). */
export function TopBar({ siteName, showSiteSwitch, srmDomain, channelDomain, user, hasToken }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <nav className="top-bar" aria-label={t('layout.topBar.aria')}>
      <div className="mall-container top-bar__inner">
        <span className="top-bar__group">
          <span className="top-bar__welcome">{t('layout.topBar.welcome', { site: siteName })}</span>
          {/* Spec §2 screen 1: the site and language switcher only when FRONT_MALL_SWITCH is 1, no menu else. */}
          {showSiteSwitch && (
            <>
              <SiteSwitcher />
              <RegionLabel />
            </>
          )}
        </span>
        <AccountLinks user={user} hasToken={hasToken} channelDomain={channelDomain} srmDomain={srmDomain} />
      </div>
    </nav>
  );
}

/**
 * The strip's right side in both templates: greeting or sign-in, the procurement link, help centre; on a phone
 * folded into one menu (strip-menu.tsx), beside the sign-in link for a visitor.
 */
export function AccountLinks({
  user,
  hasToken,
  channelDomain,
  srmDomain,
}: Pick<TopBarProps, 'user' | 'hasToken' | 'channelDomain' | 'srmDomain'>) {
  const { t } = useTranslation();
  const signedIn = hasToken && Boolean(user);
  const links = (
    <span className="top-bar__group">
      <UserBar user={user} hasToken={hasToken} channelDomain={channelDomain} />
      {srmDomain && (
        <SrmLink
          domain={srmDomain}
          signedIn={hasToken && Boolean(user)}
          className={hasToken && user ? 'top-bar__link top-bar__button' : 'top-bar__link'}
        />
      )}
      <Link className="top-bar__link" to={paths.helpCenter.href()}>
        {t('layout.topBar.helpCentre')}
      </Link>
    </span>
  );
  // Both are rendered and the screen's width picks one (phone.css): the server cannot know the width, and a
  // choice made in the browser would change the markup it hydrates.
  return (
    <>
      <span className="top-bar__wide">{links}</span>
      <span className="top-bar__narrow">
        {!signedIn && <SignInLink />}
        <StripMenu label={signedIn ? t('layout.topBar.accountMenu') : t('layout.topBar.more')}>
          {links}
        </StripMenu>
      </span>
    </>
  );
}
