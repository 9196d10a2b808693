import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { peopleLimits, staffInviteInputSchema, staffRoleSchema, staffRowSchema } from './people.contracts';
import { type MerchantPermissionCode, merchantPermissionCodes } from './permissions';

/*
 * A shop's own staff in the merchant workbench (/api/merchant/staff/*, issue 33), the platform's staff
 * endpoints' twins: users of the merchant's customer in the seller centre, each with a role of that customer
 * built from the merchant codes. Every endpoint needs `shop:staff:manage` and works on the caller's own
 * customer only (another merchant's staff and roles answer 40400); every write leaves an audit entry.
 */

/** The merchant codes a shop's role may hold, in the registry's order (the workbench's checkboxes). */
export const merchantCodeList = Object.values(merchantPermissionCodes) as [
  MerchantPermissionCode,
  ...MerchantPermissionCode[],
];

export const merchantStaffRoleInputSchema = z
  .object({
    /** Absent: a new role. */
    roleId: z.number().int().min(1).optional(),
    roleName: z.string().trim().min(1, 'validation.required').max(peopleLimits.roleNameMax),
    permissions: z
      .array(z.enum(merchantCodeList))
      .min(1, 'validation.roleCodes')
      .max(merchantCodeList.length)
      .refine((codes) => new Set(codes).size === codes.length, 'validation.roleCodes'),
  })
  .strict();
export type MerchantStaffRoleInput = z.input<typeof merchantStaffRoleInputSchema>;

const bodyId = z.number().int().min(1);

const workbench = {
  tag: 'workbench',
  auth: true,
  centre: 'merchant',
  permissions: [merchantPermissionCodes.staffManage],
  kind: 'ext',
} as const;

export const merchantStaffEndpoints = {
  list: defineEndpoint({
    ...workbench,
    method: 'GET',
    path: '/merchant/staff/list',
    summary: "The shop's staff with their roles, the main account first",
    result: z.array(staffRowSchema),
  }),
  invite: defineEndpoint({
    ...workbench,
    method: 'POST',
    path: '/merchant/staff/invite',
    summary:
      "Gives a mobile a role of the shop: a new number becomes an account of the merchant's company, sent the " +
      'forgot-password SMS code to set its own password (40300 without SMS); 40900 for a number of another ' +
      "customer or one already on the shop's staff; 40400 for a role that is not the shop's",
    body: staffInviteInputSchema,
    result: z.object({
      staff: staffRowSchema,
      /** A new account was made for the number (else an account of the merchant's company joined the staff). */
      newAccount: z.boolean(),
      /** The new account's forgot-password code went out by SMS. */
      codeSent: z.boolean(),
    }),
  }),
  setRole: defineEndpoint({
    ...workbench,
    method: 'POST',
    path: '/merchant/staff/role/set',
    summary:
      "Changes a staff member's role; withdrawn codes end their sessions. 40900 for the caller themself, the " +
      'main account and when no active account could manage the staff any more; 40400 for a member or a role ' +
      "that is not the shop's",
    body: z.object({ userId: bodyId, roleId: bodyId }).strict(),
    result: staffRowSchema,
  }),
  remove: defineEndpoint({
    ...workbench,
    method: 'POST',
    path: '/merchant/staff/remove',
    summary:
      'Takes the seller centre from a staff member and ends their sessions (the account stays). 40900 for the ' +
      "caller themself and the main account; 40400 for someone not on the shop's staff",
    body: z.object({ userId: bodyId }).strict(),
    result: z.null(),
  }),
  roleList: defineEndpoint({
    ...workbench,
    method: 'GET',
    path: '/merchant/staff/roles',
    summary: "The shop's staff roles with their codes and holders",
    result: z.array(staffRoleSchema),
  }),
  roleSave: defineEndpoint({
    ...workbench,
    method: 'POST',
    path: '/merchant/staff/role/save',
    summary:
      'Creates a role, or renames one and sets its codes (merchant codes only); withdrawn codes end the ' +
      "holders' sessions. 40900 for a name in use and when no active account could manage the staff any " +
      "more; 40400 for a role that is not the shop's",
    body: merchantStaffRoleInputSchema,
    result: staffRoleSchema,
  }),
  roleDelete: defineEndpoint({
    ...workbench,
    method: 'POST',
    path: '/merchant/staff/role/delete',
    summary:
      "Deletes a role nobody holds; 40900 while a staff member holds it, 40400 for a role that is not the shop's",
    body: z.object({ roleId: bodyId }).strict(),
    result: z.null(),
  }),
};
