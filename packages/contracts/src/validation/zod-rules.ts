import { z } from 'zod';
import { patterns, quantityPattern } from './rules';

// Zod helpers for API schemas; the issue message is the i18n key so the client can translate it.
export const zMobile = z.string().regex(patterns.MOBILE, 'validation.mobile');
export const zLandline = z.string().regex(patterns.LANDLINE, 'validation.landline');
export const zPhone = z
  .string()
  .refine((value) => patterns.LANDLINE.test(value) || patterns.MOBILE.test(value), 'validation.phone');
/** At most 128 characters, what the e-mail columns hold (the pattern alone allows any length). */
export const zEmail = z.string().max(128).regex(patterns.EMAIL, 'validation.email');
export const zFax = z.string().regex(patterns.FAX, 'validation.fax');
export const zUrl = z.string().regex(patterns.URL_PATTERN, 'validation.url');
export const zIdCard = z.string().regex(patterns.ID_CARD, 'validation.idCard');
export const zZipCode = z.string().regex(patterns.ZIP_CODE, 'validation.zipCode');
export const zQq = z.string().regex(patterns.QQ, 'validation.qq');
export const zBankCard = z.string().regex(patterns.BANK_CARD, 'validation.bankCard');
export const zUsername = z.string().regex(patterns.USERNAME, 'validation.username');
export const zPassword = z.string().regex(patterns.PASSWORD, 'validation.password');
export const zSmsCode = z.string().regex(patterns.SMS_CODE, 'validation.smsCode');
export const zExchangeRate = z.string().regex(patterns.EXCHANGE_RATE, 'validation.exchangeRate');
export const zPercentage = z.string().regex(patterns.PERCENTAGE, 'validation.percentage');
export const zScore = z.string().regex(patterns.SCORE, 'validation.score');
/** Money travels as a decimal string so no float rounding happens on the way. */
export const zMoney = z.string().regex(patterns.MONEY, 'validation.money');

/** Quantity with up to `decimals` decimal places (the PRODUCT_NUMS system parameter). */
export function zQuantity(decimals = 0) {
  return z
    .string()
    .regex(quantityPattern(decimals), decimals === 0 ? 'validation.quantity' : 'validation.quantityDecimals');
}
