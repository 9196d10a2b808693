import type { Locale } from '@mall/contracts';

/**
 * The region label wraps when the name is longer than 6 characters on the Chinese site, 12 on the others
 * (spec §9). Characters are counted as code points, so a name is never split inside a character.
 */
export const regionLabelChars = { chinese: 6, other: 12 } as const;

export function regionLabelLimit(locale: Locale): number {
  return locale === 'zh_CN' ? regionLabelChars.chinese : regionLabelChars.other;
}

export function regionLabelWraps(name: string, locale: Locale): boolean {
  return [...name].length > regionLabelLimit(locale);
}
