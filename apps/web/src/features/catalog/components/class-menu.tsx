import { type ClassNode, limits } from '@mall/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon, RightIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { lightKeys, paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { classLabel, useClassTree } from '../api/get-class-tree';
import './class-menu.css';

export function useClassHref() {
  const prefix = useMallPrefix();
  return (node: ClassNode) =>
    paths.productList.href({ classId: node.id, lightKey: lightKeys.commerce }, prefix);
}

/** The children of a class two levels deep: each child with its own children (the menu's and the bar's panel). */
export function ClassPanel({
  node,
  id,
  className,
  onNavigate,
}: {
  node: ClassNode;
  id: string;
  className: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const hrefOf = useClassHref();
  return (
    <section
      className={className}
      id={id}
      aria-label={t('layout.classMenu.childrenOf', { name: classLabel(node) })}
      data-testid="class-menu-panel"
    >
      {node.children.map((child) => (
        <dl key={child.id} className="class-menu__group">
          <dt>
            <Link className="class-menu__group-title" to={hrefOf(child)} onClick={onNavigate}>
              {classLabel(child)}
              <RightIcon />
            </Link>
          </dt>
          <dd>
            {child.children.map((leaf) => (
              <Link
                key={leaf.id}
                className="class-menu__leaf"
                to={hrefOf(leaf)}
                onClick={onNavigate}
                data-testid="class-menu-leaf"
              >
                {classLabel(leaf)}
              </Link>
            ))}
          </dd>
        </dl>
      ))}
    </section>
  );
}

/**
 * The class tree (spec §2 screen 2): each top class with its name (or alias) and first 3 children;
 * hovering or focusing one shows its children two levels deep. Every class links to the product list.
 */
function ClassTree({ tree, onNavigate }: { tree: ClassNode[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const hrefOf = useClassHref();
  const [activeId, setActiveId] = useState<number | null>(null);
  const panelId = useId();
  const active = tree.find((node) => node.id === activeId);

  if (tree.length === 0) return <p className="class-menu__empty">{t('layout.classMenu.empty')}</p>;

  return (
    <div
      className="class-menu__tree"
      onMouseLeave={() => setActiveId(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActiveId(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setActiveId(null);
      }}
    >
      <ul className="class-menu__list">
        {tree.map((node) => (
          <li
            key={node.id}
            className={`class-menu__item${node.id === activeId ? ' is-active' : ''}`}
            onMouseEnter={() => setActiveId(node.id)}
            onFocus={() => setActiveId(node.id)}
            data-testid="class-menu-top"
          >
            <Link
              className="class-menu__title"
              to={hrefOf(node)}
              onClick={onNavigate}
              aria-haspopup={node.children.length > 0 ? 'true' : undefined}
              aria-expanded={node.children.length > 0 ? node.id === activeId : undefined}
              aria-controls={node.id === activeId ? panelId : undefined}
              title={classLabel(node)}
            >
              {classLabel(node)}
            </Link>
            <span className="class-menu__summary">
              {node.children.slice(0, limits.classMenuChildren).map((child) => (
                <Link
                  key={child.id}
                  className="class-menu__child"
                  to={hrefOf(child)}
                  onClick={onNavigate}
                  title={classLabel(child)}
                >
                  {classLabel(child)}
                </Link>
              ))}
            </span>
            <RightIcon className="class-menu__arrow" />
          </li>
        ))}
      </ul>
      {active && active.children.length > 0 && (
        <ClassPanel node={active} id={panelId} className="class-menu__panel" onNavigate={onNavigate} />
      )}
    </div>
  );
}

export interface ClassMenuProps {
  /**
   * 'static' stays open (home, beside the banner); 'dropdown' opens from its title on hover, or as a
   * disclosure button with Enter, Space or ↓ from the keyboard.
   */
  mode: 'static' | 'dropdown';
}

/** The product class menu, always open on home and a dropdown elsewhere. */
export function ClassMenu({ mode }: ClassMenuProps) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useClassTree();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const isOpen = mode === 'static' || open;

  const body = isPending ? (
    <div className="class-menu__loading">
      <Skeleton active title={false} paragraph={{ rows: 8 }} />
    </div>
  ) : isError ? (
    <p className="class-menu__empty">{t('common.states.loadFailed')}</p>
  ) : (
    <ClassTree tree={data ?? []} onNavigate={() => setOpen(false)} />
  );

  return (
    <nav
      ref={rootRef}
      className={`class-menu class-menu--${mode}${isOpen ? ' is-open' : ''}`}
      aria-label={t('layout.classMenu.aria')}
      onMouseEnter={mode === 'dropdown' ? () => setOpen(true) : undefined}
      onMouseLeave={mode === 'dropdown' ? () => setOpen(false) : undefined}
      onBlur={
        mode === 'dropdown'
          ? (event) => {
              if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
            }
          : undefined
      }
      onKeyDown={(event) => {
        if (mode !== 'dropdown') return;
        if (event.key === 'Escape' && open) {
          setOpen(false);
          // The focus would otherwise be left on a link that is gone.
          rootRef.current?.querySelector<HTMLElement>('.class-menu__trigger')?.focus();
        }
        if (event.key === 'ArrowDown' && event.target === event.currentTarget.firstElementChild) {
          event.preventDefault();
          setOpen(true);
        }
      }}
    >
      <button
        type="button"
        className="class-menu__trigger"
        aria-expanded={isOpen}
        onClick={mode === 'dropdown' ? () => setOpen((value) => !value) : undefined}
        tabIndex={mode === 'static' ? -1 : 0}
      >
        <MenuIcon />
        <span>{t('layout.menu.allClasses')}</span>
      </button>
      {isOpen && <div className="class-menu__body">{body}</div>}
    </nav>
  );
}
