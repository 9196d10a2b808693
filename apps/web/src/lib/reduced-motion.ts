import { mediaQuery, useMediaQuery } from './media-query';

const reducedMotion = mediaQuery('(prefers-reduced-motion: reduce)');

/** Whether the visitor asked the system for less motion (read now, outside React). */
export function prefersReducedMotion(): boolean {
  return reducedMotion.matches();
}

/** The same, following the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(reducedMotion);
}
