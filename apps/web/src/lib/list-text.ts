/**
 * Items one after another as the interface language lists them: "、" in Chinese, a comma in the others
 * (a list of names, not a sentence: no "and"). Chinese punctuation stays out of the other languages' pages.
 */
export function listText(items: readonly string[], language: string): string {
  return items.join(language.startsWith('zh') ? '、' : ', ');
}
