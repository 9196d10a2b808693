import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './sheet.css';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The sheet's heading, also its accessible name. */
  title: ReactNode;
  /** 'left': a drawer from the left edge (the class menu); 'bottom': a sheet from the bottom (filters). */
  side: 'left' | 'bottom';
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/**
 * A drawer or bottom sheet on the browser's own modal dialog: focus stays inside while it is open, Escape
 * and the backdrop close it, and focus returns to what opened it. Nothing is rendered until it first opens,
 * so pages that never use it (every desktop page) carry no markup for it.
 */
export function Sheet({ open, onClose, title, side, children, footer, testId }: SheetProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${testId ?? 'sheet'}-title`;
  // Once opened it stays in the page, so closing it lets the browser return focus to the opener.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!used) return null;
  return (
    <dialog
      ref={ref}
      className={`mall-sheet mall-sheet--${side}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="mall-sheet__head">
        <h2 className="mall-sheet__title" id={titleId}>
          {title}
        </h2>
        <button
          type="button"
          className="mall-sheet__close"
          onClick={onClose}
          aria-label={t('layout.phone.close')}
        >
          ×
        </button>
      </div>
      <div className="mall-sheet__body">{children}</div>
      {footer && <div className="mall-sheet__foot">{footer}</div>}
    </dialog>
  );
}
