import {
  peopleEndpoints as ep,
  platformCodeList,
  type StaffRoleInput,
  staffRoleInputSchema,
} from '@mall/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { StaffPage } from '../shared/staff-page';
import type { StaffPageScope } from '../shared/staff-scope';
import { codeLabel } from './people-shared';

/** The platform's staff and their roles (/platform/staff/*): the shared staff page with platform codes. */
export default function PeopleStaff() {
  const { t } = useTranslation();
  const scope = useMemo<StaffPageScope>(
    () => ({
      workspace: 'platform',
      api: {
        list: () => call(ep.staffList),
        invite: (body) => call(ep.staffInvite, { body }),
        setRole: (userId, roleId) => call(ep.staffSetRole, { body: { userId, roleId } }),
        remove: (userId) => call(ep.staffRemove, { body: { userId } }),
        roles: () => call(ep.roleList),
        saveRole: (body) =>
          call(ep.roleSave, {
            body: { ...body, permissions: body.permissions as StaffRoleInput['permissions'] },
          }),
        deleteRole: (roleId) => call(ep.roleDelete, { body: { roleId } }),
      },
      codes: platformCodeList,
      codeLabel: (code) => codeLabel(t, code),
      text: (key, values) => t(`people.staff.${key}`, values ?? {}),
      permissionsSchema: staffRoleInputSchema.shape.permissions,
    }),
    [t],
  );
  return <StaffPage scope={scope} />;
}
