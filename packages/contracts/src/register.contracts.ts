import { z } from 'zod';
import { zSec, zToken } from './auth-fields';
import { defineEndpoint } from './endpoint';
import { zMobile, zSmsCode } from './validation/zod-rules';

/** The service pages the platform writes: the registration agreement and the privacy policy. */
export const agreementCodes = ['register', 'privacy'] as const;
export type AgreementCode = (typeof agreementCodes)[number];

/** Registration, the registration agreement and the forgotten password (spec §7). */

export const registerEndpoints = {
  usernameExists: defineEndpoint({
    method: 'POST',
    path: '/user/register/usernameexist',
    summary:
      'true when the mobile is already registered, told only to whoever holds the registration code sent to ' +
      'it (registersendsmscode): a wrong code is 40103 and counts as one of its 5 tries; the code is not spent',
    tag: 'register',
    auth: false,
    kind: 'ext',
    body: z.object({ mobile: zMobile, smsCode: zSmsCode }),
    result: z.boolean(),
  }),
  sendRegisterCode: defineEndpoint({
    method: 'POST',
    path: '/user/register/registersendsmscode',
    summary:
      'Sends the registration code; a registered number gets it too (the same answer for every number), and ' +
      'register (or usernameexist) then says it is taken, to the holder of the code only',
    tag: 'register',
    auth: false,
    slider: true,
    kind: 'ext',
    body: z.object({ mobile: zMobile }),
    result: z.null(),
  }),
  saveRecord: defineEndpoint({
    method: 'POST',
    path: '/user/register/saveregisterrecord',
    summary: 'Saves the registration form as a draft; ext is its id',
    tag: 'register',
    auth: false,
    kind: 'ext',
    body: z.object({
      mobile: zMobile,
      custName: z.string().trim().max(128).optional(),
      contactName: z.string().trim().max(64).optional(),
      userClass: z.union([z.literal(1), z.literal(2)]).optional(),
    }),
    result: z.number().int(),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/user/register/register',
    summary:
      'Creates the customer and the user with the buyer centre; `sec` as for login. A registered number is ' +
      'refused (40900) only after its code was right',
    tag: 'register',
    auth: false,
    kind: 'ext',
    body: z.object({
      mobile: zMobile,
      smsCode: zSmsCode,
      sec: zSec,
      contactName: z.string().trim().min(1).max(64),
      /** 1 company (custName required), 2 person. */
      userClass: z.union([z.literal(1), z.literal(2)]),
      custName: z.string().trim().max(128).optional(),
      agree: z.literal(true),
    }),
    result: z.null(),
  }),
  agreement: defineEndpoint({
    method: 'GET',
    path: '/basebiz/agreement/queryAgreementDetail',
    summary:
      'Registration agreement (or privacy policy) in the request language, as the platform wrote it in its ' +
      'console (a translation it left empty: the Chinese)',
    tag: 'register',
    auth: false,
    kind: 'ext',
    query: z.object({ agreementType: z.enum(agreementCodes).default('register') }),
    result: z.object({ title: z.string(), content: z.string() }),
  }),
  sendForgetCode: defineEndpoint({
    method: 'POST',
    path: '/user/viewmember/forgerpasssendcode',
    summary:
      'Sends the forgot-password code (mobile in the query, as in the spec). A number without an account gets ' +
      'the same answers, the waits and limits included, and no SMS',
    tag: 'register',
    auth: false,
    slider: true,
    kind: 'ext',
    query: z.object({ mobile: zMobile }),
    result: z.null(),
  }),
  forgetPassword: defineEndpoint({
    method: 'POST',
    path: '/user/viewmember/forgetpassword',
    summary: 'Sets a new password with the SMS code; ends every session of the user',
    tag: 'register',
    auth: false,
    kind: 'ext',
    body: z.object({ mobile: zMobile, smsCode: zSmsCode, sec: zSec }),
    result: z.null(),
  }),
};

/** Registered only when MALL_DEV_OUTBOX=1 (never in production); otherwise these paths answer 40400. */
export const devEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox',
    summary: 'Dev only: recent SMS codes sent to a mobile, newest first',
    tag: 'dev',
    auth: false,
    kind: 'ext',
    query: z.object({ mobile: zMobile }),
    result: z.array(z.object({ code: z.string(), purpose: z.string(), sentAt: z.string() })),
  }),
  captcha: defineEndpoint({
    method: 'GET',
    path: '/dev/captcha',
    summary: "Dev only: a captcha's answer (image text, or the slider's x)",
    tag: 'dev',
    auth: false,
    kind: 'ext',
    query: z.object({ token: zToken }),
    result: z.object({ kind: z.string(), answer: z.string() }),
  }),
};
