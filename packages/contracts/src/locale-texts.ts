import { z } from 'zod';

/** The languages a console text is translated into; Chinese is the base. */
export const translatedLocales = ['en_US', 'ru_RU', 'es'] as const;

/**
 * A text in the four languages as a console writes it: Chinese (required or not) and the translations, each
 * optional ('' or absent: the storefront shows the Chinese).
 */
export function localeTextsInput(max: number, chineseRequired: boolean) {
  const text = z.string().trim().max(max);
  const zh = chineseRequired ? text.min(1, 'validation.required') : text;
  return z
    .object({
      zh_CN: zh,
      ...Object.fromEntries(translatedLocales.map((lang) => [lang, text.optional()])),
    } as { zh_CN: typeof zh } & Record<(typeof translatedLocales)[number], z.ZodOptional<typeof text>>)
    .strict();
}

/** A stored text in every language as a console reads it: '' where a translation is missing. */
export const localeTextsSchema = z.object({
  zh_CN: z.string(),
  en_US: z.string(),
  ru_RU: z.string(),
  es: z.string(),
});
export type LocaleTexts = z.infer<typeof localeTextsSchema>;
