import {
  addressEndpoints,
  cartEndpoints,
  catalogEndpoints,
  contentEndpoints,
  orderEndpoints,
  paymentEndpoints,
  systemEndpoints,
} from '@mall/contracts';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import en from '../../apps/web/src/locales/en_US';
import es from '../../apps/web/src/locales/es';
import ru from '../../apps/web/src/locales/ru_RU';
import zh from '../../apps/web/src/locales/zh_CN';
import { api } from './api';
import { apiLogin, origin, registerByApi } from './auth';
import { expect, type Lang, test } from './fixtures';

/**
 * The spec's route table (spec §2; apps/web/src/config/paths.ts) as the browser tests walk it: every route
 * with its document title and what only its page shows, in groups of one language each (the groups share the
 * four out). Routes that need an id get a real one from the API; routes that need a session run signed in as
 * a fresh buyer, one per worker with its order and payment (made once, not for every test). Used by
 * routes/every-route.spec.ts (each route opens on its real page) and routes/accessibility.spec.ts (axe).
 */

export const packs = { zh_CN: zh, en_US: en, ru_RU: ru, es } as const;
export type Pack = typeof zh;
export type TitleKey = keyof Pack['pages']['titles'];
export type MenuKey = keyof Pack['menu'];

export interface RouteCase {
  /** Storefront path (under /mallview). */
  path: string;
  /**
   * The document title: a route title (pages.titles), in the personal centre a menu name, on a detail
   * page the name of what it shows (issue 17: product, shop, article).
   */
  title: { page: TitleKey } | { menu: MenuKey } | { own: string };
  /** What only this page shows. */
  shows: (page: Page, text: Pack) => Locator;
}

export interface Ids {
  productId: number;
  productName: string;
  supplyId: number;
  supplyName: string;
  demandId: number;
  demandTitle: string;
  shopId: number;
  shopName: string;
  pointsId: number;
  pointsName: string;
  activityId: number;
  activityTitle: string;
  newsId: number;
  newsTitle: string;
  bulletinId: number;
  bulletinTitle: string;
  resourceId: number;
  resourceTitle: string;
}

/** The first row of a list the test needs one of. */
export function firstRow<T>(page: { rows: T[] }, what: string): T {
  expect(page.rows.length, `a row of ${what}`).toBeGreaterThan(0);
  return page.rows[0]!;
}

/** The first product, shop, article... with their names in `lang` (the catalogue and news are translated). */
export async function realIds(request: APIRequestContext, lang: Lang = 'zh_CN'): Promise<Ids> {
  const client = api(request, { lang });
  const one = { offset: 1, limit: 1 };
  const [products, supplies, demands, shops, points, activities, news, bulletins, resources] =
    await Promise.all([
      client.ok(catalogEndpoints.productList, { query: one }),
      client.ok(catalogEndpoints.productList, { query: { productType: 3, ...one } }),
      client.ok(catalogEndpoints.demandList, { query: one }),
      client.ok(catalogEndpoints.shopList, { query: one }),
      client.ok(catalogEndpoints.pointsGoodsList, { query: one }),
      client.ok(catalogEndpoints.marketList, { query: one }),
      client.ok(contentEndpoints.newsList, { query: { newsType: 1, ...one } }),
      client.ok(contentEndpoints.newsList, { query: { newsType: 2, ...one } }),
      client.ok(contentEndpoints.newsList, { query: { newsType: 4, ...one } }),
    ]);
  const product = firstRow(products, 'products');
  const supply = firstRow(supplies, 'supplies');
  const demand = firstRow(demands, 'demands');
  const shop = firstRow(shops, 'shops');
  const goods = firstRow(points, 'points goods');
  const activity = firstRow(activities, 'market activities');
  const article = firstRow(news, 'news');
  const bulletin = firstRow(bulletins, 'bulletins');
  const resource = firstRow(resources, 'resources');
  return {
    productId: product.productId,
    productName: product.productName,
    supplyId: supply.productId,
    supplyName: supply.productName,
    demandId: demand.id,
    demandTitle: demand.title,
    shopId: shop.shopId,
    shopName: shop.shopName,
    pointsId: goods.id,
    pointsName: goods.name,
    activityId: activity.id,
    activityTitle: activity.title,
    newsId: article.id,
    newsTitle: article.title,
    bulletinId: bulletin.id,
    bulletinTitle: bulletin.title,
    resourceId: resource.id,
    resourceTitle: resource.title,
  };
}

export const byTestId = (id: string) => (page: Page) => page.getByTestId(id);
export const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 1 }).filter({ hasText: name });

export function browseRoutes(): RouteCase[] {
  const halls: RouteCase[] = [
    { path: '/', title: { page: 'home' }, shows: byTestId('home-page') },
    { path: '/mall/home', title: { page: 'home' }, shows: byTestId('home-page') },
    { path: '/channelPath', title: { page: 'channel' }, shows: byTestId('channel-page') },
    { path: '/scene', title: { page: 'scene' }, shows: byTestId('scene-page') },
    { path: '/mall/town', title: { page: 'town' }, shows: byTestId('town-page') },
    {
      path: '/mall/product?lightKey=commerce',
      title: { page: 'productList' },
      shows: byTestId('product-list-title'),
    },
    { path: '/mallIntl/product', title: { page: 'productList' }, shows: byTestId('product-list-title') },
    { path: '/mall/product/demandCenter', title: { page: 'demandCenter' }, shows: byTestId('demand-center') },
    { path: '/mall/product/supplyCenter', title: { page: 'supplyCenter' }, shows: byTestId('supply-center') },
    { path: '/mall/product/supplierList', title: { page: 'supplierList' }, shows: byTestId('supplier-page') },
    {
      path: '/mallIntl/product/supplierList',
      title: { page: 'supplierList' },
      shows: byTestId('supplier-page'),
    },
    { path: '/mall/product/shopList', title: { page: 'shopList' }, shows: byTestId('shop-list') },
    {
      path: '/mallIntl/product/brandCenter',
      title: { page: 'brandCenter' },
      shows: byTestId('brand-center'),
    },
    {
      path: '/mall/product/integralCenter',
      title: { page: 'pointsMall' },
      shows: byTestId('points-center'),
    },
    {
      path: '/mall/product/platformCenter',
      title: { page: 'platformCenter' },
      shows: byTestId('platform-center'),
    },
    { path: '/mall/product/farmCenter', title: { page: 'farmCenter' }, shows: byTestId('farm-center') },
    { path: '/mall/product/market', title: { page: 'market' }, shows: byTestId('market-page') },
  ];
  return halls;
}

export function detailRoutes(ids: Ids): RouteCase[] {
  return [
    {
      path: `/mall/product/detail?productId=${ids.productId}`,
      title: { own: ids.productName },
      shows: heading(ids.productName),
    },
    {
      path: `/mallIntl/product/detail?productId=${ids.productId}`,
      title: { own: ids.productName },
      shows: heading(ids.productName),
    },
    {
      path: `/mall/product/supplyDetail?productId=${ids.supplyId}`,
      title: { own: ids.supplyName },
      shows: heading(ids.supplyName),
    },
    {
      path: `/mall/product/demandDetail?id=${ids.demandId}`,
      title: { page: 'demandDetail' },
      shows: heading(ids.demandTitle),
    },
    {
      path: `/mall/product/shopDetail?shopId=${ids.shopId}`,
      title: { own: ids.shopName },
      shows: (page) => page.getByTestId('shop-products'),
    },
    {
      path: `/mallIntl/product/shopDetail?shopId=${ids.shopId}`,
      title: { own: ids.shopName },
      shows: (page) => page.getByTestId('shop-products'),
    },
    {
      path: `/mall/product/integralDetail?id=${ids.pointsId}`,
      title: { page: 'pointsGoodsDetail' },
      shows: heading(ids.pointsName),
    },
    {
      path: `/mall/product/market/detail?id=${ids.activityId}`,
      title: { page: 'marketDetail' },
      shows: heading(ids.activityTitle),
    },
  ];
}

export function contentRoutes(ids: Ids): RouteCase[] {
  return [
    { path: '/mall/todo', title: { page: 'todo' }, shows: byTestId('todo-page') },
    { path: '/news', title: { page: 'news' }, shows: byTestId('news-home') },
    { path: '/news/newsList', title: { page: 'newsList' }, shows: byTestId('news-list') },
    {
      path: `/news/newsDetail?id=${ids.newsId}`,
      title: { own: ids.newsTitle },
      shows: heading(ids.newsTitle),
    },
    { path: '/news/bulletinList', title: { page: 'bulletinList' }, shows: byTestId('bulletin-list') },
    {
      path: `/news/bulletinDetail?id=${ids.bulletinId}`,
      title: { own: ids.bulletinTitle },
      shows: heading(ids.bulletinTitle),
    },
    { path: '/news/helpcenter', title: { page: 'helpCenter' }, shows: byTestId('help-article') },
    { path: '/news/company', title: { page: 'company' }, shows: byTestId('company-page') },
    { path: '/news/resource', title: { page: 'resource' }, shows: byTestId('resource-list') },
    {
      path: `/news/resource/detail?id=${ids.resourceId}`,
      title: { own: ids.resourceTitle },
      shows: heading(ids.resourceTitle),
    },
    { path: '/news/language', title: { page: 'language' }, shows: byTestId('language-page') },
  ] satisfies RouteCase[];
}

/** Orders and a payment of a fresh buyer, so the buying pages have something real to show. */
export async function buyingData(request: APIRequestContext, token: string, productId: number) {
  const client = api(request, { token });
  await client.ok(cartEndpoints.addCart, { body: { productId: 321, quantity: '1' } });
  const district = (await client.ok(systemEndpoints.areaChildren, { query: { pId: '330100' } }))[0]!;
  const address = await client.ok(addressEndpoints.add, {
    body: {
      consignee: '路由测试',
      mobile: '13800000009',
      provinceId: '330000',
      cityId: '330100',
      districtId: district.id,
      detail: '文三路 90 号',
    },
  });
  const lines = [{ productId: 321, quantity: '1' }];
  const preview = await client.ok(orderEndpoints.preview, {
    body: { source: 'buynow', lines, addressId: address.addressId },
  });
  const submitted = await client.ok(orderEndpoints.submit, {
    body: {
      source: 'buynow',
      lines,
      addressId: address.addressId,
      idempotencyKey: `routes${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      payAmount: preview.payAmount,
    },
  });
  const orderNumber = submitted.orderNumbers[0]!;
  const qr = await client.ok(paymentEndpoints.createSandboxQr, { body: { orderNumbers: [orderNumber] } });
  // The sandbox's confirm link, as its QR code carries it (a page of the payment, not a JSON answer).
  const confirmed = await request.get(qr.confirmUrl);
  expect(confirmed.ok(), 'sandbox payment confirmed').toBe(true);
  return { orderNumber, payNo: qr.payNo, productId };
}

export function buyingRoutes(
  data: { orderNumber: string; payNo: string; productId: number },
  pointsId: number,
): RouteCase[] {
  return [
    { path: '/mall/shopcart', title: { page: 'cart' }, shows: byTestId('cart-page') },
    { path: '/mallIntl/shopcart', title: { page: 'cart' }, shows: byTestId('cart-page') },
    { path: '/mall/fillorder/normal', title: { page: 'fillOrderNormal' }, shows: byTestId('fill-order') },
    { path: '/mallIntl/fillorder/normal', title: { page: 'fillOrderNormal' }, shows: byTestId('fill-order') },
    {
      path: `/mall/fillorder/buynow?productId=${data.productId}&quantity=1`,
      title: { page: 'fillOrderBuyNow' },
      shows: byTestId('fill-order'),
    },
    {
      path: `/mallIntl/fillorder/buynow?productId=${data.productId}&quantity=1`,
      title: { page: 'fillOrderBuyNow' },
      shows: byTestId('fill-order'),
    },
    {
      path: `/mall/fillorder/ordersuccess?orderNumbers=${data.orderNumber}`,
      title: { page: 'orderSuccess' },
      shows: byTestId('order-success'),
    },
    {
      path: `/mallIntl/fillorder/ordersuccess?orderNumbers=${data.orderNumber}`,
      title: { page: 'orderSuccess' },
      shows: byTestId('order-success'),
    },
    {
      path: `/mall/fillorder/integral?id=${pointsId}`,
      title: { page: 'fillOrderPoints' },
      shows: byTestId('fill-order-points'),
    },
    {
      path: `/mall/fillorder/paysuccess?payNo=${data.payNo}`,
      title: { page: 'paySuccess' },
      shows: byTestId('pay-success'),
    },
    {
      path: '/mall/fillorder/quickorder',
      title: { page: 'quickOrder' },
      shows: byTestId('quick-order-page'),
    },
    // The panel: on a phone it covers the screen (position: fixed) and the page's box around it has no size.
    { path: '/chat', title: { page: 'chat' }, shows: byTestId('chat-panel') },
  ];
}

export function centreRoutes(orderNumber: string): RouteCase[] {
  const centre = (path: string, menu: MenuKey, shows: RouteCase['shows']): RouteCase => ({
    path,
    title: { menu },
    shows,
  });
  return [
    centre('/user/account/info', 'accountInfo', (page, text) => heading(text.menu.accountInfo)(page)),
    centre('/user/account/paypassword', 'payPassword', (page, text) => heading(text.menu.payPassword)(page)),
    centre('/user/account/address', 'address', (page, text) => heading(text.menu.address)(page)),
    centre('/user/order/list', 'orderList', byTestId('order-list')),
    centre('/user/finance/points', 'points', byTestId('points-history')),
    centre('/user/finance/coupon', 'coupons', byTestId('coupon-list')),
    {
      path: `/user/order/detail/${orderNumber}`,
      title: { page: 'orderDetail' },
      shows: (page) => page.getByRole('heading', { level: 1 }).filter({ hasText: orderNumber }),
    },
  ];
}

/** Merchant onboarding and the financial service (for a visitor: the landing, the wizard's sign-in prompt). */
export const onboardingRoutes: RouteCase[] = [
  { path: '/mall/enter', title: { page: 'enter' }, shows: byTestId('merchant-enter') },
  { path: '/mall/enterNew', title: { page: 'enterNew' }, shows: byTestId('merchant-apply') },
  {
    path: '/mall/financialservice',
    title: { page: 'financialService' },
    shows: byTestId('financial-service'),
  },
];

/**
 * Opens a route: the first of a test by loading the page, the others through the router like a click
 * would (much faster than booting the app for every route). Two routes of the same page one after the
 * other (e.g. /mall and /mallIntl variants) are loaded afresh, so the second is not judged by the first.
 */
export async function open(page: Page, route: RouteCase, previous: RouteCase | undefined) {
  const url = `/mallview${route.path}`;
  if (!previous || JSON.stringify(previous.title) === JSON.stringify(route.title)) {
    await page.goto(url);
    return;
  }
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** The page's part of the document title in the language of `text`. */
export function titleOf(route: RouteCase, text: Pack): string {
  if ('page' in route.title) return text.pages.titles[route.title.page];
  if ('menu' in route.title) return text.menu[route.title.menu];
  return route.title.own;
}

export async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
}

export interface SignedInBuyer {
  token: string;
  ids: Ids;
  data: { orderNumber: string; payNo: string; productId: number };
}

export interface Group {
  name: string;
  lang: Lang;
  signedIn: boolean;
  /** The routes, with the names of what they show in `lang` (the group's language by default). */
  routes: (request: APIRequestContext, buyer: SignedInBuyer | null, lang?: Lang) => Promise<RouteCase[]>;
}

export const groups: Group[] = [
  {
    name: 'storefront and halls',
    lang: 'zh_CN',
    signedIn: false,
    routes: async () => browseRoutes(),
  },
  {
    name: 'detail pages with real ids',
    lang: 'es',
    signedIn: false,
    routes: async (request, _buyer, lang = 'es') => detailRoutes(await realIds(request, lang)),
  },
  {
    name: 'news, help centre, language and coming soon',
    lang: 'en_US',
    signedIn: false,
    routes: async (request, _buyer, lang = 'en_US') => contentRoutes(await realIds(request, lang)),
  },
  {
    name: 'merchant onboarding and financial service',
    lang: 'ru_RU',
    signedIn: false,
    routes: async () => onboardingRoutes,
  },
  {
    name: 'buying: cart, order filling, success pages, quick order, chat',
    lang: 'zh_CN',
    signedIn: true,
    routes: async (_request, buyer) => buyingRoutes(buyer!.data, buyer!.ids.pointsId),
  },
  {
    name: 'personal centre',
    lang: 'ru_RU',
    signedIn: true,
    routes: async (_request, buyer) => centreRoutes(buyer!.data.orderNumber),
  },
];

/** A buyer registered once per worker, with an order and its payment, shared by the signed-in groups. */
export const signedInTest = test.extend<object, { buyer: SignedInBuyer }>({
  buyer: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: origin });
      const user = await registerByApi(request);
      const token = await apiLogin(request, user.mobile, user.password);
      const [ids, data] = await Promise.all([realIds(request), buyingData(request, token, 321)]);
      await use({ token, ids, data });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});
