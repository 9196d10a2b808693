/**
 * The `lang` attribute of a text the server sent in another language than the page's: catalogue and content
 * objects carry `contentLang: 'zh_CN'` when their text had no translation and fell back to Chinese, so screen
 * readers pronounce it as Chinese and search engines index it as such. Spread onto the element holding the
 * text: `<span {...langProps(product.contentLang)}>{product.productName}</span>`.
 */
export function langProps(contentLang: string | null | undefined): { lang?: string } {
  if (!contentLang) return {};
  return { lang: contentLang.replace('_', '-') };
}
