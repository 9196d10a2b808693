import type { DemandDetail } from '@mall/contracts';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price';
import { deadlineState } from '../utils/deadline';
import { DeadlineTag } from './deadline-tag';
import './demand-hall.css';
import { useDateText } from '../../../hooks/use-date-text';
import { useUnitNameFor } from '../../../hooks/use-unit-label';
import { langProps } from '../../../lib/content-lang';

export interface DemandDetailViewProps {
  demand: DemandDetail;
  /** Opens a chat with the buyer (the page decides about sign-in). */
  onContact: () => void;
  /** A link to products of the demand's class, when it has one. */
  classLink?: ReactNode;
}

/** One purchase demand in full: the figures a supplier quotes on, then the buyer's description. */
export function DemandDetailView({ demand, onContact, classLink }: DemandDetailViewProps) {
  const { t } = useTranslation('halls');
  const dates = useDateText();
  const unitNameFor = useUnitNameFor();
  const { t: tc } = useTranslation();
  const ended = deadlineState(demand.deadline, demand.status).ended;
  const facts: [string, ReactNode, string?][] = [
    [
      t('demand.columns.quantity'),
      <>
        <strong>{demand.quantity}</strong> {unitNameFor(demand.quantity, demand.unit)}
      </>,
      'demand-detail-quantity',
    ],
    [
      t('demand.columns.budget'),
      <Price key="budget" value={demand.budget} fallback={tc('common.price.negotiable')} />,
    ],
    [
      t('demand.columns.deadline'),
      <span key="deadline" className="demand-detail__deadline">
        <time dateTime={demand.deadline}>{dates.day(demand.deadline)}</time>
        <DeadlineTag deadline={demand.deadline} status={demand.status} />
      </span>,
    ],
    [t('demand.columns.region'), demand.areaName || '--'],
    [t('demand.detail.buyer'), demand.custName || '--', 'demand-detail-buyer'],
    [t('demand.detail.class'), classLink ?? (demand.className || '--')],
    [
      t('demand.detail.published'),
      <time key="published" dateTime={demand.createTime}>
        {dates.day(demand.createTime)}
      </time>,
    ],
    [t('demand.columns.quotes'), t('demand.quoteCount', { count: demand.quoteCount })],
  ];
  return (
    <article className="demand-detail" data-testid="demand-detail">
      <header className="demand-detail__head">
        <h1 {...langProps(demand.contentLang)}>{demand.title}</h1>
        <span className={`demand-detail__state${ended ? ' is-ended' : ''}`}>
          {ended ? t('demand.ended') : t('demand.open')}
        </span>
      </header>
      <dl className="demand-detail__facts">
        {facts.map(([label, value, testId]) => (
          <div key={label} className="demand-detail__fact">
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="demand-detail__section" aria-label={t('demand.detail.description')}>
        <h2>{t('demand.detail.description')}</h2>
        {/* Buyer text is shown as text: line breaks kept, never parsed as HTML. */}
        {demand.description ? (
          <p className="demand-detail__description" {...langProps(demand.contentLang)}>
            {demand.description}
          </p>
        ) : (
          <p className="demand-detail__description">{t('demand.detail.noDescription')}</p>
        )}
      </section>
      <footer className="demand-detail__actions">
        <Button type="primary" size="large" onClick={onContact} disabled={ended}>
          {t('demand.detail.contact')}
        </Button>
        {ended && <span className="demand-detail__hint">{t('demand.detail.endedHint')}</span>}
      </footer>
    </article>
  );
}
