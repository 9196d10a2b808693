import { z } from 'zod';
import { centreSchema } from './account.contracts';
import { zSubsys, zToken } from './auth-fields';
import {
  captchaImageSchema,
  listedBuyerSchema,
  loginBodySchema,
  loginResultSchema,
  menuItemSchema,
  qrCreateSchema,
  qrStateSchema,
  sessionTokenSchema,
  sliderCaptchaSchema,
  ssoIdentitySchema,
} from './auth-schemas';
import { defineEndpoint } from './endpoint';
import { zMobile, zSmsCode } from './validation/zod-rules';

/**
 * Sign-on, sessions, profile and payment password (spec §7 "Account and session").
 * Where the spec says a path is "not shown", the path chosen here is named in the summary.
 */

export const authEndpoints = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/auth/publickey',
    summary: 'RSA public key (SPKI PEM) for the `sec` password field (path chosen here; spec: not shown)',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    result: z.string(),
  }),
  captchaImage: defineEndpoint({
    method: 'GET',
    path: '/auth/captcha/img',
    summary: 'Image captcha: token (valid 185 s) and a data: URL of a PNG with 4 characters',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    result: captchaImageSchema,
  }),
  sliderRequired: defineEndpoint({
    method: 'GET',
    path: '/auth/captcha/bitcaptcha',
    summary: 'true when this address + account must solve the slider captcha before signing in',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    query: z.object({ authid: z.string().max(32).optional() }),
    result: z.boolean(),
  }),
  sliderGet: defineEndpoint({
    method: 'POST',
    path: '/auth/captcha/get',
    summary:
      'Block-puzzle slider captcha; the answer is the x position of the piece (±5 px). ext is {repCode, repData}',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    body: z.object({
      captchaType: z.literal('blockPuzzle'),
      clientUid: z.string().max(128).optional(),
      ts: z.number().int().optional(),
    }),
    result: sliderCaptchaSchema,
  }),
  sliderCheck: defineEndpoint({
    method: 'POST',
    path: '/auth/captcha/check',
    summary:
      'Checks a slider answer {x}; ext is a one-use captchaVerification for /auth/login (path chosen here)',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    body: z.object({
      token: zToken,
      /** JSON text {"x": 123, "y": 5} as in the usual block-puzzle clients, or a plain number. */
      pointJson: z.union([z.string().max(200), z.number()]),
    }),
    result: z.object({ captchaVerification: z.string() }),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary:
      'Account login: mobile + RSA `sec` + image captcha; ext is the token (or a ticket with ticket: true). The captcha token and the slider verification may come in the headers `captcha-token` and `captcha-valid` instead of the body (equal when both are sent; otherwise 40101)',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    body: loginBodySchema,
    result: loginResultSchema,
  }),
  loginSms: defineEndpoint({
    method: 'POST',
    path: '/auth/loginsms',
    summary:
      'SMS login with the code from /user/viewmember/verifyloginsendcode; ext is the token (or a ticket)',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    body: z.object({
      authid: zMobile,
      smsCode: zSmsCode,
      subsysCode: zSubsys.optional(),
      ticket: z.boolean().optional(),
    }),
    result: loginResultSchema,
  }),
  ticketLogin: defineEndpoint({
    method: 'POST',
    path: '/auth/nlogin',
    summary:
      'Exchanges a one-time sign-in ticket (tkn_account of /auth/login or /auth/loginsms with ticket: true, or ' +
      'of a confirmed QR code; ≤ 60 s) for a session (cookie, and token for API clients). A ticket handed to a ' +
      'web page is exchanged only by that browser (its sign-in nonce cookie), one handed to an API client only ' +
      'by an API client (40104 otherwise); a ticket of getssotoken is not exchanged here (checkssotoken)',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    body: z.object({ ticket: zToken }),
    result: sessionTokenSchema,
  }),
  ssoToken: defineEndpoint({
    method: 'POST',
    path: '/auth/getssotoken',
    summary:
      'A one-time ticket (≤ 60 s) for the procurement-system link, appended as tkn_account; only ' +
      '/auth/checkssotoken takes it, and only while the session that asked for it lasts',
    tag: 'auth',
    auth: true,
    kind: 'ext',
    result: z.string(),
  }),
  ssoTicketCheck: defineEndpoint({
    method: 'POST',
    path: '/auth/checkssotoken',
    summary:
      'For the procurement system (URL_SRM_DOMAIN), server to server (path chosen here): takes a ticket of ' +
      'getssotoken once and answers whose it is, with the account acting for that user when it came from an ' +
      'impersonation. Starts no session here; an unknown, used, expired or other ticket is 40104',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    body: z.object({ ticket: zToken }),
    result: ssoIdentitySchema,
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: '/auth/loginout',
    summary: 'Ends the session server-side and clears the session cookie; harmless without one',
    tag: 'auth',
    auth: false,
    changesState: true,
    kind: 'ext',
    result: z.null(),
  }),
  qrCreate: defineEndpoint({
    method: 'POST',
    path: '/auth/qr/create',
    summary:
      'QR login request (path chosen here): qrId, the confirm URL to encode (id in the #fragment), expiry (120 s)',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    result: qrCreateSchema,
  }),
  qrState: defineEndpoint({
    // POST so the polling secret never appears in a URL (and so never in access logs).
    method: 'POST',
    path: '/auth/qr/state',
    summary:
      'QR login state for polling (path chosen here), with the pollKey of /auth/qr/create; confirmed carries a ' +
      'one-time ticket once. A wrong pollKey gets the answer of an unknown code (expired).',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    body: z.object({ qrId: zToken, pollKey: zToken }),
    result: qrStateSchema,
  }),
  qrScan: defineEndpoint({
    method: 'POST',
    path: '/auth/qr/scan',
    summary: 'The signed-in phone opened the confirm page: state becomes scanned (path chosen here)',
    tag: 'auth',
    auth: true,
    kind: 'ext',
    body: z.object({ qrId: zToken }),
    result: z.null(),
  }),
  qrConfirm: defineEndpoint({
    method: 'POST',
    path: '/auth/qr/confirm',
    summary: "The signed-in phone confirms the computer's sign-in with its own account (path chosen here)",
    tag: 'auth',
    auth: true,
    kind: 'ext',
    body: z.object({ qrId: zToken }),
    result: z.null(),
  }),
  centreList: defineEndpoint({
    method: 'GET',
    path: '/sys/account/getaccountcenterlist',
    summary:
      'Centres of an account before sign-in, so that several can be chosen from (spec §6); a number without an ' +
      'account, or without a centre, is answered the centres a new account gets (the buyer centre), like a ' +
      'registered one-centre buyer. Rate-limited per address',
    tag: 'auth',
    auth: false,
    kind: 'ext',
    query: z.object({ accountName: z.string().min(1).max(32) }),
    result: z.array(centreSchema),
  }),
  myCentres: defineEndpoint({
    method: 'GET',
    path: '/member/sys/account/getaccountcenterlist',
    summary: "The signed-in user's centres",
    tag: 'auth',
    auth: true,
    kind: 'ext',
    result: z.array(centreSchema),
  }),
  toggleLogin: defineEndpoint({
    method: 'GET',
    path: '/member/user/userinfo/toggleLogin',
    summary: 'Current centre and the centres the user may switch to',
    tag: 'auth',
    auth: true,
    kind: 'ext',
    result: z.object({ subsysCode: z.string(), centres: z.array(centreSchema) }),
  }),
  toggleCentre: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/togglecentre',
    summary:
      'Switch identity centre (path chosen here): ends this session, ext is a new token for that centre',
    tag: 'auth',
    auth: true,
    kind: 'ext',
    body: z.object({ subsysCode: zSubsys }),
    result: sessionTokenSchema,
  }),
  myBuyers: defineEndpoint({
    method: 'GET',
    path: '/member/auth/mybuyers',
    summary:
      "The buyers of the caller's customer list that it may act for (path chosen here); 40300 for a session " +
      'that may not act for others (docs/sign-on.md "Acting for a buyer")',
    tag: 'auth',
    auth: true,
    kind: 'ext',
    result: z.array(listedBuyerSchema),
  }),
  impersonate: defineEndpoint({
    method: 'POST',
    path: '/member/auth/mybuyerslogin',
    summary:
      'Buyer login by phone: a seller-side session holding every permission (a main account) may act as a ' +
      "buyer (custCategory 0) on its own customer's customer list; ends that session (backtooriginal returns)",
    tag: 'auth',
    auth: true,
    kind: 'ext',
    body: z.object({ authid: zMobile }),
    result: z.object({ token: sessionTokenSchema, oldUser: z.boolean() }),
  }),
  backToOriginal: defineEndpoint({
    method: 'POST',
    path: '/member/auth/backtooriginal',
    summary: 'Return from impersonation to the original account (path chosen here); ext is its new token',
    tag: 'auth',
    auth: true,
    kind: 'ext',
    body: z.object({ authid: z.string().max(32).optional() }).optional(),
    result: sessionTokenSchema,
  }),
  menus: defineEndpoint({
    method: 'GET',
    path: '/authen/sys/menu/mylist',
    summary: 'Menus of the current centre (routes under /user) and permission codes',
    tag: 'auth',
    auth: true,
    kind: 'ext',
    result: z.object({ menus: z.array(menuItemSchema), permi: z.array(z.string()) }),
  }),
  sendLoginCode: defineEndpoint({
    method: 'POST',
    path: '/user/viewmember/verifyloginsendcode',
    summary:
      'Sends the SMS login code (60 s between sends; limits per number and address). A number without an ' +
      'account gets the same answers, the waits and limits included, and no SMS',
    tag: 'auth',
    auth: false,
    slider: true,
    kind: 'ext',
    body: z.object({ mobile: zMobile, bizId: z.string().max(64).optional() }),
    result: z.null(),
  }),
};
