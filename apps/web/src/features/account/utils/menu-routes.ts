import type { MenuItem } from '@mall/contracts';
import { filterRoutesByRole, memberRole } from '../../../lib/permissions';

/** A centre page generated from one menu item. */
export interface MenuRoute {
  path: string;
  /** The page module name of the menu (`account/info`); unknown names show the "being built" page. */
  component: string;
  /** i18n key of the title. */
  name: string;
  hidden: boolean;
  meta: { roles: readonly string[] };
}

/**
 * Spec §2: the routes under /user come from the server's menu list. Leaves become pages (menus with
 * children are groups); every generated route is for members (spec §6 role filter).
 */
export function menuRoutes(
  menus: readonly MenuItem[],
  userRoles: readonly string[] = [memberRole],
): MenuRoute[] {
  const flat: MenuRoute[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.children.length > 0) walk(item.children);
      else if (item.url.startsWith('/user/'))
        flat.push({
          path: item.url,
          component: item.component,
          name: item.name,
          hidden: item.hidden,
          meta: { roles: [memberRole] },
        });
    }
  };
  walk(menus);
  return filterRoutesByRole(flat, userRoles);
}

/** The generated route of a path, or undefined. */
export function findMenuRoute(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  const clean = pathname.replace(/\/+$/, '');
  return routes.find((route) => route.path === clean);
}
