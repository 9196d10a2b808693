import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { paths } from '../../config/paths';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { usePageHead } from '../../lib/page-head/use-page-head';

/** Unknown storefront paths (status 404). */
export default function NotFoundPage() {
  const prefix = useMallPrefix();
  const { t } = useTranslation();
  // The server answers 404 with this page; search engines leave it out.
  usePageHead({ status: 404 });
  return (
    <div className="mall-container page-panel" data-testid="page-not-found">
      <Result
        status="404"
        title={<h1 className="page-placeholder__title">{t('pages.titles.notFound')}</h1>}
        subTitle={t('pages.notFound.subtitle')}
        extra={
          <LinkButton type="primary" to={paths.home.href(undefined, prefix)}>
            {t('common.actions.backHome')}
          </LinkButton>
        }
      />
    </div>
  );
}
