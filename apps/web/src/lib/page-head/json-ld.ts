// What pages put into their head's texts and JSON-LD, and the escaping that lets JSON-LD (and the server's
// page state) sit inside a <script> element.

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

/** JSON that cannot end its script element or open a comment: <, >, & and the line separators escaped. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
