import type { Locale, LocaleTexts } from '@mall/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { LanguageTabs } from '../../lib/rich-text-field';

/** A stored text in the console's language, the Chinese when it has no translation. */
export function useTextOf() {
  const { i18n } = useTranslation();
  return (texts: LocaleTexts) => texts[i18n.language as Locale] || texts.zh_CN;
}

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
