import { type CartItem, moneyToCents, quantityProblem } from '@mall/contracts';
import { Button, Checkbox, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmPopover } from '../../../components/confirm-popover';
import { Price } from '../../../components/price';
import { QuantityStepper, useQuantityProblemText } from '../../../components/quantity-stepper';
import { SafeImage } from '../../../components/safe-image';
import { paths } from '../../../config/paths';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { useUnitCount, useUnitLabel } from '../../../hooks/use-unit-label';

export interface CartLineProps {
  item: CartItem;
  /** PRODUCT_NUMS. */
  decimals: number;
  onSelect(selected: boolean): void;
  onQuantity(quantity: string): void;
  onRemove(): void;
}

/**
 * One cart line: checkbox, product, unit price, quantity stepper with inline checks, amount, remove. A
 * typed quantity is checked here first (same rules as the server) and only sent when it may be ordered;
 * a problem the server reports on the line (stock fell below it) is shown under the stepper.
 */
export function CartLine({ item, decimals, onSelect, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation('buying');
  const prefix = useMallPrefix();
  const problemText = useQuantityProblemText();
  const unitCount = useUnitCount();
  const unitLabel = useUnitLabel();
  // The line's unit of sale is its style's (a box of 24 bags counts boxes).
  const rules = { decimals, minOrder: item.minOrder, step: item.step, stock: item.stock, unit: item.unit };
  const [typedProblem, setTypedProblem] = useState<string>();
  const error = typedProblem ?? problemText(item.quantityProblem, rules);
  const href = paths.productDetail.href({ productId: item.productId }, prefix);
  // The tag says a volume price is being paid: only when the tier reached is below the base price (a
  // product's first tier is often its base price, and a line under the next tier pays that).
  const tierApplies = (moneyToCents(item.price) ?? 0) < (moneyToCents(item.basePrice) ?? 0);

  const commit = (value: string) => {
    const problem = problemText(quantityProblem(value, rules), rules);
    setTypedProblem(problem);
    if (!problem) onQuantity(value);
  };

  return (
    <li className="cart-line" data-testid="cart-line" data-cart-id={item.cartId}>
      <Checkbox
        checked={item.selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('page.selectLine', { name: item.productName })}
      />
      <Link to={href} className="cart-line__image">
        <SafeImage src={item.imageUrl} alt={item.productName} />
      </Link>
      <div className="cart-line__info">
        <Link to={href} className="cart-line__name" title={item.productName}>
          {item.productName}
        </Link>
        <div className="cart-line__meta">
          {item.styleName && <span>{t('page.style', { name: item.styleName })}</span>}
          {item.model && <span>{t('page.model', { code: item.model })}</span>}
        </div>
      </div>
      <div className="cart-line__price">
        <Price value={item.price} size="small" />
        {item.unit && <span className="cart-line__unit">/{unitLabel(item.unit)}</span>}
        {tierApplies && (
          <Tag color="orange" bordered={false} className="cart-line__tier">
            {t('page.volumePrice')}
          </Tag>
        )}
      </div>
      <div className="cart-line__quantity">
        <QuantityStepper
          value={item.quantity}
          rules={rules}
          error={error}
          onType={() => setTypedProblem(undefined)}
          onCommit={commit}
          label={t('page.quantityOf', { name: item.productName })}
          decreaseLabel={t('page.decrease')}
          increaseLabel={t('page.increase')}
        />
        <span className="cart-line__stock">
          {t('page.stock', { amount: unitCount(item.stock, item.unit) })}
        </span>
      </div>
      <div className="cart-line__amount" data-testid="cart-line-amount">
        <Price value={item.amount} size="small" />
      </div>
      <div className="cart-line__actions">
        <ConfirmPopover
          title={t('page.removeTitle')}
          description={t('page.removeConfirm')}
          okText={t('page.remove')}
          cancelText={t('page.cancel')}
          onConfirm={onRemove}
        >
          <Button type="link" size="small" aria-label={t('page.removeLine', { name: item.productName })}>
            {t('page.remove')}
          </Button>
        </ConfirmPopover>
      </div>
    </li>
  );
}
