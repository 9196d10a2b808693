import type { ConsoleCentre, StaffInviteInput, StaffRole, StaffRow, UserStatus } from '@mall/contracts';
import type { z } from 'zod';
import type peopleTexts from '../../locales/areas/people/zh_CN';

/** A text of the staff page: the platform's (people.staff.*) and the workbench's (merchantStaff.staff.*). */
export type StaffTextKey = keyof (typeof peopleTexts)['people']['staff'];

/** What the staff page calls: the platform's /platform/staff/* or the workbench's /merchant/staff/*. */
export interface StaffApi {
  list(): Promise<StaffRow[]>;
  invite(body: StaffInviteInput): Promise<{ staff: StaffRow; newAccount: boolean; codeSent: boolean }>;
  setRole(userId: number, roleId: number): Promise<StaffRow>;
  remove(userId: number): Promise<null>;
  roles(): Promise<StaffRole[]>;
  saveRole(body: { roleId?: number; roleName: string; permissions: string[] }): Promise<StaffRole>;
  deleteRole(roleId: number): Promise<null>;
}

/**
 * Whose staff the page manages: the platform console's (platform codes) or a merchant's workbench (the
 * shop's own, merchant codes). The page, its modals and the roles tab are the same for both.
 */
export interface StaffPageScope {
  workspace: ConsoleCentre;
  api: StaffApi;
  /** The codes a role may hold, in the registry's order (the role form's checkboxes). */
  codes: readonly string[];
  /** A code in the reader's language. */
  codeLabel: (code: string) => string;
  /** The page's texts in the reader's language. */
  text: (key: StaffTextKey, values?: Record<string, string | number>) => string;
  /** The contract's rule of a role's codes (the form checks it before sending). */
  permissionsSchema: z.ZodType;
}

export const staffKey = (scope: StaffPageScope) => [scope.workspace, 'staff'] as const;
export const rolesKey = (scope: StaffPageScope) => [scope.workspace, 'staffRoles'] as const;

export const statusColours: Record<UserStatus, string> = { active: 'green', frozen: 'red' };
