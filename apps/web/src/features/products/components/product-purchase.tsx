import { type ProductDetail, type ProductStyle, permissionCodes } from '@mall/contracts';
import { Button } from 'antd';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { Price, showsMarketPrice } from '../../../components/price';
import { SafeImage } from '../../../components/safe-image';
import { TextInput } from '../../../components/text-input';
import {
  applicableTier,
  checkQuantity,
  compareDecimal,
  firstQuantity,
  type QuantityIssue,
  type QuantityRules,
  stepQuantity,
  stepWithinStock,
  unitPrice,
} from '../utils/quantity';
import './product-purchase.css';
import { useUnitCount, useUnitLabel } from '../../../hooks/use-unit-label';
import { langProps } from '../../../lib/content-lang';

/** What the buyer puts in the cart or buys now. */
export interface PurchaseItem {
  productId: number;
  styleId?: number;
  /** Decimal string, checked against the minimum order, the step and PRODUCT_NUMS. */
  quantity: string;
}

export interface ProductPurchaseProps {
  product: ProductDetail;
  /** PRODUCT_NUMS: decimal places allowed in quantities. */
  decimals: number;
  /** Supply listing (type 3): supply wording. */
  supply: boolean;
  pending: boolean;
  onAddToCart: (item: PurchaseItem) => void;
  onBuyNow: (item: PurchaseItem) => void;
  /** The chosen style changed (the gallery shows its picture). */
  onStyleChange?: (style: ProductStyle | undefined) => void;
  /** Shown above the buttons: why the last add or buy did not go ahead (the bind-purchase check). */
  notice?: ReactNode;
}

/** The style the listing's price belongs to when it is in stock, else the first one in stock. */
function initialStyle(product: ProductDetail): ProductStyle | undefined {
  const inStock = product.styles.filter((style) => compareDecimal(style.stock, '0') > 0);
  return inStock.find((style) => style.price === product.productPrice) ?? inStock[0] ?? product.styles[0];
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="product-purchase__fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * Title, price (with volume tiers, the one that applies highlighted), facts, styles, quantity and the
 * buy buttons of the product detail page. Price and stock follow the chosen style; the quantity must be
 * at least the minimum order, a multiple of the step, within stock and have at most PRODUCT_NUMS decimals.
 */
export function ProductPurchase({
  product,
  decimals,
  supply,
  pending,
  onAddToCart,
  onBuyNow,
  onStyleChange,
  notice,
}: ProductPurchaseProps) {
  const { t } = useTranslation('products');
  const [style, setStyle] = useState(() => initialStyle(product));
  const stock = style?.stock ?? product.stock;
  const rules: QuantityRules = { decimals, minOrder: product.minOrder, step: product.step, stock };
  // Price, unit, tiers and stock are the chosen style's (a box of 24 bags is sold per box).
  const tiers = style ? style.priceTiers : product.priceTiers;
  const [quantity, setQuantity] = useState(() => firstQuantity(rules));
  const [showProblem, setShowProblem] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const problem = checkQuantity(quantity, rules);
  const soldOut = compareDecimal(stock, firstQuantity(rules)) < 0;
  // A style's tiers are its own prices (the server shifts the product's by the style's difference).
  const price = unitPrice({ productPrice: style?.price ?? product.productPrice, tiers, quantity });
  const activeTier = applicableTier(tiers, quantity);
  const unitLabel = useUnitLabel();
  const unitCount = useUnitCount();
  const saleUnit = style?.unit || product.unit;
  const unit = unitLabel(saleUnit);

  const problemText = (p: QuantityIssue): string => {
    switch (p.kind) {
      case 'required':
        return t('detail.quantityErrors.required');
      case 'format':
        return p.decimals > 0
          ? t('validation.quantityDecimals', { ns: 'translation', decimals: p.decimals })
          : t('validation.quantity', { ns: 'translation' });
      case 'belowMin':
        return t('detail.quantityErrors.belowMin', { amount: unitCount(p.minOrder, saleUnit) });
      case 'step':
        return t('detail.quantityErrors.step', { amount: unitCount(p.step, saleUnit) });
      case 'stock':
        return t('detail.quantityErrors.stock', { amount: unitCount(p.stock, saleUnit) });
    }
  };

  const chooseStyle = (next: ProductStyle) => {
    setStyle(next);
    onStyleChange?.(next);
  };

  const submit = (action: (item: PurchaseItem) => void) => {
    if (problem) {
      setShowProblem(true);
      inputRef.current?.focus();
      return;
    }
    action({ productId: product.productId, styleId: style?.styleId, quantity: quantity.trim() });
  };

  const change = (value: string) => {
    setQuantity(value);
    setShowProblem(true);
  };

  return (
    <div className="product-purchase">
      <h1 className="product-purchase__title" data-testid="product-title">
        {supply && <span className="product-purchase__tag">{t('detail.supplyTag')}</span>}
        <span {...langProps(product.contentLang)}>{product.productName}</span>
      </h1>
      {product.subtitle && (
        <p className="product-purchase__subtitle" {...langProps(product.contentLang)}>
          {product.subtitle}
        </p>
      )}

      <div className="product-purchase__prices">
        <div className="product-purchase__price-row">
          <span className="product-purchase__price-label">
            {supply ? t('detail.supplyPrice') : t('detail.price')}
          </span>
          <span data-testid="product-price">
            <Price value={price} size="large" />
          </span>
          {unit && <span className="product-purchase__unit">/{unit}</span>}
        </div>
        {showsMarketPrice(product) && (
          <div className="product-purchase__price-row">
            <span className="product-purchase__price-label">{t('detail.marketPrice')}</span>
            <Price value={product.marketPrice} strike />
          </div>
        )}
        {tiers.length > 0 && (
          <div className="product-purchase__price-row">
            <span className="product-purchase__price-label">{t('detail.tiers')}</span>
            <ol className="product-purchase__tiers" data-testid="price-tiers">
              {tiers.map((tier) => {
                const active = tier === activeTier;
                return (
                  <li
                    key={tier.minQty}
                    className={active ? 'is-active' : undefined}
                    aria-current={active ? 'true' : undefined}
                    data-testid="price-tier"
                  >
                    <Price value={tier.price} size="small" />
                    <span>{t('detail.tierFrom', { amount: unitCount(tier.minQty, saleUnit) })}</span>
                  </li>
                );
              })}
            </ol>
          </div>
        )}
      </div>

      <dl className="product-purchase__facts">
        <Fact label={t('detail.sales')}>{product.sales}</Fact>
        <Fact label={t('detail.stock')} testId="product-stock">
          {unitCount(stock, saleUnit)}
        </Fact>
        {product.areaName && <Fact label={t('detail.area')}>{product.areaName}</Fact>}
        {product.brandName && (
          <Fact label={t('detail.brand')}>
            <span {...langProps(product.brandContentLang)}>{product.brandName}</span>
          </Fact>
        )}
        {product.model && <Fact label={t('detail.model')}>{product.model}</Fact>}
        <Fact label={t('detail.minOrder')} testId="product-min-order">
          {t('detail.minOrderValue', { amount: unitCount(product.minOrder, saleUnit) })}
        </Fact>
        <Fact label={t('detail.step')}>
          {t('detail.stepValue', { amount: unitCount(product.step || '1', saleUnit) })}
        </Fact>
      </dl>

      {product.styles.length > 0 && (
        <div className="product-purchase__row">
          <span className="product-purchase__row-label" aria-hidden="true">
            {t('detail.style')}
          </span>
          <fieldset className="product-purchase__styles">
            <legend className="mall-sr-only">{t('detail.style')}</legend>
            {product.styles.map((option) => {
              const empty = compareDecimal(option.stock, '0') <= 0;
              return (
                <button
                  key={option.styleId}
                  type="button"
                  className={`product-purchase__style${option.styleId === style?.styleId ? ' is-active' : ''}`}
                  aria-pressed={option.styleId === style?.styleId}
                  disabled={empty}
                  title={empty ? t('detail.styleSoldOut') : option.name}
                  onClick={() => chooseStyle(option)}
                  data-testid="product-style"
                >
                  {option.imageUrl && <SafeImage src={option.imageUrl} alt="" />}
                  <span {...langProps(option.contentLang)}>{option.name}</span>
                </button>
              );
            })}
          </fieldset>
        </div>
      )}

      <div className="product-purchase__row">
        <label className="product-purchase__row-label" htmlFor={`${errorId}-input`}>
          {t('detail.quantity')}
        </label>
        <div className="product-purchase__quantity">
          <div className="product-purchase__stepper">
            <Button
              onClick={() => change(stepQuantity(quantity, rules, -1))}
              aria-label={t('detail.decrease')}
              disabled={soldOut}
            >
              −
            </Button>
            <TextInput
              id={`${errorId}-input`}
              ref={inputRef}
              value={quantity}
              inputMode={decimals > 0 ? 'decimal' : 'numeric'}
              maxLength={8 + (decimals > 0 ? decimals + 1 : 0)}
              onChange={(event) => change(event.target.value)}
              onKeyDown={(event) => {
                // ↑ and ↓ step like + and -; ↑ stops at the stock where the stock allows an order at all.
                if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                event.preventDefault();
                change(
                  event.key === 'ArrowUp'
                    ? stepWithinStock(quantity, rules)
                    : stepQuantity(quantity, rules, -1),
                );
              }}
              status={showProblem && problem ? 'error' : undefined}
              aria-invalid={showProblem && problem ? true : undefined}
              aria-describedby={showProblem && problem ? errorId : undefined}
              disabled={soldOut}
              data-testid="quantity-input"
            />
            <Button
              onClick={() => change(stepQuantity(quantity, rules, 1))}
              aria-label={t('detail.increase')}
              disabled={soldOut}
            >
              +
            </Button>
          </div>
          <span className="product-purchase__unit">{unit}</span>
          {showProblem && problem && (
            <span className="product-purchase__error" id={errorId} role="alert" data-testid="quantity-error">
              {problemText(problem)}
            </span>
          )}
        </div>
      </div>

      {notice}
      <div className="product-purchase__actions">
        {soldOut ? (
          <Button size="large" disabled data-testid="sold-out">
            {t('detail.soldOut')}
          </Button>
        ) : (
          <>
            <Button
              size="large"
              type="primary"
              ghost
              loading={pending}
              onClick={() => submit(onAddToCart)}
              data-testid="add-to-cart"
            >
              {t('detail.addToCart')}
            </Button>
            {/* Buying now is placing an order: not offered to an account without order:create. */}
            <Permission codes={[permissionCodes.orderCreate]} visitors>
              <Button
                size="large"
                type="primary"
                loading={pending}
                onClick={() => submit(onBuyNow)}
                data-testid="buy-now"
              >
                {t('detail.buyNow')}
              </Button>
            </Permission>
          </>
        )}
      </div>
    </div>
  );
}
