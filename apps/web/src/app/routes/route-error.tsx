import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { LazyResult } from '../../components/lazy-antd';
import { paths, storefrontUrl, templateOfPath, underPrefix } from '../../config/paths';
import { useMallPrefix } from '../../hooks/use-mall-prefix';

/**
 * A page failed to render or its code failed to load (spec §8: chunk load errors are reported). The
 * user can reload or go home (the home of the template the page was in: the layout's, or the address's when
 * the layout itself failed); nothing technical is shown.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  const layoutPrefix = useMallPrefix();
  const prefix = templateOfPath(pathname) ?? layoutPrefix;
  if (import.meta.env.DEV) console.error(error);
  const status = isRouteErrorResponse(error) && error.status === 404 ? '404' : 'error';
  return (
    <div className="mall-container page-panel">
      <LazyResult
        status={status}
        title={status === '404' ? t('pages.titles.notFound') : t('pages.error.title')}
        subTitle={status === '404' ? t('pages.notFound.subtitle') : t('pages.error.subtitle')}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('common.actions.reload')}
          </Button>,
          <Button key="home" href={storefrontUrl(underPrefix(paths.home.href(), prefix))}>
            {t('common.actions.backHome')}
          </Button>,
        ]}
      />
    </div>
  );
}
