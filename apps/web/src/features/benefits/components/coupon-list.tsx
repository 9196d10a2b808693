import { type Coupon, type CouponStatus, couponStatuses } from '@mall/contracts';
import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { PanelList } from '../../../components/listing/panel-list';
import { useCurrencySign, useMoneyText } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { type SortChoice, useListParams } from '../../../hooks/use-list-params';
import { useCouponCount, useCoupons } from '../api/get-coupons';
import './benefits.css';
import { useDateText } from '../../../hooks/use-date-text';

const endsSoonMs = 3 * 86400_000;

/** A date that never breaks across lines (a narrow card wraps between the two dates instead). */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('benefits');
  const money = useMoneyText();
  const dates = useDateText();
  const sign = useCurrencySign();
  const [yuan, fen] = coupon.amount.split('.');
  const hasThreshold = coupon.threshold !== '0.00';
  const from = unbroken(dates.day(coupon.validFrom));
  const until = unbroken(dates.day(coupon.validUntil));
  const now = Date.now();
  const notStarted = coupon.status === 'unused' && Date.parse(coupon.validFrom) > now;
  const endsSoon =
    coupon.status === 'unused' && !notStarted && Date.parse(coupon.validUntil) - now < endsSoonMs;
  const useHref =
    coupon.scope === 'shop' && coupon.shopId !== null
      ? paths.shopDetail.href({ shopId: coupon.shopId })
      : paths.productList.href();
  return (
    <li className={`coupon-card coupon-card--${coupon.status}`} data-testid="coupon-card">
      <div className="coupon-card__value">
        <span className="coupon-card__amount" data-testid="coupon-amount">
          <span className="coupon-card__sign">{sign}</span>
          {yuan}
          {fen !== '00' && <span className="coupon-card__fen">.{fen}</span>}
        </span>
        <span className="coupon-card__threshold" data-testid="coupon-threshold">
          {hasThreshold
            ? t('coupons.threshold', { amount: money(coupon.threshold) })
            : t('coupons.noThreshold')}
        </span>
      </div>
      <div className="coupon-card__body">
        <div className="coupon-card__scope">
          <span className="coupon-card__tag">
            {coupon.scope === 'platform' ? t('coupons.platform') : t('coupons.shop')}
          </span>
          <span data-testid="coupon-scope">
            {coupon.scope === 'platform'
              ? t('coupons.platformHint')
              : t('coupons.shopHint', { name: coupon.shopName })}
          </span>
        </div>
        <div className="coupon-card__validity" data-testid="coupon-validity">
          {t('coupons.validity', { from, until })}
          {endsSoon && <span className="coupon-card__soon">{t('coupons.endsSoon')}</span>}
        </div>
        {notStarted && <div className="coupon-card__note">{t('coupons.notStarted', { date: from })}</div>}
        {coupon.usedAt && (
          <div className="coupon-card__note">
            {t('coupons.usedOn', { date: unbroken(dates.day(coupon.usedAt)) })}
          </div>
        )}
      </div>
      <div className="coupon-card__action">
        {coupon.status === 'unused' ? (
          <LinkButton size="small" type="primary" ghost to={useHref} disabled={notStarted}>
            {t('coupons.use')}
          </LinkButton>
        ) : (
          <span className="coupon-card__stamp">{t(`coupons.stamp.${coupon.status}`)}</span>
        )}
      </div>
    </li>
  );
}

const sorts = [{ key: 'new', column: 'createTime', order: 'desc' }] as const satisfies readonly SortChoice[];

function statusOf(value: string | null): CouponStatus {
  return couponStatuses.find((status) => status === value) ?? 'unused';
}

/**
 * The buyer's coupons (menu component `finance/coupon`): tabs unused / used / expired with counts, each a
 * paged list of coupon cards (amount, minimum spend, platform or shop, validity).
 */
export function CouponList() {
  const { t } = useTranslation('benefits');
  const list = useListParams(sorts);
  // The tab lives in the address with the page (`?status=used&page=2`); unused by default.
  const status = statusOf(list.params.get('status'));
  const counts = useCouponCount();
  const coupons = useCoupons({ ...list.paging, status });

  return (
    <section className="account-panel coupon-list" data-testid="coupon-list">
      <Tabs
        activeKey={status}
        onChange={(key) => list.setFilter({ status: key === 'unused' ? undefined : key })}
        aria-label={t('coupons.tabsAria')}
        items={couponStatuses.map((key) => ({
          key,
          label: (
            <span data-testid={`coupon-tab-${key}`}>
              {t(`coupons.tabs.${key}`)}
              {counts.data && <span className="coupon-list__count">{counts.data[key]}</span>}
            </span>
          ),
        }))}
      />
      <PanelList
        query={coupons}
        list={list}
        pagerClassName="benefits-pager"
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(`coupons.empty.${status}`)}
            data-testid="coupon-empty"
          />
        }
      >
        {(rows, busy) => (
          <ul className="coupon-list__cards" aria-busy={busy}>
            {rows.map((coupon) => (
              <CouponCard key={coupon.couponId} coupon={coupon} />
            ))}
          </ul>
        )}
      </PanelList>
    </section>
  );
}
