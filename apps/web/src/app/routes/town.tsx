import { useTranslation } from 'react-i18next';
import { GridSkeleton } from '../../components/listing/grid-skeleton';
import { ListHeader } from '../../components/listing/list-header';
import { ProductCard } from '../../components/product-card';
import { QueryState } from '../../components/query-state';
import { SectionPanel } from '../../components/section-panel';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { getHallProductsQueryOptions, useHallProducts } from '../../features/halls/api/get-hall-products';
import { getTownHomeQueryOptions, useTownHome } from '../../features/halls/api/get-town-home';
import { OriginList, RegionShops, TownNews } from '../../features/halls/components/town-sections';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';

const bestSellers = { isFarm: 1, offset: 1, limit: 10, sort: 'sales', order: 'desc' } as const;

export const serverData: ServerData = () => [
  getTownHomeQueryOptions(),
  getHallProductsQueryOptions(bestSellers),
];

/**
 * Rural revitalisation (spec §2 /mall/town): a landing built from the farm-direct data: totals, places
 * of origin, the best-selling farm products, farm shops by province and news about the countryside.
 */
export default function TownPage() {
  const { t } = useTranslation('halls');
  const town = useTownHome();
  const products = useHallProducts(bestSellers);
  const stats = town.data?.stats;
  return (
    <div className="mall-container listing-page" data-testid="town-page">
      <ListHeader
        title={t('town.title')}
        subtitle={t('town.subtitle')}
        tone="green"
        testId="town-hero"
        extra={
          stats && (
            <>
              <span>
                <strong>{stats.products}</strong>
                {t('town.stats.products')}
              </span>
              <span>
                <strong>{stats.shops}</strong>
                {t('town.stats.shops')}
              </span>
              <span>
                <strong>{stats.origins}</strong>
                {t('town.stats.origins')}
              </span>
            </>
          )
        }
      />
      <SectionPanel title={t('town.origins')} moreHref={paths.farmCenter.href()} moreText={t('town.allFarm')}>
        <QueryState
          query={town}
          isEmpty={(data) => data.origins.length === 0}
          emptyText={t('town.noOrigins')}
          loading={<Skeleton active paragraph={{ rows: 2 }} />}
          compact
        >
          {(data) => <OriginList origins={data.origins} />}
        </QueryState>
      </SectionPanel>
      <SectionPanel
        title={t('town.bestSellers')}
        moreHref={paths.farmCenter.href({})}
        moreText={t('town.allFarm')}
      >
        <QueryState query={products} emptyText={t('farm.empty')} loading={<GridSkeleton count={5} />} compact>
          {(page) => (
            <div className="listing-grid" data-testid="town-products">
              {page.rows.map((product) => (
                <ProductCard key={product.productId} product={product} detailed />
              ))}
            </div>
          )}
        </QueryState>
      </SectionPanel>
      <SectionPanel title={t('town.regions')}>
        <QueryState
          query={town}
          isEmpty={(data) => data.regions.length === 0}
          emptyText={t('town.noShops')}
          loading={<Skeleton active paragraph={{ rows: 4 }} />}
          compact
        >
          {(data) => <RegionShops regions={data.regions} />}
        </QueryState>
      </SectionPanel>
      <SectionPanel title={t('town.news')} moreHref={paths.news.href()} moreText={t('town.moreNews')}>
        <QueryState
          query={town}
          isEmpty={(data) => data.news.length === 0}
          emptyText={t('town.noNews')}
          loading={<Skeleton active paragraph={{ rows: 3 }} />}
          compact
        >
          {(data) => <TownNews news={data.news} />}
        </QueryState>
      </SectionPanel>
    </div>
  );
}
