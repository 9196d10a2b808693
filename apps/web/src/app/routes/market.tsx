import type { ActivityState } from '@mall/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowSkeleton } from '../../components/listing/grid-skeleton';
import { ListHeader } from '../../components/listing/list-header';
import { ListResults } from '../../components/listing/list-results';
import { Pager } from '../../components/listing/pager';
import { getActivitiesQueryOptions, useActivities } from '../../features/market/api/get-activities';
import { ActivityList } from '../../features/market/components/activity-list';
import { listParamsOf, type SortChoice, useListParams } from '../../hooks/use-list-params';
import type { ServerData } from '../route-handle';
import '../../components/listing/listing.css';

// The endpoint's order: ongoing and upcoming first, by start time.
const sorts = [{ key: 'start', column: 'startTime', order: 'asc' }] as const satisfies readonly SortChoice[];
const states = ['ongoing', 'upcoming', 'ended'] as const satisfies readonly ActivityState[];
const tabs = ['all', ...states] as const;

function stateOf(value: string | null): ActivityState | undefined {
  return states.find((state) => state === value);
}

export const serverData: ServerData = (search) => {
  const { offset, limit } = listParamsOf(search, sorts).paging;
  return [getActivitiesQueryOptions({ offset, limit, state: stateOf(search.get('state')) })];
};

/** Platform activities (spec §2 market): tabs all / ongoing / upcoming / ended, dates and countdowns. */
export default function MarketPage() {
  const { t } = useTranslation('halls');
  const hall = useListParams(sorts);
  const state = stateOf(hall.params.get('state'));
  const { offset, limit } = hall.paging;
  const query = useActivities({ offset, limit, state });
  return (
    <div className="mall-container listing-page" data-testid="market-page">
      <ListHeader title={t('market.title')} subtitle={t('market.subtitle')} tone="red" />
      <div className="listing-panel listing-panel--tabs">
        <Tabs
          activeKey={state ?? 'all'}
          onChange={(key) => hall.setFilter({ state: key === 'all' ? undefined : key })}
          items={tabs.map((key) => ({ key, label: t(`market.tabs.${key}`) }))}
        />
      </div>
      <ListResults
        query={query}
        label={t(`market.tabs.${state ?? 'all'}`)}
        emptyText={t(`market.empty.${state ?? 'all'}`)}
        loading={<RowSkeleton count={4} />}
      >
        {(page) => (
          <>
            <ActivityList rows={page.rows} />
            <Pager page={hall.page} pageSize={limit} total={page.total} onChange={hall.setPage} />
          </>
        )}
      </ListResults>
    </div>
  );
}
