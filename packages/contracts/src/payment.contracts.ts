import { z } from 'zod';
import { moneySchema } from './catalog.contracts';
import { defineEndpoint } from './endpoint';
import { permissionCodes } from './permissions';

/**
 * Payment of orders (spec §2 `fillorder/ordersuccess` → pay dialog (screen 10) → `/mall/fillorder/paysuccess`,
 * screen 8 payment password). Payment providers are an interface on the server; two are built in:
 * - `virtual`: the buyer's virtual account balance, after the 6-digit payment password (set under the
 *   personal centre; a wrong one is 40105 and the dialog clears the input).
 * - `sandbox_qr`: a sandbox QR code; opening its confirm link (what scanning with a phone would do) marks
 *   the orders paid. The dialog polls `querypayment` (and its "already paid" button asks once).
 * - `alipay`, `wechat`: the payment gateways switched on by the server's PAYMENT_GATEWAYS. Desktop gets a QR
 *   code to scan (Alipay precreate or page pay, WeChat Native), phones the gateway's own page (Alipay wap,
 *   WeChat H5) that returns to `/mall/fillorder/payreturn?payNo=`. The orders are paid by the gateway's
 *   signed notification, or when `syncpayment` (the return page, "already paid") finds the trade paid.
 * Several unpaid orders of one submit (one per shop) are paid together. Only the buyer's own unpaid
 * orders can be paid; anything else answers 40400 (not theirs / missing) or 40900 (not unpaid any more).
 */

export const paymentProviderSchema = z.enum(['virtual', 'sandbox_qr', 'alipay', 'wechat']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const paymentStatusSchema = z.enum(['pending', 'paid', 'expired']);

const orderNumbersSchema = z
  .array(
    z
      .string()
      .trim()
      .regex(/^\d{8,32}$/, 'validation.digits'),
  )
  .min(1)
  .max(50);

/** What the order-success page and the pay dialog show before paying. */
export const payInfoSchema = z.object({
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      shopName: z.string(),
      payAmount: moneySchema,
      status: z.string(),
    }),
  ),
  /** Sum of the unpaid orders: the amount the pay dialog shows. */
  amount: moneySchema,
  /** ISO time after which these orders can no longer be paid (the earliest of theirs); '' when none is unpaid. */
  payDeadline: z.string(),
  /** Balance of the buyer's virtual account. */
  balance: moneySchema,
  /** Whether the payment password is set (else the virtual account can not pay yet). */
  hasPayPassword: z.boolean(),
  providers: z.array(paymentProviderSchema),
});
export type PayInfo = z.infer<typeof payInfoSchema>;

/** A payment and the pay-success data of `/mall/fillorder/paysuccess`. */
export const paymentSchema = z.object({
  payNo: z.string(),
  provider: paymentProviderSchema,
  status: paymentStatusSchema,
  amount: moneySchema,
  /** ISO time; '' until paid. */
  paidTime: z.string(),
  orders: z.array(z.object({ orderNumber: z.string(), shopName: z.string(), payAmount: moneySchema })),
});
export type Payment = z.infer<typeof paymentSchema>;

export const sandboxQrSchema = paymentSchema.extend({
  /**
   * Absolute link that confirms the payment when opened: the QR code's content (draw it with the web
   * app's QR component); opening it on a phone or in another tab is the sandbox's stand-in for paying.
   */
  confirmUrl: z.string(),
  /** ISO time after which the QR code no longer pays. */
  expireTime: z.string(),
});
export type SandboxQr = z.infer<typeof sandboxQrSchema>;

export const gatewayProviderSchema = z.enum(['alipay', 'wechat']);
export type GatewayProvider = z.infer<typeof gatewayProviderSchema>;

export const gatewayPaySchema = paymentSchema.extend({
  /** Content of the QR code to draw ('' when the gateway's page is opened instead). */
  qrCode: z.string(),
  /** The gateway's page to open in this tab ('' when a QR code is drawn). */
  redirectUrl: z.string(),
  /** ISO time after which the trade is closed at the gateway. */
  expireTime: z.string(),
});
export type GatewayPay = z.infer<typeof gatewayPaySchema>;

export const accountInfoSchema = z.object({
  /** Virtual account balance (yuan). */
  balance: moneySchema,
  /** Points for the points mall. */
  points: z.number().int(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

const payNoSchema = z
  .string()
  .trim()
  .regex(/^P\d{8,32}$/);

export const paymentEndpoints = {
  accountInfo: defineEndpoint({
    method: 'GET',
    path: '/member/pay/virtualaccount/queryaccountinfo',
    summary: 'The buyer’s virtual account balance and points',
    tag: 'payment',
    auth: true,
    kind: 'ext',
    result: accountInfoSchema,
  }),
  payInfo: defineEndpoint({
    method: 'GET',
    path: '/member/pay/payment/querypayinfo',
    summary:
      'Orders to pay (comma-separated orderNumbers of one submit) with the amount due, the balance, whether ' +
      'a payment password is set and the providers; 40400 when one is not the buyer’s',
    tag: 'payment',
    auth: true,
    kind: 'ext',
    query: z.object({
      orderNumbers: z
        .string()
        .max(2000)
        .transform((s) =>
          s
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        )
        .pipe(orderNumbersSchema),
    }),
    result: payInfoSchema,
  }),
  payByAccount: defineEndpoint({
    method: 'POST',
    path: '/member/pay/virtualaccount/payorder',
    summary:
      'Pays unpaid orders from the virtual account after the payment password (40105 when wrong, with the ' +
      'same growing delay as verifyaccountpaypassword); not enough balance is 40000 and nothing changes. ' +
      'Answers the paid payment (pay-success data).',
    tag: 'payment',
    auth: true,
    permissions: [permissionCodes.orderPay],
    kind: 'ext',
    body: z
      .object({
        orderNumbers: orderNumbersSchema,
        payPassword: z.string().regex(/^\d{6}$/, 'validation.digits'),
      })
      .strict(),
    result: paymentSchema,
  }),
  createSandboxQr: defineEndpoint({
    method: 'POST',
    path: '/member/pay/sandbox/createqrpay',
    summary:
      'Starts a sandbox QR payment of unpaid orders: answers the payment (pending), the confirm link to show ' +
      'as a QR code and its expiry (15 minutes). The orders are paid when the link is opened.',
    tag: 'payment',
    auth: true,
    permissions: [permissionCodes.orderPay],
    kind: 'ext',
    body: z.object({ orderNumbers: orderNumbersSchema }).strict(),
    result: sandboxQrSchema,
  }),
  createGatewayPay: defineEndpoint({
    method: 'POST',
    path: '/member/pay/gateway/create',
    summary:
      'Starts a payment of unpaid orders at a configured gateway (alipay, wechat): channel qr answers the ' +
      'QR code content to draw (desktop), h5 the gateway page to open (phones). The orders are paid when ' +
      'the gateway notifies us or syncpayment finds the trade paid. 40300 when the gateway is not configured.',
    tag: 'payment',
    auth: true,
    permissions: [permissionCodes.orderPay],
    kind: 'ext',
    body: z
      .object({
        orderNumbers: orderNumbersSchema,
        provider: gatewayProviderSchema,
        channel: z.enum(['qr', 'h5']),
      })
      .strict(),
    result: gatewayPaySchema,
  }),
  syncPayment: defineEndpoint({
    method: 'POST',
    path: '/member/pay/gateway/syncpayment',
    summary:
      'Asks the gateway about one of the buyer’s pending gateway payments and records what it says (paid, ' +
      'or closed once expired); answers the payment. The return page and "already paid" call it.',
    tag: 'payment',
    auth: true,
    kind: 'ext',
    body: z.object({ payNo: payNoSchema }).strict(),
    result: paymentSchema,
  }),
  queryPayment: defineEndpoint({
    method: 'GET',
    path: '/member/pay/payment/querypayment',
    summary:
      'One of the buyer’s payments by payNo: status pending/paid/expired and, once paid, the pay-success ' +
      'data (amount, time, orders). Polled by the pay dialog; 40400 for another buyer’s payment.',
    tag: 'payment',
    auth: true,
    kind: 'ext',
    query: z.object({ payNo: payNoSchema }),
    result: paymentSchema,
  }),
  sandboxConfirm: defineEndpoint({
    method: 'GET',
    path: '/pay/sandbox/confirm',
    summary:
      'The sandbox QR code’s link (no session: it stands in for the payer’s phone): marks the payment and ' +
      'its orders paid once; answers the payment. Browsers opening it get a small page instead of JSON.',
    tag: 'payment',
    auth: false,
    kind: 'ext',
    query: z.object({ payNo: payNoSchema, token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) }),
    result: paymentSchema,
  }),
};
