import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { type PathName, paths, routerBasename } from '../config/paths';
import { withChunkTimeout } from '../lib/chunk-timeout';
import { loadNamespaces } from '../lib/i18n';
import type { Namespace } from '../locales/namespaces';
import { PageLoading } from './page-loading';
import type { PageTitle, RouteHandle, ServerData } from './route-handle';
import { RouteError } from './routes/route-error';

type PageModule = { default: ComponentType; serverData?: ServerData };

/**
 * A lazily loaded route module (code-split per page) with the language namespaces its texts come from. Code
 * or texts that fail to load, or have not arrived in 120 s (spec §8), fail the route: its error boundary
 * (RouteError) shows the load error with a reload.
 */
function lazyPage(
  load: () => Promise<PageModule>,
  namespaces: readonly Namespace[] = [],
): RouteObject['lazy'] {
  return async () => {
    const [page] = await withChunkTimeout(Promise.all([load(), loadNamespaces(namespaces)]));
    // The page's declared data goes onto its route, where the server renderer reads it (ServerData).
    const route: { Component: ComponentType; serverData?: ServerData } = { Component: page.default };
    if (page.serverData) route.serverData = page.serverData;
    return route;
  };
}

const home = lazyPage(() => import('./routes/home'));
const productList = lazyPage(() => import('./routes/product-list'), ['products']);
// One page for products (type 4) and supply listings (type 3).
const productDetail = lazyPage(() => import('./routes/product-detail'), ['products']);
/** A page of the browse halls (procurement, supply, shops, points, activities, farm), with their texts. */
const hallsPage = (load: () => Promise<PageModule>) => lazyPage(load, ['halls']);
const townPage = hallsPage(() => import('./routes/town'));
const demandCenterPage = hallsPage(() => import('./routes/demand-center'));
const supplyCenterPage = hallsPage(() => import('./routes/supply-center'));
const supplierListPage = hallsPage(() => import('./routes/supplier-list'));
const demandDetailPage = hallsPage(() => import('./routes/demand-detail'));
const shopListPage = hallsPage(() => import('./routes/shop-list'));
const shopDetailPage = hallsPage(() => import('./routes/shop-detail'));
const brandCenterPage = hallsPage(() => import('./routes/brand-center'));
const pointsMallPage = hallsPage(() => import('./routes/points-mall'));
const pointsGoodsPage = hallsPage(() => import('./routes/points-goods-detail'));
const platformCenterPage = hallsPage(() => import('./routes/platform-center'));
const farmCenterPage = hallsPage(() => import('./routes/farm-center'));
const marketPage = hallsPage(() => import('./routes/market'));
const marketDetailPage = hallsPage(() => import('./routes/market-detail'));
/** News centre, help centre, company and coming-soon pages (they reuse the halls' list parts). */
const newsPage = (load: () => Promise<PageModule>) => lazyPage(load, ['content', 'halls']);
const newsPages = {
  todo: newsPage(() => import('./routes/todo')),
  news: newsPage(() => import('./routes/news-home')),
  newsDetail: newsPage(() => import('./routes/news-detail')),
  newsList: newsPage(() => import('./routes/news-list')),
  bulletinList: newsPage(() => import('./routes/bulletin-list')),
  bulletinDetail: newsPage(() => import('./routes/bulletin-detail')),
  helpCenter: newsPage(() => import('./routes/help-center')),
  company: newsPage(() => import('./routes/company')),
  resource: newsPage(() => import('./routes/resource')),
  resourceDetail: newsPage(() => import('./routes/resource-detail')),
};
const notFound = lazyPage(() => import('./routes/not-found'));
// The personal centre's own texts; the order pages load them too (paying may ask to set the payment password).
const userCentre = lazyPage(() => import('./routes/user-centre'), ['account']);
// One page for the cart's selection (normal) and a single line (buy now).
const fillOrder = lazyPage(() => import('./routes/fill-order'), ['buying', 'region']);

function routesFor(name: PathName, title: PageTitle, lazy: RouteObject['lazy']): RouteObject[] {
  const handle: RouteHandle = { title };
  return paths[name].patterns.map((path) => ({ path, lazy, handle }));
}

/**
 * Every route of spec §2's route table, for both templates where the spec says {prefix}; unknown paths
 * show the 404 page.
 */
export const routes: RouteObject[] = [
  {
    id: 'storefront',
    lazy: lazyPage(() => import('./layouts/storefront-layout')),
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
    children: [
      {
        // A page that fails keeps the header and footer around its error message.
        errorElement: <RouteError />,
        children: pageRoutes(),
      },
    ],
  },
];

function pageRoutes(): RouteObject[] {
  return [
    {
      index: true,
      lazy: lazyPage(() => import('./routes/landing')),
      handle: { title: 'home' } satisfies RouteHandle,
    },
    ...routesFor('home', 'home', home).map((route) => ({ ...route, handle: { title: 'home', home: true } })),
    ...routesFor(
      'channel',
      'channel',
      lazyPage(() => import('./routes/channel'), ['region']),
    ),
    ...routesFor(
      'scene',
      'scene',
      lazyPage(() => import('./routes/scene'), ['region']),
    ),
    ...routesFor('town', 'town', townPage),
    ...routesFor('productList', 'productList', productList),
    ...routesFor('productDetail', 'productDetail', productDetail),
    ...routesFor('supplyDetail', 'supplyDetail', productDetail),
    ...routesFor('demandCenter', 'demandCenter', demandCenterPage),
    ...routesFor('supplyCenter', 'supplyCenter', supplyCenterPage),
    ...routesFor('supplierList', 'supplierList', supplierListPage),
    ...routesFor('demandDetail', 'demandDetail', demandDetailPage),
    ...routesFor('shopList', 'shopList', shopListPage),
    ...routesFor('shopDetail', 'shopDetail', shopDetailPage),
    ...routesFor('brandCenter', 'brandCenter', brandCenterPage),
    ...routesFor('pointsMall', 'pointsMall', pointsMallPage),
    ...routesFor('pointsGoodsDetail', 'pointsGoodsDetail', pointsGoodsPage),
    ...routesFor('platformCenter', 'platformCenter', platformCenterPage),
    ...routesFor('farmCenter', 'farmCenter', farmCenterPage),
    ...routesFor('market', 'market', marketPage),
    ...routesFor('marketDetail', 'marketDetail', marketDetailPage),
    ...routesFor(
      'cart',
      'cart',
      lazyPage(() => import('./routes/cart'), ['buying']),
    ),
    ...routesFor('fillOrderNormal', 'fillOrderNormal', fillOrder),
    ...routesFor('fillOrderBuyNow', 'fillOrderBuyNow', fillOrder),
    ...routesFor(
      'orderSuccess',
      'orderSuccess',
      lazyPage(() => import('./routes/order-success'), ['buying', 'account']),
    ),
    ...routesFor(
      'fillOrderPoints',
      'fillOrderPoints',
      lazyPage(() => import('./routes/fill-order-points'), ['buying', 'region']),
    ),
    ...routesFor(
      'paySuccess',
      'paySuccess',
      lazyPage(() => import('./routes/pay-success'), ['buying']),
    ),
    ...routesFor(
      'payReturn',
      'payReturn',
      lazyPage(() => import('./routes/pay-return'), ['buying']),
    ),
    ...routesFor(
      'quickOrder',
      'quickOrder',
      lazyPage(() => import('./routes/quick-order'), ['buying']),
    ),
    ...routesFor('todo', 'todo', newsPages.todo),
    ...routesFor(
      'enter',
      'enter',
      lazyPage(() => import('./routes/merchant-enter'), ['merchant']),
    ),
    ...routesFor(
      'enterNew',
      'enterNew',
      lazyPage(() => import('./routes/merchant-apply'), ['merchant']),
    ),
    ...routesFor(
      'financialService',
      'financialService',
      lazyPage(() => import('./routes/financial-service'), ['merchant']),
    ),
    ...routesFor('news', 'news', newsPages.news),
    ...routesFor('newsDetail', 'newsDetail', newsPages.newsDetail),
    ...routesFor('newsList', 'newsList', newsPages.newsList),
    ...routesFor('bulletinList', 'bulletinList', newsPages.bulletinList),
    ...routesFor('bulletinDetail', 'bulletinDetail', newsPages.bulletinDetail),
    ...routesFor('helpCenter', 'helpCenter', newsPages.helpCenter),
    ...routesFor('company', 'company', newsPages.company),
    ...routesFor('resource', 'resource', newsPages.resource),
    ...routesFor('resourceDetail', 'resourceDetail', newsPages.resourceDetail),
    ...routesFor(
      'language',
      'language',
      lazyPage(() => import('./routes/language'), ['region']),
    ),
    ...routesFor(
      'chat',
      'chat',
      lazyPage(() => import('./routes/chat'), ['chat']),
    ),
    ...routesFor(
      'customerList',
      'customerList',
      lazyPage(() => import('./routes/customer-list')),
    ),
    ...routesFor('accountInfo', 'accountInfo', userCentre),
    // The rest of the personal centre is generated from the server's menu list (spec §2).
    { path: '/user/*', lazy: userCentre, handle: { title: 'accountInfo' } satisfies RouteHandle },
    ...routesFor(
      'orderDetail',
      'orderDetail',
      lazyPage(() => import('./routes/order-detail'), ['buying', 'account']),
    ),
    { path: '*', lazy: notFound, handle: { title: 'notFound' } satisfies RouteHandle },
  ];
}

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { basename: routerBasename, hydrationData });
}

/**
 * Loads the code of the routes that match `pathname` (layout and page) into the route table, so a
 * server-rendered page hydrates with its components at hand instead of a loading state.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, routerBasename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
