import { limits, storageKeys, type UserInfo } from '@mall/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { DownIcon } from '../../../components/icons';
import { PopoverMenu } from '../../../components/popover-menu';
import { paths, registerHref, signInHref, storefrontUrl } from '../../../config/paths';
import { deleteCookie } from '../../../lib/cookies';

/** Marker of an impersonated session, cleared on logout together with the token (spec §4). */
const oldUserMarker = 'oldUser';

/** The name the greeting uses: the company for a company account (userClass 1), else the contact. */
export function greetingName(user: UserInfo): string {
  const name = user.userClass === 1 ? user.custName : user.contactName || user.mallContactName;
  return name || user.userName;
}

function logout() {
  // Sign-out on the server comes with the sign-on issue; spec §4: on success or failure alike the token
  // is cleared and the browser reloads at /mall/home.
  deleteCookie(storageKeys.token);
  try {
    localStorage.removeItem(oldUserMarker);
  } catch {
    // Storage blocked: nothing stored there either.
  }
  window.location.assign(storefrontUrl(paths.home.href()));
}

export interface UserBarProps {
  user: UserInfo | null;
  /** A token cookie exists (the user info may still be loading). */
  hasToken: boolean;
}

/**
 * The account part of the top strip (spec §2 screen 1): greeting, identity switcher (more than one
 * centre), personal centre, logout, 'back to customer list' while impersonating; login and register
 * for visitors.
 */
export function UserBar({ user, hasToken }: UserBarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const here = storefrontUrl(location.pathname + location.search);

  if (!hasToken || !user) {
    return (
      <span className="top-bar__group">
        <a className="top-bar__link top-bar__link--primary" href={signInHref(here)}>
          {t('layout.topBar.login')}
        </a>
        <a className="top-bar__link" href={registerHref()}>
          {t('layout.topBar.register')}
        </a>
      </span>
    );
  }

  const switchCentre = (subsysCode: string) => {
    if (subsysCode === user.subsysCode) return;
    // Spec §4: change centre, go to /, then reload after 300 ms. The centre change itself is a call of
    // the sign-on issue; until then only the navigation part exists.
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
          onSelect={switchCentre}
          triggerClassName="top-bar__link top-bar__button"
        >
          {t('layout.topBar.identity')} <DownIcon />
        </PopoverMenu>
      )}
      {user.oldUser && (
        <button
          type="button"
          className="top-bar__link top-bar__button"
          onClick={() => message.info(t('common.states.comingSoon'))}
        >
          {user.custCategory === 0
            ? t('layout.topBar.backToCustomerList')
            : t('layout.topBar.backToPurchaser')}
        </button>
      )}
      {/* The buyer centre's personal centre stays in the storefront (spec §6); other centres are sent to
          their own site by the sign-on issue, which knows their addresses. */}
      <Link className="top-bar__link" to={paths.accountInfo.href()}>
        {t('layout.topBar.personalCentre')}
      </Link>
      <button type="button" className="top-bar__link top-bar__button" onClick={logout}>
        {t('layout.topBar.logout')}
      </button>
    </span>
  );
}
