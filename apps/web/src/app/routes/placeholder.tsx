import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { paths } from '../../config/paths';
import { useRouteHandle } from '../route-handle';

/** A page of the route table that is not built yet: its name, a "being built" line and a way home. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <div className="mall-container page-panel" data-testid="page-placeholder">
      <Result
        status="info"
        title={<h1 className="page-placeholder__title">{handle ? t(`pages.titles.${handle.title}`) : ''}</h1>}
        subTitle={t('pages.building.subtitle')}
        extra={
          <LinkButton type="primary" to={paths.home.href()}>
            {t('common.actions.backHome')}
          </LinkButton>
        }
      />
    </div>
  );
}
