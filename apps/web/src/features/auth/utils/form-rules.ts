import { limits, rules, type Rule as SharedRule } from '@mall/contracts';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** One shared rule of spec §5 as an antd form rule, with its translated message. */
export function sharedRule(rule: SharedRule, t: TFunction): Rule {
  return {
    validator: (_, value: unknown) =>
      rule.test(typeof value === 'string' ? value : value == null ? '' : String(value))
        ? Promise.resolve()
        : Promise.reject(new Error(t(rule.messageKey, rule.params))),
  };
}

/** Spec §5 login rules. */
export function loginRules(t: TFunction) {
  const required = sharedRule(rules.required, t);
  return {
    mobile: [required, sharedRule(rules.mobile, t)],
    password: [
      required,
      {
        min: limits.passwordMin,
        max: limits.passwordMax,
        message: t('auth.form.passwordLength', { min: limits.passwordMin, max: limits.passwordMax }),
      },
    ],
    /** For new passwords: the shared "letters and digits" rule too. */
    newPassword: [required, sharedRule(rules.password, t)],
    captcha: [required],
    smsCode: [
      required,
      // Spec §5: at least 6 characters, checked on blur; the input stops at 6.
      { min: limits.smsCodeLength, message: t('validation.smsCode'), validateTrigger: 'onBlur' },
      sharedRule(rules.smsCode, t),
    ] as Rule[],
  };
}

export function isValidMobile(value: string | undefined): boolean {
  return Boolean(value) && rules.mobile.test(value ?? '');
}
