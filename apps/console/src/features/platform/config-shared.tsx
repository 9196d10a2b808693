import { Form, Input } from 'antd';
import type { z } from 'zod';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { LanguageTabs } from '../../lib/rich-text-field';

/** Drawers of the config pages: their width, never wider than a phone. */
export const drawerWidth = 'min(480px, 100vw)';

/** A translated name: Chinese required, the others optional, by the contract's rule. */
export function NameFields({
  name,
  label,
  rule,
  max,
}: {
  name: string;
  label: string;
  rule: z.ZodType;
  max: number;
}) {
  return (
    <LanguageTabs>
      {(lang) => (
        <Form.Item
          name={[name, lang]}
          label={label}
          required={lang === 'zh_CN'}
          rules={[lang === 'zh_CN' ? contractRule(rule) : optionalContractRule(rule)]}
        >
          <Input maxLength={max} lang={lang.replace('_', '-')} />
        </Form.Item>
      )}
    </LanguageTabs>
  );
}
