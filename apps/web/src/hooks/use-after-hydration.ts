import { useEffect, useState } from 'react';

/**
 * False on the server and in the browser's first render (the one that hydrates the server's markup),
 * true from the next render on: for parts that load their code only in the browser, so the server's
 * markup and the hydrating render agree and no Suspense boundary is written into the server's page.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => setAfter(true), []);
  return after;
}
