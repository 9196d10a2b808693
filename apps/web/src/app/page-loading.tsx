import { useTranslation } from 'react-i18next';
import { Skeleton } from '../components/skeleton';

/** Shown while the first page's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      className="mall-container page-loading"
      role="status"
      aria-busy="true"
      aria-label={t('common.states.loading')}
    >
      <div className="mall-progress" />
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}
