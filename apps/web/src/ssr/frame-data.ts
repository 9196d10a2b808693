import { catalogEndpoints, contentEndpoints, type Locale, systemEndpoints } from '@mall/contracts';

/**
 * The endpoints of the storefront's frame: site settings, the server's interface translations, the class
 * menu, header adverts, menu tabs, footer, friendly links and sites. Their answers are the same for every
 * visitor of a language, whatever the page.
 */
export const frameEndpoints: ReadonlySet<string> = new Set([
  systemEndpoints.paramList.path,
  systemEndpoints.langTags.path,
  systemEndpoints.typeConfigList.path,
  systemEndpoints.getSite.path,
  contentEndpoints.advertBatch.path,
  contentEndpoints.footerMenus.path,
  contentEndpoints.bizLinks.path,
  catalogEndpoints.classTree.path,
]);

/** An answer as the renderer fetched it: its data and when it arrived. */
export interface KeptAnswer {
  data: unknown;
  updatedAt: number;
}

/** The part of a cached query the renderer hands over after a render. */
export interface RenderedQuery {
  queryKey: readonly unknown[];
  queryHash: string;
  state: { status: string; data: unknown; dataUpdatedAt: number };
}

/** At most this many answers are kept (the frame's queries of four languages need about 40). */
const maxKept = 200;

/**
 * The frame's answers, kept by the server renderer per language for `freshMs` after they arrived, and
 * given to the next visitor page's render: what the frame's layout declares (its `serverData`) is then there
 * without a fetch. Its staleness is the page cache's (`PAGE_CACHE_SECONDS`): a visitor may already see a page
 * that old. Nothing of a signed-in user is rendered on the server, so nothing of one is kept.
 */
export class FrameData {
  private readonly kept = new Map<string, KeptAnswer>();

  constructor(
    private readonly freshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Drops every kept answer (a console changed what the frame shows). */
  clear(): void {
    this.kept.clear();
  }

  /** A fresh answer for the query in the language, when it is one of the frame's. */
  get(locale: Locale, queryKey: readonly unknown[], queryHash: string): KeptAnswer | undefined {
    if (this.freshMs <= 0 || !frameEndpoints.has(String(queryKey[0]))) return undefined;
    const key = `${locale} ${queryHash}`;
    const answer = this.kept.get(key);
    if (answer && this.now() - answer.updatedAt < this.freshMs) return answer;
    this.kept.delete(key);
    return undefined;
  }

  /** Keeps the frame's successful answers of a finished render. */
  keep(locale: Locale, queries: readonly RenderedQuery[]): void {
    if (this.freshMs <= 0) return;
    for (const query of queries) {
      if (query.state.status !== 'success' || !frameEndpoints.has(String(query.queryKey[0]))) continue;
      const key = `${locale} ${query.queryHash}`;
      if (this.kept.get(key)?.updatedAt === query.state.dataUpdatedAt) continue;
      this.kept.delete(key);
      this.kept.set(key, { data: query.state.data, updatedAt: query.state.dataUpdatedAt });
    }
    while (this.kept.size > maxKept) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
  }
}
