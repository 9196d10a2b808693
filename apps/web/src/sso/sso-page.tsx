import { systemEndpoints } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../components/safe-image';
import { safeRedirect } from '../config/paths';
import { request } from '../lib/http';
import { endpointKey } from '../lib/query-client';
import './sso-page.css';

const paramsEndpoint = systemEndpoints.paramList;

/**
 * Placeholder of the central sign-on page (/sso/*): the mall's logo and title, a note that sign-in is
 * being prepared, and the way back to `redirect` (same-origin paths only) or the storefront home.
 * The sign-on issue replaces this folder.
 */
export function SsoPage() {
  const { t } = useTranslation();
  const { data: params = {} } = useQuery({
    queryKey: endpointKey(paramsEndpoint, { codes: 'webtitle,mallfooterlogo' }),
    queryFn: ({ signal }) => request(paramsEndpoint, { query: { codes: 'webtitle,mallfooterlogo' }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const siteName = params.webtitle || t('common.app.name');
  const back = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));

  useEffect(() => {
    document.title = `${t('sso.title')} - ${siteName}`;
  }, [t, siteName]);

  return (
    <div className="sso-page">
      <header className="sso-page__header">
        <a href={back} className="sso-page__logo">
          {params.mallfooterlogo ? <SafeImage src={params.mallfooterlogo} alt={siteName} /> : siteName}
        </a>
        <span className="sso-page__divider" aria-hidden="true" />
        <span className="sso-page__title">{t('sso.title')}</span>
      </header>
      <main className="sso-page__main">
        <Result
          status="info"
          title={<h1 className="sso-page__heading">{t('sso.preparing')}</h1>}
          subTitle={t('sso.hint')}
          extra={
            <Button type="primary" href={back} data-testid="sso-back">
              {t('sso.back')}
            </Button>
          }
        />
      </main>
    </div>
  );
}
