import type { ClassNode } from '@mall/contracts';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownIcon, MenuIcon } from '../../../components/icons';
import { classLabel, useClassTree } from '../api/get-class-tree';
import { ClassPanel, useClassHref } from './class-menu';
import './class-bar.css';

/**
 * Hides the top classes that do not fit on the bar's one line (names are twice as long in Russian as in
 * Chinese): each is still under 'All categories', and a hidden one is out of the keyboard order too.
 */
function fitOneLine(list: HTMLUListElement) {
  const items = [...list.querySelectorAll<HTMLElement>('[data-testid="class-bar-item"]')];
  for (const item of items) item.hidden = false;
  const lineTop = (list.firstElementChild as HTMLElement | null)?.offsetTop ?? 0;
  for (const item of items) item.hidden = item.offsetTop !== lineTop;
}

/** Every top class with its children, in columns (the 'All categories' panel). */
function AllClassesPanel({ tree, id, onNavigate }: { tree: ClassNode[]; id: string; onNavigate(): void }) {
  const { t } = useTranslation();
  const hrefOf = useClassHref();
  return (
    <section
      className="class-bar__panel class-bar__all-panel"
      id={id}
      aria-label={t('layout.menu.allClasses')}
      data-testid="class-bar-all"
    >
      {tree.length === 0 && <p className="class-bar__empty">{t('layout.classMenu.empty')}</p>}
      {tree.map((node) => (
        <div key={node.id} className="class-bar__column">
          <Link className="class-bar__column-title" to={hrefOf(node)} onClick={onNavigate}>
            {classLabel(node)}
          </Link>
          {node.children.map((child) => (
            <Link key={child.id} className="class-bar__column-link" to={hrefOf(child)} onClick={onNavigate}>
              {classLabel(child)}
            </Link>
          ))}
        </div>
      ))}
    </section>
  );
}

/**
 * The category bar of the international template (spec §2 Layout, MALL_TEMPLATE 3), in place of the
 * side menu: 'All categories' opens every class in columns, then the top classes that fit on one line, each
 * opening its children two levels deep on hover or focus. Every class links to the product list.
 */
export function ClassBar() {
  const { t, i18n } = useTranslation();
  const { data: tree = [] } = useClassTree();
  const hrefOf = useClassHref();
  const listRef = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the classes or the language (their names) change
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => fitOneLine(list);
    measure();
    // Web fonts arriving change the widths.
    void document.fonts?.ready.then(measure);
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [tree, i18n.language]);
  const [active, setActive] = useState<number | 'all' | null>(null);
  const panelId = useId();
  const close = () => setActive(null);
  const activeNode = typeof active === 'number' ? tree.find((node) => node.id === active) : undefined;

  return (
    <nav
      className="class-bar"
      aria-label={t('layout.classMenu.aria')}
      onMouseLeave={close}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <ul className="class-bar__list" ref={listRef}>
        <li onMouseEnter={() => setActive('all')}>
          <button
            type="button"
            className={`class-bar__all${active === 'all' ? ' is-active' : ''}`}
            aria-expanded={active === 'all'}
            aria-controls={active === 'all' ? panelId : undefined}
            // Hovering opened it already: a click keeps it open (Escape or leaving closes it).
            onClick={() => setActive('all')}
            data-testid="class-bar-trigger"
          >
            <MenuIcon />
            <span>{t('layout.menu.allClasses')}</span>
            <DownIcon />
          </button>
        </li>
        {tree.map((node) => (
          <li
            key={node.id}
            onMouseEnter={() => setActive(node.id)}
            onFocus={() => setActive(node.id)}
            data-testid="class-bar-item"
          >
            <Link
              className={`class-bar__link${active === node.id ? ' is-active' : ''}`}
              to={hrefOf(node)}
              onClick={close}
              aria-haspopup={node.children.length > 0 ? 'true' : undefined}
              aria-expanded={node.children.length > 0 ? active === node.id : undefined}
              aria-controls={active === node.id ? panelId : undefined}
            >
              {classLabel(node)}
            </Link>
          </li>
        ))}
      </ul>
      {active === 'all' && <AllClassesPanel tree={tree} id={panelId} onNavigate={close} />}
      {activeNode && activeNode.children.length > 0 && (
        <ClassPanel node={activeNode} id={panelId} className="class-bar__panel" onNavigate={close} />
      )}
    </nav>
  );
}
