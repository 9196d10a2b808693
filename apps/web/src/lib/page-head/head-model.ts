import type { Locale } from '@mall/contracts';

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
