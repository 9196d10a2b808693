import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LazyPopover } from './lazy-antd';
import './popover-menu.css';

export interface PopoverMenuItem<K extends string | number> {
  key: K;
  label: ReactNode;
  /** `lang` of the label, for language names. */
  lang?: string;
}

export interface PopoverMenuProps<K extends string | number> {
  items: readonly PopoverMenuItem<K>[];
  selectedKey?: K;
  onSelect(key: K): void;
  /** The trigger's content; it is wrapped in a button. */
  children: ReactNode;
  triggerClassName?: string;
  /** Accessible name of the trigger when its content is not enough. */
  ariaLabel?: string;
  placement?: 'bottom' | 'bottomLeft' | 'bottomRight';
  testId?: string;
}

/**
 * A small choice menu that opens on hover, focus or click (keyboard users tab into its buttons).
 * Lighter than antd's Dropdown/Menu and Select, which would add ~50 KB gzip to the first page.
 * Opened by a click (or a tap) it stays open until a choice, Escape, or a click or focus elsewhere: a pointer
 * that drifts off the trigger on its way to an item (or a page that shifts under it) does not close it.
 */
export function PopoverMenu<K extends string | number>({
  items,
  selectedKey,
  onSelect,
  children,
  triggerClassName,
  ariaLabel,
  placement = 'bottomLeft',
  testId,
}: PopoverMenuProps<K>) {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const close = () => {
    setPinned(false);
    setOpen(false);
  };

  useEffect(() => {
    if (!pinned) return;
    const outside = (event: Event) => {
      const target = event.target as Node | null;
      if (triggerRef.current?.contains(target) || menuRef.current?.contains(target)) return;
      setPinned(false);
      setOpen(false);
    };
    // Escape closes it wherever the focus is (the trigger may have been rendered anew when the popover's
    // code arrived, leaving the focus on the page).
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPinned(false);
      setOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('focusin', outside, true);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('focusin', outside, true);
      document.removeEventListener('keydown', onEscape);
    };
  }, [pinned]);

  return (
    <LazyPopover
      open={open}
      onOpenChange={(next) => {
        // Hover-out and blur do not close a menu opened by a click.
        if (next || !pinned) setOpen(next);
      }}
      // Click only opens (never toggles): a hover already opened it before the click lands.
      trigger={['hover', 'focus']}
      placement={placement}
      arrow={false}
      styles={{ container: { padding: 4 } }}
      content={
        // Keeps the focus on the trigger while clicking an item: its blur would close the menu before the
        // click lands.
        <ul
          ref={menuRef}
          className="popover-menu"
          data-testid={testId ? `${testId}-menu` : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              close();
              triggerRef.current?.focus();
            }
          }}
        >
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                lang={item.lang}
                className={`popover-menu__item${item.key === selectedKey ? ' is-selected' : ''}`}
                aria-current={item.key === selectedKey ? 'true' : undefined}
                onClick={() => {
                  close();
                  onSelect(item.key);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      }
    >
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={ariaLabel}
        aria-expanded={open}
        data-testid={testId}
        // Pinned from the press on, not only on the click: when the popover's code arrives between the
        // press and the release, the trigger is rendered anew and the browser sends no click.
        onPointerDown={() => {
          setPinned(true);
          setOpen(true);
        }}
        onClick={() => {
          setPinned(true);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        {children}
      </button>
    </LazyPopover>
  );
}
