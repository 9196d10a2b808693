import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { dropRenderTimeHold, holdRenderTime, releaseRenderTime } from '../lib/render-clock';

/**
 * A part of a server-rendered page that hydrates on its own. React hydrates the page outside such parts
 * first and each part after it, as its own render and commit, instead of the whole page in one commit:
 * on a phone's CPU the home page's one commit was a single task of about 130 ms, in which a tap waits and
 * that Lighthouse counts as blocking time. The server's markup shows the part meanwhile, and a tap inside
 * it hydrates it first. Nothing in it suspends in the browser, so there is no fallback to show; in the
 * markup it adds only React's two boundary comments.
 *
 * Until the part has hydrated, the render clock stays the server's (lib/render-clock.ts): the part's first
 * render comes after the page around it has hydrated and its effects have run.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const [part] = useState(() => ({}));
  // The page around the part commits first; the part's own commit (its marker's effect) comes later, or in
  // the same commit when it did not wait (then the marker's effect, a child's, has run first).
  useLayoutEffect(() => {
    holdRenderTime(part);
    return () => dropRenderTimeHold(part);
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <HydratedMarker part={part} />
    </Suspense>
  );
}

function HydratedMarker({ part }: { part: object }) {
  useLayoutEffect(() => releaseRenderTime(part), [part]);
  return null;
}
