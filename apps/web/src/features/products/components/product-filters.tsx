import { facetSample, type ProductFacets, rules } from '@mall/contracts';
import { Button } from 'antd';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrencySign, useMoneyText } from '../../../components/price';
import { TextInput } from '../../../components/text-input';
import type { ProductListState } from '../utils/list-url-state';
import { compareDecimal } from '../utils/quantity';
import { CloseIcon } from './product-icons';
import './product-filters.css';

type Patch = Partial<ProductListState>;

export interface ClassCrumb {
  id: number;
  name: string;
}

/** How many options a facet row shows before "more". */
const collapsedCount = 10;

interface FacetOption {
  key: string;
  name: string;
  count: number;
  patch: Patch;
}

function FacetRow({
  label,
  options,
  hrefFor,
  testId,
}: {
  label: string;
  options: FacetOption[];
  hrefFor: (patch: Patch) => string;
  testId: string;
}) {
  const { t } = useTranslation('products');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (options.length === 0) return null;
  const shown = expanded ? options : options.slice(0, collapsedCount);
  return (
    <div className="product-filters__row" data-testid={testId}>
      <span className="product-filters__label">{label}</span>
      <ul className="product-filters__options" id={listId} aria-label={label}>
        {shown.map((option) => (
          <li key={option.key}>
            <Link className="product-filters__option" to={hrefFor(option.patch)} title={option.name}>
              <span className="product-filters__name">{option.name}</span>
              <span className="product-filters__count">({option.count})</span>
            </Link>
          </li>
        ))}
      </ul>
      {options.length > collapsedCount && (
        <button
          type="button"
          className="mall-link-button product-filters__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('filters.less') : t('filters.more')}
        </button>
      )}
    </div>
  );
}

/** Min/max price in yuan (spec §5 money: 8 integer digits, 2 decimals), applied together. */
function PriceRange({
  min,
  max,
  onApply,
}: {
  min?: string;
  max?: string;
  onApply: (range: { priceMin?: string; priceMax?: string }) => void;
}) {
  const { t } = useTranslation('products');
  const sign = useCurrencySign();
  const [low, setLow] = useState(min ?? '');
  const [high, setHigh] = useState(max ?? '');
  const [error, setError] = useState('');
  const errorId = useId();

  // The address is the truth: back/forward or a removed chip puts its values back in the boxes.
  useEffect(() => {
    setLow(min ?? '');
    setHigh(max ?? '');
    setError('');
  }, [min, max]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priceMin = low.trim();
    const priceMax = high.trim();
    if (!rules.money.test(priceMin) || !rules.money.test(priceMax)) {
      setError(t('validation.money', { ns: 'translation' }));
      return;
    }
    if (priceMin && priceMax && compareDecimal(priceMin, priceMax) > 0) {
      setError(t('filters.priceOrder'));
      return;
    }
    setError('');
    onApply({ priceMin: priceMin || undefined, priceMax: priceMax || undefined });
  };

  const invalid = error ? true : undefined;
  return (
    <form className="product-filters__price" onSubmit={submit} noValidate data-testid="price-filter">
      <TextInput
        size="small"
        inputMode="decimal"
        prefix={sign}
        value={low}
        maxLength={11}
        onChange={(event) => setLow(event.target.value)}
        placeholder={t('filters.priceMin')}
        aria-label={t('filters.priceMin')}
        aria-invalid={invalid}
        aria-describedby={error ? errorId : undefined}
      />
      <span aria-hidden="true">–</span>
      <TextInput
        size="small"
        inputMode="decimal"
        prefix={sign}
        value={high}
        maxLength={11}
        onChange={(event) => setHigh(event.target.value)}
        placeholder={t('filters.priceMax')}
        aria-label={t('filters.priceMax')}
        aria-invalid={invalid}
        aria-describedby={error ? errorId : undefined}
      />
      <Button size="small" htmlType="submit">
        {t('filters.apply')}
      </Button>
      {error && (
        <span className="product-filters__error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}

export interface ProductFiltersProps {
  state: ProductListState;
  facets: ProductFacets | undefined;
  /** The class path of `state.classId`, top class first. */
  classTrail: ClassCrumb[];
  hrefFor: (patch: Patch) => string;
  onChange: (patch: Patch) => void;
}

/**
 * The filter panel of the product list: chosen filters as removable chips, then one row per facet
 * (child classes, brands, shops, regions of origin) with match counts, the price range and in-stock.
 * Every option is a link to the filtered address, so it can be opened in a new tab or shared.
 */
export function ProductFilters({ state, facets, classTrail, hrefFor, onChange }: ProductFiltersProps) {
  const { t } = useTranslation('products');
  const money = useMoneyText();
  const chips: { key: string; label: string; patch: Patch }[] = [];
  const nameOf = (list: { id: number; name: string }[] | undefined, id: number) =>
    list?.find((item) => item.id === id)?.name || `#${id}`;
  if (state.searchkey) {
    chips.push({
      key: 'searchkey',
      label: t('filters.chipSearch', { name: state.searchkey }),
      patch: { searchkey: '' },
    });
  }
  if (state.brandId) {
    chips.push({
      key: 'brand',
      label: t('filters.chipBrand', { name: nameOf(facets?.brands, state.brandId) }),
      patch: { brandId: undefined },
    });
  }
  if (state.shopId) {
    chips.push({
      key: 'shop',
      label: t('filters.chipShop', { name: nameOf(facets?.shops, state.shopId) }),
      patch: { shopId: undefined },
    });
  }
  if (state.areaName) {
    chips.push({
      key: 'area',
      label: t('filters.chipArea', {
        name: facets?.areas.find((area) => area.name === state.areaName)?.label ?? state.areaName,
      }),
      patch: { areaName: undefined },
    });
  }
  if (state.priceMin || state.priceMax) {
    const range =
      state.priceMin && state.priceMax
        ? `${money(state.priceMin)} – ${money(state.priceMax)}`
        : state.priceMin
          ? t('filters.priceFrom', { min: money(state.priceMin) })
          : t('filters.priceTo', { max: money(state.priceMax ?? '') });
    chips.push({
      key: 'price',
      label: t('filters.chipPrice', { range }),
      patch: { priceMin: undefined, priceMax: undefined },
    });
  }
  if (state.inStock) chips.push({ key: 'stock', label: t('filters.inStock'), patch: { inStock: false } });

  const isLeaf = classTrail.length >= 3;
  const options = (list: { id: number; name: string; count: number }[] | undefined, key: keyof Patch) =>
    (list ?? []).map((item) => ({
      key: String(item.id),
      name: item.name,
      count: item.count,
      patch: { [key]: item.id },
    }));

  let rows: ReactNode;
  if (!facets) {
    // One placeholder line for each row the facets will fill (which rows show is known from the
    // address), so the list below does not move down when they arrive.
    const pending = [
      !isLeaf && t('filters.class'),
      !state.brandId && t('filters.brand'),
      !state.shopId && t('filters.shop'),
      !state.areaName && t('filters.area'),
    ].filter((label): label is string => Boolean(label));
    rows = pending.map((label) => (
      <div className="product-filters__row" key={label} aria-hidden="true" data-testid="facet-pending">
        <span className="product-filters__label">{label}</span>
        <span className="product-filters__pending" />
      </div>
    ));
  } else {
    rows = (
      <>
        {!isLeaf && (
          <FacetRow
            label={t('filters.class')}
            options={options(facets.classes, 'classId')}
            hrefFor={hrefFor}
            testId="facet-class"
          />
        )}
        {!state.brandId && (
          <FacetRow
            label={t('filters.brand')}
            options={options(facets.brands, 'brandId')}
            hrefFor={hrefFor}
            testId="facet-brand"
          />
        )}
        {!state.shopId && (
          <FacetRow
            label={t('filters.shop')}
            options={options(facets.shops, 'shopId')}
            hrefFor={hrefFor}
            testId="facet-shop"
          />
        )}
        {!state.areaName && (
          <FacetRow
            label={t('filters.area')}
            options={facets.areas.map((area) => ({
              key: area.name,
              name: area.label,
              count: area.count,
              patch: { areaName: area.name },
            }))}
            hrefFor={hrefFor}
            testId="facet-area"
          />
        )}
      </>
    );
  }

  return (
    <section className="product-filters" aria-label={t('filters.aria')} data-testid="product-filters">
      {chips.length > 0 && (
        <div className="product-filters__row product-filters__chosen" data-testid="chosen-filters">
          <span className="product-filters__label">{t('filters.chosen')}</span>
          <ul className="product-filters__chips">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link
                  className="product-filters__chip"
                  to={hrefFor(chip.patch)}
                  aria-label={t('filters.remove', { name: chip.label })}
                >
                  <span>{chip.label}</span>
                  <CloseIcon />
                </Link>
              </li>
            ))}
          </ul>
          <Link
            className="product-filters__clear"
            to={hrefFor({
              searchkey: '',
              brandId: undefined,
              shopId: undefined,
              areaName: undefined,
              priceMin: undefined,
              priceMax: undefined,
              inStock: false,
            })}
          >
            {t('filters.clearAll')}
          </Link>
        </div>
      )}
      {rows}
      <div className="product-filters__row">
        <span className="product-filters__label">{t('filters.price')}</span>
        <PriceRange min={state.priceMin} max={state.priceMax} onApply={(range) => onChange(range)} />
        {/* A native check box: antd's Checkbox brings antd's form context (about 15 KB gzip) to the page. */}
        <label className="product-filters__stock">
          <input
            type="checkbox"
            checked={state.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          <span>{t('filters.inStock')}</span>
        </label>
      </div>
      {facets?.sampled && (
        <p className="product-filters__note">{t('filters.sampled', { count: facetSample })}</p>
      )}
    </section>
  );
}

/** "All products › top class › … › class": each step links to that class (keeping the other filters). */
export function ClassBreadcrumb({
  trail,
  hrefFor,
}: {
  trail: ClassCrumb[];
  hrefFor: (patch: Patch) => string;
}) {
  const { t } = useTranslation('products');
  return (
    <nav className="product-breadcrumb" aria-label={t('list.breadcrumb')} data-testid="class-breadcrumb">
      <ol>
        <li>
          {trail.length === 0 ? (
            <span aria-current="page">{t('list.allProducts')}</span>
          ) : (
            <Link to={hrefFor({ classId: undefined })}>{t('list.allProducts')}</Link>
          )}
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.id}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={hrefFor({ classId: crumb.id })}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
