export function langProps(contentLang?: string) {
  return contentLang ? { lang: contentLang.replace('_', '-') } : {};
}
