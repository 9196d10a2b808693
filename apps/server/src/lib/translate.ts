import {
  fillMessage,
  type Locale,
  pluralCategory,
  serverMessages,
  validationMessageTexts,
} from '@mall/contracts';

/**
 * Translates a server message key; parameters that are themselves keys (e.g. `what.product`) are translated too.
 * A numeric `count` (number or decimal string) picks the language's plural form of the text (`key_one`,
 * `key_few`, `key_many`… by Intl.PluralRules), the key itself for the other categories.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const table = serverMessages[locale] as Record<string, string>;
  const rules = validationMessageTexts[locale] as Record<string, string>;
  const lookup = (k: string) => table[k] ?? rules[k];
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    filled[name] = typeof value === 'string' ? (lookup(value) ?? value) : value;
  }
  return fillMessage(pluralOf(lookup, key, params.count, locale) ?? lookup(key) ?? key, filled);
}

function pluralOf(
  lookup: (key: string) => string | undefined,
  key: string,
  count: string | number | undefined,
  locale: Locale,
): string | undefined {
  const counted =
    typeof count === 'number' || (typeof count === 'string' && /^-?\d+(\.\d+)?$/.test(count.trim()));
  if (!counted || !Number.isFinite(Number(count))) return undefined;
  const category = pluralCategory(count, locale);
  return category === 'other' ? undefined : lookup(`${key}_${category}`);
}
