import { startTransition, useEffect, useState } from 'react';
import { pageIsHydrating } from './render-clock';

/**
 * One media query of the page, read outside React and followed inside it (useMediaQuery). The list is
 * made on first use: on the server there is none and the query reads false.
 */
export function mediaQuery(query: string) {
  let list: MediaQueryList | null | undefined;
  const media = (): MediaQueryList | null => {
    if (list === undefined)
      list =
        typeof window !== 'undefined' && typeof window.matchMedia === 'function'
          ? window.matchMedia(query)
          : null;
    return list;
  };
  return {
    matches: (): boolean => media()?.matches ?? false,
    subscribe: (onChange: () => void) => {
      const current = media();
      current?.addEventListener('change', onChange);
      return () => current?.removeEventListener('change', onChange);
    },
  };
}

/**
 * A media query's answer inside React. While a server-rendered page hydrates it is the server's (false), and
 * the browser's follows in a transition: useSyncExternalStore would re-render synchronously when the two
 * differ, and a synchronous update during hydration makes React give up the parts of the page that have not
 * hydrated yet and render them again on the client (the server's markup thrown away). After hydration (a
 * page opened by navigation) it reads the browser's answer at once.
 */
export function useMediaQuery(
  query: ReturnType<typeof mediaQuery>,
  { duringHydration = false }: { duringHydration?: boolean } = {},
): boolean {
  // `duringHydration`: the browser's answer in the hydrating render too, for a value no element depends on.
  const [matches, setMatches] = useState(() =>
    pageIsHydrating() && !duringHydration ? false : query.matches(),
  );
  useEffect(() => {
    const follow = () => startTransition(() => setMatches(query.matches()));
    follow();
    return query.subscribe(follow);
  }, [query]);
  return matches;
}
