import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { getSsoToken } from '../api/session';

/**
 * Link to the procurement system (URL_SRM_DOMAIN): a one-time ticket appended as tkn_account, opened
 * in a new window. The window opens at the click so popup blockers let it through.
 */
export function SrmLink({
  domain,
  className,
  signedIn,
}: {
  domain: string;
  className?: string;
  /** Visitors get the plain address: there is no session to issue a ticket for. */
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  if (!signedIn) {
    return (
      <a className={className} href={domain} target="_blank" rel="noopener noreferrer">
        {t('layout.topBar.srm')}
      </a>
    );
  }
  const open = async () => {
    const target = window.open('about:blank', '_blank');
    if (target) target.opener = null;
    try {
      const ticket = await getSsoToken();
      const url = new URL(domain);
      url.searchParams.set('tkn_account', ticket);
      if (target) target.location.href = url.href;
      else window.open(url.href, '_blank', 'noopener');
    } catch (error) {
      target?.close();
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <button type="button" className={className} onClick={() => void open()} data-testid="srm-link">
      {t('layout.topBar.srm')}
    </button>
  );
}
