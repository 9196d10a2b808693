import { authEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

/** Whether this address + account must solve the slider before signing in. */
export function getSliderRequired(authid: string): Promise<boolean> {
  return request(authEndpoints.sliderRequired, { query: { authid } });
}
