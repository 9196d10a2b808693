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

/**
 * The same for antd's theme (its motion token and click waves), read at once, in the hydrating render too.
 * antd's ConfigProvider wraps the page in a motion provider when its motion is off; turned off after
 * hydration (as useMediaQuery answers), that wrapper changed the tree's shape above the page, and React threw
 * the server's markup away and rendered the whole page again (0 % of the main content kept, no error: every
 * browser test asks for reduced motion). The wrapper is context only, no element, and the theme's token
 * values are CSS variables, not class names: the server's page (motion on) hydrates to a tree with the
 * wrapper without a mismatch. A motion-off ConfigProvider frame that kept the shape from the first render
 * lost a hover that arrived while the token switched; a CSS media query instead of the token left antd's
 * popups unplaced (issue 31). A change of the setting while the page is open follows in a transition.
 */
export function useReducedMotionTheme(): boolean {
  return useMediaQuery(reducedMotion, { duringHydration: true });
}
