import { useTranslation } from 'react-i18next';
import { GridSkeleton } from '../../components/listing/grid-skeleton';
import { ListHeader } from '../../components/listing/list-header';
import { ListResults } from '../../components/listing/list-results';
import { Pager } from '../../components/listing/pager';
import { SortBar } from '../../components/listing/sort-bar';
import { getPointsGoodsQueryOptions, usePointsGoods } from '../../features/points-mall/api/get-points-goods';
import { PointsGrid } from '../../features/points-mall/components/points-grid';
import { listParamsOf, type SortChoice, useListParams } from '../../hooks/use-list-params';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';

const sorts = [
  { key: 'newest', column: 'createTime', order: 'desc' },
  { key: 'pointsAsc', column: 'points', order: 'asc' },
  { key: 'pointsDesc', column: 'points', order: 'desc' },
] as const satisfies readonly SortChoice<'createTime' | 'points'>[];

export const serverData: ServerData = (search) => [
  getPointsGoodsQueryOptions(listParamsOf(search, sorts).paging),
];

/** The points mall (spec §2 integralCenter, our pointsMall): goods bought with points, newest first or by points. */
export default function PointsMallPage() {
  const { t } = useTranslation('halls');
  const hall = useListParams(sorts);
  const query = usePointsGoods(hall.paging);
  const total = query.data?.total;
  return (
    <div className="mall-container listing-page" data-testid="points-center">
      <ListHeader title={t('points.title')} subtitle={t('points.subtitle')} tone="gold" />
      <SortBar
        choices={sorts.map((s) => ({ key: s.key, label: t(`points.sort.${s.key}`) }))}
        active={hall.sort.key}
        onChange={hall.setSort}
        summary={
          total === undefined ? undefined : (
            <span data-testid="hall-total">{t('common.found', { count: total })}</span>
          )
        }
      />
      <ListResults
        query={query}
        label={t('points.title')}
        emptyText={t('points.empty')}
        loading={<GridSkeleton count={10} />}
      >
        {(page) => (
          <>
            <PointsGrid rows={page.rows} />
            <Pager page={hall.page} pageSize={hall.paging.limit} total={page.total} onChange={hall.setPage} />
          </>
        )}
      </ListResults>
    </div>
  );
}
