import { useTranslation } from 'react-i18next';
import { GridSkeleton } from '../../features/halls/components/grid-skeleton';
import { HallHeader } from '../../features/halls/components/hall-header';
import { HallResults } from '../../features/halls/components/hall-results';
import { Pager } from '../../features/halls/components/pager';
import { SortBar } from '../../features/halls/components/sort-bar';
import { type SortChoice, useHallParams } from '../../features/halls/hooks/use-hall-params';
import { usePointsGoods } from '../../features/points/api/get-points-goods';
import { PointsGrid } from '../../features/points/components/points-grid';
import '../../features/halls/components/hall.css';

const sorts = [
  { key: 'newest', column: 'createTime', order: 'desc' },
  { key: 'pointsAsc', column: 'points', order: 'asc' },
  { key: 'pointsDesc', column: 'points', order: 'desc' },
] as const satisfies readonly SortChoice<'createTime' | 'points'>[];

/** The points mall (spec §2 integralCenter): goods bought with points, newest first or by points. */
export default function IntegralCenterPage() {
  const { t } = useTranslation('halls');
  const hall = useHallParams(sorts);
  const query = usePointsGoods(hall.paging);
  const total = query.data?.total;
  return (
    <div className="mall-container hall-page" data-testid="integral-center">
      <HallHeader title={t('points.title')} subtitle={t('points.subtitle')} tone="gold" />
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
      <HallResults
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
      </HallResults>
    </div>
  );
}
