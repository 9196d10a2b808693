import {
  type GatewayPay,
  type GatewayProvider,
  type Payment,
  paymentEndpoints,
  type SandboxQr,
} from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { endpointKey } from '../../../lib/query-client';

/** Pays from the virtual account after the 6-digit payment password (a wrong one: 40105). */
export function payByAccount(orderNumbers: string[], payPassword: string): Promise<Payment> {
  return request(paymentEndpoints.payByAccount, { body: { orderNumbers, payPassword } });
}

/** Starts a sandbox QR payment: the QR code's link pays the orders when opened. */
export function createSandboxQr(orderNumbers: string[]): Promise<SandboxQr> {
  return request(paymentEndpoints.createSandboxQr, { body: { orderNumbers } });
}

export function getPayment(payNo: string, signal?: AbortSignal): Promise<Payment> {
  return request(paymentEndpoints.queryPayment, { query: { payNo }, signal });
}

export function getPaymentQueryOptions(payNo: string) {
  return queryOptions({
    queryKey: endpointKey(paymentEndpoints.queryPayment, { payNo }),
    queryFn: ({ signal }) => getPayment(payNo, signal),
  });
}

/** One payment (pay success page); `pollMs` asks again until it is paid (the QR code's dialog). */
export function usePayment(payNo: string | undefined, pollMs?: number) {
  return useQuery({
    ...getPaymentQueryOptions(payNo ?? ''),
    enabled: Boolean(payNo),
    refetchInterval: (query) => (pollMs && query.state.data?.status === 'pending' ? pollMs : false),
  });
}

/** Starts a payment at a gateway: a QR code to draw (qr) or the gateway's page to open (h5). */
export function createGatewayPay(
  orderNumbers: string[],
  provider: GatewayProvider,
  channel: 'qr' | 'h5',
): Promise<GatewayPay> {
  return request(paymentEndpoints.createGatewayPay, { body: { orderNumbers, provider, channel } });
}

/** Asks the gateway about a pending payment (the return page, "I have paid") and answers it as recorded. */
export function syncPayment(payNo: string): Promise<Payment> {
  return request(paymentEndpoints.syncPayment, { body: { payNo } });
}
