import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { zBankCard, zEmail, zIdCard, zLandline, zMobile, zMoney } from './validation/zod-rules';

/*
 * Merchant onboarding (/mall/enter, /mall/enterNew) and the financial service (/mall/financialservice).
 * The spec names the screens only; the paths below follow the style of spec §7 and are ours.
 *
 * Onboarding: one application per signed-in user, filled in steps. Each step is checked in full and
 * saved on the server when the user moves on, so the wizard can be left and resumed. `submit` checks
 * every step again (licence pictures must still be the caller's own gallery files) and makes the
 * application read-only until it is reviewed; a rejected one can be edited and submitted again. The
 * review itself is done by the operators (there is no admin side in this product): see docs/merchant.md.
 */

export const merchantLimits = {
  companyNameMax: 60,
  legalPersonMax: 30,
  addressMax: 120,
  bankNameMax: 60,
  contactNameMax: 30,
  shopNameMax: 30,
  introMax: 500,
  licencePicturesMax: 3,
  categoriesMax: 10,
  /** Finance: note length, under-review applications one user may have, submissions per user per minute. */
  financeNoteMax: 200,
  financeOpenMax: 10,
  financePerMinute: 3,
} as const;

/** The wizard's steps in order; the last one (agreement) is the submit itself. */
export const merchantSteps = ['company', 'contact', 'licence', 'categories', 'agreement'] as const;
export type MerchantStep = (typeof merchantSteps)[number];
/** Steps that carry data (the agreement is the submit call). */
export const merchantDataSteps = ['company', 'contact', 'licence', 'categories'] as const;
export type MerchantDataStep = (typeof merchantDataSteps)[number];

/** draft → submitted (under review) → approved | rejected; rejected → draft when edited again. */
export const merchantStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type MerchantStatus = (typeof merchantStatuses)[number];

/**
 * Settlement account: a corporate account (对公账户, not Luhn-checked: those numbers do not carry a Luhn
 * digit) or the legal representative's bank card (Luhn-checked, spec §5 helper).
 */
export const settlementAccountTypes = ['corporate', 'card'] as const;
export type SettlementAccountType = (typeof settlementAccountTypes)[number];

/**
 * Unified social credit code (统一社会信用代码): 18 characters, digits and capitals except I, O, S, V, Z.
 * A string (not a RegExp) so the browser build can carry it as a plain value.
 */
export const creditCodePattern = '^[0-9A-HJ-NP-RTUWXY]{2}\\d{6}[0-9A-HJ-NP-RTUWXY]{10}$';

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

export const merchantCompanySchema = z
  .object({
    companyName: text(merchantLimits.companyNameMax),
    creditCode: z.string().trim().regex(new RegExp(creditCodePattern), 'validation.creditCode'),
    legalPerson: text(merchantLimits.legalPersonMax),
    legalIdNumber: zIdCard,
    address: text(merchantLimits.addressMax),
    accountType: z.enum(settlementAccountTypes),
    bankName: text(merchantLimits.bankNameMax),
    bankAccount: zBankCard,
  })
  .strict();
export type MerchantCompany = z.infer<typeof merchantCompanySchema>;

export const merchantContactSchema = z
  .object({
    contactName: text(merchantLimits.contactNameMax),
    mobile: zMobile,
    email: zEmail,
    /** Optional landline. */
    phone: zLandline.optional(),
  })
  .strict();
export type MerchantContact = z.infer<typeof merchantContactSchema>;

export const merchantLicenceSchema = z
  .object({
    /** Addresses of the caller's own gallery pictures (checked by the server). */
    licenceUrls: z
      .array(z.string().min(1).max(300))
      .min(1, 'validation.licenceRequired')
      .max(merchantLimits.licencePicturesMax),
  })
  .strict();
export type MerchantLicence = z.infer<typeof merchantLicenceSchema>;

export const merchantCategoriesSchema = z
  .object({
    shopName: text(merchantLimits.shopNameMax),
    /** Second-level product class ids (the real class tree). */
    classIds: z
      .array(z.number().int().min(1))
      .min(1, 'validation.categoryRequired')
      .max(merchantLimits.categoriesMax),
    intro: z.string().trim().max(merchantLimits.introMax).optional(),
  })
  .strict();
export type MerchantCategories = z.infer<typeof merchantCategoriesSchema>;

export const merchantSaveStepSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('company'), data: merchantCompanySchema }).strict(),
  z.object({ step: z.literal('contact'), data: merchantContactSchema }).strict(),
  z.object({ step: z.literal('licence'), data: merchantLicenceSchema }).strict(),
  z.object({ step: z.literal('categories'), data: merchantCategoriesSchema }).strict(),
]);
export type MerchantSaveStep = z.infer<typeof merchantSaveStepSchema>;

export const merchantCategorySchema = z.object({ classId: z.number().int(), name: z.string() });

export const merchantApplicationSchema = z.object({
  applicationId: z.number().int(),
  status: z.enum(merchantStatuses),
  /** The step to open when the wizard is resumed (the first one not saved yet). */
  currentStep: z.enum(merchantSteps),
  company: merchantCompanySchema.nullable(),
  contact: merchantContactSchema.nullable(),
  licence: merchantLicenceSchema.nullable(),
  categories: merchantCategoriesSchema.nullable(),
  /** The chosen classes with their names in the request language. */
  categoryNames: z.array(merchantCategorySchema),
  /** Reason of the last rejection (kept while the user edits again); '' otherwise. */
  reviewNote: z.string(),
  /** False once submitted, until a rejection. */
  editable: z.boolean(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  updateTime: z.string(),
});
export type MerchantApplication = z.infer<typeof merchantApplicationSchema>;

// ---- Financial service -----------------------------------------------------------------------------

export const financeStatuses = ['submitted', 'approved', 'rejected'] as const;
export type FinanceStatus = (typeof financeStatuses)[number];

export const financeProductSchema = z.object({
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  institution: z.string(),
  summary: z.string(),
  features: z.array(z.string()),
  /** Annual rate range in percent, e.g. "3.85" – "6.50". */
  rateMin: z.string(),
  rateMax: z.string(),
  /** Terms that may be chosen, in months. */
  termMonths: z.array(z.number().int()),
  /** Amount range in yuan. */
  minAmount: z.string(),
  maxAmount: z.string(),
});
export type FinanceProduct = z.infer<typeof financeProductSchema>;

export const financeApplyInputSchema = z
  .object({
    productId: z.number().int().min(1).max(2_147_483_647),
    companyName: text(merchantLimits.companyNameMax),
    contactName: text(merchantLimits.contactNameMax),
    mobile: zMobile,
    /** Yuan, within the product's range. */
    amount: zMoney,
    termMonths: z.number().int().min(1).max(120),
    note: z.string().trim().max(merchantLimits.financeNoteMax).optional(),
  })
  .strict();
export type FinanceApplyInput = z.infer<typeof financeApplyInputSchema>;

export const financeApplicationSchema = z.object({
  applicationId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  amount: z.string(),
  termMonths: z.number().int(),
  note: z.string(),
  status: z.enum(financeStatuses),
  reviewNote: z.string(),
  createTime: z.string(),
});
export type FinanceApplication = z.infer<typeof financeApplicationSchema>;

export const merchantEndpoints = {
  myApplication: defineEndpoint({
    method: 'GET',
    path: '/member/merchant/enter/myapplication',
    summary: "The caller's onboarding application (saved steps, status, review note), or null",
    tag: 'merchant',
    auth: true,
    kind: 'ext',
    result: merchantApplicationSchema.nullable(),
  }),
  saveStep: defineEndpoint({
    method: 'POST',
    path: '/member/merchant/enter/savestep',
    summary:
      'Checks and saves one step of the application (creating it on the first call). Refused while ' +
      'the application is under review or approved; editing a rejected one makes it a draft again.',
    tag: 'merchant',
    auth: true,
    kind: 'ext',
    body: merchantSaveStepSchema,
    result: merchantApplicationSchema,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/member/merchant/enter/submit',
    summary: 'Accepts the agreement and submits the application for review; every step is checked again',
    tag: 'merchant',
    auth: true,
    kind: 'ext',
    body: z.object({ agreed: z.literal(true, 'validation.agreementRequired') }).strict(),
    result: merchantApplicationSchema,
  }),
  financeProducts: defineEndpoint({
    method: 'GET',
    path: '/finance/product/list',
    summary: 'Financial service products on offer, in the request language',
    tag: 'merchant',
    auth: false,
    kind: 'ext',
    result: z.array(financeProductSchema),
  }),
  financeApply: defineEndpoint({
    method: 'POST',
    path: '/member/finance/application/add',
    summary: `Applies for a financial product (amount and term within the product's; at most ${merchantLimits.financePerMinute} a minute)`,
    tag: 'merchant',
    auth: true,
    kind: 'ext',
    body: financeApplyInputSchema,
    result: financeApplicationSchema,
  }),
  financeMyApplications: defineEndpoint({
    method: 'GET',
    path: '/member/finance/application/mylist',
    summary: "The caller's financial service applications, newest first",
    tag: 'merchant',
    auth: true,
    kind: 'page',
    query: z.object({
      offset: z.coerce.number<number | string>().int().min(1).default(1),
      limit: z.coerce.number<number | string>().int().min(1).max(50).default(10),
    }),
    result: financeApplicationSchema,
  }),
};
