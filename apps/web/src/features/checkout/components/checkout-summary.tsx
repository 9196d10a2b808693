import type { CheckoutPreview } from '@mall/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CapitalAmount } from '../../../components/capital-amount';
import { Price } from '../../../components/price';

export interface CheckoutSummaryProps {
  preview: CheckoutPreview;
  /** The preview is being asked again (a choice changed): the totals shown are about to change. */
  updating: boolean;
  submitting: boolean;
  /** A shipping row: some order's module has SHIPPING_COST_ENABLED on. */
  showShipping: boolean;
  /** A discount row: some order's module offers discount methods. */
  showDiscount: boolean;
  onSubmit(): void;
}

/** The totals of every order (the server's), where it goes, and the one submit button. */
export function CheckoutSummary({
  preview,
  updating,
  submitting,
  showShipping,
  showDiscount,
  onSubmit,
}: CheckoutSummaryProps) {
  const { t } = useTranslation('buying');
  const address = preview.address;
  return (
    <section className="checkout-summary" aria-label={t('checkout.summary')} data-testid="checkout-summary">
      <dl className="checkout-summary__amounts">
        <div>
          <dt>{t('checkout.goodsCount', { count: preview.lineCount })}</dt>
          <dd>
            <Price value={preview.goodsAmount} size="small" />
          </dd>
        </div>
        {showShipping && (
          <div data-testid="checkout-summary-shipping">
            <dt>{t('checkout.shipping')}</dt>
            <dd>
              <Price value={preview.shippingFee} size="small" />
            </dd>
          </div>
        )}
        {(showDiscount || preview.discountAmount !== '0.00') && (
          <div data-testid="checkout-summary-discount">
            <dt>{t('checkout.discountAmount')}</dt>
            <dd>
              -<Price value={preview.discountAmount} size="small" />
            </dd>
          </div>
        )}
      </dl>
      <div className="checkout-summary__bottom">
        <div className="checkout-summary__to">
          {address ? (
            <>
              <span>{t('checkout.sendTo', { address: address.fullAddress })}</span>
              <span>{t('checkout.receiver', { name: address.consignee, mobile: address.mobile })}</span>
            </>
          ) : (
            <span className="checkout-summary__warn">{t('checkout.noAddress')}</span>
          )}
        </div>
        <div className="checkout-summary__pay">
          <span>{t('checkout.payable')}</span>
          <span data-testid="checkout-pay-amount" aria-busy={updating}>
            <Price value={preview.payAmount} size="large" />
          </span>
          <CapitalAmount value={preview.payAmount} className="checkout-summary__capital" />
          <Button
            type="primary"
            size="large"
            className="checkout-summary__submit"
            loading={submitting}
            disabled={submitting || updating || !address}
            onClick={onSubmit}
            data-testid="checkout-submit"
          >
            {t('checkout.submit')}
          </Button>
        </div>
      </div>
    </section>
  );
}
