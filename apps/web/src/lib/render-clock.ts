/**
 * "Now" for the first render of a server-rendered page. Countdowns and "ends in" texts computed from the
 * clock would differ between the server's render and the browser's hydration a moment later (a hydration
 * mismatch); both use the time the server rendered at, then the browser's timers move on from there.
 *
 * The page hydrates in parts (components/hydration-slice.tsx): the page around them first, each part in a
 * later render of its own. The clock stays the server's until the last part has hydrated, not only the
 * page around them: a part that hydrated after the app's first effect read the browser's clock and its
 * countdowns no longer matched the server's text (React #418 on the activities).
 */
let pinned: number | null = null;
/** Parts of the page that have not hydrated yet (each part's own token). */
const waiting = new Set<object>();
/** Parts that have hydrated: one that hydrates in the same commit as the page around it holds nothing. */
const hydrated = new WeakSet<object>();
let aroundHydrated = false;

/** Server: the time of the render in progress; browser: the page's render time until hydration is done. */
export function pinRenderTime(at: number | null): void {
  pinned = at;
  waiting.clear();
  aroundHydrated = false;
}

/** The time to start a clock-based state from. */
export function renderNow(): number {
  return pinned ?? Date.now();
}

function unpinWhenDone(): void {
  if (pinned === null || !aroundHydrated || waiting.size > 0) return;
  pinned = null;
}

/** The page around the parts has hydrated (the app's first effect). */
export function markPageHydrated(): void {
  aroundHydrated = true;
  unpinWhenDone();
}

/** A part of the page is there and will hydrate later: the clock waits for it (while it is pinned). */
export function holdRenderTime(part: object): void {
  if (pinned !== null && !hydrated.has(part)) waiting.add(part);
}

/** A part will not hydrate after all (it left the page first). */
export function dropRenderTimeHold(part: object): void {
  waiting.delete(part);
  unpinWhenDone();
}

/** A part has hydrated (or rendered): its first render has read the clock. */
export function releaseRenderTime(part: object): void {
  hydrated.add(part);
  waiting.delete(part);
  unpinWhenDone();
}

/**
 * Whether a server-rendered page is still hydrating (the clock is pinned): a first render must then give the
 * server's answer, not the browser's (media queries, the clock).
 */
export function pageIsHydrating(): boolean {
  return pinned !== null;
}
