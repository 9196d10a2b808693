import { buyerCentreCode, limits, storageKeys, type UserInfo } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { DownIcon } from '../../../components/icons';
import { PopoverMenu } from '../../../components/popover-menu';
import { centreLandingHref, paths, registerHref, signInHref, storefrontUrl } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { isApiError } from '../../../lib/api-error';
import { deleteCookie } from '../../../lib/cookies';
import { getUserInfo } from '../api/get-user-info';
import { logout as endSession, toggleCentre } from '../api/session';
import { useBackToOriginal } from '../hooks/use-back-to-original';
import { clearOldUserMarker } from '../utils/old-user-marker';

/** The name the greeting uses: the company for a company account (userClass 1), else the contact. */
export function greetingName(user: UserInfo): string {
  const name = user.userClass === 1 ? user.custName : user.contactName || user.mallContactName;
  return name || user.userName;
}

async function logout(homeHref: string) {
  // Spec §4: on success or failure alike the token is cleared and the browser reloads at /mall/home.
  try {
    await endSession();
  } catch {
    // Logout failure is treated like success (spec §8).
  }
  // The server clears its HttpOnly session cookie; the marker goes too if it could not be reached.
  deleteCookie(storageKeys.signedIn);
  clearOldUserMarker();
  window.location.assign(storefrontUrl(homeHref));
}

/** The strip's sign-in link, back to this page after signing in. */
export function SignInLink() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <a
      className="top-bar__link top-bar__link--primary"
      href={signInHref(storefrontUrl(location.pathname + location.search))}
    >
      {t('layout.topBar.login')}
    </a>
  );
}

export interface UserBarProps {
  user: UserInfo | null;
  /** A token cookie exists (the user info may still be loading). */
  hasToken: boolean;
  /** DOMAIN_CHANNEL: the site other centres go to. */
  channelDomain?: string;
}

/**
 * The account part of the top strip (spec §2 screen 1): greeting, identity switcher (more than one
 * centre), personal centre, logout, 'back to customer list' while impersonating, the customer list for a
 * seller that acts for its customers; login and register for visitors.
 */
export function UserBar({ user, hasToken, channelDomain }: UserBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const homeHref = paths.home.href(undefined, useMallPrefix());
  const original = useBackToOriginal(user ?? { custCategory: 1 });

  if (!hasToken || !user) {
    return (
      <span className="top-bar__group">
        <SignInLink />
        <a className="top-bar__link" href={registerHref()}>
          {t('layout.topBar.register')}
        </a>
      </span>
    );
  }

  const switchCentre = async (subsysCode: string) => {
    if (subsysCode === user.subsysCode) return;
    try {
      // The new centre's session arrives as the HttpOnly cookie.
      await toggleCentre(subsysCode);
    } catch (error) {
      if (!isApiError(error)) throw error;
      return;
    }
    if (subsysCode !== buyerCentreCode) {
      // Where the new centre works (spec §6): its own address, a customer list, or the channel site.
      const switched = await getUserInfo().catch(() => null);
      const landing = switched ? centreLandingHref(switched, channelDomain) : undefined;
      if (landing) {
        window.location.assign(landing);
        return;
      }
    }
    // Spec §4: change centre, go to /, then reload after 300 ms.
    navigate(paths.root.href());
    window.setTimeout(() => window.location.reload(), limits.identityReloadDelayMs);
  };

  return (
    <span className="top-bar__group">
      <span className="top-bar__greeting" data-testid="greeting">
        {t('layout.topBar.greeting', { name: greetingName(user) })}
      </span>
      {user.centres.length > 1 && (
        <PopoverMenu
          items={user.centres.map((centre) => ({ key: centre.subsysCode, label: centre.subsysLabel }))}
          selectedKey={user.subsysCode}
          onSelect={(code) => void switchCentre(code)}
          triggerClassName="top-bar__link top-bar__button"
        >
          {t('layout.topBar.identity')} <DownIcon />
        </PopoverMenu>
      )}
      {user.oldUser && (
        <button
          type="button"
          className="top-bar__link top-bar__button"
          onClick={() => void original.back()}
          data-testid="back-to-original"
        >
          {original.label}
        </button>
      )}
      {user.actsForBuyers && (
        <Link className="top-bar__link" to={paths.customerList.href()} data-testid="customer-list-link">
          {t('layout.topBar.customerList')}
        </Link>
      )}
      {/* The buyer centre's personal centre stays in the storefront (spec §6). */}
      <Link className="top-bar__link" to={paths.accountInfo.href()}>
        {t('layout.topBar.personalCentre')}
      </Link>
      <button
        type="button"
        className="top-bar__link top-bar__button top-bar__logout"
        onClick={() => void logout(homeHref)}
      >
        {t('layout.topBar.logout')}
      </button>
    </span>
  );
}
