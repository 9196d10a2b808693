import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailBreadcrumb } from '../../components/listing/detail-breadcrumb';
import { DetailState } from '../../components/listing/detail-state';
import { ProductCard } from '../../components/product-card';
import { SectionPanel } from '../../components/section-panel';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import {
  getActivityDetailQueryOptions,
  useActivityDetail,
} from '../../features/market/api/get-activity-detail';
import { ActivityHead } from '../../features/market/components/activity-detail-view';
import { positiveInt } from '../../hooks/use-list-params';
import { useSearchParams } from '../../lib/search-params';
import { byId } from '../route-handle';
import '../../components/listing/listing.css';

export const serverData = byId('id', getActivityDetailQueryOptions);

/** One platform activity (spec §2 market/detail?id=) with the products it features. */
export default function MarketDetailPage() {
  const { t } = useTranslation('halls');
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const query = useActivityDetail(id);
  const { t: tc } = useTranslation();
  return (
    <div className="mall-container listing-page">
      <DetailBreadcrumb
        hall={{ href: paths.market.href(), label: t('market.title') }}
        current={query.data?.title ?? tc('pages.titles.marketDetail')}
      />
      <DetailState
        hasId={id !== undefined}
        query={query}
        notFoundText={t('market.notFound')}
        back={{ href: paths.market.href(), text: t('market.backToList') }}
        loading={
          <div className="listing-panel">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        }
      >
        {(activity) => (
          <>
            <ActivityHead activity={activity} />
            <SectionPanel title={t('market.products')}>
              {activity.products.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('market.noProducts')} />
              ) : (
                <div className="listing-grid" data-testid="activity-products">
                  {activity.products.map((product) => (
                    <ProductCard key={product.productId} product={product} detailed />
                  ))}
                </div>
              )}
            </SectionPanel>
          </>
        )}
      </DetailState>
    </div>
  );
}
