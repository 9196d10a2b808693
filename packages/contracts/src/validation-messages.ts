import type { Locale } from './locales';

/** Translations of the shared rule set's messages (keys `validation.*`), filled from rules.ts. */
export const validationMessageTexts: Record<Locale, Record<string, string>> = {
  zh_CN: {},
  en_US: {},
  ru_RU: {},
  es: {},
};
