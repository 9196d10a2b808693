import { defaultLocale, type Locale, locales, resolveLocale, siteLangCookie } from '@mall/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import antdZhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Pack } from '../locales/pack';
import zhCN, { type Messages } from '../locales/zh_CN';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** i18next and Intl take BCP 47 tags; the cookie and the server take zh_CN / en_US / ru_RU / es. */
export const languageTags: Record<Locale, string> = {
  zh_CN: 'zh-CN',
  en_US: 'en-US',
  ru_RU: 'ru-RU',
  es: 'es',
};
const dayjsLocales: Record<Locale, string> = { zh_CN: 'zh-cn', en_US: 'en', ru_RU: 'ru', es: 'es' };

// Chinese is in the entry; the other languages load when chosen.
const packLoaders: Record<Locale, () => Promise<Pack<Messages>>> = {
  zh_CN: async () => zhCN,
  en_US: async () => (await import('../locales/en_US')).default,
  ru_RU: async () => (await import('../locales/ru_RU')).default,
  es: async () => (await import('../locales/es')).default,
};
const antdLoaders: Record<Locale, () => Promise<AntdLocale>> = {
  zh_CN: async () => antdZhCN,
  en_US: async () => (await import('antd/es/locale/en_US')).default,
  ru_RU: async () => (await import('antd/es/locale/ru_RU')).default,
  es: async () => (await import('antd/es/locale/es_ES')).default,
};
const dayjsLoaders: Record<Locale, () => Promise<unknown>> = {
  zh_CN: async () => undefined,
  en_US: async () => undefined,
  ru_RU: () => import('dayjs/locale/ru'),
  es: () => import('dayjs/locale/es'),
};

/** The interface language: the storefront's `site_lang` cookie (one choice for the whole mall). */
export function currentLocale(): Locale {
  const cookie = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${siteLangCookie}=`))
    ?.slice(siteLangCookie.length + 1);
  return resolveLocale(cookie ?? null, navigator.language);
}

/** Loads a language's texts (ours, antd's, dayjs's) and switches to it; answers antd's pack. */
export async function applyLocale(locale: Locale): Promise<AntdLocale> {
  const [pack, antd] = await Promise.all([
    packLoaders[locale](),
    antdLoaders[locale](),
    dayjsLoaders[locale](),
  ]);
  if (!i18next.hasResourceBundle(locale, 'translation'))
    i18next.addResourceBundle(locale, 'translation', pack, true, true);
  await i18next.changeLanguage(locale);
  dayjs.locale(dayjsLocales[locale]);
  document.documentElement.lang = languageTags[locale];
  return antd;
}

/** Remembers the choice for the storefront and the server too (their messages follow the same cookie). */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the one readable preference cookie, shared with the storefront
  document.cookie = `${siteLangCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    resources: { zh_CN: { translation: zhCN } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export { locales };
