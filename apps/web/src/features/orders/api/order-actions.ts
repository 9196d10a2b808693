import { orderEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

export function cancelOrder(orderNumber: string, reason = '') {
  return request(orderEndpoints.cancel, { body: { orderNumber, reason } });
}

export function confirmReceipt(orderNumber: string) {
  return request(orderEndpoints.confirmReceipt, { body: { orderNumber } });
}

/** Adds the order's lines to the cart (selected alone); answers the cart count and the lines skipped. */
export function buyAgain(orderNumber: string) {
  return request(orderEndpoints.buyAgain, { body: { orderNumber } });
}
