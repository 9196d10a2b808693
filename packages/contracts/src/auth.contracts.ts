import { z } from 'zod';
import { centreSchema } from './account.contracts';
import { defineEndpoint } from './endpoint';
import { permissionCodes } from './permissions';
import { zEmail, zMobile, zSmsCode } from './validation/zod-rules';

/**
 * Sign-on, sessions, profile and payment password (spec §7 "Account and session").
 * Where the spec says a path is "not shown", the path chosen here is named in the summary.
 */

// `sec` is RSA-OAEP(SHA-256) of the password with the key of /auth/publickey, base64, URL-encoded twice.
// 2048-bit RSA gives 344 base64 characters; double URL-encoding can triple that.
const zSec = z.string().min(1).max(2048);
const zToken = z.string().min(1).max(128);
const zSubsys = z.string().min(1).max(64);
const zPayPassword = z.string().regex(/^\d{6}$/, 'validation.digits');

/** The avatar a user uploads (modifypersonalimage). */
export const avatarLimits = {
  /** Bytes of the picture. */
  maxBytes: 2 * 1024 * 1024,
};

export const captchaImageSchema = z.object({ token: z.string(), url: z.string() });
export const sliderCaptchaSchema = z.object({
  repCode: z.string(),
  repData: z.object({
    token: z.string(),
    /** Background with the hole, PNG base64 (no data: prefix), 310 x 155. */
    originalImageBase64: z.string(),
    /** The piece, PNG base64 with transparency, 47 x 47; drawn at (x, y) of the background. */
    jigsawImageBase64: z.string(),
    y: z.number().int(),
  }),
});

/**
 * Every sign-in (password, SMS, ticket, centre switch, impersonation and back) starts the session as an
 * HttpOnly cookie set by the server. `ext` carries the token too, for API clients that send it back in
 * `X-Access-Token`; a web page's request (it carries `Sec-Fetch-Site` or `Origin`) gets an empty string
 * instead, so no script on the page ever holds the token.
 */
export const sessionTokenSchema = z
  .string()
  .describe('The session token for API clients; empty for a web page (the session is its HttpOnly cookie)');

export const loginResultSchema = z
  .string()
  .describe(
    'A one-time ticket when `ticket: true`; otherwise the session token (empty for a web page, whose session is its HttpOnly cookie)',
  );

export const qrCreateSchema = z.object({
  qrId: z.string(),
  /**
   * The secret of the browser that asked for the code: the poll needs it. The QR code shows only `qrId`
   * (in `confirmUrl`), so whoever sees or photographs the code cannot collect the sign-in.
   */
  pollKey: z.string(),
  confirmUrl: z.string(),
  expiresAt: z.string(),
});
export const qrStateSchema = z.object({
  state: z.enum(['pending', 'scanned', 'confirmed', 'expired', 'used']),
  /** Present once, with state confirmed: exchange it through /auth/nlogin within 60 s. */
  ticket: z.string().nullable(),
});

/** Whose a procurement-system ticket is (checkssotoken). */
const ssoPersonSchema = z.object({
  userId: z.number().int(),
  mobile: z.string(),
  userName: z.string(),
  custId: z.number().int(),
  custName: z.string(),
});
export const ssoIdentitySchema = ssoPersonSchema.extend({
  subsysCode: z.string(),
  /** The account acting for this user (impersonation, spec "oldUser"); null when the user itself signed in. */
  original: ssoPersonSchema.nullable(),
});
export type SsoIdentity = z.infer<typeof ssoIdentitySchema>;

/** A buyer of the caller's customer list (mybuyers). */
export const listedBuyerSchema = z.object({
  /** The buyer's login mobile: the `authid` of mybuyerslogin. */
  authid: z.string(),
  custName: z.string(),
  contactName: z.string(),
  /** 1 company, 2 person. */
  userClass: z.number().int(),
});
export type ListedBuyer = z.infer<typeof listedBuyerSchema>;

export interface MenuItem {
  id: number;
  pid: number;
  url: string;
  name: string;
  icon: string;
  component: string;
  route: string;
  hidden: boolean;
  affix: boolean;
  highlightUrl: string;
  keepAlive: boolean;
  shortcutType: number;
  children: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    url: z.string(),
    name: z.string(),
    icon: z.string(),
    component: z.string(),
    route: z.string(),
    hidden: z.boolean(),
    affix: z.boolean(),
    highlightUrl: z.string(),
    keepAlive: z.boolean(),
    shortcutType: z.number().int(),
    children: z.array(menuItemSchema),
  }),
);

export const loginBodySchema = z.object({
  authid: zMobile,
  sec: zSec,
  code: z.string().min(1).max(8),
  /** Or the `captcha-token` header (spec §7); one of the two is needed, equal when both are sent. */
  captchaToken: zToken.optional(),
  subsysCode: zSubsys.optional(),
  /** Or the `captcha-valid` header (spec §7); equal when both are sent. */
  captchaVerification: zToken.optional(),
  ticket: z.boolean().optional(),
});

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

export const profileEndpoints = {
  modifyInfo: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/modifypersonalinfo',
    summary: "Edits the signed-in user's own profile (never another user's)",
    tag: 'profile',
    auth: true,
    permissions: [permissionCodes.accountEdit],
    kind: 'ext',
    body: z.object({
      contactName: z.string().trim().min(1).max(64),
      mallContactName: z.string().trim().max(64).optional(),
      userName: z.string().trim().min(1).max(64).optional(),
      email: z.union([zEmail, z.literal('')]).optional(),
    }),
    result: z.null(),
  }),
  modifyImage: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/modifypersonalimage',
    summary:
      'Avatar as multipart/form-data, the picture in the field file (PNG, JPEG or GIF by content, ' +
      `≤ ${avatarLimits.maxBytes / 1024 / 1024} MB; no file, a second file or a larger one is 40000); ext is its URL`,
    tag: 'profile',
    auth: true,
    permissions: [permissionCodes.accountEdit],
    kind: 'ext',
    body: z.object({}).strict(),
    upload: {
      field: 'file',
      maxBytes: avatarLimits.maxBytes,
      types: ['image/png', 'image/jpeg', 'image/gif'],
    },
    result: z.string(),
  }),
  sendResetPasswordCode: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/verifyrestpwdsendcode',
    summary: "Sends a code to the signed-in user's mobile for changing the password",
    tag: 'profile',
    auth: true,
    slider: true,
    kind: 'ext',
    result: z.null(),
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/updatepassword',
    summary:
      'Changes the password (path chosen here): `oldSec` is the current password and `sec` the new one, both ' +
      'encrypted like sign-in; an SMS code from verifyrestpwdsendcode is checked too when given. Wrong ' +
      'current passwords meet the growing delay of sign-in. Ends every other session of the user',
    tag: 'profile',
    auth: true,
    kind: 'ext',
    body: z.object({ oldSec: zSec, sec: zSec, smsCode: zSmsCode.optional() }),
    result: z.null(),
  }),
  sendOldMobileCode: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/verifyoldtelsendcode',
    summary: 'Sends a code to the current mobile before changing it',
    tag: 'profile',
    auth: true,
    slider: true,
    kind: 'ext',
    result: z.null(),
  }),
  sendNewMobileCode: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/verifynewtelsendcode',
    summary:
      'Sends a code to the new mobile (path chosen here), whether or not an account has that number: ' +
      'modifymobile says it is taken, once both codes were right',
    tag: 'profile',
    auth: true,
    slider: true,
    kind: 'ext',
    body: z.object({ mobile: zMobile }),
    result: z.null(),
  }),
  updateMobile: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/modifymobile',
    summary:
      "Changes the mobile with the old and the new number's codes (path chosen here); a number another " +
      'account has is refused (40900) after both codes were checked',
    tag: 'profile',
    auth: true,
    kind: 'ext',
    body: z.object({ oldSmsCode: zSmsCode, mobile: zMobile, smsCode: zSmsCode }),
    result: z.null(),
  }),
  payPasswordSet: defineEndpoint({
    method: 'GET',
    path: '/member/pay/virtualaccount/queryaccountpaypassword',
    summary: 'Whether the payment password is set',
    tag: 'profile',
    auth: true,
    kind: 'ext',
    result: z.boolean(),
  }),
  sendPayPasswordCode: defineEndpoint({
    method: 'POST',
    path: '/member/pay/virtualaccount/sendpaypasswordcode',
    summary:
      "Sends a code to the signed-in user's mobile for setting the payment password (path chosen here; " +
      'the same 60-second and hourly limits as every SMS code)',
    tag: 'profile',
    auth: true,
    slider: true,
    permissions: [permissionCodes.payPasswordEdit],
    kind: 'ext',
    result: z.null(),
  }),
  payPasswordAdd: defineEndpoint({
    method: 'POST',
    path: '/member/pay/virtualaccount/addaccountpaypassword',
    summary:
      'Sets the 6-digit payment password (only when none is set: 40900) with the SMS code from ' +
      'sendpaypasswordcode, so a session alone (a borrowed or stolen one) cannot set the password that ' +
      'spends the balance',
    tag: 'profile',
    auth: true,
    permissions: [permissionCodes.payPasswordEdit],
    kind: 'ext',
    body: z.object({ payPassword: zPayPassword, smsCode: zSmsCode }),
    result: z.null(),
  }),
  payPasswordVerify: defineEndpoint({
    method: 'POST',
    path: '/member/pay/virtualaccount/verifyaccountpaypassword',
    summary: 'Checks the payment password (growing delay after 5 wrong tries)',
    tag: 'profile',
    auth: true,
    kind: 'ext',
    body: z.object({ payPassword: zPayPassword }),
    result: z.boolean(),
  }),
  payPasswordUpdate: defineEndpoint({
    method: 'POST',
    path: '/member/pay/virtualaccount/updateaccountpaypassword',
    summary: 'Changes the payment password given the old one',
    tag: 'profile',
    auth: true,
    permissions: [permissionCodes.payPasswordEdit],
    kind: 'ext',
    body: z.object({ oldPayPassword: zPayPassword, payPassword: zPayPassword }),
    result: z.null(),
  }),
};

export const registerEndpoints = {
  usernameExists: defineEndpoint({
    method: 'POST',
    path: '/user/register/usernameexist',
    summary:
      'true when the mobile is already registered, told only to whoever holds the registration code sent to ' +
      'it (registersendsmscode): a wrong code is 40103 and counts as one of its 5 tries; the code is not spent',
    tag: 'register',
    auth: false,
    kind: 'ext',
    body: z.object({ mobile: zMobile, smsCode: zSmsCode }),
    result: z.boolean(),
  }),
  sendRegisterCode: defineEndpoint({
    method: 'POST',
    path: '/user/register/registersendsmscode',
    summary:
      'Sends the registration code; a registered number gets it too (the same answer for every number), and ' +
      'register (or usernameexist) then says it is taken, to the holder of the code only',
    tag: 'register',
    auth: false,
    slider: true,
    kind: 'ext',
    body: z.object({ mobile: zMobile }),
    result: z.null(),
  }),
  saveRecord: defineEndpoint({
    method: 'POST',
    path: '/user/register/saveregisterrecord',
    summary: 'Saves the registration form as a draft; ext is its id',
    tag: 'register',
    auth: false,
    kind: 'ext',
    body: z.object({
      mobile: zMobile,
      custName: z.string().trim().max(128).optional(),
      contactName: z.string().trim().max(64).optional(),
      userClass: z.union([z.literal(1), z.literal(2)]).optional(),
    }),
    result: z.number().int(),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/user/register/register',
    summary:
      'Creates the customer and the user with the buyer centre; `sec` as for login. A registered number is ' +
      'refused (40900) only after its code was right',
    tag: 'register',
    auth: false,
    kind: 'ext',
    body: z.object({
      mobile: zMobile,
      smsCode: zSmsCode,
      sec: zSec,
      contactName: z.string().trim().min(1).max(64),
      /** 1 company (custName required), 2 person. */
      userClass: z.union([z.literal(1), z.literal(2)]),
      custName: z.string().trim().max(128).optional(),
      agree: z.literal(true),
    }),
    result: z.null(),
  }),
  agreement: defineEndpoint({
    method: 'GET',
    path: '/basebiz/agreement/queryAgreementDetail',
    summary: 'Registration agreement (or privacy policy) in the request language',
    tag: 'register',
    auth: false,
    kind: 'ext',
    query: z.object({ agreementType: z.enum(['register', 'privacy']).default('register') }),
    result: z.object({ title: z.string(), content: z.string() }),
  }),
  sendForgetCode: defineEndpoint({
    method: 'POST',
    path: '/user/viewmember/forgerpasssendcode',
    summary:
      'Sends the forgot-password code (mobile in the query, as in the spec). A number without an account gets ' +
      'the same answers, the waits and limits included, and no SMS',
    tag: 'register',
    auth: false,
    slider: true,
    kind: 'ext',
    query: z.object({ mobile: zMobile }),
    result: z.null(),
  }),
  forgetPassword: defineEndpoint({
    method: 'POST',
    path: '/user/viewmember/forgetpassword',
    summary: 'Sets a new password with the SMS code; ends every session of the user',
    tag: 'register',
    auth: false,
    kind: 'ext',
    body: z.object({ mobile: zMobile, smsCode: zSmsCode, sec: zSec }),
    result: z.null(),
  }),
};

/** Registered only when MALL_DEV_OUTBOX=1 (never in production); otherwise these paths answer 40400. */
export const devEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox',
    summary: 'Dev only: recent SMS codes sent to a mobile, newest first',
    tag: 'dev',
    auth: false,
    kind: 'ext',
    query: z.object({ mobile: zMobile }),
    result: z.array(z.object({ code: z.string(), purpose: z.string(), sentAt: z.string() })),
  }),
  captcha: defineEndpoint({
    method: 'GET',
    path: '/dev/captcha',
    summary: "Dev only: a captcha's answer (image text, or the slider's x)",
    tag: 'dev',
    auth: false,
    kind: 'ext',
    query: z.object({ token: zToken }),
    result: z.object({ kind: z.string(), answer: z.string() }),
  }),
};
