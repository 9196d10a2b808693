import { buyerCentreCode, hasPermission, type MenuItem, permissionCodes } from '@mall/contracts';

type MenuSeed = Omit<
  MenuItem,
  'children' | 'pid' | 'hidden' | 'affix' | 'keepAlive' | 'shortcutType' | 'highlightUrl'
> &
  Partial<Pick<MenuItem, 'hidden' | 'affix' | 'keepAlive' | 'shortcutType' | 'highlightUrl'>> & {
    children?: MenuSeed[];
    /** Listed only for a session holding one of these codes (spec §6): its page is that code's action. */
    permissions?: readonly string[];
  };

/** The codes a menu needs, by menu id (they are not part of the menu the client receives). */
const menuCodes = new Map<number, readonly string[]>();

function build(seeds: MenuSeed[], pid = 0): MenuItem[] {
  return seeds.map((s) => {
    if (s.permissions) menuCodes.set(s.id, s.permissions);
    return item(s, pid);
  });
}

function item(s: MenuSeed, pid: number): MenuItem {
  return {
    id: s.id,
    pid,
    url: s.url,
    name: s.name,
    icon: s.icon,
    component: s.component,
    route: s.route,
    hidden: s.hidden ?? false,
    affix: s.affix ?? false,
    highlightUrl: s.highlightUrl ?? '',
    keepAlive: s.keepAlive ?? false,
    shortcutType: s.shortcutType ?? 0,
    children: build(s.children ?? [], s.id),
  };
}

/**
 * Page module of the screens the spec names without behaviour (returns, refunds, invoices, finance bills,
 * driver and vehicle views): the storefront shows its coming-soon page for them (spec §2 /mall/todo).
 */
export const comingSoon = 'todo';

/**
 * The buyer centre's menus, in code so they do not depend on seed data. `url` is the route under /user;
 * `component` names the web page module; `name` is an i18n key of the web app.
 */
const buyerMenus = build([
  {
    id: 100,
    url: '/user/account',
    name: 'menu.account',
    icon: 'user',
    component: 'layout',
    route: 'account',
    children: [
      {
        id: 101,
        url: '/user/account/info',
        name: 'menu.accountInfo',
        icon: 'idcard',
        component: 'account/info',
        route: 'info',
        affix: true,
      },
      {
        id: 102,
        url: '/user/account/paypassword',
        name: 'menu.payPassword',
        icon: 'lock',
        component: 'account/pay-password',
        route: 'paypassword',
        permissions: [permissionCodes.payPasswordEdit],
      },
      {
        id: 103,
        url: '/user/account/address',
        name: 'menu.address',
        icon: 'environment',
        component: 'account/address',
        route: 'address',
      },
    ],
  },
  {
    id: 200,
    url: '/user/order',
    name: 'menu.orders',
    icon: 'profile',
    component: 'layout',
    route: 'order',
    children: [
      {
        id: 201,
        url: '/user/order/list',
        name: 'menu.orderList',
        icon: 'unordered-list',
        component: 'order/list',
        route: 'list',
        permissions: [permissionCodes.orderList],
        keepAlive: true,
        shortcutType: 1,
      },
      {
        id: 202,
        url: '/user/order/detail',
        name: 'menu.orderDetail',
        icon: 'file',
        component: 'order/detail',
        route: 'detail',
        permissions: [permissionCodes.orderList],
        hidden: true,
        highlightUrl: '/user/order/list',
      },
      {
        id: 203,
        url: '/user/order/refund',
        name: 'menu.refunds',
        icon: 'rollback',
        component: comingSoon,
        route: 'refund',
        permissions: [permissionCodes.orderRefund],
      },
      {
        id: 204,
        url: '/user/order/invoice',
        name: 'menu.invoices',
        icon: 'audit',
        component: comingSoon,
        route: 'invoice',
      },
      {
        id: 205,
        url: '/user/order/return',
        name: 'menu.returns',
        icon: 'swap',
        component: comingSoon,
        route: 'return',
        permissions: [permissionCodes.orderRefund],
      },
    ],
  },
  {
    id: 300,
    url: '/user/finance',
    name: 'menu.finance',
    icon: 'wallet',
    component: 'layout',
    route: 'finance',
    children: [
      {
        id: 301,
        url: '/user/finance/coupon',
        name: 'menu.coupons',
        icon: 'gift',
        component: 'finance/coupon',
        route: 'coupon',
      },
      {
        id: 302,
        url: '/user/finance/points',
        name: 'menu.points',
        icon: 'star',
        component: 'finance/points',
        route: 'points',
      },
      {
        id: 303,
        url: '/user/finance/bill',
        name: 'menu.bills',
        icon: 'account-book',
        component: comingSoon,
        route: 'bill',
      },
    ],
  },
  {
    id: 400,
    url: '/user/logistics',
    name: 'menu.logistics',
    icon: 'car',
    component: 'layout',
    route: 'logistics',
    children: [
      {
        id: 401,
        url: '/user/logistics/driver',
        name: 'menu.drivers',
        icon: 'team',
        component: comingSoon,
        route: 'driver',
      },
      {
        id: 402,
        url: '/user/logistics/vehicle',
        name: 'menu.vehicles',
        icon: 'car',
        component: comingSoon,
        route: 'vehicle',
      },
    ],
  },
]);

/** The menus the codes allow; a group whose every child is withheld goes too. */
function allowed(menus: readonly MenuItem[], permissions: readonly string[]): MenuItem[] {
  return menus.flatMap((menu) => {
    const codes = menuCodes.get(menu.id);
    if (codes && !hasPermission(permissions, codes)) return [];
    if (menu.children.length === 0) return [menu];
    const children = allowed(menu.children, permissions);
    return children.length > 0 ? [{ ...menu, children }] : [];
  });
}

/**
 * The centre's menus and the session's permission codes (spec §6 `ext.permi`: the account's role in the
 * centre, the wildcard for the customer's main account). Menus whose page is an action the codes do not
 * hold are left out, so the storefront builds no route for them (spec §2: routes come from this list).
 */
export function menusFor(
  subsysCode: string,
  permissions: readonly string[],
): { menus: MenuItem[]; permi: string[] } {
  // Other centres live on the external channel site and bring their own menus there. Their codes are still
  // the session's: a merchant answering chats in the storefront sends with them (chat:send).
  if (subsysCode !== buyerCentreCode) return { menus: [], permi: [...permissions] };
  return { menus: allowed(buyerMenus, permissions), permi: [...permissions] };
}
