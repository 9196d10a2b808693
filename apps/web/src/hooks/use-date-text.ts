import { formatDateTime, formatMonthDay, formatYearMonth, formatYearMonthDay } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { localeOfTag } from '../lib/i18n';

/**
 * Dates as the interface language writes them (issue 31): the spec's 'YYYY / MM / DD' in Chinese,
 * "Jan 5, 2027" in English, "05.01.2027" in Russian, "05/01/2027" in Spanish; on the mall's calendar.
 * `dateTime` adds the 24-hour time on the mall's clock ("05.01.2027, 10:00").
 */
export function useDateText() {
  const { i18n } = useTranslation();
  const locale = localeOfTag(i18n.language);
  return {
    day: (input: string | number | Date) => formatYearMonthDay(input, locale),
    month: (input: string | number | Date) => formatYearMonth(input, locale),
    monthDay: (input: string | number | Date) => formatMonthDay(input, locale),
    dateTime: (input: string | number | Date, options?: { seconds?: boolean }) =>
      formatDateTime(input, locale, options),
  };
}
