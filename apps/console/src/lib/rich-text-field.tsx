import { type Locale, locales } from '@mall/contracts';
import { Form, Input, Tabs, Typography } from 'antd';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractRule, optionalContractRule } from './contract-rules';
import type { RichTextLabels } from './rich-text-editor';

// TipTap is most of an editing page's weight: loaded with the first editor shown, not with the console.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * A rich-text editor as a Form.Item's control (its value and onChange come from the Form.Item), labelled
 * with the language it edits. Put a Suspense around the Form.Item, not inside it: a Form.Item hands its
 * value to its direct child.
 */
export function RichTextField({
  lang,
  label,
  pickImage,
  value,
  onChange,
}: {
  lang: Locale;
  label: string;
  pickImage?: () => Promise<string | undefined>;
  value?: string;
  onChange?: (html: string) => void;
}) {
  const { t } = useTranslation();
  const labels = t('editor', { returnObjects: true }) as unknown as RichTextLabels;
  return (
    <RichTextEditor
      value={value}
      onChange={onChange}
      labels={labels}
      onPickImage={pickImage}
      aria-label={`${label} (${t(`langs.${lang}`)})`}
    />
  );
}

/**
 * The four languages of a translated form as tabs, every tab rendered (a form's fields must exist to be
 * validated and sent), the translations noted as falling back to Chinese when left empty.
 */
export function LanguageTabs({ children }: { children: (lang: Locale) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tabs
      items={locales.map((lang) => ({
        key: lang,
        label: t(`langs.${lang}`),
        forceRender: true,
        children: (
          <>
            {lang !== 'zh_CN' && (
              <Typography.Paragraph type="secondary">{t('product.translationHelp')}</Typography.Paragraph>
            )}
            {children(lang)}
          </>
        ),
      }))}
    />
  );
}

/** A translated name (one line): Chinese required, the others optional, by the contract's rule. */
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
