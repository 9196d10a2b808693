import { authEndpoints, type EndpointBodyIn } from '@mall/contracts';
import { request } from '../../../lib/http';

export type AccountLoginBody = EndpointBodyIn<typeof authEndpoints.login>;
export type SmsLoginBody = EndpointBodyIn<typeof authEndpoints.loginSms>;

/** The captcha of an account login: the image captcha's token and, when asked for, the slider's verification. */
export interface LoginCaptcha {
  token: string;
  valid?: string;
}

/**
 * Account login; resolves with a one-time ticket with `ticket: true` (what the pages ask for). Without it
 * the server starts the session as an HttpOnly cookie and a page gets an empty string. The captcha goes in
 * the spec's headers `captcha-token` and `captcha-valid` (§7), not in the body.
 */
export function loginWithPassword(
  body: Omit<AccountLoginBody, 'captchaToken' | 'captchaVerification'>,
  captcha: LoginCaptcha,
): Promise<string> {
  return request(authEndpoints.login, { body, captcha });
}

export function loginWithSms(body: SmsLoginBody): Promise<string> {
  return request(authEndpoints.loginSms, { body });
}

/** Every SMS send carries a slider just solved, in the spec's `captcha-valid` header (§7). */
export function sendLoginCode(mobile: string, captchaVerification: string): Promise<null> {
  return request(authEndpoints.sendLoginCode, { body: { mobile }, captcha: { valid: captchaVerification } });
}

/** Exchanges a one-time ticket (tkn_account, QR) for a session: the server sets its HttpOnly cookie. */
export function exchangeTicket(ticket: string): Promise<string> {
  return request(authEndpoints.ticketLogin, { body: { ticket } });
}

const exchanges = new Map<string, Promise<string>>();

/**
 * The same exchange for the same ticket: React's strict mode runs effects twice, and a ticket is
 * refused on its second use.
 */
export function exchangeTicketOnce(ticket: string): Promise<string> {
  let exchange = exchanges.get(ticket);
  if (!exchange) {
    exchange = exchangeTicket(ticket);
    exchanges.set(ticket, exchange);
  }
  return exchange;
}
