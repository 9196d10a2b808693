/**
 * One media query of the page, read outside React and followed inside it (useSyncExternalStore). The list is
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
