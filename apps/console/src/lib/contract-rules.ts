import { issueReason, type Locale } from '@mall/contracts';
import type { FormRule } from 'antd';
import i18next from 'i18next';
import type { z } from 'zod';

/**
 * An antd form rule made from a contract's field schema: the browser checks a field with the very schema
 * the server checks the request with, and says why in the words the server would use (issueReason).
 */
export function contractRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) throw new Error(issueReason(issue, i18next.language as Locale));
    },
  };
}

/** The same rule for a field that may stay empty (a translation: empty means "as the Chinese"). */
export function optionalContractRule(schema: z.ZodType): FormRule {
  const rule = contractRule(schema) as { validator: (rule: unknown, value: unknown) => Promise<void> };
  return {
    validator: async (formRule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      await rule.validator(formRule, value);
    },
  };
}
