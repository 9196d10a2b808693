import { type HeadWhere, type PageHead, resolveHead, type SiteHead } from './head-model';
import { headTagList } from './head-tags';

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

/** The order of a new page head: render order (parents first) decides who wins, as on the server. */
export function nextPageHeadOrder(): number {
  return nextOrder++;
}

/** A page head is shown (or changed) in the document. */
export function showPageHead(order: number, head: PageHead): void {
  browser.pages.set(order, head);
  scheduleApply();
}

/** A page head left the page with its component. */
export function dropPageHead(order: number): void {
  browser.pages.delete(order);
  scheduleApply();
}

/** The site's head and where the page is (the address bar's origin, path and query, the language shown). */
export function showSiteHead(site: SiteHead, where: HeadWhere): void {
  browser.site = site;
  browser.where = where;
  scheduleApply();
}
