import type { ProductSort } from '@mall/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListView, ProductListState } from '../utils/list-url-state';
import { ArrowDownIcon, ArrowUpIcon, GridIcon, ListIcon } from './product-icons';
import './product-toolbar.css';

export interface ProductToolbarProps {
  state: ProductListState;
  /** "N products", already worded by the page. */
  totalText?: string;
  onChange: (patch: Partial<ProductListState>) => void;
}

/**
 * Sort buttons (relevance while searching, newest, sales, price up/down), the match count and the
 * grid/list switch. Pressed buttons say so (aria-pressed); price shows and toggles its direction.
 */
export function ProductToolbar({ state, totalText, onChange }: ProductToolbarProps) {
  const { t } = useTranslation('products');
  const sorts: ProductSort[] = state.searchkey
    ? ['relevance', 'createTime', 'sales', 'price']
    : ['createTime', 'sales', 'price'];

  const views: { view: ListView; label: string; icon: ReactNode }[] = [
    { view: 'grid', label: t('view.grid'), icon: <GridIcon /> },
    { view: 'list', label: t('view.list'), icon: <ListIcon /> },
  ];

  return (
    <div className="product-toolbar" data-testid="product-toolbar">
      <fieldset className="product-toolbar__sorts">
        <legend className="mall-sr-only">{t('sort.aria')}</legend>
        {sorts.map((sort) => {
          const active = state.sort === sort;
          if (sort === 'price') {
            const nextOrder = active && state.order === 'asc' ? 'desc' : 'asc';
            const current = state.order === 'asc' ? t('sort.priceAsc') : t('sort.priceDesc');
            return (
              <button
                key={sort}
                type="button"
                className={`product-toolbar__sort${active ? ' is-active' : ''}`}
                aria-pressed={active}
                aria-label={active ? current : t('sort.price')}
                title={nextOrder === 'asc' ? t('sort.priceAsc') : t('sort.priceDesc')}
                onClick={() => onChange({ sort, order: nextOrder })}
                data-testid="sort-price"
                data-order={active ? state.order : undefined}
              >
                {t('sort.price')}
                {active && state.order === 'desc' ? <ArrowDownIcon /> : <ArrowUpIcon />}
              </button>
            );
          }
          return (
            <button
              key={sort}
              type="button"
              className={`product-toolbar__sort${active ? ' is-active' : ''}`}
              aria-pressed={active}
              onClick={() => onChange({ sort })}
              data-testid={`sort-${sort}`}
            >
              {t(`sort.${sort}`)}
            </button>
          );
        })}
      </fieldset>
      {totalText && (
        <span className="product-toolbar__total" data-testid="product-total">
          {totalText}
        </span>
      )}
      <fieldset className="product-toolbar__views">
        <legend className="mall-sr-only">{t('view.aria')}</legend>
        {views.map(({ view, label, icon }) => (
          <button
            key={view}
            type="button"
            className={`product-toolbar__view${state.view === view ? ' is-active' : ''}`}
            aria-pressed={state.view === view}
            onClick={() => onChange({ view })}
            title={label}
            data-testid={`view-${view}`}
          >
            {icon}
            <span>{label}</span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}
