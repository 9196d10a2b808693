import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnitCount, useUnitLabel } from '../hooks/use-unit-label';
import { langProps } from '../lib/content-lang';
import { SafeImage } from './safe-image';
import './order-lines.css';

/** One line of an order as the table shows it; price and amount come formatted (money or points). */
export interface OrderLineRow {
  key: string | number;
  name: string;
  imageUrl: string;
  /** Where the name links to; plain text without it (points goods have no product page). */
  href?: string;
  styleName?: string | null;
  /** 'zh_CN' when the name and style fell back to Chinese (marked with lang for screen readers). */
  contentLang?: string;
  model?: string | null;
  price: ReactNode;
  quantity: number | string;
  unit: string;
  amount: ReactNode;
}

export interface OrderLinesProps {
  lines: readonly OrderLineRow[];
  /** The test id of each row. */
  rowTestId: string;
  /** 'compact' inside a shop's block at order filling; 'boxed' with a header band on the order page. */
  variant?: 'compact' | 'boxed';
}

/** The lines of an order (product with picture, style and code; unit price; quantity; amount). */
export function OrderLines({ lines, rowTestId, variant = 'boxed' }: OrderLinesProps) {
  const { t } = useTranslation('buying');
  const unitLabel = useUnitLabel();
  // "2箱" in Chinese, "2 ящика" / "5 ящиков" in Russian: the count in its plural form (issue 31).
  const unitCount = useUnitCount();
  return (
    <table className={`order-lines order-lines--${variant}`}>
      <thead>
        <tr>
          <th scope="col">{t('page.columns.product')}</th>
          <th scope="col">{t('page.columns.price')}</th>
          <th scope="col">{t('page.columns.quantity')}</th>
          <th scope="col">{t('page.columns.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} data-testid={rowTestId}>
            <td>
              <div className="order-lines__product">
                <SafeImage src={line.imageUrl} alt={line.name} />
                <div>
                  <div className="order-lines__name" {...langProps(line.contentLang)}>
                    {line.href ? <Link to={line.href}>{line.name}</Link> : line.name}
                  </div>
                  <div className="order-lines__meta">
                    {line.styleName && (
                      <span>
                        {t('page.style', { name: '' })}
                        <span {...langProps(line.contentLang)}>{line.styleName}</span>
                      </span>
                    )}
                    {line.model && <span>{t('page.model', { code: line.model })}</span>}
                  </div>
                </div>
              </div>
            </td>
            <td data-testid="order-line-price">
              {line.price}
              {/* The price is the chosen style's unit's (a box of 24 bags is priced per box). */}
              {line.unit && <span className="order-lines__unit">/{unitLabel(line.unit)}</span>}
            </td>
            <td data-testid="order-line-quantity">
              {line.unit ? unitCount(line.quantity, line.unit) : line.quantity}
            </td>
            <td>{line.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
