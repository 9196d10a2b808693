import { permissionCodes, quantityProblem } from '@mall/contracts';
import { Alert, Button, Input, Result } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { useWithheld } from '../../components/permission';
import { QuantityStepper, useQuantityProblemText } from '../../components/quantity-stepper';
import { SafeImage } from '../../components/safe-image';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { submitPointsOrder } from '../../features/checkout/api/submit-order';
import { useSubmitOnce } from '../../features/checkout/hooks/use-submit-once';
import { useAccountInfo } from '../../features/payments/api/get-account-info';
import { usePointsDetail } from '../../features/points-mall/api/get-points-detail';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { useAppStore } from '../../lib/app-store';
import { useSearchParams } from '../../lib/search-params';
// Sections and totals look like order filling's; points like the order pages'.
import { readsOnly } from '../route-handle';
import '../../features/checkout/components/checkout.css';
import '../../features/orders/components/orders.css';
import { AddressSection, BuyingPage, BuyingSection } from '../layouts/buying-page';

/** Most points goods one order may take (the contract's limit). */
const maxQuantity = 999;

function goodsIdOf(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/** Nothing of a visitor's order is shown on the server; the address's parameter is read all the same. */
export const serverData = readsOnly('id');

/**
 * Points order filling (/mall/fillorder/integral?id=): one points good, quantity, address and remark;
 * the points are spent when the order is placed (not enough points: a clear message, nothing happens).
 */
export default function FillOrderPointsPage() {
  const { t } = useTranslation('buying');
  const { t: tMain } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const prefix = useMallPrefix();
  const hasToken = useAppStore((state) => state.hasToken);
  const id = goodsIdOf(params.get('id'));
  const goods = usePointsDetail(hasToken ? id : undefined);
  const account = useAccountInfo(hasToken);
  const addresses = useAddresses(hasToken);
  const problemText = useQuantityProblemText();
  const [quantity, setQuantity] = useState('1');
  const [addressId, setAddressId] = useState<number>();
  const [remark, setRemark] = useState('');
  const { submit, submitting } = useSubmitOnce();
  const remarkId = useId();
  // A points order is an order: an account without order:create is told so instead of the form.
  const withheld = useWithheld([permissionCodes.orderCreate]);

  const loginText = t('checkout.loginFirst');
  if (withheld) {
    return (
      <BuyingPage
        loginText={loginText}
        stateTestId="points-order-no-permission"
        state={
          <Result
            status="warning"
            subTitle={tMain('common.permission.orderCreate')}
            extra={<LinkButton to={paths.pointsMall.href()}>{t('points.backToMall')}</LinkButton>}
          />
        }
      />
    );
  }
  if (id === undefined || goods.isError) {
    return (
      <BuyingPage
        loginText={loginText}
        state={
          <Result
            status="404"
            title={t('points.notFound')}
            extra={<LinkButton to={paths.pointsMall.href()}>{t('points.backToMall')}</LinkButton>}
          />
        }
      />
    );
  }
  const item = goods.data;
  if (!item) {
    return <BuyingPage loginText={loginText} state={<Skeleton active paragraph={{ rows: 8 }} />} />;
  }

  const stock = String(Math.min(item.stock, maxQuantity));
  const rules = { decimals: 0, minOrder: '1', step: '1', stock, unit: '' };
  const problem = problemText(quantityProblem(quantity, rules), rules);
  const count = problem ? 0 : Number(quantity);
  const need = item.points * count;
  const have = account.data?.points;
  const short = have !== undefined && need > have;
  const chosen =
    addressId ?? addresses.data?.find((a) => a.isDefault)?.addressId ?? addresses.data?.[0]?.addressId;

  const onSubmit = async () => {
    if (!chosen || problem || short) return;
    try {
      const result = await submit((idempotencyKey) =>
        submitPointsOrder({
          goodsId: item.id,
          quantity: count,
          addressId: chosen,
          remark: remark.trim(),
          idempotencyKey,
        }),
      );
      if (result) {
        navigate(paths.orderSuccess.href({ orderNumbers: result.orderNumber }, prefix), { replace: true });
      }
    } catch {
      // Not enough points or stock: the toast says which; the balance is asked again.
      void account.refetch();
    }
  };

  return (
    <BuyingPage loginText={loginText} testId="fill-order-points" title={t('points.title')}>
      <AddressSection selectedId={chosen} onSelect={setAddressId} />
      <BuyingSection title={t('checkout.goodsTitle')} className="points-goods">
        <div className="points-goods__row">
          <SafeImage className="points-goods__image" src={item.imageUrl} alt={item.name} />
          <div className="points-goods__name">{item.name}</div>
          <div>{t('orders.points', { value: item.points })}</div>
          <QuantityStepper
            value={quantity}
            rules={rules}
            error={problem}
            onCommit={setQuantity}
            label={t('page.quantityOf', { name: item.name })}
            decreaseLabel={t('page.decrease')}
            increaseLabel={t('page.increase')}
          />
        </div>
        <div className="points-goods__remark">
          <label htmlFor={remarkId}>{t('checkout.remark')}</label>
          <Input
            id={remarkId}
            value={remark}
            maxLength={200}
            onChange={(event) => setRemark(event.target.value)}
          />
        </div>
      </BuyingSection>
      <section className="checkout-summary points-summary" data-testid="points-summary">
        {short && <Alert type="warning" showIcon message={t('points.notEnough', { need, have })} />}
        <div className="checkout-summary__bottom">
          <div className="checkout-summary__to">
            {have !== undefined && <span>{t('points.balance', { count: have })}</span>}
            {addresses.data && !chosen && (
              <span className="checkout-summary__warn">{t('checkout.noAddress')}</span>
            )}
          </div>
          <div className="checkout-summary__pay">
            <span>{t('points.need')}</span>
            <strong className="order-points order-points--default" data-testid="points-need">
              {t('orders.points', { value: need })}
            </strong>
            <Button
              type="primary"
              size="large"
              className="checkout-summary__submit"
              loading={submitting}
              disabled={!chosen || Boolean(problem) || short || submitting}
              onClick={() => void onSubmit()}
              data-testid="points-submit"
            >
              {t('points.submit')}
            </Button>
          </div>
        </div>
      </section>
    </BuyingPage>
  );
}
