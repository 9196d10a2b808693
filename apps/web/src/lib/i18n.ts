import {
  defaultLocale,
  isLocale,
  type Locale,
  locales,
  resolveLocale,
  siteLangCookie,
} from '@mall/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import antdZhCN from 'antd/es/locale/zh_CN';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { DeepStrings } from '../locales/locale-utils';
import { unflatten } from '../locales/locale-utils';
import type { Namespace, NamespaceMessages } from '../locales/namespaces';
import zhCN, { type Messages } from '../locales/zh_CN';
import { getCookie, oneYearSeconds, setCookie } from './cookies';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages } & NamespaceMessages;
  }
}

type Pack = DeepStrings<Messages>;

/**
 * i18next works with BCP 47 tags (its plural rules call Intl with them); the contract, the cookie and
 * the server use zh_CN / en_US / ru_RU / es.
 */
const languageTags: Record<Locale, string> = { zh_CN: 'zh-CN', en_US: 'en-US', ru_RU: 'ru-RU', es: 'es' };
const dayjsLocales: Record<Locale, string> = { zh_CN: 'zh-cn', en_US: 'en', ru_RU: 'ru', es: 'es' };

// Chinese ships in the entry; the other packs are loaded when chosen, so the first paint stays small.
const packLoaders: Record<Locale, () => Promise<Pack>> = {
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
  zh_CN: () => import('dayjs/locale/zh-cn'),
  en_US: async () => undefined,
  ru_RU: () => import('dayjs/locale/ru'),
  es: () => import('dayjs/locale/es'),
};

/**
 * dayjs is not part of the first view: only the pages that format dates with it (signed-in pages, pickers)
 * import it. Its locale follows the interface language: dayjs and the language's locale load when the
 * language is applied, and the one asked for last is set (a later switch wins over an earlier slower one).
 */
let dayjsLocaleWanted: Locale = 'zh_CN';
async function applyDayjsLocale(locale: Locale): Promise<void> {
  dayjsLocaleWanted = locale;
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dayjsLoaders[locale]()]);
  dayjs.locale(dayjsLocales[dayjsLocaleWanted]);
}

// Feature packs (locales/<namespace>/<locale>.ts) load with the pages that use them, in every language.
const namespacePacks = import.meta.glob<{ default: object }>([
  '../locales/*/*.ts',
  '!../locales/*/*.test.ts',
]);
const loadedNamespaces = new Set<Namespace>();

async function addNamespacePack(locale: Locale, namespace: Namespace) {
  const tag = languageTags[locale];
  if (i18n.hasResourceBundle(tag, namespace)) return;
  const load = namespacePacks[`../locales/${namespace}/${locale}.ts`];
  if (!load) throw new Error(`Missing ${locale} pack of ${namespace}`);
  i18n.addResourceBundle(tag, namespace, (await load()).default, true, false);
}

let markReady: () => void = () => {};
/** Settles when initI18n has set the language up (the router may load a page before, see main.tsx). */
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Loads feature namespaces in the current language; later language changes load them too. */
export async function loadNamespaces(namespaces: readonly Namespace[]) {
  // Before init the instance has no store and no language yet: wait, or the pack would miss both.
  await ready;
  const locale = currentLocale();
  await Promise.all(namespaces.map((namespace) => addNamespacePack(locale, namespace)));
  for (const namespace of namespaces) loadedNamespaces.add(namespace);
}

const antdLocales: Partial<Record<Locale, AntdLocale>> = { zh_CN: antdZhCN };

export const i18n = i18next.createInstance();

export function localeOfTag(tag: string | undefined): Locale {
  const found = locales.find((locale) => languageTags[locale] === tag);
  return found ?? 'zh_CN';
}

/** The interface language now shown. */
export function currentLocale(): Locale {
  return localeOfTag(i18n.language);
}

export function getAntdLocale(locale: Locale): AntdLocale {
  return antdLocales[locale] ?? antdZhCN;
}

async function loadLocale(locale: Locale) {
  const tag = languageTags[locale];
  const [pack, antd] = await Promise.all([packLoaders[locale](), antdLoaders[locale]()]);
  // deep + no overwrite: translations merged from the server (tags.*) win over the shipped defaults.
  i18n.addResourceBundle(tag, 'translation', pack, true, false);
  antdLocales[locale] = antd;
}

/** Shows `locale`; settles when dayjs follows it too. */
function applyLocale(locale: Locale): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTags[locale];
  return applyDayjsLocale(locale);
}

/**
 * The language to start with: a valid `lang` parameter of the address (`?lang=en_US`, the address search
 * engines and shared links name a language with), else the site_lang cookie, else Chinese (spec §1: the
 * default; the server renders by the same rule). The browser's own language is only suggested (see
 * suggestedLocale). The cookie is written at once: the server translates class names and messages by it,
 * so it must be in place before the first API call; a `lang` parameter counts as a choice.
 */
export function initialLocale(): Locale {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const locale = localeOfAddress(search, typeof document === 'undefined' ? '' : document.cookie);
  rememberLocale(locale, search);
  return locale;
}

/**
 * The language a page is shown in, the same rule on the server (ssr/entry-server.tsx) and in the browser: a
 * valid `?lang=` of its address, then the site_lang cookie, then Chinese. Not the browser's languages
 * (Accept-Language / navigator.languages): a visitor who has not chosen sees Chinese, the default, and is
 * offered the browser's language (LanguageSuggestion), so one rendered page serves every such visitor.
 */
export function localeOfAddress(search: string, cookies: string): Locale {
  const asked = new URLSearchParams(search).get('lang');
  if (isLocale(asked)) return asked;
  const chosen = getCookie(siteLangCookie, cookies);
  return isLocale(chosen) ? chosen : defaultLocale;
}

/**
 * The language the browser asks for (`navigator.languages`, most wanted first) when it is one of the
 * interface's other than Chinese: the language the visitor is offered to switch to. Null for a browser
 * that prefers Chinese or none of the four.
 */
export function suggestedLocale(languages: readonly string[]): Locale | null {
  const locale = resolveLocale(null, languages.join(','));
  return locale === defaultLocale ? null : locale;
}

/**
 * Local storage entry set once the visitor has chosen a language (the menu, a `?lang=` address, or the
 * suggestion bar accepted or closed): the browser's language is not suggested again.
 */
export const languageChoiceKey = 'mall_lang_chosen';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The texts of `locale` without making it the interface language or adding them to the store (each
 * addition re-renders every translated component): for the suggestion shown in the browser's language.
 */
export function packOf(locale: Locale): Promise<Pack> {
  return packLoaders[locale]();
}

/** Whether the visitor has chosen a language or turned the suggestion down. */
export function languageChosen(): boolean {
  try {
    return storage()?.getItem(languageChoiceKey) === '1';
  } catch {
    return false;
  }
}

/** Remembers that the visitor has chosen (see languageChoiceKey); storage blocked by privacy settings: not kept. */
export function rememberLanguageChoice() {
  try {
    storage()?.setItem(languageChoiceKey, '1');
  } catch {
    // Storage refused: the bar shows again on the next page, which is all that is lost.
  }
}

/**
 * Keeps the language a page was rendered in (the site_lang cookie, which the server translates by); a
 * `?lang=` in the address (`search`) is the visitor's choice.
 */
export function rememberLocale(locale: Locale, search = '') {
  if (isLocale(new URLSearchParams(search).get('lang'))) rememberLanguageChoice();
  if (getCookie(siteLangCookie) !== locale) setCookie(siteLangCookie, locale, { maxAge: oneYearSeconds });
}

export async function initI18n(locale: Locale = initialLocale()): Promise<Locale> {
  await i18n.use(initReactI18next).init({
    lng: languageTags[locale],
    fallbackLng: languageTags.zh_CN,
    supportedLngs: Object.values(languageTags),
    load: 'currentOnly',
    resources: { [languageTags.zh_CN]: { translation: zhCN } },
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render when the server's translations are merged in, not only on a language change.
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added' },
  });
  await loadLocale(locale);
  // Not awaited: the first view does not wait for dayjs. A failed load is not this page's error: a page that
  // needs dayjs imports it itself and reports its own failure.
  applyLocale(locale).catch(() => {});
  markReady();
  return locale;
}

/** Switches the interface language and remembers it for a year in the site_lang cookie (path /). */
export async function changeLocale(locale: Locale) {
  if (!isLocale(locale)) return;
  rememberLanguageChoice();
  await Promise.all([
    loadLocale(locale),
    ...[...loadedNamespaces].map((namespace) => addNamespacePack(locale, namespace)),
  ]);
  setCookie(siteLangCookie, locale, { maxAge: oneYearSeconds });
  await applyLocale(locale);
  await i18n.changeLanguage(languageTags[locale]);
}

/** Merges the server's translations (`GET /sys/langue/tags`, flat keys such as `tags.slogan`). */
export function mergeServerTranslations(locale: Locale, flat: Record<string, string>) {
  const tag = languageTags[locale];
  // Only what is new: every merge tells each translated component to render again (bindI18nStore 'added',
  // in one synchronous pass of the whole page, ~0.4 s on a phone's CPU), so the same texts merged again, as
  // after the server already rendered with them, must not announce anything.
  const usable = Object.fromEntries(
    Object.entries(flat).filter(
      ([key, text]) => key && text && i18n.getResource(tag, 'translation', key) !== text,
    ),
  );
  if (Object.keys(usable).length === 0) return;
  i18n.addResourceBundle(tag, 'translation', unflatten(usable), true, true);
}

/**
 * The server renderer's start: every language with every feature pack in memory, so a page renders in
 * any language without waiting (the route modules it resolves once do not load their packs again).
 */
export async function initServerI18n(): Promise<void> {
  await initI18n('zh_CN');
  const namespaces = Object.keys(namespacePacks).map((file) => file.split('/').at(-2) as Namespace);
  await Promise.all(
    locales.flatMap((locale) => [
      loadLocale(locale),
      dayjsLoaders[locale](),
      ...namespaces.map((namespace) => addNamespacePack(locale, namespace)),
    ]),
  );
  for (const namespace of namespaces) loadedNamespaces.add(namespace);
}

/**
 * Switches the one instance to `locale` for one server render (the renderer renders one page at a time,
 * see ssr/entry-server.tsx); everything is already loaded, so this settles at once.
 */
export async function switchLocaleForRender(locale: Locale): Promise<void> {
  await applyDayjsLocale(locale);
  await i18n.changeLanguage(languageTags[locale]);
}

/** The BCP 47 tag of a locale (the page's `lang` attribute). */
export function languageTagOf(locale: Locale): string {
  return languageTags[locale];
}
