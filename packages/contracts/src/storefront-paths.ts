/**
 * Every route path of the storefront (spec §2 route table) with its href builder, shared by the web (through
 * apps/web/src/config/paths.ts) and the server (sitemap, payment return). Components never write
 * a path as a string literal: they call `paths.x.href(...)`. Paths are relative to the router basename
 * /mallview; `signInHref` and friends leave the SPA.
 */

import { centreCodes } from './permissions';

export const routerBasename = '/mallview';

/** The two storefront templates (MALL_TEMPLATE '3' picks the international one). */
export const mallPrefixes = ['/mall', '/mallIntl'] as const;
export type MallPrefix = (typeof mallPrefixes)[number];
export const defaultMallPrefix: MallPrefix = '/mall';

export function mallPrefixFor(template: string | undefined): MallPrefix {
  return template === '3' ? '/mallIntl' : '/mall';
}

export function isIntlPrefix(prefix: MallPrefix): boolean {
  return prefix === '/mallIntl';
}

/** Menu-tab highlight keys carried in the `lightKey` query value. */
export const lightKeys = {
  home: '/',
  commerce: 'commerce',
  purchase: 'purchase',
  shopList: 'shoplist',
} as const;

type QueryValue = string | number | null | undefined;
type Query = Record<string, QueryValue>;

export function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface FixedPath<Q extends Query = Query> {
  /** Route pattern(s) to register. */
  patterns: readonly string[];
  href(query?: Q): string;
}

export interface PrefixedPath<Q extends Query = Query> {
  patterns: readonly string[];
  /** Builds the href under the active template prefix (default /mall). */
  href(query?: Q, prefix?: MallPrefix): string;
}

function fixed<Q extends Query = Query>(path: string): FixedPath<Q> {
  return { patterns: [path], href: (query) => withQuery(path, query) };
}

/** A route that exists under both templates: {prefix}/sub. */
function prefixed<Q extends Query = Query>(sub: string): PrefixedPath<Q> {
  return {
    patterns: mallPrefixes.map((prefix) => `${prefix}${sub}`),
    href: (query, prefix = defaultMallPrefix) => withQuery(`${prefix}${sub}`, query),
  };
}

interface SearchQuery extends Query {
  searchkey?: string;
  lightKey?: string;
}

export const paths = {
  root: fixed('/'),
  home: prefixed<{ lightKey?: string }>('/home'),
  channel: fixed('/channelPath'),
  scene: fixed('/scene'),
  town: fixed('/mall/town'),

  productList: prefixed<SearchQuery & { classId?: number | string }>('/product'),
  productDetail: prefixed<{ productId: number | string }>('/product/detail'),
  supplyDetail: fixed<{ productId: number | string }>('/mall/product/supplyDetail'),
  demandCenter: fixed<SearchQuery>('/mall/product/demandCenter'),
  supplyCenter: fixed<SearchQuery>('/mall/product/supplyCenter'),
  supplierList: prefixed<SearchQuery & { classId?: number | string }>('/product/supplierList'),
  demandDetail: fixed<{ id?: number | string }>('/mall/product/demandDetail'),
  shopList: fixed<SearchQuery>('/mall/product/shopList'),
  shopDetail: prefixed<{ shopId?: number | string; classId?: number | string }>('/product/shopDetail'),
  brandCenter: fixed('/mallIntl/product/brandCenter'),
  pointsMall: fixed('/mall/product/integralCenter'),
  pointsGoodsDetail: fixed<{ id?: number | string }>('/mall/product/integralDetail'),
  platformCenter: fixed('/mall/product/platformCenter'),
  farmCenter: fixed<{ classId?: number | string; areaName?: string }>('/mall/product/farmCenter'),
  market: fixed<{ state?: string }>('/mall/product/market'),
  marketDetail: fixed<{ id?: number | string }>('/mall/product/market/detail'),

  cart: prefixed('/shopcart'),
  fillOrderNormal: prefixed('/fillorder/normal'),
  /** The one line bought at once travels in the address, so a reload keeps it. */
  fillOrderBuyNow: prefixed<{ productId: number; styleId?: number; quantity: string }>('/fillorder/buynow'),
  /** orderNumbers: the orders of one submit, comma-separated. */
  orderSuccess: prefixed<{ orderNumbers: string }>('/fillorder/ordersuccess'),
  fillOrderPoints: fixed<{ id?: number | string }>('/mall/fillorder/integral'),
  paySuccess: fixed<{ payNo: string }>('/mall/fillorder/paysuccess'),
  /** Where a payment gateway's page (Alipay wap/page, WeChat H5) sends the payer back. */
  payReturn: fixed<{ payNo: string }>('/mall/fillorder/payreturn'),
  quickOrder: fixed('/mall/fillorder/quickorder'),

  todo: fixed('/mall/todo'),
  enter: fixed('/mall/enter'),
  enterNew: fixed('/mall/enterNew'),
  financialService: fixed('/mall/financialservice'),

  news: fixed('/news'),
  newsDetail: fixed<{ id?: number | string }>('/news/newsDetail'),
  newsList: fixed('/news/newsList'),
  bulletinList: fixed('/news/bulletinList'),
  bulletinDetail: fixed<{ id?: number | string }>('/news/bulletinDetail'),
  helpCenter: fixed<{ bottomClassId?: number; bottomMenuId?: number }>('/news/helpcenter'),
  company: fixed<{ id?: number | string }>('/news/company'),
  resource: fixed('/news/resource'),
  resourceDetail: fixed<{ id?: number | string }>('/news/resource/detail'),
  language: fixed('/news/language'),
  /** Chat page (spec §2 screen 5; not in the spec's route table). Query: receiveCustId, productId, orderNumber. */
  chat: fixed<{ receiveCustId?: number; productId?: number; orderNumber?: string }>('/chat'),

  /** A seller's customer list, to act for one of its buyers (docs/sign-on.md; not in the spec's route table). */
  customerList: fixed('/mall/customers'),

  accountInfo: fixed('/user/account/info'),
  // Personal-centre pages of the server's menu list (served by the /user/* route).
  orderList: fixed<{ status?: string }>('/user/order/list'),
  addressBook: fixed('/user/account/address'),
  pointsCentre: fixed('/user/finance/points'),
  coupons: fixed('/user/finance/coupon'),
  orderDetail: {
    patterns: ['/user/order/detail/:orderNumber'],
    href: (orderNumber: string) => `/user/order/detail/${encodeURIComponent(orderNumber)}`,
  },
} as const;

export type PathName = keyof typeof paths;

/** Every route pattern registered under /mallIntl (the {prefix} routes, home and the brand centre). */
const intlPatterns = new Set(
  Object.values(paths).flatMap((path) => path.patterns.filter((pattern) => pattern.startsWith('/mallIntl/'))),
);

/**
 * The template an address asks for by its prefix: every /mallIntl page is the international template, and a
 * /mall page that also exists under /mallIntl (a {prefix} route or home) is the default one. Pages with one
 * address only (the halls under /mall, news, the personal centre...) belong to both templates: undefined,
 * and MALL_TEMPLATE decides.
 */
export function templateOfPath(pathname: string): MallPrefix | undefined {
  if (pathname === '/mallIntl' || pathname.startsWith('/mallIntl/')) return '/mallIntl';
  if (pathname.startsWith('/mall/') && intlPatterns.has(`/mallIntl${pathname.slice('/mall'.length)}`)) {
    return '/mall';
  }
  return undefined;
}

/**
 * A storefront address written for the default template (a configured menu tab's `/mall/product`) moved
 * under the active template's prefix when that page exists there; any other address is left as it is.
 */
export function underPrefix(href: string, prefix: MallPrefix): string {
  if (prefix === defaultMallPrefix || !href.startsWith('/mall/')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const rest = end === -1 ? '' : href.slice(end);
  const moved = `${prefix}${path.slice('/mall'.length)}`;
  return intlPatterns.has(moved) ? `${moved}${rest}` : href;
}

/** The storefront page address as the browser sees it (basename included), e.g. for `redirect`. */
export function storefrontUrl(href: string): string {
  return `${routerBasename}${href === '/' ? '/' : href}`;
}

/** Central sign-on page (a separate entry, /sso/*). `redirect` is the address to come back to. */
export function signInHref(redirect: string): string {
  return withQuery('/sso/login', { redirect });
}

export function registerHref(): string {
  return '/sso/register';
}

export function forgotHref(): string {
  return '/sso/forgot';
}

/**
 * The seller order list on the channel site (`DOMAIN_CHANNEL`), where centres other than the buyer's go
 * (spec §2): after sign-in, and from an order card a seller sees in chat (with its `orderNumber`).
 */
export function channelOrderListHref(
  channelDomain: string | undefined,
  orderNumber?: string,
): string | undefined {
  const domain = channelDomain?.trim().replace(/\/+$/, '');
  // A parameter, but still only a web address: never `javascript:` or a path on this site.
  if (!domain || !/^https?:\/\/[^/]/i.test(domain)) return undefined;
  return withQuery(`${domain}/order/buy/order/list`, { orderNumber });
}

/** The merchant workbench (apps/console) under this site, where the seller centre lands in the demo. */
const workbenchBase = '/console/merchant';

/**
 * Where a seller's chat opens an order card (spec §3 order card): the order in the merchant workbench when
 * the user's seller centre works there (its row's address is the workbench's), else the channel site's order
 * list (DOMAIN_CHANNEL), else nowhere.
 */
export function sellerOrderHref(
  centres: readonly { subsysCode: string; externalUrl: string }[],
  channelDomain: string | undefined,
  orderNumber: string,
): string | undefined {
  const seller = centres.find((centre) => centre.subsysCode === centreCodes.merchant);
  const home = seller?.externalUrl.trim().replace(/\/+$/, '') ?? '';
  if (home === workbenchBase) return `${workbenchBase}/orders/${encodeURIComponent(orderNumber)}`;
  return channelOrderListHref(channelDomain, orderNumber);
}

/** What the landing of a centre reads of the signed-in user (the user info of spec §3). */
export interface CentreLandingUser {
  subsysCode: string;
  actsForBuyers: boolean;
  centres: readonly { subsysCode: string; externalUrl: string }[];
}

/**
 * Where a session of a centre other than the buyer's goes after sign-in or a centre switch (spec §1/§6:
 * "other centres are sent to an external channel or member site"): the address kept in its centre's row
 * (a path of this site, such as the merchant workbench /console/merchant/, or another site's http(s)
 * address); without one, a seller acting for its customers goes to its customer list, and any other
 * to the channel site's order list (DOMAIN_CHANNEL). Undefined: stay in the storefront (the buyer centre,
 * or nothing usable configured).
 */
export function centreLandingHref(
  user: CentreLandingUser,
  channelDomain: string | undefined,
): string | undefined {
  if (user.subsysCode === centreCodes.buyer) return undefined;
  const configured = user.centres.find((centre) => centre.subsysCode === user.subsysCode)?.externalUrl.trim();
  if (configured) {
    if (/^https?:\/\/[^/]/i.test(configured)) return configured;
    const here = safeRedirect(configured, '');
    if (here) return here;
  }
  if (user.actsForBuyers) return storefrontUrl(paths.customerList.href());
  return channelOrderListHref(channelDomain);
}

/** The pages of the sign-on entry (/sso/*). */
export const ssoPaths = {
  login: '/sso/login',
  register: '/sso/register',
  forgot: '/sso/forgot',
  qrConfirm: '/sso/qr/confirm',
} as const;

/**
 * Where to go after sign-on, kept on this site (no open redirect). The value is resolved the way the
 * browser will resolve it, against the page's own origin, and followed only when it stays there: a prefix
 * test is not enough, since browsers drop tabs and line breaks and read `\\` as `/`, so `/\t/evil.example`
 * or `/\\evil.example` mean `//evil.example`. Answers the path, query and fragment on this origin, and only
 * a path of one leading `/`: resolving removes dot segments (`/.//evil.example`, `/%2e//evil.example`,
 * `/mallview/..//evil.example`) and keeps an empty first segment (`https://<this host>//evil.example`), and
 * the path `//evil.example` given to the browser as an address is another site again.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback = storefrontUrl(paths.home.href()),
  // The page's origin in a browser; the server (no window) resolves against a stand-in.
  origin: string = (globalThis as { location?: { origin: string } }).location?.origin ?? 'http://localhost',
): string {
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback;
  if (!/^\/(?![/\\])/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
