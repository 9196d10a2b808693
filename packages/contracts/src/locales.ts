/** Interface languages. zh_CN is the default and the source of translation keys. */
export const locales = ['zh_CN', 'en_US', 'ru_RU', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh_CN';

/** Cookie that holds the chosen site language (spec §3). */
export const siteLangCookie = 'site_lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Picks a locale from a cookie value, then an Accept-Language header, then the default. */
export function resolveLocale(cookieValue?: string | null, acceptLanguage?: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh_CN';
    if (tag.startsWith('en')) return 'en_US';
    if (tag.startsWith('ru')) return 'ru_RU';
    if (tag.startsWith('es')) return 'es';
  }
  return defaultLocale;
}
