import { type EndpointBodyIn, orderEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

export type SubmitOrderInput = EndpointBodyIn<typeof orderEndpoints.submit>;
export type SubmitPointsOrderInput = EndpointBodyIn<typeof orderEndpoints.submitPointsOrder>;

/** Places the orders of the preview; the idempotency key makes a repeated submit answer the first result. */
export function submitOrder(input: SubmitOrderInput) {
  return request(orderEndpoints.submit, { body: input });
}

/** A points order: spends the points and is paid at once. */
export function submitPointsOrder(input: SubmitPointsOrderInput) {
  return request(orderEndpoints.submitPointsOrder, { body: input });
}
