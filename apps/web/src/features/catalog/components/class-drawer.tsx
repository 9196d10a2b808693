import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../../../components/icons';
import { Sheet } from '../../../components/sheet';
import { classLabel, useClassTree } from '../api/get-class-tree';
import { useClassHref } from './class-menu';
import './class-drawer.css';

/**
 * The class menu on phones: a button in the compact header opening a drawer with every class, each top
 * class unfolding its children and their leaves. The desktop menu (class-menu.tsx) is hidden there.
 */
export function ClassDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: tree = [], isError } = useClassTree();
  const hrefOf = useClassHref();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className="class-drawer__trigger mall-phone-only"
        aria-haspopup="dialog"
        aria-expanded={open}
        // In the one-row phone header only the icon shows: the name must not depend on the hidden text.
        aria-label={t('layout.phone.classes')}
        onClick={() => setOpen(true)}
        data-testid="class-drawer-trigger"
      >
        <MenuIcon />
        <span>{t('layout.phone.classes')}</span>
      </button>
      <Sheet
        open={open}
        onClose={close}
        side="left"
        title={t('layout.menu.allClasses')}
        testId="class-drawer"
      >
        {isError ? (
          <p>{t('common.states.loadFailed')}</p>
        ) : tree.length === 0 ? (
          <p>{t('layout.classMenu.empty')}</p>
        ) : (
          <ul className="class-drawer__list">
            {tree.map((node) => (
              <li key={node.id}>
                {node.children.length > 0 ? (
                  <details className="class-drawer__top">
                    <summary>{classLabel(node)}</summary>
                    <Link className="class-drawer__all" to={hrefOf(node)} onClick={close}>
                      {t('layout.menu.allClasses')} · {classLabel(node)}
                    </Link>
                    {node.children.map((child) => (
                      <div key={child.id} className="class-drawer__group">
                        <Link className="class-drawer__child" to={hrefOf(child)} onClick={close}>
                          {classLabel(child)}
                        </Link>
                        <div className="class-drawer__leaves">
                          {child.children.map((leaf) => (
                            <Link
                              key={leaf.id}
                              className="class-drawer__leaf"
                              to={hrefOf(leaf)}
                              onClick={close}
                            >
                              {classLabel(leaf)}
                            </Link>
                          ))}
                        </div>
                      </div>
                    ))}
                  </details>
                ) : (
                  <Link className="class-drawer__top-link" to={hrefOf(node)} onClick={close}>
                    {classLabel(node)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </Sheet>
    </>
  );
}
