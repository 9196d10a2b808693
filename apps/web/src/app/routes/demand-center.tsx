import { useTranslation } from 'react-i18next';
import { RowSkeleton } from '../../components/listing/grid-skeleton';
import { ListHeader } from '../../components/listing/list-header';
import { ListResults } from '../../components/listing/list-results';
import { Pager } from '../../components/listing/pager';
import { SortBar } from '../../components/listing/sort-bar';
import { getDemandPageQueryOptions, useDemandPage } from '../../features/demands/api/get-demands';
import { DemandTable } from '../../features/demands/components/demand-table';
import { listParamsOf, type SortChoice, useListParams } from '../../hooks/use-list-params';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';

const sorts = [
  { key: 'newest', column: 'createTime', order: 'desc' },
  // The soonest deadline first: what a supplier must answer now.
  { key: 'deadline', column: 'deadline', order: 'asc' },
  { key: 'quotes', column: 'quoteCount', order: 'desc' },
] as const satisfies readonly SortChoice<'createTime' | 'deadline' | 'quoteCount'>[];

export const serverData: ServerData = (search) => {
  const hall = listParamsOf(search, sorts);
  return [getDemandPageQueryOptions({ ...hall.paging, searchkey: hall.searchkey || undefined })];
};

/** The procurement hall (spec §2 demandCenter): open purchase demands, searchable and sortable. */
export default function DemandCenterPage() {
  const { t } = useTranslation('halls');
  const hall = useListParams(sorts);
  const query = useDemandPage({ ...hall.paging, searchkey: hall.searchkey || undefined });
  const total = query.data?.total;
  return (
    <div className="mall-container listing-page" data-testid="demand-center">
      <ListHeader
        title={t('demand.title')}
        subtitle={t('demand.subtitle')}
        tone="blue"
        search={{
          value: hall.searchkey,
          placeholder: t('demand.searchPlaceholder'),
          onSearch: hall.setSearchkey,
        }}
      />
      <SortBar
        choices={sorts.map((s) => ({ key: s.key, label: t(`demand.sort.${s.key}`) }))}
        active={hall.sort.key}
        onChange={hall.setSort}
        summary={
          total === undefined ? undefined : (
            <span data-testid="hall-total">
              {hall.searchkey
                ? t('common.foundFor', { count: total, key: hall.searchkey })
                : t('common.found', { count: total })}
            </span>
          )
        }
      />
      <ListResults
        query={query}
        label={t('demand.title')}
        emptyText={hall.searchkey ? t('demand.emptySearch', { key: hall.searchkey }) : t('demand.empty')}
        loading={<RowSkeleton count={6} />}
      >
        {(page) => (
          <>
            <DemandTable rows={page.rows} />
            <Pager page={hall.page} pageSize={hall.paging.limit} total={page.total} onChange={hall.setPage} />
          </>
        )}
      </ListResults>
    </div>
  );
}
