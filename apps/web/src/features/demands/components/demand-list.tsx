import { formatRelativeTime, getRelativeTime } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../components/price';
import { QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { useLatestDemands } from '../api/get-demands';
import './demand-list.css';
import { useDateText } from '../../../hooks/use-date-text';
import { useUnitNameFor } from '../../../hooks/use-unit-label';
import { langProps } from '../../../lib/content-lang';
import { renderNow } from '../../../lib/render-clock';

/** The newest open purchase demands of the procurement hall. */
export function DemandList({ limit = 8 }: { limit?: number }) {
  const { t } = useTranslation();
  const dates = useDateText();
  const unitNameFor = useUnitNameFor();
  const query = useLatestDemands(limit);
  return (
    <QueryState
      query={query}
      emptyText={t('home.demands.empty')}
      loading={<Skeleton active paragraph={{ rows: 5 }} />}
    >
      {(page) => (
        <ul className="demand-list" data-testid="home-demands">
          {page.rows.map((demand) => (
            <li key={demand.id}>
              <Link className="demand-list__item" to={paths.demandDetail.href({ id: demand.id })}>
                <span className="demand-list__title" title={demand.title} {...langProps(demand.contentLang)}>
                  {demand.title}
                </span>
                <span className="demand-list__meta">
                  <span>
                    {t('home.demands.quantity', {
                      quantity: demand.quantity,
                      unit: unitNameFor(demand.quantity, demand.unit),
                    })}
                  </span>
                  <span>
                    {t('home.demands.budget')}
                    <Price value={demand.budget} size="small" fallback={t('common.price.negotiable')} />
                  </span>
                </span>
                <span className="demand-list__meta demand-list__meta--muted">
                  <span className="demand-list__cust">{demand.custName}</span>
                  <time dateTime={demand.createTime} title={dates.day(demand.createTime)}>
                    {formatRelativeTime(getRelativeTime(demand.createTime, renderNow()), t)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
