import { useSyncExternalStore } from 'react';

// A touch screen (phone, tablet): its on-screen keyboard has no Shift+Enter, and its Enter key is the
// one way to start a new line.
const query = '(pointer: coarse)';

let list: MediaQueryList | null | undefined;

function media(): MediaQueryList | null {
  if (list === undefined)
    list =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query)
        : null;
  return list;
}

function subscribe(onChange: () => void) {
  const current = media();
  current?.addEventListener('change', onChange);
  return () => current?.removeEventListener('change', onChange);
}

const read = () => media()?.matches ?? false;

/**
 * Whether the main pointer is a finger. The server renders the mouse case; the browser's answer follows
 * right after hydration (no mismatch: useSyncExternalStore hydrates with the server's value).
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
