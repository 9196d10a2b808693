import { Input, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceChoice, InvoiceType } from '../utils/invoice';

export interface InvoiceSectionProps {
  value: InvoiceChoice;
  onChange(value: InvoiceChoice): void;
  /** Which field to mark after a refused submit. */
  problem: 'title' | 'taxNo' | null;
}

/** Invoice choice (shown when OPEN_TAX_CODE or OPEN_TAX_RATE is enabled): none, normal or VAT special. */
export function InvoiceSection({ value, onChange, problem }: InvoiceSectionProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const taxNoId = useId();
  return (
    <div className="checkout-invoice" data-testid="checkout-invoice">
      <Radio.Group
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.target.value as InvoiceType })}
        aria-label={t('checkout.invoice')}
        options={[
          { value: 'none', label: t('checkout.invoiceType.none') },
          { value: 'normal', label: t('checkout.invoiceType.normal') },
          { value: 'vat', label: t('checkout.invoiceType.vat') },
        ]}
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
    </div>
  );
}
