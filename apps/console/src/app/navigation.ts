import {
  type ConsoleCentre,
  hasPermission,
  merchantPermissionCodes as merchant,
  platformPermissionCodes as platform,
} from '@mall/contracts';
import type { ComponentType } from 'react';
import type { Messages } from '../locales/zh_CN';

/**
 * The consoles' pages, one registry: the menu, the routes and the guard are generated from it. A page is
 * listed and routed only for a session holding its code; the server checks the same code on every endpoint
 * the page calls, so a hidden menu is never the only guard.
 */
export interface ConsolePage {
  workspace: ConsoleCentre;
  /** The page's address under /console/<workspace>/ ('' for the workspace's start page). */
  path: string;
  label: `nav.${keyof Messages['nav']}`;
  /** The permission code the page's endpoints need. */
  code: string;
  /** The page itself, loaded when first opened. */
  load: () => Promise<{ default: ComponentType }>;
  /** Pages under this one (a detail), guarded by the same code and not in the menu. */
  children?: { path: string; load: () => Promise<{ default: ComponentType }> }[];
}

export const consolePages: readonly ConsolePage[] = [
  {
    workspace: 'merchant',
    path: '',
    label: 'nav.dashboard',
    code: merchant.dashboard,
    load: () => import('../features/merchant/dashboard'),
  },
  {
    workspace: 'merchant',
    path: 'products',
    label: 'nav.products',
    code: merchant.productView,
    load: () => import('../features/merchant/products'),
    children: [{ path: 'products/:productId', load: () => import('../features/merchant/product-edit') }],
  },
  {
    workspace: 'merchant',
    path: 'product-import',
    label: 'nav.productImport',
    code: merchant.productImport,
    load: () => import('../features/merchant/product-import'),
  },
  {
    workspace: 'merchant',
    path: 'orders',
    label: 'nav.orders',
    code: merchant.orderView,
    load: () => import('../features/merchant/orders'),
    children: [{ path: 'orders/:orderNumber', load: () => import('../features/merchant/order') }],
  },
  {
    workspace: 'merchant',
    path: 'shop',
    label: 'nav.shop',
    code: merchant.shopEdit,
    load: () => import('../features/merchant/shop-settings'),
  },
  {
    workspace: 'merchant',
    path: 'staff',
    label: 'nav.staff',
    code: merchant.staffManage,
    load: () => import('../features/merchant/staff'),
  },
  {
    workspace: 'platform',
    path: 'merchant-applications',
    label: 'nav.merchantApplications',
    code: platform.merchantReview,
    load: () => import('../features/platform/merchant-applications'),
    children: [
      {
        path: 'merchant-applications/:applicationId',
        load: () => import('../features/platform/merchant-application'),
      },
    ],
  },
  {
    workspace: 'platform',
    path: 'shops',
    label: 'nav.shops',
    code: platform.shopManage,
    load: () => import('../features/platform/shops'),
  },
  {
    workspace: 'platform',
    path: 'catalogue-classes',
    label: 'nav.catalogueClasses',
    code: platform.catalogEdit,
    load: () => import('../features/platform/catalogue-classes'),
  },
  {
    workspace: 'platform',
    path: 'catalogue-brands',
    label: 'nav.catalogueBrands',
    code: platform.catalogEdit,
    load: () => import('../features/platform/catalogue-brands'),
  },
  {
    workspace: 'platform',
    path: 'catalogue-units',
    label: 'nav.catalogueUnits',
    code: platform.catalogEdit,
    load: () => import('../features/platform/catalogue-units'),
  },
  {
    workspace: 'platform',
    path: 'articles',
    label: 'nav.articles',
    code: platform.contentEdit,
    load: () => import('../features/platform/content-articles'),
    children: [{ path: 'articles/:articleId', load: () => import('../features/platform/content-article') }],
  },
  {
    workspace: 'platform',
    path: 'adverts',
    label: 'nav.adverts',
    code: platform.contentEdit,
    load: () => import('../features/platform/content-adverts'),
  },
  {
    workspace: 'platform',
    path: 'footer',
    label: 'nav.footer',
    code: platform.contentEdit,
    load: () => import('../features/platform/content-footer'),
  },
  {
    workspace: 'platform',
    path: 'agreements',
    label: 'nav.agreements',
    code: platform.contentEdit,
    load: () => import('../features/platform/content-agreements'),
  },
  {
    workspace: 'platform',
    path: 'users',
    label: 'nav.users',
    code: platform.userManage,
    load: () => import('../features/platform/people-users'),
  },
  {
    workspace: 'platform',
    path: 'staff',
    label: 'nav.staff',
    code: platform.staffManage,
    load: () => import('../features/platform/people-staff'),
  },
  {
    workspace: 'platform',
    path: 'feedback',
    label: 'nav.feedback',
    code: platform.feedbackReply,
    load: () => import('../features/platform/people-feedback'),
  },
  {
    workspace: 'platform',
    path: 'config',
    label: 'nav.config',
    code: platform.configEdit,
    load: () => import('../features/platform/config'),
  },
  {
    workspace: 'platform',
    path: 'audit',
    label: 'nav.audit',
    code: platform.auditView,
    load: () => import('../features/platform/audit-log'),
  },
];

/**
 * The pages of a workspace whose code the session holds, in menu order; the first is where the workspace
 * opens (the platform's: merchant applications waiting for review, then its shops).
 */
export function pagesFor(workspace: ConsoleCentre, codes: readonly string[]): ConsolePage[] {
  return consolePages.filter((page) => page.workspace === workspace && hasPermission(codes, [page.code]));
}

/** /console/<workspace>/<path>, as the router links it (the router's base is /console). */
export function pageHref(workspace: ConsoleCentre, path: string): string {
  return `/${workspace}${path ? `/${path}` : ''}`;
}
