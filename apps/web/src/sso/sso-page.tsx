import { Spin } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../components/safe-image';
import {
  forgotHref,
  mallPrefixFor,
  paths,
  registerHref,
  safeRedirect,
  signInHref,
  ssoPaths,
  storefrontUrl,
  withQuery,
} from '../config/paths';
import { useSsoParams } from '../features/auth/api/get-sso-params';
import { exchangeTicketOnce } from '../features/auth/api/login';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { LoginTabs } from '../features/auth/components/login-tabs';
import { QrConfirm } from '../features/auth/components/qr-confirm';
import { RegisterForm } from '../features/auth/components/register-form';
import { clearTicketCookie, findTicket, hasSessionToken, storeTicket } from '../features/auth/utils/ticket';
import { isApiError } from '../lib/api-error';
import './sso-page.css';
import './phone.css';

function pageOf(pathname: string): keyof typeof ssoPaths {
  const clean = pathname.replace(/\/+$/, '');
  if (clean === ssoPaths.register) return 'register';
  if (clean === ssoPaths.forgot) return 'forgot';
  if (clean === ssoPaths.qrConfirm) return 'qrConfirm';
  return 'login';
}

/** Sign-in link that keeps the `redirect` of this page. */
function loginHref(redirect: string | null) {
  return withQuery(ssoPaths.login, { redirect });
}

/**
 * The phone side of the QR login needs a session: a ticket just brought back from sign-in is exchanged
 * here; without any, the phone signs in first and comes back to this address.
 */
function QrConfirmPage() {
  const { t } = useTranslation();
  const qrId = new URLSearchParams(window.location.hash.slice(1)).get('id') ?? '';
  const [ready, setReady] = useState(hasSessionToken() && !findTicket(window.location.href, document.cookie));

  useEffect(() => {
    if (ready) return;
    const found = findTicket(window.location.href, document.cookie);
    if (!found) {
      window.location.assign(signInHref(window.location.pathname + window.location.hash));
      return;
    }
    clearTicketCookie();
    // The server sets the session as an HttpOnly cookie.
    exchangeTicketOnce(found.ticket)
      .then(() => setReady(true))
      .catch((error: unknown) => {
        if (!isApiError(error)) throw error;
        window.location.assign(signInHref(window.location.pathname + window.location.hash));
      });
  }, [ready]);

  if (!qrId) return <p>{t('auth.qr.failed')}</p>;
  return ready ? <QrConfirm qrId={qrId} /> : <Spin />;
}

/** The central sign-on entry (/sso/*): sign-in, registration, forgot password and the QR confirm page. */
export function SsoPage() {
  const { t } = useTranslation();
  const { data: params = {} } = useSsoParams();
  const siteName = params.webtitle || t('common.app.name');
  const redirectParam = new URLSearchParams(window.location.search).get('redirect');
  // Without a redirect: the home of the template MALL_TEMPLATE names (/mallIntl/home when it is 3).
  const back = safeRedirect(
    redirectParam,
    storefrontUrl(paths.home.href(undefined, mallPrefixFor(params.MALL_TEMPLATE))),
  );
  const page = pageOf(window.location.pathname);
  const title = {
    login: t('auth.page.login'),
    register: t('auth.page.register'),
    forgot: t('auth.page.forgot'),
    qrConfirm: t('auth.page.qrConfirm'),
  }[page];

  useEffect(() => {
    document.title = `${title} - ${siteName}`;
  }, [title, siteName]);

  const onTicket = useCallback(
    (ticket: string) => {
      storeTicket(ticket);
      window.location.assign(back);
    },
    [back],
  );
  const toLogin = useCallback(() => window.location.assign(loginHref(redirectParam)), [redirectParam]);

  let content: ReactNode;
  if (page === 'register') content = <RegisterForm onDone={toLogin} />;
  else if (page === 'forgot') content = <ForgotPasswordForm onDone={toLogin} />;
  else if (page === 'qrConfirm') content = <QrConfirmPage />;
  else
    content = (
      <LoginTabs
        scope="page"
        onTicket={onTicket}
        forgotHref={withQuery(forgotHref(), { redirect: redirectParam })}
        registerHref={withQuery(registerHref(), { redirect: redirectParam })}
      />
    );

  return (
    <div className="sso-page">
      <header className="sso-page__header">
        <a href={back} className="sso-page__logo">
          {params.mallfooterlogo ? <SafeImage src={params.mallfooterlogo} alt={siteName} /> : siteName}
        </a>
        <span className="sso-page__divider" aria-hidden="true" />
        <span className="sso-page__title">{t('sso.title')}</span>
      </header>
      <main className={`sso-page__main sso-page__main--${page}`} data-testid={`sso-${page}`}>
        <h1 className="sso-page__heading">{title}</h1>
        {content}
        {page !== 'login' && page !== 'qrConfirm' && (
          <p className="sso-page__footer">
            <a href={loginHref(redirectParam)}>{t('auth.links.backToLogin')}</a>
          </p>
        )}
      </main>
    </div>
  );
}
