import {
  type DeliveryType,
  deliveryTypeSchema,
  type Invoice,
  invoiceTypeSchema,
  type Locale,
  type MemberDefaultConfig,
} from '@mall/contracts';
import type { Session } from '../../account';
import type { AccountService } from '../../account/account.service';
import type { SystemService } from '../../system/system.service';
import type { OrderRepository } from './order.repository';

/** Platform default codes an order filling starts with (/basebiz/defaultconfig/getlistbymulcode). */
export const checkoutDefaultCodes = {
  invoiceType: 'ORDER_INVOICE_TYPE',
  deliveryType: 'ORDER_DELIVERY_TYPE',
};

/**
 * The signed-in buyer's order-filling defaults (/member/basebiz/configitem/defaultconfig): the platform's
 * invoice type and delivery, and the buyer's own invoice title and taxpayer number, taken from the
 * buyer's last invoice so a repeat buyer does not type them again. Only the buyer's own orders are read.
 */
export class CheckoutDefaultsService {
  constructor(
    private readonly repo: OrderRepository,
    private readonly system: SystemService,
    private readonly account: AccountService,
  ) {}

  async get(session: Session, locale: Locale): Promise<MemberDefaultConfig> {
    const [defaults, user, lastInvoice, lastVat] = await Promise.all([
      this.system.getDefaultConfigs(Object.values(checkoutDefaultCodes), locale),
      this.account.getUserInfo(session),
      this.repo.lastInvoice(session.custId),
      this.repo.lastInvoice(session.custId, 'vat'),
    ]);
    const value = (code: string) => defaults.find((d) => d.code === code)?.value.trim();
    // A default an operator mistyped falls back to the safe choice instead of breaking the page.
    const invoiceType: Invoice['type'] =
      invoiceTypeSchema.safeParse(value(checkoutDefaultCodes.invoiceType)).data ?? 'none';
    const deliveryType: DeliveryType =
      deliveryTypeSchema.safeParse(value(checkoutDefaultCodes.deliveryType)).data ?? 'express';
    const ownName = user.userClass === 1 ? user.custName : user.contactName || user.custName;
    return {
      invoiceType,
      invoiceTitle: lastInvoice?.title || ownName,
      taxNo: lastVat?.taxNo ?? '',
      deliveryType,
    };
  }
}
