import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../components/listing/filter-chips';
import { GridSkeleton } from '../../components/listing/grid-skeleton';
import { ListHeader } from '../../components/listing/list-header';
import { ListResults } from '../../components/listing/list-results';
import {
  getPlatformChainsQueryOptions,
  usePlatformChains,
} from '../../features/halls/api/get-platform-chains';
import { ChainCard } from '../../features/halls/components/chain-card';
import { HallFilters } from '../../features/halls/components/hall-filters';
import { listParamsOf, positiveInt, type SortChoice, useListParams } from '../../hooks/use-list-params';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';

// One list of chains, best rated first (the endpoint's order): only the industry filter is in the address.
const sorts = [{ key: 'rated', column: 'score', order: 'desc' }] as const satisfies readonly SortChoice[];

export const serverData: ServerData = (search) => {
  // The chains come whole; the class and sort only pick and order them.
  listParamsOf(search, sorts);
  search.get('classId');
  return [getPlatformChainsQueryOptions()];
};

/**
 * Hundred big supply chains (spec §2 platformCenter): the shops the platform recommends, grouped by
 * their main class, each with the classes it covers and its newest products.
 */
export default function PlatformCenterPage() {
  const { t } = useTranslation('halls');
  const list = useListParams(sorts);
  const classId = positiveInt(list.params.get('classId'));
  const query = usePlatformChains();
  const chains = query.data ?? [];
  // The class tabs are the main classes the chains cover, in the order the chains come (best rated first).
  const mainClasses = [
    ...new Map(chains.flatMap((c) => (c.mainClass ? [[c.mainClass.id, c.mainClass]] : []))).values(),
  ];
  const shown =
    classId === undefined ? query : { ...query, data: chains.filter((c) => c.mainClass?.id === classId) };
  const products = chains.reduce((sum, c) => sum + c.productCount, 0);
  return (
    <div className="mall-container listing-page" data-testid="platform-center">
      <ListHeader
        title={t('platform.title')}
        subtitle={t('platform.subtitle')}
        tone="red"
        extra={
          query.data && (
            <>
              <span>
                <strong>{chains.length}</strong>
                {t('platform.chains')}
              </span>
              <span>
                <strong>{mainClasses.length}</strong>
                {t('platform.industries')}
              </span>
              <span>
                <strong>{products}</strong>
                {t('platform.products')}
              </span>
            </>
          )
        }
      />
      {mainClasses.length > 1 && (
        <HallFilters chosen={classId === undefined ? 0 : 1}>
          <FilterChips
            label={t('platform.industry')}
            testId="class-filter"
            chips={mainClasses.map((c) => ({
              value: String(c.id),
              label: c.name,
              count: chains.filter((chain) => chain.mainClass?.id === c.id).length,
            }))}
            value={classId === undefined ? undefined : String(classId)}
            onChange={(value) => list.setFilter({ classId: value })}
          />
        </HallFilters>
      )}
      <ListResults
        query={shown}
        isEmpty={(data) => data.length === 0}
        label={t('platform.title')}
        emptyText={t('platform.empty')}
        loading={<GridSkeleton count={6} columns={3} />}
      >
        {(rows) => (
          <ul className="hall-shop-grid">
            {rows.map((chain) => (
              <ChainCard key={chain.shopId} chain={chain} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
