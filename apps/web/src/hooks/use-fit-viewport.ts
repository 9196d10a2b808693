import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The height that makes an element end `gap` px above the bottom of the window when the page is scrolled
 * to the top, between `min` and `max`: a full-height tool (the chat page) then shows all of itself at
 * once, whatever the header above it measures (templates differ), and scrolls inside. Measured again
 * when the window is resized. Undefined while not enabled.
 */
export function useFitViewport(
  ref: RefObject<HTMLElement | null>,
  { enabled = true, min, max, gap }: { enabled?: boolean; min: number; max: number; gap: number },
): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.round(Math.min(max, Math.max(min, window.innerHeight - top - gap))));
    };
    measure();
    // The header may still change height (fonts, the category bar loading).
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, enabled, min, max, gap]);
  return enabled ? height : undefined;
}
