import { z } from 'zod';
import { zSec } from './auth-fields';
import { defineEndpoint } from './endpoint';
import { permissionCodes } from './permissions';
import { zEmail, zMobile, zSmsCode } from './validation/zod-rules';

/** The signed-in user's own profile, password, mobile and payment password (spec §7). */

const zPayPassword = z.string().regex(/^\d{6}$/, 'validation.digits');

/** The avatar a user uploads (modifypersonalimage). */
export const avatarLimits = {
  /** Bytes of the picture. */
  maxBytes: 2 * 1024 * 1024,
};

export const profileEndpoints = {
  modifyInfo: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/modifypersonalinfo',
    summary: "Edits the signed-in user's own profile (never another user's)",
    tag: 'profile',
    auth: true,
    permissions: [permissionCodes.accountEdit],
    kind: 'ext',
    body: z.object({
      contactName: z.string().trim().min(1).max(64),
      mallContactName: z.string().trim().max(64).optional(),
      userName: z.string().trim().min(1).max(64).optional(),
      email: z.union([zEmail, z.literal('')]).optional(),
    }),
    result: z.null(),
  }),
  modifyImage: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/modifypersonalimage',
    summary:
      'Avatar as multipart/form-data, the picture in the field file (PNG, JPEG or GIF by content, ' +
      `≤ ${avatarLimits.maxBytes / 1024 / 1024} MB; no file, a second file or a larger one is 40000); ext is its URL`,
    tag: 'profile',
    auth: true,
    permissions: [permissionCodes.accountEdit],
    kind: 'ext',
    body: z.object({}).strict(),
    upload: {
      field: 'file',
      maxBytes: avatarLimits.maxBytes,
      types: ['image/png', 'image/jpeg', 'image/gif'],
    },
    result: z.string(),
  }),
  sendResetPasswordCode: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/verifyrestpwdsendcode',
    summary: "Sends a code to the signed-in user's mobile for changing the password",
    tag: 'profile',
    auth: true,
    slider: true,
    kind: 'ext',
    result: z.null(),
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/updatepassword',
    summary:
      'Changes the password (path chosen here): `oldSec` is the current password and `sec` the new one, both ' +
      'encrypted like sign-in; an SMS code from verifyrestpwdsendcode is checked too when given. Wrong ' +
      'current passwords meet the growing delay of sign-in. Ends every other session of the user',
    tag: 'profile',
    auth: true,
    kind: 'ext',
    body: z.object({ oldSec: zSec, sec: zSec, smsCode: zSmsCode.optional() }),
    result: z.null(),
  }),
  sendOldMobileCode: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/verifyoldtelsendcode',
    summary: 'Sends a code to the current mobile before changing it',
    tag: 'profile',
    auth: true,
    slider: true,
    kind: 'ext',
    result: z.null(),
  }),
  sendNewMobileCode: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/verifynewtelsendcode',
    summary:
      'Sends a code to the new mobile (path chosen here), whether or not an account has that number: ' +
      'modifymobile says it is taken, once both codes were right',
    tag: 'profile',
    auth: true,
    slider: true,
    kind: 'ext',
    body: z.object({ mobile: zMobile }),
    result: z.null(),
  }),
  updateMobile: defineEndpoint({
    method: 'POST',
    path: '/member/user/userinfo/modifymobile',
    summary:
      "Changes the mobile with the old and the new number's codes (path chosen here); a number another " +
      'account has is refused (40900) after both codes were checked',
    tag: 'profile',
    auth: true,
    kind: 'ext',
    body: z.object({ oldSmsCode: zSmsCode, mobile: zMobile, smsCode: zSmsCode }),
    result: z.null(),
  }),
  payPasswordSet: defineEndpoint({
    method: 'GET',
    path: '/member/pay/virtualaccount/queryaccountpaypassword',
    summary: 'Whether the payment password is set',
    tag: 'profile',
    auth: true,
    kind: 'ext',
    result: z.boolean(),
  }),
  sendPayPasswordCode: defineEndpoint({
    method: 'POST',
    path: '/member/pay/virtualaccount/sendpaypasswordcode',
    summary:
      "Sends a code to the signed-in user's mobile for setting the payment password (path chosen here; " +
      'the same 60-second and hourly limits as every SMS code)',
    tag: 'profile',
    auth: true,
    slider: true,
    permissions: [permissionCodes.payPasswordEdit],
    kind: 'ext',
    result: z.null(),
  }),
  payPasswordAdd: defineEndpoint({
    method: 'POST',
    path: '/member/pay/virtualaccount/addaccountpaypassword',
    summary:
      'Sets the 6-digit payment password (only when none is set: 40900) with the SMS code from ' +
      'sendpaypasswordcode, so a session alone (a borrowed or stolen one) cannot set the password that ' +
      'spends the balance',
    tag: 'profile',
    auth: true,
    permissions: [permissionCodes.payPasswordEdit],
    kind: 'ext',
    body: z.object({ payPassword: zPayPassword, smsCode: zSmsCode }),
    result: z.null(),
  }),
  payPasswordVerify: defineEndpoint({
    method: 'POST',
    path: '/member/pay/virtualaccount/verifyaccountpaypassword',
    summary: 'Checks the payment password (growing delay after 5 wrong tries)',
    tag: 'profile',
    auth: true,
    kind: 'ext',
    body: z.object({ payPassword: zPayPassword }),
    result: z.boolean(),
  }),
  payPasswordUpdate: defineEndpoint({
    method: 'POST',
    path: '/member/pay/virtualaccount/updateaccountpaypassword',
    summary: 'Changes the payment password given the old one',
    tag: 'profile',
    auth: true,
    permissions: [permissionCodes.payPasswordEdit],
    kind: 'ext',
    body: z.object({ oldPayPassword: zPayPassword, payPassword: zPayPassword }),
    result: z.null(),
  }),
};
