import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDateTime,
  formatMonthDay,
  formatRelativeTime,
  formatYearMonth,
  formatYearMonthDay,
  getRelativeTime,
  type RelativeTime,
  relativeTimeMessages,
  type Translate,
  toChineseCapitalAmount,
  toDate,
} from './format';

describe('toChineseCapitalAmount', () => {
  it.each([
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [100, '壹佰元整'],
    [0, '零元整'],
    [10.05, '壹拾元零伍分'],
    [100000001, '壹亿零壹元整'],
  ])('converts the spec examples: %s → %s', (amount, expected) => {
    expect(toChineseCapitalAmount(amount)).toBe(expected);
  });

  it.each([
    [1, '壹元整'],
    [10, '壹拾元整'],
    [15, '壹拾伍元整'],
    [101, '壹佰零壹元整'],
    [110, '壹佰壹拾元整'],
    [1001, '壹仟零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [20000, '贰万元整'],
    [60036, '陆万零叁拾陆元整'],
    [101000, '壹拾万壹仟元整'],
    [10001000, '壹仟万壹仟元整'],
    [10010000, '壹仟零壹万元整'],
    [100000000, '壹亿元整'],
    [100010000, '壹亿零壹万元整'],
    [100001000, '壹亿零壹仟元整'],
    [1010101010, '壹拾亿壹仟零壹拾万壹仟零壹拾元整'],
  ])('writes zeros and units correctly: %s → %s', (amount, expected) => {
    expect(toChineseCapitalAmount(amount)).toBe(expected);
  });

  it.each([
    [1e12, '壹万亿元整'],
    [1_0001_0000_0000, '壹万零壹亿元整'],
    [1_0000_1000_0000, '壹万亿零壹仟万元整'],
    [1_0000_0001_0000, '壹万亿零壹万元整'],
    [12_0000_0000_0000, '壹拾贰万亿元整'],
    [123_4567_8901_2345, '壹佰贰拾叁万肆仟伍佰陆拾柒亿捌仟玖佰零壹万贰仟叁佰肆拾伍元整'],
    [999_9999_9999_9999, '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
  ])('reads amounts above 1e12 in 万亿: %s → %s', (amount, expected) => {
    expect(toChineseCapitalAmount(amount)).toBe(expected);
  });

  it.each([
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.56, '伍角陆分'],
    [1.5, '壹元伍角'],
    [10.5, '壹拾元伍角'],
    [1000.01, '壹仟元零壹分'],
    [100.1, '壹佰元壹角'],
  ])('writes jiao and fen: %s → %s', (amount, expected) => {
    expect(toChineseCapitalAmount(amount)).toBe(expected);
  });

  it('prefixes negative amounts with 负', () => {
    expect(toChineseCapitalAmount(-1)).toBe('负壹元整');
    expect(toChineseCapitalAmount(-1234.56)).toBe('负壹仟贰佰叁拾肆元伍角陆分');
    expect(toChineseCapitalAmount('-0.05')).toBe('负伍分');
  });

  it('never writes 负零: negative zero and amounts that round to zero are 零元整', () => {
    expect(toChineseCapitalAmount(-0)).toBe('零元整');
    expect(toChineseCapitalAmount('-0')).toBe('零元整');
    expect(toChineseCapitalAmount(-0.004)).toBe('零元整');
  });

  it('rounds half up on the decimal digits, free of float errors', () => {
    // 1.005 is stored as 1.00499999999999989..., so float rounding would give 1.00.
    expect(toChineseCapitalAmount(1.005)).toBe('壹元零壹分');
    expect(toChineseCapitalAmount('1.005')).toBe('壹元零壹分');
    expect(toChineseCapitalAmount('1.0049')).toBe('壹元整');
    expect(toChineseCapitalAmount(0.1 + 0.2)).toBe('叁角');
    expect(toChineseCapitalAmount('0.125')).toBe('壹角叁分');
    expect(toChineseCapitalAmount('-2.675')).toBe('负贰元陆角捌分');
  });

  it('carries rounding into jiao and yuan', () => {
    expect(toChineseCapitalAmount('0.095')).toBe('壹角');
    expect(toChineseCapitalAmount('9.995')).toBe('壹拾元整');
    expect(toChineseCapitalAmount('99999999.999')).toBe('壹亿元整');
  });

  it('accepts decimal strings, including leading zeros and surrounding spaces', () => {
    expect(toChineseCapitalAmount('1234.56')).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(toChineseCapitalAmount('007.10')).toBe('柒元壹角');
    expect(toChineseCapitalAmount(' 100 ')).toBe('壹佰元整');
    expect(toChineseCapitalAmount('+5')).toBe('伍元整');
  });

  it('accepts exponent notation, which String(number) produces for tiny numbers', () => {
    expect(toChineseCapitalAmount(5e-7)).toBe('零元整');
    expect(toChineseCapitalAmount('1.5e3')).toBe('壹仟伍佰元整');
    expect(toChineseCapitalAmount('5e-2')).toBe('伍分');
  });

  it('accepts the largest amount below 1e15', () => {
    expect(toChineseCapitalAmount('999999999999999.99')).toBe(
      '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分',
    );
  });

  it.each([
    1e15,
    -1e15,
    1e16,
    '1000000000000000',
    '999999999999999.995',
    '1e999999999',
    Infinity,
    -Infinity,
    Number.NaN,
  ])('throws a RangeError at or above 1e15 and for non-finite numbers: %s', (amount) => {
    expect(() => toChineseCapitalAmount(amount)).toThrow(RangeError);
  });

  it.each(['', ' ', 'abc', '1,234.56', '¥100', '１００', '.', '1.2.3', '--1'])(
    'throws a TypeError for %j',
    (amount) => {
      expect(() => toChineseCapitalAmount(amount)).toThrow(TypeError);
    },
  );
});

describe('toDate', () => {
  it('reads date-only strings as local dates', () => {
    const date = toDate('2024-03-05');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 2, 5, 0]);
  });

  it('accepts Date, timestamp and ISO strings', () => {
    const ms = Date.UTC(2024, 0, 15, 12);
    expect(toDate(new Date(ms)).getTime()).toBe(ms);
    expect(toDate(ms).getTime()).toBe(ms);
    expect(toDate('2024-01-15T12:00:00Z').getTime()).toBe(ms);
  });

  it('returns a copy, never the Date it was given', () => {
    const original = new Date(2024, 0, 1);
    expect(toDate(original)).not.toBe(original);
  });

  it.each(['', 'not a date', '2024-13-45T00:00:00', Number.NaN])('throws a RangeError for %j', (input) => {
    expect(() => toDate(input)).toThrow(RangeError);
  });
});

describe('formatYearMonth / formatYearMonthDay', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('zero-pads month and day', () => {
    const date = new Date(Date.UTC(2024, 0, 5, 4));
    expect(formatYearMonth(date)).toBe('2024 / 01');
    expect(formatYearMonthDay(date)).toBe('2024 / 01 / 05');
  });

  it("writes the date in each language's usual form, the spec's 'YYYY / MM / DD' in Chinese", () => {
    const date = new Date(Date.UTC(2027, 0, 5, 4));
    expect(formatYearMonthDay(date, 'zh_CN')).toBe('2027 / 01 / 05');
    expect(formatYearMonthDay(date, 'en_US')).toBe('Jan 5, 2027');
    expect(formatYearMonthDay(date, 'ru_RU')).toBe('05.01.2027');
    expect(formatYearMonthDay(date, 'es')).toBe('05/01/2027');
    expect(formatYearMonth(date, 'zh_CN')).toBe('2027 / 01');
    expect(formatYearMonth(date, 'en_US')).toBe('Jan 2027');
    expect(formatYearMonth(date, 'ru_RU')).toBe('01.2027');
    expect(formatYearMonth(date, 'es')).toBe('01/2027');
    expect(formatMonthDay(date, 'zh_CN')).toBe('01 / 05');
    expect(formatMonthDay(date, 'en_US')).toBe('Jan 5');
    expect(formatMonthDay(date, 'ru_RU')).toBe('05.01');
    expect(formatMonthDay(date, 'es')).toBe('05/01');
  });

  it('keeps two-digit months and days as they are', () => {
    const date = new Date(Date.UTC(2023, 11, 31, 4));
    expect(formatYearMonth(date)).toBe('2023 / 12');
    expect(formatYearMonthDay(date)).toBe('2023 / 12 / 31');
  });

  it('pads years below 1000 to four digits', () => {
    const date = new Date(Date.UTC(2000, 5, 1, 4));
    date.setUTCFullYear(987);
    expect(formatYearMonthDay(date)).toBe('0987 / 06 / 01');
  });

  it('accepts timestamps and strings', () => {
    expect(formatYearMonthDay(Date.UTC(2024, 1, 29, 15, 59))).toBe('2024 / 02 / 29');
    expect(formatYearMonthDay('2024-02-29')).toBe('2024 / 02 / 29');
    expect(formatYearMonth('2024-02')).toBe('2024 / 02');
  });

  it("shows the mall's calendar (UTC+8) whatever the machine's time zone", () => {
    // 2023-12-31 20:00 UTC is already 2024-01-01 in the mall's time zone, for a server in UTC and a buyer in
    // New York alike: a server-rendered page and the browser hydrating it print the same day.
    const instant = Date.UTC(2023, 11, 31, 20);
    for (const zone of ['UTC', 'Asia/Shanghai', 'America/New_York']) {
      vi.stubEnv('TZ', zone);
      expect(formatYearMonthDay(instant), zone).toBe('2024 / 01 / 01');
      expect(formatYearMonth(instant), zone).toBe('2024 / 01');
    }
    expect(formatYearMonthDay(Date.UTC(2023, 11, 31, 15, 59))).toBe('2023 / 12 / 31');
  });

  it('does not shift date-only strings to another day in any time zone', () => {
    for (const zone of ['America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', zone);
      expect(formatYearMonthDay('2024-03-01'), zone).toBe('2024 / 03 / 01');
      expect(formatYearMonth('2024-03'), zone).toBe('2024 / 03');
    }
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatYearMonth('garbage')).toThrow(RangeError);
    expect(() => formatYearMonthDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // 2027-01-05 02:00:07 UTC is 10:00:07 on the mall's clock.
  const instant = '2027-01-05T02:00:07.000Z';

  it("writes the day in each language's form and the 24-hour time", () => {
    expect(formatDateTime(instant, 'zh_CN')).toBe('2027 / 01 / 05 10:00');
    expect(formatDateTime(instant, 'en_US')).toBe('Jan 5, 2027, 10:00');
    expect(formatDateTime(instant, 'ru_RU')).toBe('05.01.2027, 10:00');
    expect(formatDateTime(instant, 'es')).toBe('05/01/2027, 10:00');
  });

  it('adds the seconds when asked', () => {
    expect(formatDateTime(instant, 'zh_CN', { seconds: true })).toBe('2027 / 01 / 05 10:00:07');
    expect(formatDateTime(instant, 'en_US', { seconds: true })).toBe('Jan 5, 2027, 10:00:07');
    expect(formatDateTime(instant, 'ru_RU', { seconds: true })).toBe('05.01.2027, 10:00:07');
    expect(formatDateTime(instant, 'es', { seconds: true })).toBe('05/01/2027, 10:00:07');
  });

  it('writes afternoon hours as 13-23, not am/pm, and pads hours and minutes', () => {
    expect(formatDateTime(Date.UTC(2027, 0, 5, 14, 5), 'en_US')).toBe('Jan 5, 2027, 22:05');
    expect(formatDateTime(Date.UTC(2027, 0, 4, 16, 0), 'es')).toBe('05/01/2027, 00:00');
  });

  it("shows the mall's clock (UTC+8) whatever the machine's time zone, the day moving with it", () => {
    // 20:30 UTC on New Year's Eve is 04:30 on 1 January in the mall's time zone.
    const late = Date.UTC(2023, 11, 31, 20, 30);
    for (const zone of ['UTC', 'Asia/Shanghai', 'America/New_York']) {
      vi.stubEnv('TZ', zone);
      expect(formatDateTime(late, 'ru_RU'), zone).toBe('01.01.2024, 04:30');
      expect(formatDateTime(new Date(late), 'zh_CN'), zone).toBe('2024 / 01 / 01 04:30');
    }
  });

  it("reads a date-only string as that day's 00:00", () => {
    expect(formatDateTime('2024-03-01', 'es')).toBe('01/03/2024, 00:00');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatDateTime('garbage', 'en_US')).toThrow(RangeError);
  });
});

describe('getRelativeTime', () => {
  const now = Date.UTC(2024, 5, 15, 12);
  const ago = (ms: number) => now - ms;
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [0, { unit: 'justNow', value: 0 }],
    [29_999, { unit: 'justNow', value: 0 }],
    [30 * SECOND, { unit: 'minutes', value: 1 }],
    [59 * SECOND, { unit: 'minutes', value: 1 }],
    [2 * MINUTE - 1, { unit: 'minutes', value: 1 }],
    [2 * MINUTE, { unit: 'minutes', value: 2 }],
    [59 * MINUTE + 59 * SECOND, { unit: 'minutes', value: 59 }],
    [HOUR, { unit: 'hours', value: 1 }],
    [5 * HOUR + 59 * MINUTE, { unit: 'hours', value: 5 }],
    [DAY - 1, { unit: 'hours', value: 23 }],
    [DAY, { unit: 'days', value: 1 }],
    [2 * DAY - 1, { unit: 'days', value: 1 }],
    [2 * DAY, { unit: 'days', value: 2 }],
    [400 * DAY, { unit: 'days', value: 400 }],
  ] as const)('%i ms ago is %o', (elapsed, expected) => {
    expect(getRelativeTime(ago(elapsed), now)).toEqual(expected);
  });

  it('treats future times (clock skew) as just now', () => {
    expect(getRelativeTime(now + 5 * MINUTE, now)).toEqual({ unit: 'justNow', value: 0 });
  });

  it('accepts Date and string inputs for both arguments', () => {
    expect(getRelativeTime('2024-06-15T11:00:00Z', new Date(now))).toEqual({ unit: 'hours', value: 1 });
  });

  it('defaults now to the current time', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(now);
      expect(getRelativeTime(ago(3 * MINUTE))).toEqual({ unit: 'minutes', value: 3 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => getRelativeTime('nope', now)).toThrow(RangeError);
  });
});

describe('formatRelativeTime', () => {
  // A tiny stand-in for i18next: picks the _one/_other form by count and fills {{count}}.
  const t: Translate = (key, options) => {
    const messages: Record<string, string> = relativeTimeMessages;
    if (!options) return messages[key];
    const form = options.count === 1 ? 'one' : 'other';
    return messages[`${key}_${form}`].replace('{{count}}', String(options.count));
  };

  it.each([
    [{ unit: 'justNow', value: 0 }, 'just now'],
    [{ unit: 'minutes', value: 1 }, '1 minute ago'],
    [{ unit: 'minutes', value: 5 }, '5 minutes ago'],
    [{ unit: 'hours', value: 1 }, '1 hour ago'],
    [{ unit: 'hours', value: 23 }, '23 hours ago'],
    [{ unit: 'days', value: 1 }, '1 day ago'],
    [{ unit: 'days', value: 12 }, '12 days ago'],
  ] satisfies [RelativeTime, string][])('formats %o as %j', (relative, expected) => {
    expect(formatRelativeTime(relative, t)).toBe(expected);
  });

  it('passes the unit key and the count to the translate function', () => {
    const spy = vi.fn<Translate>(() => 'translated');
    expect(formatRelativeTime({ unit: 'hours', value: 3 }, spy)).toBe('translated');
    expect(spy).toHaveBeenCalledExactlyOnceWith('relativeTime.hours', { count: 3 });
  });

  it('asks for just now without a count, so no plural form is looked up', () => {
    const spy = vi.fn<Translate>(() => '刚刚');
    expect(formatRelativeTime({ unit: 'justNow', value: 0 }, spy)).toBe('刚刚');
    expect(spy).toHaveBeenCalledExactlyOnceWith('relativeTime.justNow');
  });

  it('chains with getRelativeTime', () => {
    const now = Date.UTC(2024, 0, 1);
    expect(formatRelativeTime(getRelativeTime(now - 90 * 60 * 1000, now), t)).toBe('1 hour ago');
  });
});
