import type { Rule } from '@mall/contracts';
import type { TFunction } from 'i18next';

/**
 * An antd form rule from a shared spec §5 rule (messages of the main pack). Empty values pass, like the
 * shared rules: combine with `required` for mandatory fields.
 */
export function shared(rule: Rule, t: TFunction<'merchant'>) {
  return {
    validator: (_: unknown, value: string | undefined) =>
      !value || rule.test(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t(rule.messageKey, { ns: 'translation', ...rule.params }))),
  };
}

/** Required, with the namespace's "please fill this in". */
export function required(t: TFunction<'merchant'>, message?: string) {
  return { required: true, whitespace: true, message: message ?? t('wizard.required') };
}

/**
 * "5000000.00" → "¥5,000,000" in the interface language (amounts of the financial service); `sign` is the
 * template's (`useCurrencySign`): ¥, or the currency code with a space in the international template.
 */
export function formatYuan(amount: string, language: string, sign: string): string {
  const value = Number(amount);
  const number = new Intl.NumberFormat(language.replace('_', '-'), { maximumFractionDigits: 2 }).format(
    value,
  );
  return sign.length > 1 ? `${sign} ${number}` : `${sign}${number}`;
}
