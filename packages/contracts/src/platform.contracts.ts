import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQuerySchema } from './envelope';
import { merchantApplicationSchema, merchantStatuses } from './merchant.contracts';
import { platformPermissionCodes } from './permissions';
import { editableParamCodes, paramValueSchema, systemParamKinds } from './system-params';

/*
 * The platform console's API (/api/platform/*, issue 33). Every endpoint is in the platform centre (a session
 * of another centre is refused with 40300 before anything else) and names the platform permission code it
 * needs; every write leaves an audit entry (docs/audit-log.md).
 */

export const platformLimits = {
  reviewReasonMax: 200,
  keywordMax: 60,
} as const;

/** One application in the review list. */
export const platformMerchantApplicationRowSchema = z.object({
  applicationId: z.number().int(),
  userId: z.number().int(),
  /** The applicant's sign-in mobile. */
  mobile: z.string(),
  companyName: z.string().nullable(),
  shopName: z.string().nullable(),
  contactName: z.string().nullable(),
  status: z.enum(merchantStatuses),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
});
export type PlatformMerchantApplicationRow = z.infer<typeof platformMerchantApplicationRowSchema>;

/** An application as a reviewer reads it: every step, the applicant, and the shop its approval opened. */
export const platformMerchantApplicationSchema = merchantApplicationSchema.extend({
  userId: z.number().int(),
  mobile: z.string(),
  /** The shop opened by the approval; null before. */
  shopId: z.number().int().nullable(),
});
export type PlatformMerchantApplication = z.infer<typeof platformMerchantApplicationSchema>;

export const merchantReviewInputSchema = z.discriminatedUnion('decision', [
  z.object({ applicationId: z.number().int().min(1), decision: z.literal('approve') }).strict(),
  z
    .object({
      applicationId: z.number().int().min(1),
      decision: z.literal('reject'),
      /** What the applicant reads on the storefront, to correct the application and submit it again. */
      reason: z.string().trim().min(1, 'validation.required').max(platformLimits.reviewReasonMax),
    })
    .strict(),
]);
export type MerchantReviewInput = z.infer<typeof merchantReviewInputSchema>;

/** One entry of the audit log as the platform console lists and exports it (docs/audit-log.md). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO time, to the millisecond. */
  at: z.string(),
  actorUserId: z.number().int(),
  /** The actor's sign-in mobile, or '' (a job; user 0 is the system). */
  actorMobile: z.string(),
  /** The account acted as while impersonating; null otherwise. */
  onBehalfOfUserId: z.number().int().nullable(),
  centre: z.enum(['merchant', 'platform', 'system']),
  shopId: z.number().int().nullable(),
  address: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The values before and after, as the canonical JSON the hash covers (secrets redacted); null for none. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

const auditDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();
const auditWord = z.string().trim().max(64).optional();

/** The audit log's filters: each narrows the list and the export alike. */
export const auditFilterSchema = z.object({
  action: auditWord,
  entityType: auditWord,
  entityId: auditWord,
  actorUserId: z.coerce.number<number | string>().int().min(0).optional(),
  shopId: z.coerce.number<number | string>().int().min(1).optional(),
  centre: z.enum(['merchant', 'platform', 'system']).optional(),
  /** The mall days (UTC+8), both included. */
  from: auditDay,
  to: auditDay,
});

/** The chain check: every entry's hash recomputed, the links and the head compared. */
export const auditVerificationSchema = z.object({
  entries: z.number().int(),
  /** The head's hash, worth recording outside the database. */
  headHash: z.string(),
  /** null when the chain holds; else the first entry that breaks it and how. */
  broken: z.object({ id: z.number().int(), problem: z.enum(['edited', 'unlinked', 'head']) }).nullable(),
});

export const auditExportLimit = 10_000;

/** One editable system parameter as the console shows it. */
export const configParamSchema = z.object({
  code: z.enum(editableParamCodes),
  /** The value (Chinese, for a text a buyer reads). */
  value: z.string(),
  /** Its translations (en_US, ru_RU, es) when the parameter is a translated text; else {}. */
  valueI18n: z.record(z.string(), z.string()),
  /** What it is for, as the seed describes it (Chinese). */
  remark: z.string(),
});
export type ConfigParam = z.infer<typeof configParamSchema>;

/**
 * A new value of one parameter: checked by that parameter's own rule (system-params.ts), its translations
 * too (an empty one is none: the Chinese value is shown); translations of a parameter that has none are
 * refused.
 */
export const configParamInputSchema = z
  .object({
    code: z.enum(editableParamCodes),
    value: z.string().max(300),
    valueI18n: z
      .object({ en_US: z.string().max(300), ru_RU: z.string().max(300), es: z.string().max(300) })
      .partial()
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    const rule = paramValueSchema(input.code);
    const check = (value: string, path: (string | number)[]) => {
      const result = rule.safeParse(value);
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({ ...(issue as z.core.$ZodRawIssue), path: [...path, ...issue.path] } as never);
    };
    check(input.value, ['value']);
    const translated = 'translated' in systemParamKinds[input.code];
    for (const [lang, text] of Object.entries(input.valueI18n ?? {})) {
      if (!translated && text)
        ctx.addIssue({ code: 'custom', message: 'validation.notTranslated', path: ['valueI18n', lang] });
      else if (text?.trim()) check(text, ['valueI18n', lang]);
    }
  });
export type ConfigParamInput = z.input<typeof configParamInputSchema>;

export const platformEndpoints = {
  merchantApplicationList: defineEndpoint({
    method: 'GET',
    path: '/platform/merchant/application/list',
    summary:
      'Merchant applications, those waiting for review first (then newest); filtered by status and by a word ' +
      "of the company, the shop, the contact or the mobile. Drafts are the applicants' own and are not listed.",
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.merchantReview],
    kind: 'page',
    query: pageQuerySchema.pick({ offset: true, limit: true }).extend({
      status: z.enum(['submitted', 'approved', 'rejected']).optional(),
      keyword: z.string().trim().max(platformLimits.keywordMax).optional(),
    }),
    result: platformMerchantApplicationRowSchema,
  }),
  merchantApplicationDetail: defineEndpoint({
    method: 'GET',
    path: '/platform/merchant/application/detail',
    summary: 'One merchant application with every step (licence pictures included) and the applicant',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.merchantReview],
    kind: 'ext',
    query: z.object({ applicationId: z.coerce.number<number | string>().int().min(1) }),
    result: platformMerchantApplicationSchema,
  }),
  merchantApplicationReview: defineEndpoint({
    method: 'POST',
    path: '/platform/merchant/application/review',
    summary:
      'Approves an application under review, opening its shop and giving the applicant the seller centre, or ' +
      'refuses it with a reason the applicant sees; 40900 when it is no longer under review',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.merchantReview],
    kind: 'ext',
    body: merchantReviewInputSchema,
    result: platformMerchantApplicationSchema,
  }),
  auditList: defineEndpoint({
    method: 'GET',
    path: '/platform/audit/list',
    summary:
      'The audit log of console writes, newest first, filtered by action, entity, actor, shop, console and day',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.auditView],
    kind: 'page',
    query: pageQuerySchema.pick({ offset: true, limit: true }).extend(auditFilterSchema.shape),
    result: auditEntrySchema,
  }),
  auditExport: defineEndpoint({
    method: 'GET',
    path: '/platform/audit/export',
    summary:
      'The entries the filters select, oldest first, as a CSV file (UTF-8 with a byte order mark, for Excel); at ' +
      `most ${auditExportLimit} entries, 40000 beyond (narrow the filters)`,
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.auditView],
    kind: 'ext',
    download: true,
    query: auditFilterSchema,
    result: z.string(),
  }),
  auditVerify: defineEndpoint({
    method: 'GET',
    path: '/platform/audit/verify',
    summary:
      'Walks the whole audit chain as `npm run audit:verify` does: the first edited, deleted or inserted entry, ' +
      'or none',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.auditView],
    kind: 'ext',
    result: auditVerificationSchema,
  }),
  configParamList: defineEndpoint({
    method: 'GET',
    path: '/platform/config/param/list',
    summary: 'The system parameters of spec §3 the platform may change, with their values and translations',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.configEdit],
    kind: 'ext',
    result: z.array(configParamSchema),
  }),
  configParamSave: defineEndpoint({
    method: 'POST',
    path: '/platform/config/param/save',
    summary:
      "Changes one parameter, checked by its own rule (40000 with the field and the reason); the storefront's " +
      'kept pages are dropped on every server copy, so the next page shows it',
    tag: 'platform',
    auth: true,
    centre: 'platform',
    permissions: [platformPermissionCodes.configEdit],
    kind: 'ext',
    body: configParamInputSchema,
    result: configParamSchema,
  }),
};
