import { useEffect } from 'react';

/**
 * While enabled, keeps two variables on <html> that place a full-screen view inside the part of the layout
 * viewport the visitor can see: `--mall-visual-top` (how far the browser scrolled the visible area down,
 * iOS Safari does to reveal a focused box) and `--mall-keyboard-inset` (how much of the bottom the on-screen
 * keyboard covers). Phone browsers shrink only the visual viewport for the keyboard, so a view fixed to
 * `bottom: 0` would end behind it with its message box. Pinch zoom (scale above 1) counts as no keyboard.
 */
export function useKeyboardInset(enabled = true): void {
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!enabled || !viewport) return;
    const root = document.documentElement;
    const update = () => {
      const zoomed = viewport.scale > 1.01;
      const top = zoomed ? 0 : Math.max(0, viewport.offsetTop);
      const covered = zoomed ? 0 : Math.max(0, window.innerHeight - viewport.height - top);
      root.style.setProperty('--mall-visual-top', `${Math.round(top)}px`);
      root.style.setProperty('--mall-keyboard-inset', `${Math.round(covered)}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.style.removeProperty('--mall-visual-top');
      root.style.removeProperty('--mall-keyboard-inset');
    };
  }, [enabled]);
}
