import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { type PlatformPermissionCode, platformPermissionCodes } from './permissions';
import { zMobile } from './validation/zod-rules';

/*
 * The platform console's people (issue 33): the mall's users (find, freeze and restore, end their sessions,
 * send a password-reset SMS), the platform's own staff and their roles, and the buyers' feedback with the
 * replies its authors read on the storefront. Every write leaves an audit entry (docs/audit-log.md).
 */

export const peopleLimits = {
  keywordMax: 60,
  staffNameMax: 64,
  roleNameMax: 64,
  replyMax: 500,
  /** How many of their own messages a buyer sees beside the feedback form, newest first. */
  myFeedbackMax: 20,
  /** A platform-sent password-reset SMS to one user: at most one in this many minutes. */
  resetSmsEveryMinutes: 10,
} as const;

/** A user's state: `active` (users.status 1) signs in; `frozen` (0) cannot, and has no session left. */
export const userStatuses = ['active', 'frozen'] as const;
export type UserStatus = (typeof userStatuses)[number];

const id = z.coerce.number<number | string>().int().min(1);
const bodyId = z.number().int().min(1);

/** One user in the search list. */
export const platformUserRowSchema = z.object({
  userId: z.number().int(),
  /** The sign-in mobile. */
  mobile: z.string(),
  userName: z.string(),
  contactName: z.string(),
  custId: z.number().int(),
  /** The user's company (or the person's own name for a person account). */
  custName: z.string(),
  status: z.enum(userStatuses),
  createdAt: z.string(),
  /** The identity centres the user may enter (subsystem codes). */
  centres: z.array(z.string()),
});
export type PlatformUserRow = z.infer<typeof platformUserRowSchema>;

/** One user as the drawer shows them: their centres with the role in each, and their open sessions. */
export const platformUserDetailSchema = platformUserRowSchema.extend({
  centreRoles: z.array(
    z.object({
      subsysCode: z.string(),
      subsysLabel: z.string(),
      /** The role's name; null: the customer's main account, which holds every code of the centre. */
      roleName: z.string().nullable(),
    }),
  ),
  /** Sessions still open (signed-in browsers and apps, impersonations started from them included). */
  sessions: z.number().int(),
  /** The caller's own account: it may not be frozen from here. */
  isSelf: z.boolean(),
});
export type PlatformUserDetail = z.infer<typeof platformUserDetailSchema>;

export const platformUserQuerySchema = pageQuerySchema.pick({ offset: true, limit: true }).extend({
  /** A part of the mobile, the user's or contact's name, or the company's name. */
  keyword: z.string().trim().max(peopleLimits.keywordMax).optional(),
  status: z.enum(userStatuses).optional(),
});

const userIdBody = z.object({ userId: bodyId }).strict();

/** What a reset SMS came to: the masked number it went to and how long its code works. */
export const resetSmsResultSchema = z.object({
  sentTo: z.string(),
  validMinutes: z.number().int(),
});

/** The platform codes a role may hold, in the registry's order (the console's checkboxes). */
export const platformCodeList = Object.values(platformPermissionCodes) as [
  PlatformPermissionCode,
  ...PlatformPermissionCode[],
];

/** One member of the platform's staff: a user of the platform's customer in the platform centre. */
export const staffRowSchema = z.object({
  userId: z.number().int(),
  mobile: z.string(),
  userName: z.string(),
  status: z.enum(userStatuses),
  /** null: the platform's main account, which holds every code. */
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  isSelf: z.boolean(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

/** A staff role of the platform centre with the codes it holds and how many staff hold it. */
export const staffRoleSchema = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  permissions: z.array(z.string()),
  holders: z.number().int(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffInviteInputSchema = z
  .object({
    mobile: zMobile,
    /** The name the console and the audit log show (a new account's name; an existing one keeps its own). */
    name: z.string().trim().min(1, 'validation.required').max(peopleLimits.staffNameMax),
    roleId: bodyId,
  })
  .strict();
export type StaffInviteInput = z.input<typeof staffInviteInputSchema>;

export const staffRoleInputSchema = z
  .object({
    /** Absent: a new role. */
    roleId: bodyId.optional(),
    roleName: z.string().trim().min(1, 'validation.required').max(peopleLimits.roleNameMax),
    permissions: z
      .array(z.enum(platformCodeList))
      .min(1, 'validation.roleCodes')
      .max(platformCodeList.length)
      .refine((codes) => new Set(codes).size === codes.length, 'validation.roleCodes'),
  })
  .strict();
export type StaffRoleInput = z.input<typeof staffRoleInputSchema>;

/** One buyer's message as the platform reads and answers it. */
export const feedbackRowSchema = z.object({
  feedbackId: z.number().int(),
  userId: z.number().int(),
  mobile: z.string(),
  userName: z.string(),
  custName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** The platform's answer, '' before one. */
  reply: z.string(),
  repliedAt: z.string().nullable(),
  /** The staff member who answered (their name), null before an answer. */
  repliedBy: z.string().nullable(),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

export const feedbackReplyInputSchema = z
  .object({
    feedbackId: bodyId,
    reply: z.string().trim().min(1, 'validation.required').max(peopleLimits.replyMax),
  })
  .strict();
export type FeedbackReplyInput = z.input<typeof feedbackReplyInputSchema>;

const platform = {
  tag: 'platform',
  auth: true,
  centre: 'platform',
} as const;

export const peopleEndpoints = {
  userList: defineEndpoint({
    ...platform,
    method: 'GET',
    path: '/platform/user/list',
    summary:
      "The mall's users, newest first, found by a part of the mobile, the user's or contact's name or the " +
      'company, and by status',
    permissions: [platformPermissionCodes.userManage],
    kind: 'page',
    query: platformUserQuerySchema,
    result: platformUserRowSchema,
  }),
  userDetail: defineEndpoint({
    ...platform,
    method: 'GET',
    path: '/platform/user/detail',
    summary:
      'One user with their centres and roles and the number of open sessions; 40400 for an unknown user',
    permissions: [platformPermissionCodes.userManage],
    kind: 'ext',
    query: z.object({ userId: id }),
    result: platformUserDetailSchema,
  }),
  userFreeze: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/user/freeze',
    summary:
      'Freezes a user: they cannot sign in and every session of theirs ends at its next request. 40900 for the ' +
      'caller themself and for the last active account that can manage the staff; 40400 for an unknown user',
    permissions: [platformPermissionCodes.userManage],
    kind: 'ext',
    body: userIdBody,
    result: platformUserDetailSchema,
  }),
  userRestore: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/user/restore',
    summary: 'Restores a frozen user: they sign in again with their password; 40400 for an unknown user',
    permissions: [platformPermissionCodes.userManage],
    kind: 'ext',
    body: userIdBody,
    result: platformUserDetailSchema,
  }),
  userEndSessions: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/user/sessions/end',
    summary:
      'Ends every session of a user (and the impersonations started from them): each open page is signed out ' +
      'at its next request; 40400 for an unknown user',
    permissions: [platformPermissionCodes.userManage],
    kind: 'ext',
    body: userIdBody,
    result: platformUserDetailSchema,
  }),
  userResetSms: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/user/password/reset-sms',
    summary:
      "Sends the user the forgot-password SMS code: they set a new password themselves on the sign-on page's " +
      "'forgot password' (nobody else learns it). One per user every " +
      `${peopleLimits.resetSmsEveryMinutes} minutes and the SMS limits of sign-on (42900); 40300 without SMS`,
    permissions: [platformPermissionCodes.userManage],
    kind: 'ext',
    body: userIdBody,
    result: resetSmsResultSchema,
  }),
  staffList: defineEndpoint({
    ...platform,
    method: 'GET',
    path: '/platform/staff/list',
    summary: "The platform's staff with their roles, the main account first",
    permissions: [platformPermissionCodes.staffManage],
    kind: 'ext',
    result: z.array(staffRowSchema),
  }),
  staffInvite: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/staff/invite',
    summary:
      'Gives a mobile a staff role: a new number becomes an account of the platform, sent the forgot-password ' +
      'SMS code to set its own password (40300 without SMS); 40900 for a number of another customer or one ' +
      'already on the staff; 40400 for an unknown role',
    permissions: [platformPermissionCodes.staffManage],
    kind: 'ext',
    body: staffInviteInputSchema,
    result: z.object({
      staff: staffRowSchema,
      /** A new account was made for the number (else an account of the platform's joined the staff). */
      newAccount: z.boolean(),
      /** The new account's forgot-password code went out by SMS. */
      codeSent: z.boolean(),
    }),
  }),
  staffSetRole: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/staff/role/set',
    summary:
      "Changes a staff member's role; withdrawn codes end their sessions. 40900 for the caller themself and " +
      'when no active account could manage the staff any more; 40400 for an unknown member or role',
    permissions: [platformPermissionCodes.staffManage],
    kind: 'ext',
    body: z.object({ userId: bodyId, roleId: bodyId }).strict(),
    result: staffRowSchema,
  }),
  staffRemove: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/staff/remove',
    summary:
      'Takes the platform centre from a staff member and ends their sessions (the account stays). 40900 for ' +
      'the caller themself and the last active account that can manage the staff; 40400 for a non-member',
    permissions: [platformPermissionCodes.staffManage],
    kind: 'ext',
    body: userIdBody,
    result: z.null(),
  }),
  roleList: defineEndpoint({
    ...platform,
    method: 'GET',
    path: '/platform/staff/roles',
    summary: "The platform centre's staff roles with their codes and holders",
    permissions: [platformPermissionCodes.staffManage],
    kind: 'ext',
    result: z.array(staffRoleSchema),
  }),
  roleSave: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/staff/role/save',
    summary:
      'Creates a role, or renames one and sets its codes (platform codes only); withdrawn codes end the ' +
      "holders' sessions. 40900 for a name in use and when no active account could manage the staff any " +
      'more; 40400 for an unknown role',
    permissions: [platformPermissionCodes.staffManage],
    kind: 'ext',
    body: staffRoleInputSchema,
    result: staffRoleSchema,
  }),
  roleDelete: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/staff/role/delete',
    summary: 'Deletes a role nobody holds; 40900 while a staff member holds it, 40400 for an unknown role',
    permissions: [platformPermissionCodes.staffManage],
    kind: 'ext',
    body: z.object({ roleId: bodyId }).strict(),
    result: z.null(),
  }),
  feedbackList: defineEndpoint({
    ...platform,
    method: 'GET',
    path: '/platform/feedback/list',
    summary:
      "Buyers' messages from the storefront's right bar, newest first; `unanswered` keeps those without a reply",
    permissions: [platformPermissionCodes.feedbackReply],
    kind: 'page',
    query: pageQuerySchema.pick({ offset: true, limit: true }).extend({
      state: z.enum(['unanswered', 'answered']).optional(),
    }),
    result: feedbackRowSchema,
  }),
  feedbackReply: defineEndpoint({
    ...platform,
    method: 'POST',
    path: '/platform/feedback/reply',
    summary:
      'Answers a message (or changes the answer): its author reads it beside the feedback form; 40400 for an ' +
      'unknown message',
    permissions: [platformPermissionCodes.feedbackReply],
    kind: 'ext',
    body: feedbackReplyInputSchema,
    result: feedbackRowSchema,
  }),
};

/** One of the caller's own messages with the platform's reply, as the storefront shows them. */
export const myFeedbackSchema = z.object({
  feedbackId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  /** '' before the platform answered. */
  reply: z.string(),
  repliedAt: z.string().nullable(),
});
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

/** The buyer's side of feedback: their own messages with the replies. */
export const buyerFeedbackEndpoints = {
  myFeedback: defineEndpoint({
    method: 'GET',
    path: '/member/basebiz/feedback/mine',
    summary: `The caller's own messages (right bar), newest first, at most ${peopleLimits.myFeedbackMax}, with the platform's replies`,
    tag: 'feedback',
    auth: true,
    kind: 'ext',
    result: z.array(myFeedbackSchema),
  }),
};
