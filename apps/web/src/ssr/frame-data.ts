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
export interface RenderedQuery<Options = unknown> {
  queryKey: readonly unknown[];
  queryHash: string;
  /** What fetches it again (the query's key and function). */
  options: Options;
  state: { status: string; data: unknown; dataUpdatedAt: number };
}

/** At most this many answers are kept (the frame's queries of four languages need about 40). */
const maxKept = 200;

/**
 * The frame's answers, kept by the server renderer per language for `freshMs` after they arrived, and
 * given to the next visitor page's render before its first pass. Without them every page took one pass
 * more: the frame asks for the site list only once the site settings are there, so a product page was
 * rendered three times (measured: 3 passes on home, list and detail of the bench catalogue; 2 with the
 * frame kept). Its staleness is the page cache's (`PAGE_CACHE_SECONDS`): a visitor may already see a page
 * that old. Nothing of a signed-in user is rendered on the server, so nothing of one is kept.
 *
 * The frame's queries themselves (what fetches them) are kept too, fresh or not: a render fetches the ones
 * without a fresh answer before its first pass (`toFetch`), together with the route's declared data, so an
 * answer gone stale costs a fetch, not the passes that would find the frame's queries again one after the
 * other (measured: 3 passes on every page of a renderer with no kept answers; 1 with the queries known).
 * Only the first render of a language after a start finds them by rendering.
 */
export class FrameData<Options = unknown> {
  private readonly kept = new Map<string, KeptAnswer>();
  /** The frame's queries of the renders so far, per language and query: the same on every page. */
  private readonly known = new Map<string, Options>();

  constructor(
    private readonly freshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh answer for the query in the language, when it is one of the frame's. */
  get(locale: Locale, queryKey: readonly unknown[], queryHash: string): KeptAnswer | undefined {
    if (this.freshMs <= 0 || !frameEndpoints.has(String(queryKey[0]))) return undefined;
    const key = `${locale} ${queryHash}`;
    const answer = this.kept.get(key);
    if (answer && this.now() - answer.updatedAt < this.freshMs) return answer;
    this.kept.delete(key);
    return undefined;
  }

  /** The frame's known queries in the language that have no fresh answer: to fetch before a first pass. */
  toFetch(locale: Locale): Options[] {
    const due: Options[] = [];
    for (const [key, options] of this.known) {
      if (!key.startsWith(`${locale} `)) continue;
      const answer = this.kept.get(key);
      if (!answer || this.freshMs <= 0 || this.now() - answer.updatedAt >= this.freshMs) due.push(options);
    }
    return due;
  }

  /** Keeps the frame's successful answers of a finished render (and its queries, to fetch them again). */
  keep(locale: Locale, queries: readonly RenderedQuery<Options>[]): void {
    for (const query of queries) {
      if (query.state.status !== 'success' || !frameEndpoints.has(String(query.queryKey[0]))) continue;
      const key = `${locale} ${query.queryHash}`;
      if (!this.known.has(key) && this.known.size < maxKept) this.known.set(key, query.options);
      if (this.freshMs <= 0 || this.kept.get(key)?.updatedAt === query.state.dataUpdatedAt) continue;
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
