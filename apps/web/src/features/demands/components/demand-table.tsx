import { type DemandSummary, formatRelativeTime, getRelativeTime } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../components/price';
import { paths } from '../../../config/paths';
import { deadlineState } from '../utils/deadline';
import { DeadlineTag } from './deadline-tag';
import './demand-hall.css';
import { useDateText } from '../../../hooks/use-date-text';
import { useUnitNameFor } from '../../../hooks/use-unit-label';
import { langProps } from '../../../lib/content-lang';
import { renderNow } from '../../../lib/render-clock';

/**
 * Purchase demands of the procurement hall as a table: what, how much, budget, where, until when. On phones
 * each row is a card; `data-label` names its cells there, where the column heads are not shown.
 */
export function DemandTable({ rows }: { rows: readonly DemandSummary[] }) {
  const { t } = useTranslation('halls');
  const dates = useDateText();
  const unitNameFor = useUnitNameFor();
  const { t: tc } = useTranslation();
  return (
    <table className="demand-table" data-testid="demand-table">
      <thead>
        <tr>
          <th scope="col">{t('demand.columns.demand')}</th>
          <th scope="col">{t('demand.columns.quantity')}</th>
          <th scope="col">{t('demand.columns.budget')}</th>
          <th scope="col">{t('demand.columns.region')}</th>
          <th scope="col">{t('demand.columns.deadline')}</th>
          <th scope="col">{t('demand.columns.quotes')}</th>
          <th scope="col">{t('demand.columns.action')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((demand) => {
          const href = paths.demandDetail.href({ id: demand.id });
          const ended = deadlineState(demand.deadline, demand.status).ended;
          return (
            <tr key={demand.id} className={ended ? 'is-ended' : undefined} data-testid="demand-row">
              <td className="demand-table__main">
                <Link
                  className="demand-table__title"
                  to={href}
                  title={demand.title}
                  {...langProps(demand.contentLang)}
                >
                  {demand.title}
                </Link>
                <span className="demand-table__buyer">
                  <span className="demand-table__cust" title={demand.custName}>
                    {demand.custName}
                  </span>
                  <time dateTime={demand.createTime} title={dates.day(demand.createTime)}>
                    {t('demand.published', {
                      when: formatRelativeTime(getRelativeTime(demand.createTime, renderNow()), tc),
                    })}
                  </time>
                </span>
              </td>
              <td data-label={t('demand.columns.quantity')} data-testid="demand-quantity">
                <strong>{demand.quantity}</strong> {unitNameFor(demand.quantity, demand.unit)}
              </td>
              <td data-label={t('demand.columns.budget')}>
                <Price value={demand.budget} size="small" fallback={tc('common.price.negotiable')} />
              </td>
              <td className="demand-table__region" data-label={t('demand.columns.region')}>
                {demand.areaName || '--'}
              </td>
              <td data-label={t('demand.columns.deadline')}>
                <div className="demand-table__deadline">
                  <time dateTime={demand.deadline} data-testid="demand-deadline">
                    {dates.day(demand.deadline)}
                  </time>
                  <DeadlineTag deadline={demand.deadline} status={demand.status} />
                </div>
              </td>
              <td data-testid="demand-quotes">{t('demand.quoteCount', { count: demand.quoteCount })}</td>
              <td>
                <Link
                  className="demand-table__action"
                  to={href}
                  aria-label={t('demand.viewOf', { title: demand.title })}
                >
                  {t('demand.view')}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
