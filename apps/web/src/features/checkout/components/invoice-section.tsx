import type { CheckoutOrder, DicItem } from '@mall/contracts';
import { Input, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dicOptions } from '../api/get-checkout-dics';
import type { TaxSwitches } from '../api/get-tax-switches';
import type { InvoiceChoice, InvoiceType } from '../utils/invoice';

const invoiceTypes = ['none', 'normal', 'vat'] as const;

export interface InvoiceSectionProps {
  value: InvoiceChoice;
  onChange(value: InvoiceChoice): void;
  /** Which field to mark after a refused submit. */
  problem: 'title' | 'taxNo' | null;
  /** OPEN_TAX_CODE / OPEN_TAX_RATE as the config call answered. */
  tax: TaxSwitches;
  /** The orders' lines, for their tax classification codes and rates. */
  orders: CheckoutOrder[];
  /** The invoice_type dictionary: the options' labels and order. */
  typeDic: DicItem[] | undefined;
}

/**
 * Invoice choice (shown when OPEN_TAX_CODE or OPEN_TAX_RATE is enabled): none, normal or VAT special, and
 * the lines as they will be invoiced: tax classification code (OPEN_TAX_CODE) and tax rate (OPEN_TAX_RATE).
 */
export function InvoiceSection({ value, onChange, problem, tax, orders, typeDic }: InvoiceSectionProps) {
  const { t } = useTranslation('buying');
  const titleId = useId();
  const taxNoId = useId();
  const lines = orders.flatMap((order) => order.lines);
  return (
    <div className="checkout-invoice" data-testid="checkout-invoice">
      <Radio.Group
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.target.value as InvoiceType })}
        aria-label={t('checkout.invoice')}
        options={dicOptions(typeDic, invoiceTypes, (type) => t(`checkout.invoiceType.${type}`))}
      />
      {value.type !== 'none' && (
        <div className="checkout-invoice__fields">
          <div className="checkout-invoice__field">
            <label htmlFor={titleId}>{t('checkout.invoiceTitle')}</label>
            <Input
              id={titleId}
              value={value.title}
              maxLength={100}
              status={problem === 'title' ? 'error' : undefined}
              placeholder={t('checkout.invoiceTitlePlaceholder')}
              onChange={(event) => onChange({ ...value, title: event.target.value })}
            />
          </div>
          {value.type === 'vat' && (
            <div className="checkout-invoice__field">
              <label htmlFor={taxNoId}>{t('checkout.invoiceTaxNo')}</label>
              <Input
                id={taxNoId}
                value={value.taxNo}
                maxLength={20}
                status={problem === 'taxNo' ? 'error' : undefined}
                placeholder={t('checkout.invoiceTaxNoPlaceholder')}
                onChange={(event) => onChange({ ...value, taxNo: event.target.value })}
              />
            </div>
          )}
          {problem && (
            <span className="checkout-invoice__error" role="alert">
              {problem === 'title' ? t('checkout.invoiceTitleRequired') : t('checkout.invoiceTaxNoInvalid')}
            </span>
          )}
        </div>
      )}
      {value.type !== 'none' && (tax.code || tax.rate) && (
        <table className="checkout-invoice__lines" data-testid="checkout-tax-lines">
          <caption>{t('checkout.taxLines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('page.columns.product')}</th>
              {tax.code && <th scope="col">{t('checkout.taxCode')}</th>}
              {tax.rate && <th scope="col">{t('checkout.taxRate')}</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.productId}-${line.styleId ?? 0}`} data-testid="checkout-tax-line">
                <td>{line.productName}</td>
                {tax.code && <td data-testid="checkout-tax-code">{line.taxCode || '--'}</td>}
                {tax.rate && (
                  <td data-testid="checkout-tax-rate">
                    {line.taxRate > 0 ? t('checkout.taxRateValue', { rate: line.taxRate }) : '--'}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
