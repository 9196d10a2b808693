/**
 * Shared form validation rules of spec §5, used by the web forms and the API schemas.
 *
 * Conventions:
 * - Values are the raw strings of form inputs. Nothing is trimmed: a value with stray spaces fails,
 *   so forms should trim before validating if they want to be lenient.
 * - The empty string passes every rule except `required`, so an optional field can carry a format
 *   rule and still be left blank. Combine `required` with a format rule for mandatory fields.
 * - The zod helpers (`zod-rules.ts`, kept apart so the browser bundle needs no zod) are for API schemas
 *   and do NOT let the empty string through: optional API fields are expressed with `.optional()`.
 * - `\d` in JavaScript only ever matches ASCII 0-9, so full-width digits (０-９) are rejected.
 * - Numeric rules reject leading zeros ("007") and bare dots ("1.", ".5"): values are stored and
 *   shown as typed, and the server parses them as canonical decimals.
 * - No regex has the `g` flag: `test()` on a global regex is stateful through `lastIndex`.
 */
import type { validationMessages } from '../validation-texts/en_US';

/**
 * The message keys of the rules. Their texts, English included, live in validation-texts/ (one file a
 * language), so the browser loads one language's texts with that language, not all four with the rules.
 */
export type ValidationMessageKey = keyof typeof validationMessages;

export interface Rule {
  test(value: string): boolean;
  messageKey: ValidationMessageKey;
  /** Interpolation values for the message, when it has placeholders. */
  params?: Readonly<Record<string, number>>;
}

function ruleOf(messageKey: ValidationMessageKey, check: (value: string) => boolean): Rule {
  return { messageKey, test: (value) => value === '' || check(value) };
}

function regexRule(messageKey: ValidationMessageKey, pattern: RegExp): Rule {
  return ruleOf(messageKey, (value) => pattern.test(value));
}

// Canonical non-negative integer part with at most `max` digits: "0" or no leading zero.
function intPart(max: number): string {
  return max === 1 ? '(?:0|[1-9])' : `(?:0|[1-9]\\d{0,${max - 1}})`;
}

// Non-negative decimal: up to `intDigits` integer digits and up to `decimals` fraction digits.
function decimalPattern(intDigits: number, decimals: number): RegExp {
  const fraction = decimals > 0 ? `(?:\\.\\d{1,${decimals}})?` : '';
  return new RegExp(`^${intPart(intDigits)}${fraction}$`);
}

// "0" or a number without leading zeros; "-0" is not a canonical integer.
const INTEGER = /^(?:0|-?[1-9]\d*)$/;
const DIGITS = /^\d+$/;
// Either an integer part >= 1, or "0.xxx" with at least one non-zero decimal, so "0.00" is rejected.
const NONZERO = /^(?:[1-9]\d*(?:\.\d+)?|0\.\d*[1-9]\d*)$/;
const LETTERS = /^[A-Za-z]+$/;
const LETTERS_DIGITS_UNDERSCORE = /^\w+$/;
const LETTERS_DIGITS = /^[A-Za-z\d]+$/;
const LETTERS_DIGITS_15_TO_20 = /^[A-Za-z\d]{15,20}$/;
// Account names: a letter first, so they can never be confused with a mobile number or an id.
const USERNAME = /^[A-Za-z]\w{5,19}$/;
// Script=Han covers all CJK ideograph blocks, not only the basic U+4E00-U+9FA5 range.
const HAN = /\p{Script=Han}/u;
const HAN_ONLY = /^\p{Script=Han}+$/u;
const EXCHANGE_RATE = decimalPattern(4, 5);
// Mainland landline: optional area code (0 + 2-3 digits, e.g. 010, 0755) with an optional hyphen,
// a 7-8 digit local number (local numbers never start with 0 or 1), an optional "-extension".
const LANDLINE = /^(?:0\d{2,3}-?)?[2-9]\d{6,7}(?:-\d{1,6})?$/;
// Mainland mobile: 11 digits, "1" then a network prefix 3-9 (no 10x/11x/12x ranges are issued).
const MOBILE = /^1[3-9]\d{9}$/;
// Deliberately ASCII-only and strict on dots: no leading, trailing or doubled dots in either part,
// domain labels may not start or end with a hyphen, and the TLD has at least 2 letters.
const EMAIL =
  /^[A-Za-z\d!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z\d!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?\.)+[A-Za-z]{2,}$/;
// Fax lines are landlines, but B2B partners often print them internationally: "+86-10-..." with a
// country code, in which case the area code drops its trunk 0.
const FAX = /^(?:\+\d{1,3}-[1-9]\d{1,2}-?|(?:0\d{2,3}-?)?)[2-9]\d{6,7}(?:-\d{1,6})?$/;
// Length only: corporate accounts (对公账户) are longer than card numbers and fail Luhn, see checks.ts.
const BANK_CARD = /^\d{1,30}$/;
const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const DOMAIN = '(?:[A-Za-z\\d](?:[A-Za-z\\d-]{0,61}[A-Za-z\\d])?\\.)+[A-Za-z]{2,}';
// A scheme is required: a scheme-less value would be rendered as a relative link.
const URL_PATTERN = new RegExp(
  `^https?://(?:localhost|${DOMAIN}|(?:${IPV4_OCTET}\\.){3}${IPV4_OCTET})(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
  'i',
);
// Format only (the checksum of 18-digit ids is not verified): 15 digits (old ids), or 17 digits
// plus a check character that is a digit or X (the check value 10).
const ID_CARD = /^(?:\d{15}|\d{17}[\dXx])$/;
const ZIP_CODE = /^\d{6}$/;
const QQ = /^[1-9]\d{4,11}$/;
// Printable ASCII except space: symbols are allowed (the strength meter rewards them), but characters
// typed through an input method (full-width, Chinese) are not, since they cannot be typed everywhere.
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7E]{6,20}$/;
const SMS_CODE = /^\d{6}$/;
// "100" may carry only zero decimals, everything else is 0-99 with the allowed decimals.
const PERCENTAGE = /^(?:100(?:\.0{1,3})?|(?:0|[1-9]\d?)(?:\.\d{1,3})?)$/;
const SCORE = /^(?:100(?:\.0{1,2})?|(?:0|[1-9]\d?)(?:\.\d{1,2})?)$/;
const MONEY = decimalPattern(8, 2);

export function quantityPattern(decimals: number): RegExp {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`Quantity decimals must be a non-negative integer, got ${decimals}`);
  }
  return decimalPattern(8, decimals);
}

/**
 * Quantity rule: up to 8 integer digits and `decimals` decimal places, where `decimals` is the
 * PRODUCT_NUMS system parameter (0 = whole numbers only).
 */
export function createQuantityRule(decimals = 0): Rule {
  const pattern = quantityPattern(decimals);
  if (decimals === 0) return regexRule('validation.quantity', pattern);
  return { ...regexRule('validation.quantityDecimals', pattern), params: { decimals } };
}

export const rules = {
  // Whitespace-only input counts as empty, a space is not a value.
  required: { messageKey: 'validation.required', test: (value: string) => value.trim() !== '' },
  integer: regexRule('validation.integer', INTEGER),
  digits: regexRule('validation.digits', DIGITS),
  nonzero: regexRule('validation.nonzero', NONZERO),
  letters: regexRule('validation.letters', LETTERS),
  lettersDigitsUnderscore: regexRule('validation.lettersDigitsUnderscore', LETTERS_DIGITS_UNDERSCORE),
  lettersDigits: regexRule('validation.lettersDigits', LETTERS_DIGITS),
  lettersDigits15To20: regexRule('validation.lettersDigits15To20', LETTERS_DIGITS_15_TO_20),
  username: regexRule('validation.username', USERNAME),
  noChinese: ruleOf('validation.noChinese', (value) => !HAN.test(value)),
  chinese: regexRule('validation.chinese', HAN_ONLY),
  exchangeRate: regexRule('validation.exchangeRate', EXCHANGE_RATE),
  landline: regexRule('validation.landline', LANDLINE),
  mobile: regexRule('validation.mobile', MOBILE),
  phone: ruleOf('validation.phone', (value) => LANDLINE.test(value) || MOBILE.test(value)),
  email: regexRule('validation.email', EMAIL),
  fax: regexRule('validation.fax', FAX),
  bankCard: regexRule('validation.bankCard', BANK_CARD),
  url: regexRule('validation.url', URL_PATTERN),
  idCard: regexRule('validation.idCard', ID_CARD),
  zipCode: regexRule('validation.zipCode', ZIP_CODE),
  qq: regexRule('validation.qq', QQ),
  password: regexRule('validation.password', PASSWORD),
  smsCode: regexRule('validation.smsCode', SMS_CODE),
  percentage: regexRule('validation.percentage', PERCENTAGE),
  score: regexRule('validation.score', SCORE),
  money: regexRule('validation.money', MONEY),
  /** Whole-number quantity; use `createQuantityRule(PRODUCT_NUMS)` when decimals are allowed. */
  quantity: createQuantityRule(0),
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;

/** The patterns behind the rules, for the zod helpers of the API schemas (`zod-rules.ts`). */
export const patterns = {
  MOBILE,
  LANDLINE,
  EMAIL,
  FAX,
  URL_PATTERN,
  ID_CARD,
  ZIP_CODE,
  QQ,
  BANK_CARD,
  USERNAME,
  PASSWORD,
  SMS_CODE,
  EXCHANGE_RATE,
  PERCENTAGE,
  SCORE,
  MONEY,
} as const;
