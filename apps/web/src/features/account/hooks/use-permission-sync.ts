import { useEffect } from 'react';
import { useAppStore } from '../../../lib/app-store';
import { useMenus } from '../api/get-menus';

/**
 * Keeps the store's permission codes (spec §6 `ext.permi` of the menu list) in step with the session, so
 * the permission directive works on every page, not only in the personal centre. A visitor has none; a
 * failed call leaves them unknown (the guarded actions stay hidden, the server refuses them anyway).
 */
export function usePermissionSync(hasToken: boolean) {
  const menus = useMenus(hasToken);
  const setPermissions = useAppStore((state) => state.setPermissions);
  const permi = menus.data?.permi;
  useEffect(() => {
    setPermissions(hasToken ? (permi ?? null) : []);
  }, [hasToken, permi, setPermissions]);
}
