import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { paths } from '../../config/paths';
import { useMallPrefix } from '../../hooks/use-mall-prefix';

/** The coming-soon page (spec §2 /mall/todo) for screens the spec names without behaviour. */
export default function TodoPage() {
  const prefix = useMallPrefix();
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no earlier page in this app): going back would leave the site, so go home.
  const goBack = () =>
    location.key === 'default' ? navigate(paths.home.href(undefined, prefix)) : navigate(-1);
  return (
    <div className="mall-container" data-testid="todo-page">
      <Result
        status="info"
        title={<h1 className="todo-title">{t('todo.title')}</h1>}
        subTitle={t('todo.text')}
        extra={[
          <Button key="back" onClick={goBack}>
            {t('todo.back')}
          </Button>,
          <LinkButton key="home" type="primary" to={paths.home.href(undefined, prefix)}>
            {t('todo.home')}
          </LinkButton>,
        ]}
      />
    </div>
  );
}
