import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DownIcon } from '../../components/icons';
import { LazyPopover } from '../../components/lazy-antd';
import './strip-menu.css';

/**
 * The top strip's account links folded into one menu on a phone (below 768 px; the strip shows them in the
 * row on wider screens, phone.css). In Russian or Spanish the site, the city, the greeting, the personal
 * centre, logout and help took two to four rows (125 px signed in at 390 px) above the header; folded, the
 * strip is one 34 px row. The links inside are the strip's own, stacked, each a 40 px row for a finger.
 *
 * The button opens and closes it itself, not through the popover's click trigger: a tap that arrives while
 * the popover's code is still loading then opens it when the code is there (antd's own trigger took that
 * first tap as a click outside and closed it at once). The button stays the same element from the server's
 * page on; the popover is anchored beside it. A tap outside, Escape, or a link or action chosen in
 * it closes it; a nested menu's trigger (the identity switcher) does not.
 */
export function StripMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Element | null;
      if (triggerRef.current?.contains(target) || menuRef.current?.contains(target)) return;
      // A nested menu's popup (portalled to the body) is part of this one.
      if (target?.closest?.('.ant-popover')) return;
      setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);
  return (
    <span className="strip-menu__wrap">
      <button
        ref={triggerRef}
        type="button"
        className="top-bar__link top-bar__button strip-menu__trigger"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((now) => !now)}
        data-testid="strip-menu-trigger"
      >
        {label} <DownIcon />
      </button>
      {/* The popover hangs on an anchor laid over the button, not on the button itself: LazyPopover swaps its
          child's wrapper when its code arrives, and a tap whose press and release straddled that swap landed
          on two different buttons and was lost (the phone strip test failed so once in a full run). */}
      <LazyPopover
        open={open}
        trigger={[]}
        placement="bottomRight"
        arrow={false}
        styles={{ container: { padding: 4 } }}
        content={
          <div
            ref={menuRef}
            id={id}
            className="strip-menu"
            data-testid="strip-menu"
            onClick={(event) => {
              const chosen = (event.target as Element).closest('a, button');
              if (chosen && !chosen.hasAttribute('aria-expanded')) setOpen(false);
            }}
          >
            {children}
          </div>
        }
      >
        <span className="strip-menu__anchor" aria-hidden="true" />
      </LazyPopover>
    </span>
  );
}
