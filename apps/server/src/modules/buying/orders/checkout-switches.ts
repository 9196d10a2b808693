import {
  centsToYuan,
  type DeliveryType,
  type DiscountMethod,
  deliveryTypeSchema,
  ErrorCode,
  hasPermission,
  type Invoice,
  type Locale,
  orderTypeModules,
  orderTypes,
  permissionCodes,
} from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import { translate } from '../../../lib/translate';
import type { Session } from '../../account';
import type { SystemService } from '../../system';
import { checkoutDefaultCodes } from './checkout-defaults.service';
import type { OrderInvoice } from './order.repository';
import { type DiscountRule, parseDiscountRule } from './pricing';

/** The order modules a storefront checkout can create (spec §4 mapping of types 4 and 3). */
const checkoutModules = [orderTypeModules[orderTypes.normal]!, orderTypeModules[orderTypes.supply]!];

export interface CheckoutConfig {
  invoiceEnabled: boolean;
  /** ORDER_DELIVERY_TYPE of the platform defaults: a shop the buyer made no choice for. */
  deliveryType: DeliveryType;
  shipping: Map<string, boolean>;
  discounts: Map<string, DiscountRule[]>;
}

/** Switches of spec §7: invoice (OPEN_TAX_CODE/RATE), shipping and discount methods per order module. */
export async function loadCheckoutConfig(system: SystemService, locale: Locale): Promise<CheckoutConfig> {
  const [tax, params, defaults] = await Promise.all([
    system.getConfigMap('system_configuration', ['OPEN_TAX_CODE', 'OPEN_TAX_RATE'], locale),
    system.getParams(checkoutModules.map((m) => `${m}@DISCOUNT_METHOD`)),
    system.getDefaultConfigs([checkoutDefaultCodes.deliveryType], locale),
  ]);
  const shipping = new Map<string, boolean>();
  const discounts = new Map<string, DiscountRule[]>();
  for (const moduleCode of checkoutModules) {
    const map = await system.getConfigMap(moduleCode, ['SHIPPING_COST_ENABLED'], locale);
    shipping.set(moduleCode, map.SHIPPING_COST_ENABLED?.enableFlag === 1);
    if (params[`${moduleCode}@DISCOUNT_METHOD`] !== '1') continue;
    const items = await system.listTypeConfig(moduleCode, 'DISCOUNT_METHOD', true, locale);
    discounts.set(
      moduleCode,
      items.flatMap((i) => parseDiscountRule(i.configCode, i.showName, i.remark) ?? []),
    );
  }
  return {
    invoiceEnabled: Object.values(tax).some((item) => item.enableFlag === 1),
    deliveryType: deliveryTypeSchema.safeParse(defaults[0]?.value.trim()).data ?? 'express',
    shipping,
    discounts,
  };
}

/** A discount method as the checkout offers it, described in the buyer's language. */
export function describeDiscount(rule: DiscountRule, locale: Locale): DiscountMethod {
  const description =
    rule.type === 'reduce'
      ? translate(locale, 'order.discount.reduce', {
          over: centsToYuan(rule.overCents),
          minus: centsToYuan(rule.minusCents),
        })
      : translate(locale, 'order.discount.percent', { rate: rule.percent / 10, off: 100 - rule.percent });
  return { code: rule.code, name: rule.name, description };
}

/** The invoice the buyer asked for, checked against the switch, their permissions and its own fields. */
export function checkoutInvoice(
  session: Session,
  invoice: { type: Invoice['type']; title: string; taxNo: string } | undefined,
  config: CheckoutConfig,
): OrderInvoice {
  if (!invoice || invoice.type === 'none') return { type: 'none', title: '', taxNo: '' };
  // Spec §6: asking for an invoice is an action of its own; an employee's role may not hold it.
  if (!hasPermission(session.permissions, [permissionCodes.invoiceApply]))
    throw new AppError(ErrorCode.FORBIDDEN, 'error.noPermission');
  if (!config.invoiceEnabled) throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.invoiceDisabled');
  if (!invoice.title) throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.invoiceTitle');
  if (invoice.type === 'vat' && !invoice.taxNo)
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.invoiceTaxNo');
  return { type: invoice.type, title: invoice.title, taxNo: invoice.taxNo };
}
