import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailBreadcrumb } from '../../components/listing/detail-breadcrumb';
import { DetailState } from '../../components/listing/detail-state';
import { Skeleton } from '../../components/skeleton';
import { lightKeys, paths } from '../../config/paths';
import { useChatStore } from '../../features/chat/chat-store';
import { getDemandDetailQueryOptions, useDemandDetail } from '../../features/demands/api/get-demand-detail';
import { DemandDetailView } from '../../features/demands/components/demand-detail-view';
import { positiveInt } from '../../hooks/use-list-params';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { useAppStore } from '../../lib/app-store';
import { useSearchParams } from '../../lib/search-params';
import { byId } from '../route-handle';
import '../../components/listing/listing.css';

export const serverData = byId('id', getDemandDetailQueryOptions);

/** One purchase demand (spec §2 demandDetail?id=). */
export default function DemandDetailPage() {
  const { t } = useTranslation('halls');
  const [params] = useSearchParams();
  const prefix = useMallPrefix();
  const id = positiveInt(params.get('id'));
  const query = useDemandDetail(id);
  const { t: tc } = useTranslation();
  const hallLink = {
    href: paths.demandCenter.href({ lightKey: lightKeys.purchase }),
    label: t('demand.title'),
  };
  return (
    <div className="mall-container listing-page">
      <DetailBreadcrumb hall={hallLink} current={query.data?.title ?? tc('pages.titles.demandDetail')} />
      <DetailState
        hasId={id !== undefined}
        query={query}
        notFoundText={t('demand.detail.notFound')}
        back={{ href: hallLink.href, text: t('demand.backToHall') }}
        loading={
          <div className="listing-panel">
            <Skeleton active paragraph={{ rows: 10 }} />
          </div>
        }
      >
        {(demand) => (
          <DemandDetailView
            demand={demand}
            classLink={
              demand.classId ? (
                <Link to={paths.productList.href({ classId: demand.classId }, prefix)}>
                  {demand.className}
                </Link>
              ) : undefined
            }
            onContact={() => {
              // Visitors sign in first (spec §6); the chat feature renders the window.
              if (!useAppStore.getState().hasToken) {
                useAppStore.getState().setLoginDialogOpen(true);
                return;
              }
              useChatStore.getState().openChat({ receiveCustId: demand.custId, title: demand.custName });
            }}
          />
        )}
      </DetailState>
    </div>
  );
}
