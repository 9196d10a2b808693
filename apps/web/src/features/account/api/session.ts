import { authEndpoints } from '@mall/contracts';
import { request } from '../../../lib/http';

/** Ends the session server-side; callers clear the cookie whatever happens (spec §4). */
export function logout() {
  return request(authEndpoints.logout);
}

/** Switches the identity centre; resolves with the new session token (the old one is ended). */
export function toggleCentre(subsysCode: string) {
  return request(authEndpoints.toggleCentre, { body: { subsysCode } });
}

/** Leaves impersonation; resolves with a token of the original account. */
export function backToOriginal() {
  return request(authEndpoints.backToOriginal, { body: {} });
}

/** A one-time ticket for the procurement-system link. */
export function getSsoToken() {
  return request(authEndpoints.ssoToken);
}
