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

/**
 * The language a record's texts are shown in when `translations` is its main translated field: undefined when
 * they are in the request's language, 'zh_CN' when they fell back to Chinese. Responses carry it as the
 * optional `contentLang` of the object, and the web marks those texts with `lang="zh-CN"` for screen readers
 * and search engines.
 */
export function fallbackLang(
  translations: Record<string, string> | null | undefined,
  locale: Locale,
): 'zh_CN' | undefined {
  return locale !== 'zh_CN' && !translations?.[locale] ? 'zh_CN' : undefined;
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

/** A stored text in every language as the consoles edit it: the Chinese base and '' for a missing translation. */
export function allLanguages(base: string, translations: Record<string, string> | null | undefined) {
  return {
    zh_CN: base,
    en_US: translations?.en_US ?? '',
    ru_RU: translations?.ru_RU ?? '',
    es: translations?.es ?? '',
  };
}

/** The translations of a four-language input to store, without the empty ones (an empty one shows the Chinese). */
export function translationsOf(texts: Partial<Record<Locale, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of ['en_US', 'ru_RU', 'es'] as const) {
    const text = texts[lang]?.trim();
    if (text) out[lang] = text;
  }
  return out;
}
