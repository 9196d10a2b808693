import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

let list: MediaQueryList | null | undefined;

/** The one query list of the page (read on every render of the provider). */
function media(): MediaQueryList | null {
  if (list === undefined)
    list =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query)
        : null;
  return list;
}

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion (read now, outside React). */
export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

/** The same, following the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
