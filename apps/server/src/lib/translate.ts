import { fillMessage, type Locale, serverMessages, validationMessageTexts } from '@mall/contracts';

/** Translates a server message key; parameters that are themselves keys (e.g. `what.product`) are translated too. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const table = serverMessages[locale] as Record<string, string>;
  const rules = validationMessageTexts[locale] as Record<string, string>;
  const lookup = (k: string) => table[k] ?? rules[k];
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    filled[name] = typeof value === 'string' ? (lookup(value) ?? value) : value;
  }
  return fillMessage(lookup(key) ?? key, filled);
}
