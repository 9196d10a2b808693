import type { FinanceApplication, FinanceProduct, FinanceStatus } from '@mall/contracts';
import { Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencySign } from '../../../components/price';
import { QueryState } from '../../../components/query-state';
import { useDateText } from '../../../hooks/use-date-text';
import { useTableScrollY } from '../../../hooks/use-table-scroll-y';
import { useAppStore } from '../../../lib/app-store';
import { useFinanceProducts, useMyFinanceApplications } from '../api/finance';
import { formatYuan } from '../utils/form-rules';
import { FinanceApplyDialog } from './finance-apply-dialog';
import { MerchantLogin } from './merchant-login';

const statusColor: Record<FinanceStatus, string> = {
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
};

/**
 * /mall/financialservice: the financial products on offer as cards, an application form per product
 * (visitors get the login dialog instead) and the signed-in user's own applications with their status.
 */
export function FinancialService() {
  const { t } = useTranslation('merchant');
  const hasToken = useAppStore((state) => state.hasToken);
  const userInfo = useAppStore((state) => state.userInfo);
  const openLogin = useAppStore((state) => state.setLoginDialogOpen);
  const products = useFinanceProducts();
  const [applying, setApplying] = useState<FinanceProduct | null>(null);

  const apply = (product: FinanceProduct) => (hasToken ? setApplying(product) : openLogin(true));

  return (
    <div className="merchant-page" data-testid="financial-service">
      <header className="merchant-hero merchant-hero--finance">
        <h1>{t('finance.title')}</h1>
        <p>{t('finance.subtitle')}</p>
      </header>
      <QueryState query={products} isEmpty={(rows) => rows.length === 0} emptyText={t('finance.empty')}>
        {(rows) => (
          <ul className="finance-products">
            {rows.map((product) => (
              <ProductCard key={product.productId} product={product} onApply={() => apply(product)} />
            ))}
          </ul>
        )}
      </QueryState>
      <section className="merchant-card" aria-labelledby="finance-mine">
        <h2 id="finance-mine" className="merchant-section-title">
          {t('finance.mine.title')}
        </h2>
        {hasToken ? <MyApplications /> : <MerchantLogin text={t('login.financeHint')} />}
      </section>
      <FinanceApplyDialog
        product={applying}
        defaults={{
          companyName: userInfo?.custName ?? '',
          contactName: userInfo?.contactName ?? '',
          mobile: userInfo?.mobile ?? '',
        }}
        onClose={() => setApplying(null)}
      />
    </div>
  );
}

function ProductCard({ product, onApply }: { product: FinanceProduct; onApply(): void }) {
  const { t, i18n } = useTranslation('merchant');
  const sign = useCurrencySign();
  const yuan = (value: string) => formatYuan(value, i18n.language, sign);
  return (
    <li className="finance-product" data-testid="finance-product" aria-labelledby={`finance-${product.code}`}>
      <h2 id={`finance-${product.code}`}>{product.name}</h2>
      <p className="finance-product__institution">
        {t('finance.institution')}：{product.institution}
      </p>
      <p className="finance-product__summary">{product.summary}</p>
      <dl className="finance-product__facts">
        <div>
          <dt>{t('finance.rate')}</dt>
          <dd className="finance-product__rate">
            {t('finance.rateValue', { min: product.rateMin, max: product.rateMax })}
          </dd>
        </div>
        <div>
          <dt>{t('finance.term')}</dt>
          <dd>
            {/* The list reads as its last term: "3 / 6 / 12 months", a lone "1 month". */}
            {t('finance.termValue', {
              terms: product.termMonths.join(' / '),
              count: product.termMonths.at(-1) ?? 0,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('finance.limit')}</dt>
          <dd>{t('finance.limitValue', { min: yuan(product.minAmount), max: yuan(product.maxAmount) })}</dd>
        </div>
      </dl>
      <ul className="finance-product__features">
        {product.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Button type="primary" block onClick={onApply} aria-describedby={`finance-${product.code}`}>
        {t('finance.apply')}
      </Button>
    </li>
  );
}

function MyApplications() {
  const { t, i18n } = useTranslation('merchant');
  const { dateTime } = useDateText();
  const [page, setPage] = useState(1);
  const sign = useCurrencySign();
  const mine = useMyFinanceApplications(page, true);
  const scrollY = useTableScrollY();
  return (
    <QueryState query={mine} emptyText={t('finance.mine.empty')} compact>
      {(data) => (
        <Table<FinanceApplication>
          rowKey="applicationId"
          size="middle"
          dataSource={data.rows}
          data-testid="finance-mine"
          scroll={{ y: scrollY }}
          pagination={
            data.total > 10 ? { current: page, pageSize: 10, total: data.total, onChange: setPage } : false
          }
          columns={[
            { title: t('finance.mine.product'), dataIndex: 'productName' },
            {
              title: t('finance.mine.amount'),
              dataIndex: 'amount',
              render: (amount: string) => formatYuan(amount, i18n.language, sign),
            },
            {
              title: t('finance.mine.term'),
              dataIndex: 'termMonths',
              render: (months: number) => t('finance.form.termOption', { count: months }),
            },
            {
              title: t('finance.mine.time'),
              dataIndex: 'createTime',
              render: (time: string) => dateTime(time),
            },
            {
              title: t('finance.mine.status'),
              dataIndex: 'status',
              render: (status: FinanceStatus, row) => (
                <>
                  <Tag color={statusColor[status]}>{t(`finance.mine.statuses.${status}`)}</Tag>
                  {row.reviewNote && <div className="merchant-muted">{row.reviewNote}</div>}
                </>
              ),
            },
          ]}
        />
      )}
    </QueryState>
  );
}
