import { newsTypes, productTypes } from '@mall/contracts';
import {
  maxRowId,
  type SeoRepository,
  type SitemapFamily,
  type SitemapRow,
  sitemapFamilies,
} from './seo.repository';
import { type MallPrefix, mallPrefixFor, storefrontUrls } from './storefront-urls';

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const maxUrlsPerSitemap = 50_000;

/** Rows read per statement while a chunk is written: a 50,000-URL chunk takes five key ranges. */
const readBatch = 10_000;

/** What the sitemap needs of the system module: MALL_TEMPLATE, which picks the storefront's prefix. */
export interface TemplateParams {
  getParams(codes: string[]): Promise<Record<string, string>>;
}

/** What robots.txt asks of crawlers besides reading the sitemap. */
const robotsRules = ['User-agent: *', 'Disallow: /sso/', 'Disallow: /api/'];

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Text and attribute values in XML: the five characters with a meaning there. */
const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function xmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c);
}

/** A W3C Datetime (the form sitemaps take): UTC to the second. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function entry(tag: 'url' | 'sitemap', loc: string, lastmod: Date | null): string {
  const time = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${xmlEscape(loc)}</loc>${time}</${tag}>\n`;
}

/** A chunk's address, `/sitemaps/<family>-<n>.xml`. */
export function chunkPath(family: SitemapFamily, chunk: number): string {
  return `/sitemaps/${family}-${chunk}.xml`;
}

/** The family and number a chunk's file name names, or undefined for any other name (a 404). */
export function parseChunkName(name: string): { family: SitemapFamily; chunk: number } | undefined {
  const match = /^([a-z]+)-([1-9][0-9]{0,9})\.xml$/.exec(name);
  if (!match) return undefined;
  const family = sitemapFamilies.find((f) => f === match[1]);
  const chunk = Number(match[2]);
  return family && Number.isSafeInteger(chunk) ? { family, chunk } : undefined;
}

/**
 * sitemap.xml (a sitemap index), its chunks and robots.txt. A chunk holds the pages whose ids fall in its
 * range (see SeoRepository); the index names only the chunks that hold a page, and any other chunk is absent.
 */
export class SeoService {
  constructor(
    private readonly repo: SeoRepository,
    private readonly system: TemplateParams,
    /** URLs per chunk at most (tests make it small); the protocol allows 50,000. */
    private readonly chunkSize: number = maxUrlsPerSitemap,
  ) {
    if (!Number.isInteger(chunkSize) || chunkSize < 1 || chunkSize > maxUrlsPerSitemap)
      throw new RangeError(`a sitemap chunk holds 1 to ${maxUrlsPerSitemap} URLs, not ${chunkSize}`);
  }

  /**
   * The sitemap index: every chunk holding a page. Without lastmod (optional in an index): the newest change of
   * a chunk would take reading all its rows, and the index is meant to cost a few index probes.
   */
  async sitemapIndex(origin: string): Promise<string> {
    const chunks = await Promise.all(sitemapFamilies.map((f) => this.repo.listChunks(f, this.chunkSize)));
    const entries = sitemapFamilies.flatMap((family, i) =>
      (chunks[i] ?? []).map((chunk) => entry('sitemap', `${origin}${chunkPath(family, chunk)}`, null)),
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${sitemapNamespace}">\n${entries.join('')}</sitemapindex>\n`;
  }

  /** One chunk as a `<urlset>`, or undefined when it holds no page (past the end, or an empty range). */
  async sitemapChunk(family: SitemapFamily, chunk: number, origin: string): Promise<string | undefined> {
    const first = (chunk - 1) * this.chunkSize;
    if (first >= maxRowId) return undefined;
    const last = Math.min(first + this.chunkSize, maxRowId);
    const prefix = mallPrefixFor((await this.system.getParams(['MALL_TEMPLATE'])).MALL_TEMPLATE);
    const parts: string[] = [];
    // Key ranges of a bounded size, each starting after the last id read: no OFFSET, no whole chunk at once.
    for (let after = first; ; ) {
      const rows = await this.repo.listRows(family, after, last, readBatch);
      for (const row of rows) {
        const path = pagePath(family, row, prefix);
        if (path) parts.push(entry('url', `${origin}${path}`, row.lastmod));
      }
      const lastRow = rows.at(-1);
      if (!lastRow || rows.length < readBatch) break;
      after = lastRow.id;
    }
    if (parts.length === 0) return undefined;
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${sitemapNamespace}">\n${parts.join('')}</urlset>\n`;
  }

  robots(origin: string): string {
    return `${[...robotsRules, '', `Sitemap: ${origin}/sitemap.xml`].join('\n')}\n`;
  }
}

/** The page of each kind of article (news_type). */
const articlePages: Record<number, (id: number) => string> = {
  [newsTypes.news]: storefrontUrls.newsDetail,
  [newsTypes.bulletin]: storefrontUrls.bulletinDetail,
  [newsTypes.company]: storefrontUrls.company,
  [newsTypes.resource]: storefrontUrls.resourceDetail,
};

/** The storefront page of a row; undefined for a kind without a page. */
function pagePath(family: SitemapFamily, row: SitemapRow, prefix: MallPrefix): string | undefined {
  switch (family) {
    case 'products':
      if (row.kind === productTypes.normal) return storefrontUrls.productDetail(row.id, prefix);
      return row.kind === productTypes.supply ? storefrontUrls.supplyDetail(row.id) : undefined;
    case 'shops':
      return storefrontUrls.shopDetail(row.id, prefix);
    case 'classes':
      return storefrontUrls.productList(row.id, prefix);
    case 'articles':
      return articlePages[row.kind]?.(row.id);
    case 'help':
      return storefrontUrls.helpCenter(row.kind, row.id);
  }
}
