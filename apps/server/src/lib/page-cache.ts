/** A rendered page kept for a short time. */
export interface CachedPage {
  /** The page as UTF-8 (a third of a string's memory for its mostly ASCII markup, and counted exactly). */
  html: Buffer;
  /** The page's status: 200, or the 404 of a missing object. */
  status: number;
  at: number;
  /** The page compressed, made on the first request that accepts each encoding (then reused). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** What one entry costs beyond its bytes (the key, the entry, the map's slot), roughly. */
const entryOverhead = 256;

/**
 * Server-rendered visitor pages by key (language, address reduced to the parameters the page reads), each
 * for `seconds`, within `maxBytes` of pages and their compressed copies: the least recently used leave
 * first, so endless distinct addresses cannot grow it. A Map keeps insertion order: a hit is moved to the
 * end, the first key is the oldest.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private used = 0;

  constructor(
    private readonly seconds: number,
    private readonly maxBytes: number,
    private readonly now: () => number,
  ) {}

  get enabled(): boolean {
    return this.seconds > 0;
  }

  /** Pages held now. */
  get size(): number {
    return this.pages.size;
  }

  /** Bytes held now: the pages, their compressed copies and each entry's overhead. */
  get bytes(): number {
    return this.used;
  }

  /** Drops every page (what they show was changed from a console). */
  clear(): void {
    this.pages.clear();
    this.used = 0;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.remove(key);
    if (this.now() - page.at >= this.seconds * 1000) return undefined;
    this.insert(key, page);
    return page;
  }

  set(key: string, html: string, status = 200): void {
    if (!this.enabled) return;
    this.remove(key);
    const page: CachedPage = { html: Buffer.from(html, 'utf8'), status, at: this.now(), encoded: {} };
    // A page larger than the whole budget is not kept (it would push out every other one and itself).
    if (costOf(key, page) > this.maxBytes) return;
    this.insert(key, page);
    this.trim();
  }

  /** The page in `encoding`, compressed once by `compress` and counted in the budget from then on. */
  encoded(
    key: string,
    page: CachedPage,
    encoding: 'br' | 'gzip',
    compress: (html: Buffer) => Buffer,
  ): Buffer {
    const kept = page.encoded[encoding];
    if (kept) return kept;
    const bytes = compress(page.html);
    // Counted only while the page is still here (an answer may finish after it left the cache).
    if (this.pages.get(key) === page) {
      page.encoded[encoding] = bytes;
      this.used += bytes.length;
      this.trim();
    }
    return bytes;
  }

  private insert(key: string, page: CachedPage): void {
    this.pages.set(key, page);
    this.used += costOf(key, page);
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.used -= costOf(key, page);
  }

  private trim(): void {
    while (this.used > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }
}

function costOf(key: string, page: CachedPage): number {
  return (
    page.html.length +
    (page.encoded.br?.length ?? 0) +
    (page.encoded.gzip?.length ?? 0) +
    key.length * 2 +
    entryOverhead
  );
}
