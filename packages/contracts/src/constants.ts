import { centreCodes } from './permissions';

/** Business constants and limits of spec §9, shared by the server and the web app. */
export const limits = {
  quickPhraseMax: 400,
  quickPhraseCount: 10,
  folderNameMax: 30,
  feedbackMax: 100,
  galleryImageMaxBytes: 10 * 1024 * 1024,
  galleryImageTypes: '.gif,.jpg,.jpeg,.png',
  pageSize: 10,
  firstPage: 1,
  maxPageSize: 100,
  chatOrderPageSize: 20,
  httpTimeoutMs: 300_000,
  smsCountdownSeconds: 60,
  smsCodeLength: 6,
  mobileLength: 11,
  passwordMin: 6,
  passwordMax: 20,
  payPasswordLength: 6,
  captchaValidityMs: 185_000,
  heartbeatMs: 50_000,
  reconnectDelayMs: 10_000,
  toastSeconds: 5,
  geolocationTimeoutMs: 1000,
  identityReloadDelayMs: 300,
  ticketFailRedirectMs: 1500,
  debounceMs: 500,
  classMenuChildren: 3,
  payDialogAmount: 90,
  /**
   * Hours an order may stay unpaid (the spec names no figure; a company buyer's payment often waits for an
   * approval, so a day rather than a shop's 30 minutes). After it the order can no longer be paid.
   */
  orderPayHours: 24,
  chatListMaxHeight: 670,
  pageWidth: 1210,
  backTopOffset: 60,
  footerQrLeftBelowColumns: 5,
  searchHistoryMax: 10,
  /** Tables scroll inside max(350, app height − 250) px (spec §9). */
  tableMinHeight: 350,
  tableHeightOffset: 250,
} as const;

export const defaultSort = { column: 'createTime', order: 'desc' } as const;

/** Search scope of the header search box (spec §2 screen 1). */
export const searchScopes = { mall: 1, procurement: 2, shop: 3 } as const;
export type SearchScope = (typeof searchScopes)[keyof typeof searchScopes];

/** Product type codes. */
export const productTypes = { supply: 3, normal: 4 } as const;

/** The buyer centre: its personal centre stays in the storefront. */
export const buyerCentreCode = centreCodes.buyer;
/** Customer id of the platform admin, the target of service chat. */
export const platformAdminCustId = 1;

/** Order type to module mapping (spec §4). */
export const orderTypeModules: Record<number, string> = {
  1: 'order_set',
  2: 'order_procure',
  3: 'order_supply',
  4: 'order_set',
  5: 'order_set',
  11: 'order_commoditie',
  13: 'order_combination',
};
export const defaultOrderType = 4;

/** Local storage and cookie keys (spec §3). */
export const storageKeys = {
  location: 'mall_cityIds',
  searchHistory: 'MallHomeSearchKeys',
  /** The session cookie: set by the server, HttpOnly, so no script on the page can read it. */
  token: 'X-Access-Token',
  /**
   * Set and cleared by the server together with the session cookie, readable by the page: "signed in" for
   * the interface (spec §6 decides logged-in state by a token), never the token itself.
   */
  signedIn: 'mall_signed_in',
  rememberedAccount: 'mall_remember_account',
} as const;

/** Request headers the web client sends (spec §7). */
export const headerNames = {
  token: 'X-Access-Token',
  caTk: 'ca-tk',
  platformId: 'platformId',
  lesseeHome: 'Lessee-Home',
  captchaValid: 'captcha-valid',
  captchaToken: 'captcha-token',
} as const;
