import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailBreadcrumb } from '../../components/listing/detail-breadcrumb';
import { DetailState } from '../../components/listing/detail-state';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import {
  getPointsDetailQueryOptions,
  usePointsDetail,
} from '../../features/points-mall/api/get-points-detail';
import { PointsDetailView } from '../../features/points-mall/components/points-detail-view';
import { positiveInt } from '../../hooks/use-list-params';
import { useAppStore } from '../../lib/app-store';
import { useSearchParams } from '../../lib/search-params';
import { byId } from '../route-handle';
import '../../components/listing/listing.css';

export const serverData = byId('id', getPointsDetailQueryOptions);

/** One points good (spec §2 integralDetail?id=, our pointsGoodsDetail); exchanging needs sign-in and goes to the points order. */
export default function PointsGoodsPage() {
  const { t } = useTranslation('halls');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveInt(params.get('id'));
  const query = usePointsDetail(id);
  const { t: tc } = useTranslation();
  return (
    <div className="mall-container listing-page">
      <DetailBreadcrumb
        hall={{ href: paths.pointsMall.href(), label: t('points.title') }}
        current={query.data?.name ?? tc('pages.titles.pointsGoodsDetail')}
      />
      <DetailState
        hasId={id !== undefined}
        query={query}
        notFoundText={t('points.notFound')}
        back={{ href: paths.pointsMall.href(), text: t('points.backToMall') }}
        loading={
          <div className="listing-panel">
            <Skeleton active avatar={{ shape: 'square', size: 320 }} paragraph={{ rows: 6 }} />
          </div>
        }
      >
        {(goods) => (
          <PointsDetailView
            goods={goods}
            onExchange={() => {
              // Visitors sign in first (spec §6); the points order comes with the cart.
              if (!useAppStore.getState().hasToken) {
                useAppStore.getState().setLoginDialogOpen(true);
                return;
              }
              navigate(paths.fillOrderPoints.href({ id: goods.id }));
            }}
          />
        )}
      </DetailState>
    </div>
  );
}
