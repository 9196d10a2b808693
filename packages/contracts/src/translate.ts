import type { z } from 'zod';
import type { Locale } from './locales';
import { fillMessage, serverMessages } from './server-messages';
import { pluralCategory } from './utils/units';
import { validationMessageTexts } from './validation-messages';

/**
 * Translates a server message key; parameters that are themselves keys (e.g. `what.product`) are translated too.
 * A numeric `count` (number or decimal string) picks the language's plural form of the text (`key_one`,
 * `key_few`, `key_many`… by Intl.PluralRules), the key itself for the other categories.
 */
export function translateMessage(
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
): string {
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

/**
 * Why a value failed its contract schema, in words of the locale: the rule's own message (`validation.*`), or
 * zod's check named plainly. The server's 40000 answers and the console's forms say the same thing.
 */
export function issueReason(issue: z.core.$ZodIssue, locale: Locale): string {
  // Schemas of the shared rule set carry an i18n key (validation.*) as their message.
  if (issue.message.startsWith('validation.')) return translateMessage(locale, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? translateMessage(locale, 'zod.required')
        : translateMessage(locale, 'zod.invalidType', { expected: `type.${issue.expected}` });
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) === 1
          ? translateMessage(locale, 'zod.required')
          : translateMessage(locale, 'zod.tooSmallString', { count: Number(issue.minimum) });
      if (issue.origin === 'array')
        return translateMessage(locale, 'zod.tooSmallArray', { count: Number(issue.minimum) });
      return translateMessage(locale, 'zod.tooSmallNumber', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return translateMessage(locale, 'zod.tooBigString', { count: Number(issue.maximum) });
      if (issue.origin === 'array')
        return translateMessage(locale, 'zod.tooBigArray', { count: Number(issue.maximum) });
      return translateMessage(locale, 'zod.tooBigNumber', { max: Number(issue.maximum) });
    case 'invalid_format':
      return translateMessage(locale, 'zod.invalidFormat');
    case 'invalid_value':
      return translateMessage(locale, 'zod.invalidValue', { options: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return translateMessage(locale, 'zod.unrecognizedKeys', { keys: issue.keys.join(', ') });
    default:
      return translateMessage(locale, 'zod.invalid');
  }
}
