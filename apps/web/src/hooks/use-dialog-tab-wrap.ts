import { useEffect } from 'react';

/** What Tab can stop at; tabindex="-1" and disabled controls are filtered out below. */
const candidates =
  'a[href], area[href], button, input, select, textarea, summary, iframe, [contenteditable="true"], [tabindex]';

/** The modal dialog holding the focus: an antd Modal (aria-modal) or a sheet on the browser's <dialog>. */
function modalOf(element: Element | null): HTMLElement | null {
  if (!element) return null;
  const aria = element.closest<HTMLElement>('[aria-modal="true"]');
  if (aria) return aria;
  const dialog = element.closest('dialog');
  return dialog?.open && dialog.matches(':modal') ? dialog : null;
}

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled || element.closest('fieldset:disabled, [inert]')) return false;
  if (element instanceof HTMLInputElement) {
    if (element.type === 'hidden') return false;
    // Of a group of radio buttons with one checked, only that one takes a Tab stop.
    if (element.type === 'radio' && element.name && !element.checked) {
      const group = element.form ?? element.ownerDocument;
      const checked = group.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`);
      if (checked) return false;
    }
  }
  // checkVisibility is missing before Safari 17.4: there a box on screen has to do.
  if (typeof element.checkVisibility !== 'function') return element.getClientRects().length > 0;
  return element.checkVisibility({ visibilityProperty: true });
}

/** The controls of the dialog in Tab order (positive tabindex is not used in this app). */
function tabbablesOf(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(candidates)).filter(isTabbable);
}

/**
 * Keeps Tab and Shift+Tab inside the open modal dialog: past the last control the focus goes round to the
 * first, before the first to the last (WCAG 2.4.3, APG dialog pattern). antd's own lock and the browser's
 * <dialog> only keep the page behind out of reach; both still let Tab leave to the browser's address bar,
 * where a keyboard user loses the dialog.
 */
export function wrapTabInDialog(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const active = document.activeElement as HTMLElement | null;
  const dialog = modalOf(active);
  if (!dialog || !active) return;
  const stops = tabbablesOf(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    // Nothing to move to: the focus stays on the dialog itself.
    event.preventDefault();
    return;
  }
  // The dialog itself (focused when it opens) counts as before the first control.
  const atStart = active === first || active === dialog;
  if (event.shiftKey ? atStart : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Installs wrapTabInDialog once for the whole app (every antd Modal, confirm and sheet). */
export function useDialogTabWrap(): void {
  useEffect(() => {
    // Capture: antd's lock listens on window too, and reads the focus after the keydown.
    window.addEventListener('keydown', wrapTabInDialog, true);
    return () => window.removeEventListener('keydown', wrapTabInDialog, true);
  }, []);
}
