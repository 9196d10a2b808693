import { createContext, useContext, useEffect } from 'react';

/** Lets a page name itself more precisely than its route (e.g. each page of the personal centre). */
export const PageTitleContext = createContext<(title: string | undefined) => void>(() => {});

/**
 * The document title of this page is "<title> - <webtitle>" while it is shown; the route's title again
 * once it goes away.
 */
export function usePageTitle(title: string | undefined) {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}
