import { Popover } from 'antd';
import { type ReactNode, useState } from 'react';
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
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      // Click only opens (never toggles): a hover already opened it before the click lands.
      trigger={['hover', 'focus']}
      placement={placement}
      arrow={false}
      styles={{ container: { padding: 4 } }}
      content={
        // Keeps the focus on the trigger while clicking an item: its blur would close the menu before the
        // click lands.
        <ul
          className="popover-menu"
          data-testid={testId ? `${testId}-menu` : undefined}
          onMouseDown={(event) => event.preventDefault()}
        >
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                lang={item.lang}
                className={`popover-menu__item${item.key === selectedKey ? ' is-selected' : ''}`}
                aria-current={item.key === selectedKey ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
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
        type="button"
        className={triggerClassName}
        aria-label={ariaLabel}
        aria-expanded={open}
        data-testid={testId}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {children}
      </button>
    </Popover>
  );
}
