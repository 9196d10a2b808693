import { type PageHead, type ResolvedHead, resolveHead, type SiteHead } from '../lib/page-head/head-model';
import type { HeadRecorder } from '../lib/page-head/use-page-head';

/**
 * Server side: what one render set. The server renders several passes until every query has data;
 * give each pass a new sink (or call `reset()` first), then read `result()` after the last one.
 */
export class HeadSink implements HeadRecorder {
  site?: SiteHead;
  page: PageHead[] = [];

  setSite(site: SiteHead) {
    this.site = site;
  }

  addPage(head: PageHead) {
    this.page.push(head);
  }

  reset() {
    this.site = undefined;
    this.page = [];
  }

  result(): ResolvedHead {
    return resolveHead(this.site, this.page);
  }
}
