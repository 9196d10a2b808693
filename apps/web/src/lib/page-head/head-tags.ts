import { defaultLocale, type Locale, locales, thumbnailSources } from '@mall/contracts';
import type { HeadWhere, ResolvedHead } from './head-model';
import { absoluteLinks, safeJson } from './json-ld';

// The tags of a page's head, one description for both sides: the server writes them as HTML
// (ssr/head-html.ts), the browser into document.head (head-document.ts).

/** BCP 47 tags for hreflang. */
export const hreflangOf: Record<Locale, string> = {
  zh_CN: 'zh-CN',
  en_US: 'en-US',
  ru_RU: 'ru-RU',
  es: 'es',
};
/** Open Graph wants language_TERRITORY. */
const ogLocaleOf: Record<Locale, string> = { zh_CN: 'zh_CN', en_US: 'en_US', ru_RU: 'ru_RU', es: 'es_ES' };

/** Query parameters that say where a visitor came from or how a menu is lit, not what the page shows. */
function isNoise(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    lower.startsWith('utm_') ||
    ['gclid', 'fbclid', 'msclkid', 'yclid', 'spm', 'from', '_', 'lightkey', 'lang', 'ticket'].includes(lower)
  );
}

/** The address of this page in one language: tracking noise removed, `lang` for every language but Chinese. */
export function pageUrl(where: Omit<HeadWhere, 'locale'>, locale: Locale): string {
  const params = new URLSearchParams(where.search);
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (!isNoise(name)) kept.append(name, value);
  if (locale !== defaultLocale) kept.set('lang', locale);
  const query = kept.toString();
  return `${where.origin}${where.pathname}${query ? `?${query}` : ''}`;
}

function absolute(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return url;
  }
}

/** One tag of the head: `key` names it (data-head) so the browser finds and replaces it. */
export interface HeadTag {
  key: string;
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Script text (already safe to put inside <script>). */
  text?: string;
}

/** The tags of a resolved head at one address, in the order they go into <head> (the title apart). */
export function headTagList(head: ResolvedHead, where: HeadWhere): HeadTag[] {
  const tags: HeadTag[] = [];
  const meta = (key: string, attrs: Record<string, string>) => tags.push({ key, tag: 'meta', attrs });
  const link = (key: string, attrs: Record<string, string>) => tags.push({ key, tag: 'link', attrs });

  if (head.description !== undefined) meta('description', { name: 'description', content: head.description });
  if (head.keywords !== undefined) meta('keywords', { name: 'keywords', content: head.keywords });
  if (head.noindex) meta('robots', { name: 'robots', content: 'noindex' });
  if (head.icon) link('icon', { rel: 'icon', href: head.icon });
  if (head.preloadImage) {
    const thumbs = head.preloadImageSizes ? thumbnailSources(head.preloadImage) : null;
    link(
      'preload-image',
      thumbs
        ? {
            rel: 'preload',
            as: 'image',
            type: 'image/webp',
            href: thumbs.webp.split(' ')[0] ?? head.preloadImage,
            imagesrcset: thumbs.webp,
            imagesizes: head.preloadImageSizes ?? '',
            fetchpriority: 'high',
          }
        : { rel: 'preload', as: 'image', href: head.preloadImage, fetchpriority: 'high' },
    );
  }

  const canonical = pageUrl(where, where.locale);
  if (!head.noindex) {
    link('canonical', { rel: 'canonical', href: canonical });
    for (const locale of locales) {
      link(`alternate:${hreflangOf[locale]}`, {
        rel: 'alternate',
        hreflang: hreflangOf[locale],
        href: pageUrl(where, locale),
      });
    }
    link('alternate:x-default', {
      rel: 'alternate',
      hreflang: 'x-default',
      href: pageUrl(where, defaultLocale),
    });
  }

  const og = (property: string, content: string | undefined) => {
    if (content) meta(property, { property, content });
  };
  og('og:title', head.pageTitle ?? head.title);
  og('og:description', head.description);
  og('og:type', head.ogType);
  og('og:url', canonical);
  og('og:site_name', head.siteName);
  og('og:locale', ogLocaleOf[where.locale]);
  if (head.image) og('og:image', absolute(head.image, where.origin));

  head.jsonLd.forEach((data, index) => {
    tags.push({
      key: `ld:${index}`,
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: safeJson(absoluteLinks(data, where.origin)),
    });
  });
  return tags;
}
