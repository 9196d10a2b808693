// @vitest-environment node
import type { MenuItem } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { findMenuRoute, menuRoutes } from './menu-routes';

const item = (id: number, url: string, component: string, children: MenuItem[] = []): MenuItem => ({
  id,
  pid: 0,
  url,
  name: `menu.${id}`,
  icon: '',
  component,
  route: '',
  hidden: false,
  affix: false,
  highlightUrl: '',
  keepAlive: false,
  shortcutType: 0,
  children,
});

describe('menuRoutes', () => {
  const menus = [
    item(1, '/user/account', 'layout', [item(2, '/user/account/info', 'account/info')]),
    item(3, '/user/order/list', 'order/list'),
    item(4, 'https://elsewhere.example/x', 'x'),
  ];

  it('makes a member route of every leaf under /user', () => {
    const routes = menuRoutes(menus);
    expect(routes.map((r) => r.path)).toEqual(['/user/account/info', '/user/order/list']);
    expect(findMenuRoute(routes, '/user/account/info/')?.component).toBe('account/info');
  });

  it('gives nothing to a user without the member role', () => {
    expect(menuRoutes(menus, [])).toEqual([]);
  });
});
