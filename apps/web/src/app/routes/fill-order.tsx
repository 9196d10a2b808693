import { type CheckoutInput, ErrorCode, permissionCodes } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Result } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { usePermission, useWithheld } from '../../components/permission';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { invalidateCart } from '../../features/cart/api/get-cart';
import { refreshCartCount } from '../../features/cart/api/get-cart-count';
import { useCheckoutDefaults } from '../../features/checkout/api/get-checkout-defaults';
import { getCheckoutDicsQueryOptions, useCheckoutDics } from '../../features/checkout/api/get-checkout-dics';
import { useOrderModuleSwitches } from '../../features/checkout/api/get-order-module-switches';
import { getTaxSwitchesQueryOptions, useTaxSwitches } from '../../features/checkout/api/get-tax-switches';
import { usePreviewOrder } from '../../features/checkout/api/preview-order';
import { submitOrder } from '../../features/checkout/api/submit-order';
import { CheckoutOrders, type ShopChoice } from '../../features/checkout/components/checkout-orders';
import { CheckoutSummary } from '../../features/checkout/components/checkout-summary';
import { InvoiceSection } from '../../features/checkout/components/invoice-section';
import { useSubmitOnce } from '../../features/checkout/hooks/use-submit-once';
import { buyNowLineOf } from '../../features/checkout/utils/buy-now';
import {
  type InvoiceChoice,
  invoiceInput,
  invoiceProblem,
  noInvoice,
} from '../../features/checkout/utils/invoice';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { isApiError } from '../../lib/api-error';
import { useAppStore } from '../../lib/app-store';
import { i18n } from '../../lib/i18n';
import { useSearchParams } from '../../lib/search-params';
import { AddressSection, BuyingPage, BuyingSection, RetryResult } from '../layouts/buying-page';
import type { ServerData } from '../route-handle';

/**
 * What a visitor's order page shows before signing in: the tax switches and the form's options (in the
 * render's language); the bought-now line's parameters are read as the page reads them.
 */
export const serverData: ServerData = (search) => {
  buyNowLineOf(search);
  return [getTaxSwitchesQueryOptions(), getCheckoutDicsQueryOptions(i18n.language)];
};

/**
 * Order filling ({prefix}/fillorder/normal from the cart's selection, {prefix}/fillorder/buynow for one
 * line in the address): address, per-shop delivery, discount and remark, invoice, and the totals of the
 * server's preview. Submitting creates one order per shop, once, then shows the order numbers to pay.
 */
export default function FillOrderPage() {
  const { t, i18n } = useTranslation('buying');
  const { t: tMain } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const prefix = useMallPrefix();
  const queryClient = useQueryClient();
  const hasToken = useAppStore((state) => state.hasToken);
  const buyNow = paths.fillOrderBuyNow.patterns.includes(pathname);
  const line = buyNow ? buyNowLineOf(params) : undefined;

  const [addressId, setAddressId] = useState<number>();
  const [choices, setChoices] = useState<Record<number, ShopChoice>>({});
  // null until the buyer touches it: the buyer's defaults (type, last title and taxpayer number) meanwhile.
  const [touchedInvoice, setInvoice] = useState<InvoiceChoice | null>(null);
  const [showInvoiceProblem, setShowInvoiceProblem] = useState(false);
  const { submit, submitting } = useSubmitOnce();
  // Filling an order is placing one: an account without order:create is told so, and nothing is previewed
  // (not even while its codes are on their way, which the server would refuse).
  const withheld = useWithheld([permissionCodes.orderCreate]);
  const mayOrder = usePermission([permissionCodes.orderCreate]);

  // Remarks do not change amounts: they are sent with the submit only, not on every keystroke.
  const input = useMemo<CheckoutInput | undefined>(() => {
    if (!hasToken || !mayOrder || (buyNow && !line)) return undefined;
    return {
      source: buyNow ? 'buynow' : 'cart',
      lines: line ? [line] : undefined,
      addressId,
      shops: Object.entries(choices).map(([shopId, choice]) => ({
        shopId: Number(shopId),
        deliveryType: choice.deliveryType,
        discountCode: choice.discountCode,
      })),
    };
  }, [hasToken, mayOrder, buyNow, line, addressId, choices]);
  const preview = usePreviewOrder(input);
  // Spec §7: the page's own config calls decide the invoice part, the shipping lines and the discount
  // methods offered; the server's preview computes the amounts from the same switches.
  const tax = useTaxSwitches();
  const switches = useOrderModuleSwitches(preview.data?.orders.map((order) => order.moduleCode) ?? []);
  const dics = useCheckoutDics(i18n.language);
  const defaults = useCheckoutDefaults(hasToken);
  const invoice: InvoiceChoice =
    touchedInvoice ??
    (defaults.data
      ? { type: defaults.data.invoiceType, title: defaults.data.invoiceTitle, taxNo: defaults.data.taxNo }
      : noInvoice);
  // An account whose role lacks the invoice code orders without one (the server refuses it too, spec §6).
  const mayRequestInvoice = usePermission([permissionCodes.invoiceApply]);
  const invoiceEnabled = mayRequestInvoice && Boolean(tax.data && (tax.data.code || tax.data.rate));

  const backToCart = (
    <LinkButton type="primary" to={paths.cart.href(undefined, prefix)}>
      {t('checkout.backToCart')}
    </LinkButton>
  );
  const loginText = t('checkout.loginFirst');
  if (withheld) {
    return (
      <BuyingPage
        loginText={loginText}
        stateTestId="checkout-no-permission"
        state={
          <Result status="warning" subTitle={tMain('common.permission.orderCreate')} extra={backToCart} />
        }
      />
    );
  }
  if (buyNow && !line) {
    return (
      <BuyingPage
        loginText={loginText}
        state={<Result status="warning" title={t('checkout.badLine')} extra={backToCart} />}
      />
    );
  }
  if (preview.isError && !preview.data) {
    const refused = isApiError(preview.error) && preview.error.kind === 'business';
    return (
      <BuyingPage
        loginText={loginText}
        stateTestId="checkout-refused"
        state={
          <RetryResult
            title={refused ? preview.error.message : undefined}
            onRetry={() => void preview.refetch()}
            extra={backToCart}
          />
        }
      />
    );
  }
  const data = preview.data;
  const chosenAddressId = addressId ?? data?.address?.addressId;
  const problem = invoiceEnabled ? invoiceProblem(invoice) : null;
  const showShipping = Boolean(data?.orders.some((order) => switches.get(order.moduleCode)?.shippingEnabled));
  const showDiscount = Boolean(
    data?.orders.some((order) => (switches.get(order.moduleCode)?.discountMethods.length ?? 0) > 0),
  );

  const onSubmit = async () => {
    if (!data?.address) return;
    if (problem) {
      setShowInvoiceProblem(true);
      return;
    }
    const shops = data.orders.map((order) => {
      const choice = choices[order.shopId];
      return {
        shopId: order.shopId,
        deliveryType: choice?.deliveryType ?? order.deliveryType,
        discountCode: choice?.discountCode,
        remark: choice?.remark.trim() ?? '',
      };
    });
    try {
      const result = await submit((idempotencyKey) =>
        submitOrder({
          source: input?.source ?? 'cart',
          lines: input?.lines,
          addressId: data.address!.addressId,
          shops,
          invoice: invoiceEnabled ? invoiceInput(invoice) : undefined,
          idempotencyKey,
          payAmount: data.payAmount,
        }),
      );
      if (!result) return;
      void invalidateCart(queryClient);
      void refreshCartCount(queryClient);
      // Replace: going back must not land on a page that would order again.
      navigate(paths.orderSuccess.href({ orderNumbers: result.orderNumbers.join(',') }, prefix), {
        replace: true,
      });
    } catch (error) {
      // Prices, stock or shipping changed (the toast said so): show the new totals to confirm.
      if (isApiError(error) && error.code === ErrorCode.CONFLICT) void preview.refetch();
    }
  };

  return (
    <BuyingPage
      loginText={loginText}
      className="fill-order"
      testId="fill-order"
      title={buyNow ? t('checkout.titleBuyNow') : t('checkout.title')}
    >
      <AddressSection selectedId={chosenAddressId} onSelect={setAddressId} manageLink />

      <BuyingSection title={t('checkout.goodsTitle')}>
        {data ? (
          <CheckoutOrders
            orders={data.orders}
            choices={choices}
            onChange={(shopId, choice) => setChoices((all) => ({ ...all, [shopId]: choice }))}
            switches={switches}
            deliveryDic={dics.data?.delivery_type}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} />
        )}
      </BuyingSection>

      {data && tax.data && invoiceEnabled && (
        <BuyingSection title={t('checkout.invoice')}>
          <InvoiceSection
            value={invoice}
            onChange={(value) => {
              setInvoice(value);
              setShowInvoiceProblem(false);
            }}
            problem={showInvoiceProblem ? problem : null}
            tax={tax.data}
            orders={data.orders}
            typeDic={dics.data?.invoice_type}
          />
        </BuyingSection>
      )}

      {data && (
        <CheckoutSummary
          preview={data}
          updating={preview.isFetching}
          submitting={submitting}
          showShipping={showShipping}
          showDiscount={showDiscount}
          onSubmit={() => void onSubmit()}
        />
      )}
    </BuyingPage>
  );
}
