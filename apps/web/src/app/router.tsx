import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { type PathName, paths, routerBasename } from '../config/paths';
import { PageLoading } from './page-loading';
import type { PageTitle, RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

type PageModule = { default: ComponentType };

/** A lazily loaded route module (code-split per page). */
function lazyPage(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const home = lazyPage(() => import('./routes/home'));
const productList = lazyPage(() => import('./routes/product-list'));
const placeholder = lazyPage(() => import('./routes/placeholder'));
const notFound = lazyPage(() => import('./routes/not-found'));
const userCentre = lazyPage(() => import('./routes/user-centre'));

function routesFor(name: PathName, title: PageTitle, lazy: RouteObject['lazy'] = placeholder): RouteObject[] {
  const handle: RouteHandle = { title };
  return paths[name].patterns.map((path) => ({ path, lazy, handle }));
}

/**
 * Every route of spec §2's route table, for both templates where the spec says {prefix}. Pages not
 * built yet show a titled "being built" page; unknown paths the 404 page.
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
    { index: true, lazy: home, handle: { title: 'home', home: true } satisfies RouteHandle },
    ...routesFor('home', 'home', home).map((route) => ({ ...route, handle: { title: 'home', home: true } })),
    ...routesFor('channel', 'channel'),
    ...routesFor('scene', 'scene'),
    ...routesFor('town', 'town'),
    ...routesFor('productList', 'productList', productList),
    ...routesFor('productDetail', 'productDetail'),
    ...routesFor('supplyDetail', 'supplyDetail'),
    ...routesFor('demandCenter', 'demandCenter'),
    ...routesFor('supplyCenter', 'supplyCenter'),
    ...routesFor('supplierList', 'supplierList'),
    ...routesFor('demandDetail', 'demandDetail'),
    ...routesFor('shopList', 'shopList'),
    ...routesFor('shopDetail', 'shopDetail'),
    ...routesFor('brandCenter', 'brandCenter'),
    ...routesFor('integralCenter', 'integralCenter'),
    ...routesFor('integralDetail', 'integralDetail'),
    ...routesFor('platformCenter', 'platformCenter'),
    ...routesFor('farmCenter', 'farmCenter'),
    ...routesFor('market', 'market'),
    ...routesFor('marketDetail', 'marketDetail'),
    ...routesFor('cart', 'cart'),
    ...routesFor('fillOrderNormal', 'fillOrderNormal'),
    ...routesFor('fillOrderBuyNow', 'fillOrderBuyNow'),
    ...routesFor('orderSuccess', 'orderSuccess'),
    ...routesFor('fillOrderIntegral', 'fillOrderIntegral'),
    ...routesFor('paySuccess', 'paySuccess'),
    ...routesFor('quickOrder', 'quickOrder'),
    ...routesFor('todo', 'todo'),
    ...routesFor('enter', 'enter'),
    ...routesFor('enterNew', 'enterNew'),
    ...routesFor('financialService', 'financialService'),
    ...routesFor('news', 'news'),
    ...routesFor('newsDetail', 'newsDetail'),
    ...routesFor('newsList', 'newsList'),
    ...routesFor('bulletinList', 'bulletinList'),
    ...routesFor('bulletinDetail', 'bulletinDetail'),
    ...routesFor('helpCenter', 'helpCenter'),
    ...routesFor('company', 'company'),
    ...routesFor('resource', 'resource'),
    ...routesFor('resourceDetail', 'resourceDetail'),
    ...routesFor('language', 'language'),
    ...routesFor('accountInfo', 'accountInfo', userCentre),
    // The rest of the personal centre is generated from the server's menu list (spec §2).
    { path: '/user/*', lazy: userCentre, handle: { title: 'accountInfo' } satisfies RouteHandle },
    ...routesFor('orderDetail', 'orderDetail'),
    { path: '*', lazy: notFound, handle: { title: 'notFound' } satisfies RouteHandle },
  ];
}

export function createRouter() {
  return createBrowserRouter(routes, { basename: routerBasename });
}
