/** The role every signed-in storefront user has (spec §6). */
export const memberRole = 'member';

export interface RoleRoute {
  meta?: { roles?: readonly string[] };
  children?: RoleRoute[];
}

/** Spec §6 route role filter: keeps routes without roles, or whose roles include one of the user's. */
export function filterRoutesByRole<T extends RoleRoute>(
  routes: readonly T[],
  userRoles: readonly string[],
): T[] {
  const result: T[] = [];
  for (const route of routes) {
    const roles = route.meta?.roles;
    if (roles && roles.length > 0 && !roles.some((role) => userRoles.includes(role))) continue;
    result.push(
      route.children ? { ...route, children: filterRoutesByRole(route.children as T[], userRoles) } : route,
    );
  }
  return result;
}
