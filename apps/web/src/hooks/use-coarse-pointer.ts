import { mediaQuery, useMediaQuery } from '../lib/media-query';

// A touch screen (phone, tablet): its on-screen keyboard has no Shift+Enter, and its Enter key is the
// one way to start a new line.
const coarsePointer = mediaQuery('(pointer: coarse)');

/**
 * Whether the main pointer is a finger. The server renders the mouse case; the browser's answer follows
 * right after hydration (lib/media-query's useMediaQuery: no mismatch, no page rendered again).
 */
export function useCoarsePointer(): boolean {
  return useMediaQuery(coarsePointer);
}
