import type { Locale } from '@mall/contracts';

/** Chinese is stored in the base column; other languages in a JSON map, falling back to Chinese. */
export function localized(
  base: string,
  translations: Record<string, string> | null | undefined,
  locale: Locale,
) {
  if (locale === 'zh_CN') return base;
  return translations?.[locale] || base;
}

/** Integer fen to the contract's yuan string ("12.50"). */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Trims trailing zeros of a numeric column ("12.5000" → "12.5", "3.0000" → "3"). */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
