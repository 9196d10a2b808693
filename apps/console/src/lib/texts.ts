import type { Locale } from '@mall/contracts';

export type Texts = Partial<Record<Locale, string>>;

/** A form's four-language text as a request sends it: the Chinese trimmed, and only the translations given. */
export function textsOf(texts: Texts | undefined): { zh_CN: string } & Texts {
  const out: { zh_CN: string } & Texts = { zh_CN: texts?.zh_CN?.trim() ?? '' };
  for (const lang of ['en_US', 'ru_RU', 'es'] as const) if (texts?.[lang]?.trim()) out[lang] = texts[lang];
  return out;
}
