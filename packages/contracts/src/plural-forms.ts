/**
 * Optional plural forms of message keys `K`: `key_one`, `key_few`, `key_many`… (Intl.PluralRules categories).
 * The key itself holds the text of every category without a form of its own, so Chinese (only "other") needs none.
 */
export type MessagePluralForms<K extends string> = Partial<
  Record<`${K}_${Exclude<Intl.LDMLPluralRule, 'other'>}`, string>
>;
