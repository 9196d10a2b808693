import type { Locale } from '../locales';

const CAPITAL_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const CAPITAL_POSITIONS = ['', '拾', '佰', '仟'];
/** Largest accepted amount (exclusive); the integer part then stays well inside Number's exact range. */
export const maxCapitalAmount = 1e15;

// Splits a number written in plain or exponent notation into sign, integer digits and fraction digits
// without going through float arithmetic.
function toDecimalParts(value: number | string): { negative: boolean; int: string; fraction: string } {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new TypeError(`Not a decimal amount: ${String(value)}`);
  }
  const [, sign, intDigits, fractionDigits = '', exponent = '0'] = match;
  const allDigits = intDigits + fractionDigits;
  const significant = allDigits.replace(/^0+/, '');
  // Position of the decimal point relative to the first significant digit.
  const point = intDigits.length - (allDigits.length - significant.length) + Number(exponent);
  const negative = sign === '-';
  // Checked before padding, so "1e999999999" cannot build a huge string.
  if (significant !== '' && point > 15) throw new RangeError(`Amount out of range: ${String(value)}`);
  // Below 0.0001 (or zero) the amount rounds to 0 fen whatever the digits.
  if (significant === '' || point < -3) return { negative, int: '', fraction: '' };
  if (point <= 0) return { negative, int: '', fraction: '0'.repeat(-point) + significant };
  const padded = significant.padEnd(point, '0');
  return { negative, int: padded.slice(0, point), fraction: padded.slice(point) };
}

// Reads a 1-4 digit group; leading zeros are skipped and a zero between digits is written once.
function capitalGroup(group: number): string {
  let result = '';
  let zero = false;
  for (let position = 3; position >= 0; position--) {
    const digit = Math.floor(group / 10 ** position) % 10;
    if (digit === 0) {
      zero = result !== '';
    } else {
      if (zero) result += '零';
      zero = false;
      result += CAPITAL_DIGITS[digit] + CAPITAL_POSITIONS[position];
    }
  }
  return result;
}

// Reads the integer in 4-digit sections (个, 万, 亿, 万亿). A section gets a leading 零 when zeros
// separate it from the previous non-zero section: 100000001 is 壹亿零壹, 10001000 is 壹仟万壹仟.
function capitalInteger(n: number): string {
  const sections: number[] = [];
  // Subtracting the remainder first keeps every division exact.
  for (let rest = n; sections.length < 4; rest = (rest - (rest % 1e4)) / 1e4) sections.push(rest % 1e4);
  // The top section is a count of 万亿, written "X万" when the 亿 section follows, else "X万亿".
  const units = ['', '万', '亿', sections[2] === 0 ? '万亿' : '万'];
  let result = '';
  let zerosBetween = false;
  for (let i = sections.length - 1; i >= 0; i--) {
    const section = sections[i];
    if (section === 0) {
      zerosBetween = result !== '';
      continue;
    }
    if (result !== '' && (zerosBetween || section < 1000)) result += '零';
    result += capitalGroup(section) + units[i];
    zerosBetween = false;
  }
  return result;
}

/**
 * Amount in Chinese capitals (大写金额) as written on invoices and cheques, rounded half up to the
 * fen: 1234.56 → 壹仟贰佰叁拾肆元伍角陆分, 100 → 壹佰元整, 10.05 → 壹拾元零伍分, -1 → 负壹元整.
 * Strings are read digit by digit, so pass the decimal string when the amount comes from the API to
 * avoid float rounding (1.005 rounds to 1.01). Throws a RangeError at or above 1e15 in absolute value,
 * and a TypeError for non-numeric input.
 */
export function toChineseCapitalAmount(amount: number | string): string {
  if (typeof amount === 'number' && !Number.isFinite(amount)) {
    throw new RangeError(`Amount out of range: ${amount}`);
  }
  const { negative, int, fraction } = toDecimalParts(amount);
  let yuan = Number(int || '0');
  let fen = Number(fraction.padEnd(2, '0').slice(0, 2));
  if (Number(fraction[2] ?? '0') >= 5) fen += 1;
  if (fen === 100) {
    fen = 0;
    yuan += 1;
  }
  if (yuan >= maxCapitalAmount) throw new RangeError(`Amount out of range: ${String(amount)}`);
  if (yuan === 0 && fen === 0) return '零元整';

  const jiao = Math.floor(fen / 10);
  const fenDigit = fen % 10;
  let result = yuan > 0 ? `${capitalInteger(yuan)}元` : '';
  if (fen === 0) {
    result += '整';
  } else {
    if (jiao > 0) result += `${CAPITAL_DIGITS[jiao]}角`;
    // 零 stands for the missing 角 between 元 and 分, but an amount under one yuan starts at 分.
    else if (yuan > 0) result += '零';
    if (fenDigit > 0) result += `${CAPITAL_DIGITS[fenDigit]}分`;
  }
  return (negative ? '负' : '') + result;
}

export type DateInput = Date | string | number;

/**
 * Turns a date input into a Date. Date-only strings ("2024-03-05", "2024-03") are read as local
 * dates: `new Date('2024-03-05')` would read them as UTC midnight, which is the previous day west
 * of Greenwich.
 */
export function toDate(input: DateInput): Date {
  let date: Date;
  const dateOnly = typeof input === 'string' ? /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(input) : null;
  if (dateOnly) {
    date = new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3] ?? 1));
  } else {
    date = new Date(input instanceof Date ? input.getTime() : input);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/**
 * The mall's time zone: China Standard Time, UTC+8 all year (no daylight saving). Dates are shown in it
 * wherever the page is rendered (server or browser) and wherever the buyer is, so a server-rendered
 * page and the browser that hydrates it print the same day, and every buyer sees the mall's calendar.
 */
export const mallUtcOffsetMinutes = 8 * 60;

/** Year, month (1–12) and day of a date input on the mall's calendar; a date-only string is that day. */
function mallCalendarDay(input: DateInput): { year: number; month: number; day: number } {
  const dateOnly = typeof input === 'string' ? /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(input) : null;
  if (dateOnly) {
    toDate(input);
    return { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3] ?? 1) };
  }
  const shifted = new Date(toDate(input).getTime() + mallUtcOffsetMinutes * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A month on the mall's calendar (UTC+8) as the language writes it: the spec's 'YYYY / MM' in Chinese (the
 * default), "Jan 2027" in English, "01.2027" in Russian, "01/2027" in Spanish.
 */
export function formatYearMonth(input: DateInput, locale: Locale = 'zh_CN'): string {
  const { year, month } = mallCalendarDay(input);
  const y = pad(year, 4);
  if (locale === 'en_US') return `${englishMonths[month - 1]} ${y}`;
  if (locale === 'ru_RU') return `${pad(month)}.${y}`;
  if (locale === 'es') return `${pad(month)}/${y}`;
  return `${y} / ${pad(month)}`;
}

/**
 * A day on the mall's calendar (UTC+8) as the language writes it: the spec's 'YYYY / MM / DD' in Chinese
 * (the default), "Jan 5, 2027" in English, "05.01.2027" in Russian, "05/01/2027" in Spanish.
 */
export function formatYearMonthDay(input: DateInput, locale: Locale = 'zh_CN'): string {
  const { year, month, day } = mallCalendarDay(input);
  const y = pad(year, 4);
  if (locale === 'en_US') return `${englishMonths[month - 1]} ${day}, ${y}`;
  if (locale === 'ru_RU') return `${pad(day)}.${pad(month)}.${y}`;
  if (locale === 'es') return `${pad(day)}/${pad(month)}/${y}`;
  return `${y} / ${pad(month)} / ${pad(day)}`;
}

/** Month and day without the year, in the same forms: '01 / 05', "Jan 5", "05.01", "05/01". */
export function formatMonthDay(input: DateInput, locale: Locale = 'zh_CN'): string {
  const { month, day } = mallCalendarDay(input);
  if (locale === 'en_US') return `${englishMonths[month - 1]} ${day}`;
  if (locale === 'ru_RU') return `${pad(day)}.${pad(month)}`;
  if (locale === 'es') return `${pad(day)}/${pad(month)}`;
  return `${pad(month)} / ${pad(day)}`;
}

/**
 * A moment on the mall's clock (UTC+8) as the language writes it: the day as formatYearMonthDay writes it and
 * the 24-hour time, "2027 / 01 / 05 10:00" in Chinese, "Jan 5, 2027, 10:00" in English, "05.01.2027, 10:00"
 * in Russian, "05/01/2027, 10:00" in Spanish; `seconds` adds ":ss". The same text on the server and in any
 * browser, as for dates. A date-only string is that day's 00:00.
 */
export function formatDateTime(
  input: DateInput,
  locale: Locale = 'zh_CN',
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const day = formatYearMonthDay(input, locale);
  const dateOnly = typeof input === 'string' && /^\d{4}-\d{2}(?:-\d{2})?$/.test(input);
  const shifted = new Date(dateOnly ? 0 : toDate(input).getTime() + mallUtcOffsetMinutes * 60_000);
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}${seconds ? `:${pad(shifted.getUTCSeconds())}` : ''}`;
  // Chinese writes the time after a space; the other three as Intl does, after a comma.
  return locale === 'zh_CN' ? `${day} ${time}` : `${day}, ${time}`;
}

export type RelativeTimeUnit = 'justNow' | 'minutes' | 'hours' | 'days';
export interface RelativeTime {
  unit: RelativeTimeUnit;
  /** Whole units elapsed, rounded down (at least 1); 0 for 'justNow'. */
  value: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `input` was: under 30 s 'justNow', then minutes (30-59 s count as 1 minute), hours,
 * and days from 24 h on. Times in the future (a server clock slightly ahead) count as 'justNow'.
 */
export function getRelativeTime(input: DateInput, now: DateInput = Date.now()): RelativeTime {
  const elapsed = toDate(now).getTime() - toDate(input).getTime();
  if (elapsed < 30 * SECOND) return { unit: 'justNow', value: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', value: Math.max(1, Math.floor(elapsed / MINUTE)) };
  if (elapsed < DAY) return { unit: 'hours', value: Math.floor(elapsed / HOUR) };
  return { unit: 'days', value: Math.floor(elapsed / DAY) };
}

export type RelativeTimeKey = `relativeTime.${RelativeTimeUnit}`;

/**
 * English wording of the relative time keys, for building the translated packs. Plural forms use
 * i18next's `_one` / `_other` suffixes, selected by the `count` option.
 */
export const relativeTimeMessages = {
  'relativeTime.justNow': 'just now',
  'relativeTime.minutes_one': '{{count}} minute ago',
  'relativeTime.minutes_other': '{{count}} minutes ago',
  'relativeTime.hours_one': '{{count}} hour ago',
  'relativeTime.hours_other': '{{count}} hours ago',
  'relativeTime.days_one': '{{count}} day ago',
  'relativeTime.days_other': '{{count}} days ago',
} as const;

/** A translate function such as i18next's `t`. */
export type Translate = (key: RelativeTimeKey, options?: { count: number }) => string;

/** Translates a relative time: `formatRelativeTime(getRelativeTime(createdAt), t)`. */
export function formatRelativeTime(relative: RelativeTime, t: Translate): string {
  if (relative.unit === 'justNow') return t('relativeTime.justNow');
  return t(`relativeTime.${relative.unit}`, { count: relative.value });
}
