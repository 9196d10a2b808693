// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterRoutesByRole, memberRole } from './permissions';

describe('filterRoutesByRole', () => {
  const routes = [
    { path: 'a' },
    { path: 'b', meta: { roles: [memberRole] } },
    { path: 'c', meta: { roles: ['admin'] } },
    { path: 'd', children: [{ path: 'd1', meta: { roles: ['admin'] } }, { path: 'd2' }] },
  ];
  it('keeps routes without roles and those of the user, also among children', () => {
    expect(filterRoutesByRole(routes, [memberRole])).toEqual([
      { path: 'a' },
      { path: 'b', meta: { roles: [memberRole] } },
      { path: 'd', children: [{ path: 'd2' }] },
    ]);
    expect(filterRoutesByRole(routes, []).map((r) => r.path)).toEqual(['a', 'd']);
  });
});
