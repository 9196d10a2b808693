import { type PointsRecord, permissionCodes } from '@mall/contracts';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { PanelList } from '../../../components/listing/panel-list';
import { usePermission } from '../../../components/permission';
import { QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { type SortChoice, useListParams } from '../../../hooks/use-list-params';
import { usePointsAccount } from '../api/get-points-account';
import { usePointsRecords } from '../api/get-points-records';
import './benefits.css';
import { useDateText } from '../../../hooks/use-date-text';

function formatTime(iso: string, day: (date: Date) => string): string {
  const date = new Date(iso);
  const hh = String(date.getHours()).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${day(date)} ${hh}:${mm}`;
}

function PointsRow({ record }: { record: PointsRecord }) {
  const { t } = useTranslation('benefits');
  const dates = useDateText();
  const gained = record.points > 0;
  // The order page is order:list's; without it the number is shown as text.
  const mayOpenOrder = usePermission([permissionCodes.orderList]);
  return (
    <li className="points-row" data-testid="points-record">
      <div className="points-row__main">
        <span className="points-row__kind">{t(`points.kind.${record.kind}`)}</span>
        {record.goodsName && <span className="points-row__goods">{record.goodsName}</span>}
        {record.orderNumber &&
          (mayOpenOrder ? (
            <Link className="points-row__order" to={paths.orderDetail.href(record.orderNumber)}>
              {t('points.order', { number: record.orderNumber })}
            </Link>
          ) : (
            <span className="points-row__order">{t('points.order', { number: record.orderNumber })}</span>
          ))}
      </div>
      <time className="points-row__time" dateTime={record.createdAt}>
        {formatTime(record.createdAt, dates.day)}
      </time>
      <span
        className={`points-row__change ${gained ? 'points-row__change--in' : 'points-row__change--out'}`}
        data-testid="points-change"
      >
        {gained ? `+${record.points}` : `${record.points}`}
      </span>
    </li>
  );
}

// Newest first (spec §9 default sort); there is nothing to choose.
const sorts = [{ key: 'new', column: 'createTime', order: 'desc' }] as const satisfies readonly SortChoice[];

/**
 * The points centre (menu component `finance/points`): the balance with what was earned and spent, and
 * the points history (grants and points orders) in pages of 10, newest first.
 */
export function PointsCentre() {
  const { t } = useTranslation('benefits');
  const account = usePointsAccount();
  const list = useListParams(sorts);
  const records = usePointsRecords(list.paging);

  return (
    <>
      <section className="account-panel points-summary" aria-label={t('points.summary')}>
        <QueryState
          query={account}
          isEmpty={() => false}
          compact
          loading={<Skeleton active paragraph={{ rows: 1 }} />}
        >
          {(data) => (
            <dl className="points-summary__figures">
              <div className="points-summary__balance">
                <dt>{t('points.balance')}</dt>
                <dd data-testid="points-balance">{data.balance}</dd>
              </div>
              <div>
                <dt>{t('points.earned')}</dt>
                <dd data-testid="points-earned">{data.earned}</dd>
              </div>
              <div>
                <dt>{t('points.spent')}</dt>
                <dd data-testid="points-spent">{data.spent}</dd>
              </div>
            </dl>
          )}
        </QueryState>
        <LinkButton type="primary" to={paths.pointsMall.href()}>
          {t('points.goMall')}
        </LinkButton>
      </section>
      <section className="account-panel" data-testid="points-history">
        <div className="account-panel__head">
          <h2>{t('points.history')}</h2>
        </div>
        <PanelList
          query={records}
          list={list}
          pagerClassName="benefits-pager"
          loading={<Skeleton active paragraph={{ rows: 5 }} />}
          empty={
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <>
                  <div>{t('points.empty')}</div>
                  <div className="benefits-empty__hint">{t('points.emptyHint')}</div>
                </>
              }
              data-testid="points-empty"
            />
          }
        >
          {(rows, busy) => (
            <ul className="points-list" aria-busy={busy}>
              {rows.map((record) => (
                <PointsRow key={record.id} record={record} />
              ))}
            </ul>
          )}
        </PanelList>
      </section>
    </>
  );
}
