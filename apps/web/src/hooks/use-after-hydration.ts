import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the browser's first render (the one that hydrates the server's markup),
 * true from the next render on: for parts that load their code only in the browser, so the server's
 * markup and the hydrating render agree and no Suspense boundary is written into the server's page.
 * The render that follows is a transition: React flushes a hydration's passive effects in the task of its
 * commit, so a plain update here re-rendered every such part (the header's and right bar's popovers) in that
 * same task, one more long task on a phone; as a transition it is rendered in slices that yield.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
