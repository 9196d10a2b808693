import type { UserInfo } from '@mall/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UserIcon } from '../../../components/icons';
import { SafeImage } from '../../../components/safe-image';
import { Skeleton } from '../../../components/skeleton';
import { paths, registerHref, signInHref, storefrontUrl } from '../../../config/paths';
import { useAppStore } from '../../../lib/app-store';
import { useBackToOriginal } from '../hooks/use-back-to-original';
import { greetingName } from './user-bar';
import './member-card.css';

export interface MemberCardProps {
  user: UserInfo | null;
  hasToken: boolean;
  loading: boolean;
  siteName: string;
}

/** Home user panel head: greeting and personal centre, or login / register for visitors. */
export function MemberCard({ user, hasToken, loading, siteName }: MemberCardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const openLoginDialog = useAppStore((state) => state.setLoginDialogOpen);
  const here = storefrontUrl(location.pathname + location.search);
  const original = useBackToOriginal(user ?? { custCategory: 1 });

  if (hasToken && loading) return <Skeleton avatar active paragraph={{ rows: 1 }} />;

  return (
    <div className="member-card" data-testid="member-card">
      <div className="member-card__who">
        {user?.image ? (
          <SafeImage className="member-card__avatar" src={user.image} alt="" />
        ) : user ? (
          <span className="member-card__avatar member-card__avatar--empty">
            <UserIcon />
          </span>
        ) : (
          // Spec §6: the profile action shows the login dialog to visitors.
          <button
            type="button"
            className="member-card__avatar member-card__avatar--empty member-card__avatar--button"
            onClick={() => openLoginDialog(true)}
            aria-label={t('home.userPanel.login')}
            data-testid="profile-login"
          >
            <UserIcon />
          </button>
        )}
        <div className="member-card__text">
          <strong>
            {user ? t('home.userPanel.member', { name: greetingName(user) }) : t('home.userPanel.visitor')}
          </strong>
          {!user && <span className="member-card__site">{siteName}</span>}
          {user?.oldUser && <span className="member-card__site">{t('account.customers.acting')}</span>}
        </div>
      </div>
      {user?.oldUser && (
        // The top strip's way back scrolls out of sight on a phone: there it is here too (member-card.css).
        <Button
          className="member-card__back"
          onClick={() => void original.back()}
          data-testid="member-card-back"
          block
        >
          {original.label}
        </Button>
      )}
      {user ? (
        <Link className="member-card__centre" to={paths.accountInfo.href()}>
          {t('home.userPanel.personalCentre')}
        </Link>
      ) : (
        <div className="member-card__actions">
          <Button type="primary" href={signInHref(here)} block>
            {t('home.userPanel.login')}
          </Button>
          <Button href={registerHref()} block>
            {t('home.userPanel.register')}
          </Button>
        </div>
      )}
    </div>
  );
}
