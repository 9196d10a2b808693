/**
 * "Now" for the first render of a server-rendered page. Countdowns and "ends in" texts computed from the
 * clock would differ between the server's render and the browser's hydration a moment later (a hydration
 * mismatch); both use the time the server rendered at, then the browser's timers move on from there.
 */
let pinned: number | null = null;

/** Server: the time of the render in progress; browser: the page's render time until hydration is done. */
export function pinRenderTime(at: number | null): void {
  pinned = at;
}

/** The time to start a clock-based state from. */
export function renderNow(): number {
  return pinned ?? Date.now();
}
