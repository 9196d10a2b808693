import { useTranslation } from 'react-i18next';

export interface CaptchaImageProps {
  url?: string;
  token?: string;
  loading?: boolean;
  onRefresh(): void;
}

/** The image captcha; a click loads a new one. The token is exposed for the dev-mode browser tests. */
export function CaptchaImage({ url, token, loading, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="auth-captcha"
      onClick={onRefresh}
      title={t('auth.captcha.refresh')}
      // While it loads the button is named by what it shows ("Loading"): a name must hold the visible text.
      aria-label={url && !loading ? t('auth.captcha.refresh') : undefined}
    >
      {url && !loading ? (
        <img src={url} alt={t('auth.captcha.alt')} data-testid="captcha-image" data-token={token} />
      ) : (
        <span className="auth-captcha__loading">{t('common.states.loading')}</span>
      )}
    </button>
  );
}
