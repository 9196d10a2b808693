import type { Locale } from './locales';
import type { ValidationMessageKey } from './validation/rules';
import { validationMessages, validationTextsEnUS } from './validation-texts/en_US';
import { validationTextsEs } from './validation-texts/es';
import { validationTextsRuRU } from './validation-texts/ru_RU';
import { validationTextsZhCN } from './validation-texts/zh_CN';

export {
  validationMessages,
  validationTextsEnUS,
  validationTextsEs,
  validationTextsRuRU,
  validationTextsZhCN,
};

/**
 * Translations of the shared rule set's messages (keys `validation.*`), for the server. The browser's
 * language packs import their own language's file (`@mall/contracts/validation-texts/<locale>`), so a page
 * carries the current language's texts only (client.ts does not export these).
 */
export const validationMessageTexts: Record<Locale, Record<ValidationMessageKey, string>> = {
  zh_CN: validationTextsZhCN,
  en_US: validationTextsEnUS,
  ru_RU: validationTextsRuRU,
  es: validationTextsEs,
};
