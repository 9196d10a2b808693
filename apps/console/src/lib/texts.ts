import type { Locale } from '@mall/contracts';
import { useTranslation } from 'react-i18next';

export type Texts = Partial<Record<Locale, string>>;

/** A form's four-language text as a request sends it: the Chinese trimmed, and only the translations given. */
export function textsOf(texts: Texts | undefined): { zh_CN: string } & Texts {
  const out: { zh_CN: string } & Texts = { zh_CN: texts?.zh_CN?.trim() ?? '' };
  for (const lang of ['en_US', 'ru_RU', 'es'] as const) if (texts?.[lang]?.trim()) out[lang] = texts[lang];
  return out;
}

/** A stored four-language text in the console's language, or the Chinese where it has no translation. */
export function useShownText(): (texts: Partial<Record<Locale, string>> & { zh_CN: string }) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language as Locale;
  return (texts) => texts[lang] || texts.zh_CN;
}
