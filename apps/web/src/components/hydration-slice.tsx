import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own. React hydrates the page outside such parts
 * first and each part after it, as its own render and commit, instead of the whole page in one commit:
 * on a phone's CPU the home page's one commit was a single task of about 130 ms, in which a tap waits and
 * that Lighthouse counts as blocking time. The server's markup shows the part meanwhile, and a tap inside
 * it hydrates it first. Nothing in it suspends in the browser, so there is no fallback to show; in the
 * markup it adds only React's two boundary comments.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
