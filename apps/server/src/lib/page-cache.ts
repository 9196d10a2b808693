/** A rendered page kept for a short time. */
export interface CachedPage {
  html: string;
  at: number;
  /** The page compressed, made on the first request that accepts each encoding (then reused). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/**
 * Server-rendered visitor pages by address and language, each for `seconds`, at most `entries` of them
 * (the least recently used leave first, so a crawler asking for endless distinct addresses cannot grow
 * it). A Map keeps insertion order: a hit is moved to the end, the first key is the oldest.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly seconds: number,
    private readonly entries: number,
    private readonly now: () => number,
  ) {}

  get enabled(): boolean {
    return this.seconds > 0;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (this.now() - page.at >= this.seconds * 1000) return undefined;
    this.pages.set(key, page);
    return page;
  }

  set(key: string, html: string): void {
    if (!this.enabled) return;
    this.pages.delete(key);
    this.pages.set(key, { html, at: this.now(), encoded: {} });
    while (this.pages.size > this.entries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}
