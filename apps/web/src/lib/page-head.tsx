import { defaultLocale, type Locale, locales, thumbnailSources } from '@mall/contracts';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The head of every storefront page (title, description, canonical, Open Graph, hreflang, JSON-LD,
 * robots, the LCP preload) and the HTTP status the page stands for.
 *
 * Three levels, deeper wins: the site (the storefront layout: site settings and the route's title),
 * then each page or feature component that calls `usePageHead` (in render order, the last call wins
 * field by field). On the server a `HeadSink` (ssr/head-sink.ts) given through `HeadSinkContext` records
 * them during the render (no effects run there) and `headTags()` (ssr/head-html.ts) turns the result into
 * HTML for `<head>`; in the browser the hooks apply the same tags to `document.head` in effects,
 * adopting the server's tags (marked `data-head="<key>"`) instead of adding copies.
 */

export interface PageHead {
  /** The page's own part; the site name is appended ("<title> - <webtitle>"). */
  title?: string;
  description?: string;
  ogType?: 'website' | 'product' | 'article';
  /** Picture URL (site-relative or absolute) for og:image. */
  image?: string;
  /** The LCP picture: emitted as <link rel="preload" as="image" fetchpriority="high">. */
  preloadImage?: string;
  /**
   * The `sizes` of the LCP picture when the page shows it through its thumbnails (SafeImage with `sizes`):
   * the preload then names the same WebP thumbnails, so the browser fetches once what the <picture> uses.
   */
  preloadImageSizes?: string;
  jsonLd?: Record<string, unknown>[];
  /** What the server must answer; 404 states also get noindex. */
  status?: 404 | 500;
  noindex?: boolean;
}

export interface SiteHead {
  webTitle?: string;
  description?: string;
  keywords?: string;
  icon?: string;
  /** og:site_name and the Organization's name; webTitle when missing. */
  siteName?: string;
  /** The matched route's own title (translated), used when no page names itself. */
  routeTitle?: string;
  /** The language the page is shown in (the browser's canonical, hreflang and og:locale follow it). */
  locale?: Locale;
}

/** Everything the head of one rendered page holds, and its status. */
export interface ResolvedHead {
  /** The whole document title. */
  title: string;
  /** The page's own title part (without the site name), for og:title. */
  pageTitle?: string;
  siteName?: string;
  description?: string;
  keywords?: string;
  icon?: string;
  ogType: 'website' | 'product' | 'article';
  image?: string;
  preloadImage?: string;
  preloadImageSizes?: string;
  jsonLd: Record<string, unknown>[];
  status: 200 | 404 | 500;
  noindex: boolean;
}

/** Where the page is: the request's origin and address, and the language it is rendered in. */
export interface HeadWhere {
  origin: string;
  pathname: string;
  search: string;
  locale: Locale;
}

/** Merges the levels: site, then the pages in order (later values win field by field). */
export function resolveHead(site: SiteHead | undefined, pages: readonly PageHead[]): ResolvedHead {
  const page: PageHead = {};
  for (const entry of pages) {
    for (const [key, value] of Object.entries(entry)) {
      if (value !== undefined) (page as Record<string, unknown>)[key] = value;
    }
  }
  const pageTitle = page.title || site?.routeTitle || undefined;
  const webTitle = site?.webTitle || undefined;
  const title = [pageTitle, webTitle].filter(Boolean).join(' - ');
  const status = page.status ?? 200;
  return {
    title,
    pageTitle,
    siteName: site?.siteName || webTitle,
    description: page.description || site?.description || undefined,
    keywords: site?.keywords || undefined,
    icon: site?.icon || undefined,
    ogType: page.ogType ?? 'website',
    image: page.image || undefined,
    preloadImage: page.preloadImage || undefined,
    preloadImageSizes: page.preloadImageSizes || undefined,
    jsonLd: page.jsonLd ?? [],
    status,
    noindex: page.noindex === true || status === 404,
  };
}

/**
 * What records the heads of a server render (ssr/head-sink.ts's HeadSink, given through HeadSinkContext):
 * no effects run there, so the hooks hand their heads to it while rendering.
 */
export interface HeadRecorder {
  setSite(site: SiteHead): void;
  addPage(head: PageHead): void;
}

export const HeadSinkContext = createContext<HeadRecorder | null>(null);

/** A link of a breadcrumb trail: its name and its address (site-relative, basename included). */
export interface Crumb {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList of a trail (the page itself last). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** Text for a description: white space folded, cut of at most `max` characters. */
export function shortText(text: string, max = 150): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

/** The text of an article's HTML (tags, scripts and styles dropped, the common entities decoded). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

// ---------------------------------------------------------------------------------------------------
// The tags, one description for both sides.

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

const linkKeys = new Set(['url', 'image', 'logo', 'item', '@id', 'sameAs']);

/**
 * JSON-LD with its site-relative addresses (url, image, logo, item) made absolute: pages give paths,
 * as they do not know the origin the server was asked on.
 */
export function absoluteLinks(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') {
    return linkKeys.has(key) && value.startsWith('/') && !value.startsWith('//')
      ? `${origin}${value}`
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => absoluteLinks(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, absoluteLinks(item, origin, name)]),
    );
  }
  return value;
}

/** One tag of the head: `key` names it (data-head) so the browser finds and replaces it. */
export interface HeadTag {
  key: string;
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Script text (already safe to put inside <script>). */
  text?: string;
}

/** JSON that cannot end its script element or open a comment: <, >, & and the line separators escaped. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
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

// ---------------------------------------------------------------------------------------------------
// The browser side: the hooks register their heads; one apply writes the merged head to document.head.

interface BrowserState {
  site?: SiteHead;
  where?: HeadWhere;
  pages: Map<number, PageHead>;
}

const browser: BrowserState = { pages: new Map() };
let nextOrder = 0;
let scheduled = false;

/** Tags in the page's HTML from before the head was managed (index.html), adopted by their key. */
const legacySelectors: Record<string, string> = {
  description: 'meta[name="description"]',
  keywords: 'meta[name="keywords"]',
  icon: 'link[rel="icon"]',
  robots: 'meta[name="robots"]',
  canonical: 'link[rel="canonical"]',
};

/**
 * While a server-rendered page hydrates, its head is the one the server wrote. The page hydrates in parts
 * (components/hydration-slice.tsx): the layout's site head registers first, the page's heads as their parts
 * hydrate. Applied at each step, the head would lose the page's title, LCP preload and JSON-LD for a moment
 * and get them back. So the head is left alone until as many page heads as the server's render had have
 * registered, or the address changes.
 */
const hydration = { pageHeads: 0, address: '' };

/** Called once before hydrating a server-rendered page, with the number of page heads of its render. */
export function awaitServerPageHeads(count: number): void {
  hydration.pageHeads = count;
  hydration.address = `${window.location.pathname}${window.location.search}`;
}

function stillHydratingHead(): boolean {
  if (hydration.pageHeads === 0) return false;
  const address = `${window.location.pathname}${window.location.search}`;
  if (address === hydration.address && browser.pages.size < hydration.pageHeads) return true;
  hydration.pageHeads = 0;
  return false;
}

function applyToDocument() {
  scheduled = false;
  if (typeof document === 'undefined' || !browser.where) return;
  if (stillHydratingHead()) return;
  const pages = [...browser.pages.entries()].sort(([a], [b]) => a - b).map(([, head]) => head);
  const head = resolveHead(browser.site, pages);
  if (head.title) document.title = head.title;

  const present = new Map<string, Element>();
  for (const element of document.head.querySelectorAll('[data-head]')) {
    present.set(element.getAttribute('data-head') ?? '', element);
  }
  for (const [key, selector] of Object.entries(legacySelectors)) {
    const element = document.head.querySelector(selector);
    if (element && !present.has(key) && !element.hasAttribute('data-head')) present.set(key, element);
  }

  const wanted = headTagList(head, browser.where);
  const wantedKeys = new Set(wanted.map((tag) => tag.key));
  for (const tag of wanted) {
    let element = present.get(tag.key);
    if (element && element.tagName.toLowerCase() !== tag.tag) {
      element.remove();
      element = undefined;
    }
    const created = !element;
    if (!element) element = document.createElement(tag.tag);
    element.setAttribute('data-head', tag.key);
    if (tag.key === 'icon' && element.getAttribute('href') !== tag.attrs.href)
      element.removeAttribute('type');
    for (const [name, value] of Object.entries(tag.attrs)) {
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    if (tag.text !== undefined && element.textContent !== tag.text) element.textContent = tag.text;
    // Into the document once complete: a preload link inserted before its href warns in the console.
    if (created) document.head.append(element);
  }
  // What the page no longer has goes (JSON-LD of the last product, its preload, noindex...). The site's
  // description, keywords and icon stay as they are when a setting is empty, as before.
  for (const [key, element] of present) {
    if (wantedKeys.has(key) || key === 'description' || key === 'keywords' || key === 'icon') continue;
    element.remove();
  }
}

function scheduleApply() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(applyToDocument);
}

function sameHead(a: object | undefined, b: object | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The value as it was at the last render with equal content, so effects run only on real changes. */
function useStable<T extends object>(value: T): T {
  const ref = useRef(value);
  if (!sameHead(ref.current, value)) ref.current = value;
  return ref.current;
}

/**
 * A page (or a feature component of it) says what its head holds. Deeper components win field by
 * field; everything goes when the component unmounts.
 */
export function usePageHead(head: PageHead): void {
  const sink = useContext(HeadSinkContext);
  if (sink) sink.addPage(head);
  // Render order (parents first) decides who wins, as on the server.
  const [order] = useState(() => nextOrder++);
  const stable = useStable(head);
  useEffect(() => {
    if (sink) return;
    browser.pages.set(order, stable);
    scheduleApply();
    return () => {
      browser.pages.delete(order);
      scheduleApply();
    };
  }, [sink, order, stable]);
}

/** The storefront layout: site settings and the route's title; also the address and language shown. */
export function useSiteHead(site: SiteHead): void {
  const sink = useContext(HeadSinkContext);
  if (sink) sink.setSite(site);
  // The router's location leaves out the basename: the address bar has the whole path.
  const { pathname, search } = useLocation();
  const locale = site.locale ?? defaultLocale;
  const stable = useStable(site);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every navigation (pathname, search)
  useEffect(() => {
    if (sink) return;
    browser.site = stable;
    const { origin, pathname: fullPath, search: fullSearch } = window.location;
    browser.where = { origin, pathname: fullPath, search: fullSearch, locale };
    scheduleApply();
  }, [sink, stable, pathname, search, locale]);
}
