import { authEndpoints, type Centre } from '@mall/contracts';
import { request } from '../../../lib/http';

/** Centres of an account before sign-in (spec §6): none means "not registered yet". */
export function getCentreList(accountName: string): Promise<Centre[]> {
  return request(authEndpoints.centreList, { query: { accountName } });
}
