import type { ShopDetail } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import './shop-home.css';

export interface ShopClassMenuProps {
  classes: ShopDetail['classes'];
  total: number;
  /** The chosen class, undefined for all products. */
  value: number | undefined;
  onChange: (classId: number | undefined) => void;
}

/** The shop's classes with their product counts; choosing one filters the products beside it. */
export function ShopClassMenu({ classes, total, value, onChange }: ShopClassMenuProps) {
  const { t } = useTranslation('halls');
  const item = (id: number | undefined, name: string, count: number) => (
    <li key={id ?? 'all'}>
      <button
        type="button"
        className={`shop-class-menu__item${value === id ? ' is-active' : ''}`}
        aria-pressed={value === id}
        onClick={() => onChange(id)}
      >
        <span className="shop-class-menu__name">{name}</span>
        <span className="shop-class-menu__count">{count}</span>
      </button>
    </li>
  );
  return (
    <nav className="shop-side-card shop-class-menu" aria-label={t('shop.classes')} data-testid="shop-classes">
      <h2>{t('shop.classes')}</h2>
      <ul>
        {item(undefined, t('shop.allProducts'), total)}
        {classes.map((c) => item(c.id, c.name, c.count))}
      </ul>
    </nav>
  );
}
