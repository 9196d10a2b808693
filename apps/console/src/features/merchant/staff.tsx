import {
  merchantStaffEndpoints as ep,
  type MerchantStaffRoleInput,
  merchantCodeList,
  merchantPermissionCodes,
  merchantStaffRoleInputSchema,
} from '@mall/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import type { AreaMessages } from '../../locales/areas/merchant-staff/zh_CN';
import shopTexts from '../../locales/areas/merchant-staff/zh_CN';
import { StaffPage } from '../shared/staff-page';
import type { StaffPageScope, StaffTextKey } from '../shared/staff-scope';

/** The registry's name of each merchant code (its label's key: a code holds `:`, i18next's namespace mark). */
const codeNames = new Map<string, keyof typeof merchantPermissionCodes>(
  (Object.entries(merchantPermissionCodes) as [keyof typeof merchantPermissionCodes, string][]).map(
    ([name, code]) => [code, name],
  ),
);

type ShopWorded = keyof AreaMessages['merchantStaff']['staff'];
/** The staff texts the shop words otherwise (the rest are the platform staff page's). */
const isShopWorded = (key: StaffTextKey): key is ShopWorded => key in shopTexts.merchantStaff.staff;

/** A merchant code in the reader's language; an unknown code as it is. */
function codeLabel(t: TFunction, code: string): string {
  const name = codeNames.get(code);
  return name ? t(`merchantStaff.codes.${name}`) : code;
}

/**
 * The shop's own staff and their roles (/merchant/staff/*, `shop:staff:manage`): the platform's staff page
 * with the shop's scope — accounts of the merchant's company in the seller centre, roles of merchant codes.
 */
export default function MerchantStaff() {
  const { t } = useTranslation();
  const scope = useMemo<StaffPageScope>(
    () => ({
      workspace: 'merchant',
      api: {
        list: () => call(ep.list),
        invite: (body) => call(ep.invite, { body }),
        setRole: (userId, roleId) => call(ep.setRole, { body: { userId, roleId } }),
        remove: (userId) => call(ep.remove, { body: { userId } }),
        roles: () => call(ep.roleList),
        saveRole: (body) =>
          call(ep.roleSave, {
            body: { ...body, permissions: body.permissions as MerchantStaffRoleInput['permissions'] },
          }),
        deleteRole: (roleId) => call(ep.roleDelete, { body: { roleId } }),
      },
      codes: merchantCodeList,
      codeLabel: (code) => codeLabel(t, code),
      // The shop's own wording where it has one, else the platform staff page's text.
      text: (key, values) =>
        isShopWorded(key)
          ? t(`merchantStaff.staff.${key}`, values ?? {})
          : t(`people.staff.${key}`, values ?? {}),
      permissionsSchema: merchantStaffRoleInputSchema.shape.permissions,
    }),
    [t],
  );
  return <StaffPage scope={scope} />;
}
