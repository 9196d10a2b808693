import { authEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

/** The server's RSA key for the `sec` field (SPKI PEM). Fetched for each sign-in: it may rotate. */
export function getPublicKey(): Promise<string> {
  return request(authEndpoints.publicKey);
}
