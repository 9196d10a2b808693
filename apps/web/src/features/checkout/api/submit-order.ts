import { type EndpointBodyIn, orderEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

export type SubmitOrderInput = EndpointBodyIn<typeof orderEndpoints.submit>;
export type SubmitIntegralInput = EndpointBodyIn<typeof orderEndpoints.submitIntegral>;

/** Places the orders of the preview; the idempotency key makes a repeated submit answer the first result. */
export function submitOrder(input: SubmitOrderInput) {
  return request(orderEndpoints.submit, { body: input });
}

/** A points order: spends the points and is paid at once. */
export function submitIntegralOrder(input: SubmitIntegralInput) {
  return request(orderEndpoints.submitIntegral, { body: input });
}
