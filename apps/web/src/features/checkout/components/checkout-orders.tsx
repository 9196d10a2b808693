import type { CheckoutOrder, DeliveryType, DicItem } from '@mall/contracts';
import { Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderLines } from '../../../components/order-lines';
import { Price } from '../../../components/price';
import { dicOptions } from '../api/get-checkout-dics';
import type { ModuleSwitches } from '../api/get-order-module-switches';
import './checkout.css';
import { langProps } from '../../../lib/content-lang';

/** What the buyer chooses for one shop's order. */
export interface ShopChoice {
  deliveryType: DeliveryType;
  /** A discount method's code; undefined: none. */
  discountCode?: string;
  remark: string;
}

export const defaultShopChoice: ShopChoice = { deliveryType: 'express', remark: '' };

const remarkMax = 200;

const deliveryTypes = ['express', 'pickup'] as const;

export interface CheckoutOrdersProps {
  orders: CheckoutOrder[];
  choices: Record<number, ShopChoice>;
  onChange(shopId: number, choice: ShopChoice): void;
  /** What each order module's config calls decided (shipping line, discount methods offered). */
  switches: Map<string, ModuleSwitches>;
  /** The delivery_type dictionary: the delivery options' labels and order. */
  deliveryDic: DicItem[] | undefined;
}

/**
 * The orders a submit will create, one per shop (spec §4 order types): lines, delivery, discount method
 * (when the shop's order module offers them), remark, and the shop's amounts as the server computed them.
 * Whether the shipping line shows and which discount methods are offered is what the module's config
 * calls say (spec §7); the server computes the amounts from the same switches.
 */
export function CheckoutOrders({ orders, choices, onChange, switches, deliveryDic }: CheckoutOrdersProps) {
  const { t } = useTranslation('buying');
  const deliveryOptions = dicOptions(deliveryDic, deliveryTypes, (type) =>
    t(`checkout.deliveryType.${type}`),
  );
  return (
    <div className="checkout-orders">
      {orders.map((order) => {
        // No choice yet: the delivery the server started the order with (the platform default).
        const choice = choices[order.shopId] ?? { ...defaultShopChoice, deliveryType: order.deliveryType };
        const change = (patch: Partial<ShopChoice>) => onChange(order.shopId, { ...choice, ...patch });
        const decided = switches.get(order.moduleCode);
        const discountMethods = (decided?.discountMethods ?? []).map((method) => {
          const described = order.discountMethods.find((d) => d.code === method.configCode);
          return {
            value: method.configCode,
            label: described ? `${described.name}（${described.description}）` : method.showName,
          };
        });
        return (
          <section
            key={`${order.shopId}-${order.orderType}`}
            className="checkout-order"
            aria-label={order.shopName}
            data-testid="checkout-order"
            data-module={order.moduleCode}
            // "decided" once the module's config calls answered: what is shown below follows them.
            data-switches={decided ? 'decided' : 'loading'}
          >
            <header className="checkout-order__head">
              <strong {...langProps(order.shopContentLang)}>{order.shopName}</strong>
            </header>
            <OrderLines
              variant="compact"
              rowTestId="checkout-line"
              lines={order.lines.map((line) => ({
                key: `${line.productId}-${line.styleId ?? 0}`,
                name: line.productName,
                imageUrl: line.imageUrl,
                styleName: line.styleName,
                contentLang: line.contentLang,
                model: line.model,
                price: <Price value={line.price} size="small" />,
                quantity: line.quantity,
                unit: line.unit,
                amount: <Price value={line.amount} size="small" />,
              }))}
            />
            <div className="checkout-order__choices">
              <div className="checkout-order__choice">
                <span className="checkout-order__label">{t('checkout.delivery')}</span>
                <Radio.Group
                  value={choice.deliveryType}
                  onChange={(event) => change({ deliveryType: event.target.value as DeliveryType })}
                  optionType="button"
                  size="small"
                  options={deliveryOptions}
                  aria-label={t('checkout.delivery')}
                />
              </div>
              {discountMethods.length > 0 && (
                <div className="checkout-order__choice">
                  <span className="checkout-order__label">{t('checkout.discount')}</span>
                  <Select
                    size="small"
                    className="checkout-order__discount"
                    value={choice.discountCode ?? ''}
                    onChange={(value: string) => change({ discountCode: value || undefined })}
                    aria-label={t('checkout.discount')}
                    options={[{ value: '', label: t('checkout.noDiscount') }, ...discountMethods]}
                  />
                </div>
              )}
              <div className="checkout-order__choice checkout-order__choice--remark">
                <span className="checkout-order__label">{t('checkout.remark')}</span>
                <Input
                  size="small"
                  value={choice.remark}
                  maxLength={remarkMax}
                  placeholder={t('checkout.remarkPlaceholder')}
                  aria-label={t('checkout.remarkOf', { name: order.shopName })}
                  onChange={(event) => change({ remark: event.target.value })}
                />
              </div>
            </div>
            <footer className="checkout-order__amounts" data-testid="checkout-order-amounts">
              <span>
                {t('checkout.goods')} <Price value={order.goodsAmount} size="small" />
              </span>
              {decided?.shippingEnabled && (
                <span data-testid="checkout-order-shipping">
                  {t('checkout.shipping')} <Price value={order.shippingFee} size="small" />
                </span>
              )}
              {order.discountAmount !== '0.00' && (
                <span>
                  {t('checkout.discountAmount')} -<Price value={order.discountAmount} size="small" />
                </span>
              )}
              <span className="checkout-order__pay">
                {t('checkout.shopPay')} <Price value={order.payAmount} />
              </span>
            </footer>
          </section>
        );
      })}
    </div>
  );
}
