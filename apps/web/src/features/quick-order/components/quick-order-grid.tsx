import { cartLimits, permissionCodes, type QuickOrderRow, quantityProblem } from '@mall/contracts';
import { AutoComplete, Button, Input, Modal, Select } from 'antd';
import { type ClipboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { Price } from '../../../components/price';
import { useQuantityProblemText } from '../../../components/quantity-stepper';
import { SafeImage } from '../../../components/safe-image';
import { addLinesToCart } from '../api/quick-order';
import { useRowCheck } from '../api/use-row-check';
import { useSuggestions } from '../api/use-suggestions';
import {
  emptyRow,
  emptyRows,
  type GridRow,
  isBlank,
  isMultiCellPaste,
  pasteRows,
  rowsToLines,
} from '../utils/grid-rows';
import { ProductSuggestion } from './product-suggestion';
import './quick-order.css';
import { toast } from '../../../lib/toast';

const initialRows = 8;

export interface AddResult {
  added: number;
  skipped: QuickOrderRow[];
  cartNum: number;
}

export interface QuickOrderGridProps {
  /** PRODUCT_NUMS: decimals a quantity may have. */
  decimals: number;
  /** Rows went into the cart; `checkout`: the buyer asked to go straight to order filling. */
  onAdded(result: AddResult, checkout: boolean): void;
  onOpenImport(): void;
}

/** The checked row of grid row `index`, when it was checked with exactly what the row holds now. */
function checkedRowOf(
  rows: QuickOrderRow[] | undefined,
  index: number,
  row: GridRow,
): QuickOrderRow | undefined {
  const checked = rows?.find((r) => r.row === index + 1);
  if (!checked || checked.code !== row.code.trim() || checked.quantity !== row.quantity.trim())
    return undefined;
  return checked;
}

/**
 * The quick-order grid (spec §1): type or paste product codes and quantities (`code<TAB or comma>quantity`
 * per line; a block pasted into a code cell fills the rows from there), suggestions while typing a code,
 * quantity checks inline (the product's minimum, step, stock and PRODUCT_NUMS), each row checked on the
 * server once typing pauses, then add every valid row to the cart or go straight to order filling.
 */
export function QuickOrderGrid({ decimals, onAdded, onOpenImport }: QuickOrderGridProps) {
  const { t } = useTranslation('buying');
  const problemText = useQuantityProblemText();
  const [rows, setRows] = useState<GridRow[]>(() => emptyRows(initialRows));
  const [active, setActive] = useState<{ index: number; keyword: string } | null>(null);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasteText, setPasteText] = useState('');
  const [adding, setAdding] = useState<'cart' | 'checkout' | null>(null);
  /**
   * The row whose code is being typed. It is not checked until the buyer leaves the cell, picks a
   * suggestion or presses Enter: "code AA-6 does not exist" while they are still typing AA-6524 was noise.
   */
  const [typingKey, setTypingKey] = useState<number | null>(null);
  const lines = rowsToLines(rows);
  const checkedLines = lines.filter((line) => rows[(line.row ?? 0) - 1]?.key !== typingKey);
  const { check, current, checking } = useRowCheck(checkedLines);
  const suggestions = useSuggestions(active?.keyword ?? '');
  /** Rows (key and code) whose quantity was set to the product's minimum order already. */
  const filledMinimum = useRef(new Set<string>());

  const update = (index: number, patch: Partial<GridRow>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  // A code the buyer has settled on starts at the product's minimum order, once (clearing it stays cleared).
  useEffect(() => {
    if (!check) return;
    setRows((all) => {
      let changed = false;
      const next = all.map((row, index) => {
        const checked = checkedRowOf(check.rows, index, row);
        const mark = `${row.key}:${row.code.trim().toLowerCase()}`;
        if (
          !checked?.productId ||
          !checked.minOrder ||
          row.quantity.trim() ||
          filledMinimum.current.has(mark)
        )
          return row;
        filledMinimum.current.add(mark);
        changed = true;
        return { ...row, quantity: checked.minOrder };
      });
      return changed ? next : all;
    });
  }, [check]);

  const settleCode = () => {
    setTypingKey(null);
    setActive(null);
  };

  const pick = (index: number, code: string) => {
    const picked = suggestions.data?.find((s) => s.code === code);
    const row = rows[index];
    const patch: Partial<GridRow> = { code };
    if (picked && row && !row.quantity.trim()) {
      patch.quantity = picked.minOrder;
      filledMinimum.current.add(`${row.key}:${code.trim().toLowerCase()}`);
    }
    update(index, patch);
    settleCode();
    // The quantity is what the buyer sets next.
    window.setTimeout(() => {
      document.querySelector<HTMLInputElement>(`[data-grid-quantity="${index}"]`)?.select();
    });
  };

  const onCodePaste = (index: number, event: ClipboardEvent<HTMLElement>) => {
    const text = event.clipboardData.getData('text');
    if (!isMultiCellPaste(text)) return;
    event.preventDefault();
    setRows((all) => pasteRows(all, index, text).slice(0, cartLimits.maxQuickOrderRows));
  };

  const focusNextCode = (index: number) => {
    if (index + 1 >= rows.length) setRows((all) => [...all, emptyRow()]);
    // After the new row renders.
    window.setTimeout(() => {
      document.querySelector<HTMLInputElement>(`[data-grid-code="${index + 1}"] input`)?.focus();
    });
  };

  const add = async (checkout: boolean) => {
    if (lines.length === 0 || adding) return;
    setAdding(checkout ? 'checkout' : 'cart');
    try {
      const result = await addLinesToCart(lines, checkout);
      // Rows that went in leave the grid; the ones refused stay with their reasons.
      const skippedRows = new Set(result.skipped.map((row) => row.row));
      setRows((all) => {
        const kept = all.filter((row, index) => !isBlank(row) && skippedRows.has(index + 1));
        return kept.length > 0 ? kept : emptyRows(initialRows);
      });
      if (result.added === 0) toast.warning(t('quick.noneAdded'));
      onAdded(result, checkout && result.added > 0);
    } catch {
      // The http client has shown why.
    } finally {
      setAdding(null);
    }
  };

  const validCount = current && check ? check.validCount : 0;

  return (
    <div className="quick-grid" data-testid="quick-order-grid">
      <div className="quick-grid__toolbar">
        <Button onClick={() => setPasteOpen(true)} data-testid="quick-paste-open">
          {t('quick.pasteButton')}
        </Button>
        <Permission codes={[permissionCodes.quickOrderImport]}>
          <Button onClick={onOpenImport} data-testid="quick-import-open">
            {t('quick.importButton')}
          </Button>
        </Permission>
        <Button onClick={() => setRows((all) => [...all, ...emptyRows(5)])}>{t('quick.addRows')}</Button>
        <Button onClick={() => setRows(emptyRows(initialRows))}>{t('quick.clear')}</Button>
        <span className="quick-grid__hint">{t('quick.hint')}</span>
      </div>
      <table className="quick-grid__table">
        <thead>
          <tr>
            <th scope="col" className="quick-grid__no">
              #
            </th>
            <th scope="col">{t('quick.code')}</th>
            <th scope="col">{t('quick.style')}</th>
            <th scope="col">{t('quick.quantity')}</th>
            <th scope="col">{t('quick.product')}</th>
            <th scope="col">{t('quick.price')}</th>
            <th scope="col">{t('quick.amount')}</th>
            <th scope="col">{t('quick.status')}</th>
            <th scope="col">
              <span className="quick-grid__sr">{t('quick.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const checked = checkedRowOf(check?.rows, index, row);
            const rules = checked?.minOrder
              ? {
                  decimals,
                  minOrder: checked.minOrder,
                  step: checked.step,
                  stock: checked.stock,
                  unit: checked.unit,
                }
              : undefined;
            const local =
              rules && row.quantity.trim()
                ? problemText(quantityProblem(row.quantity, rules), rules)
                : undefined;
            const error = local ?? checked?.error?.message;
            const blank = isBlank(row);
            return (
              <tr
                key={row.key}
                className={error ? 'quick-grid__row--error' : undefined}
                data-testid="quick-row"
              >
                <td className="quick-grid__no">{index + 1}</td>
                <td data-grid-code={index}>
                  <AutoComplete
                    className="quick-grid__code"
                    value={row.code}
                    // The suggestions are wider than the cell: name, specification, price and stock.
                    popupMatchSelectWidth={560}
                    options={
                      active?.index === index && active.keyword.trim()
                        ? (suggestions.data ?? []).map((s) => ({
                            value: s.code,
                            label: <ProductSuggestion suggestion={s} />,
                          }))
                        : []
                    }
                    onSearch={(value) => setActive({ index, keyword: value })}
                    onChange={(value: string) => {
                      update(index, { code: value });
                      setTypingKey(row.key);
                    }}
                    onSelect={(value: string) => pick(index, value)}
                    onBlur={settleCode}
                  >
                    <Input
                      size="small"
                      maxLength={200}
                      placeholder={index === 0 ? t('quick.codePlaceholder') : undefined}
                      aria-label={t('quick.codeOf', { row: index + 1 })}
                      onPaste={(event) => onCodePaste(index, event)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') settleCode();
                      }}
                    />
                  </AutoComplete>
                </td>
                <td data-label={t('quick.style')}>
                  {checked && checked.styles.length > 0 ? (
                    <Select
                      size="small"
                      className="quick-grid__style"
                      value={row.style || undefined}
                      placeholder={t('quick.chooseStyle')}
                      aria-label={t('quick.styleOf', { row: index + 1 })}
                      options={checked.styles.map((style) => ({ value: style.name, label: style.name }))}
                      onChange={(value: string) => update(index, { style: value })}
                    />
                  ) : (
                    <span className="quick-grid__muted">{checked?.styleName || row.style || '—'}</span>
                  )}
                </td>
                <td data-label={t('quick.quantity')}>
                  <Input
                    size="small"
                    className="quick-grid__quantity"
                    value={row.quantity}
                    data-grid-quantity={index}
                    inputMode="decimal"
                    maxLength={16}
                    status={local ? 'error' : undefined}
                    aria-label={t('quick.quantityOf', { row: index + 1 })}
                    onChange={(event) => update(index, { quantity: event.target.value })}
                    onPressEnter={() => focusNextCode(index)}
                  />
                </td>
                <td>
                  {checked?.productId ? (
                    <span className="quick-grid__product">
                      <SafeImage src={checked.imageUrl} alt={checked.productName} />
                      <span title={checked.productName}>{checked.productName}</span>
                    </span>
                  ) : (
                    <span className="quick-grid__muted">{blank ? '' : '—'}</span>
                  )}
                </td>
                <td data-label={t('quick.price')}>
                  {checked?.price ? <Price value={checked.price} size="small" /> : null}
                </td>
                <td data-label={t('quick.amount')}>
                  {checked?.amount && !error ? <Price value={checked.amount} size="small" /> : null}
                </td>
                <td className="quick-grid__status" data-testid="quick-row-status">
                  {blank || row.key === typingKey ? null : error ? (
                    <span className="quick-grid__error" role="alert">
                      {error}
                    </span>
                  ) : checked ? (
                    <span className="quick-grid__ok">{t('quick.ok')}</span>
                  ) : (
                    <span className="quick-grid__muted">{t('quick.checking')}</span>
                  )}
                </td>
                <td>
                  <Button
                    type="text"
                    size="small"
                    aria-label={t('quick.removeRow', { row: index + 1 })}
                    onClick={() =>
                      setRows((all) => (all.length > 1 ? all.filter((_, i) => i !== index) : emptyRows(1)))
                    }
                  >
                    ×
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="quick-grid__bar" data-testid="quick-summary">
        <span>
          {t('quick.summary', {
            valid: validCount,
            errors: current && check ? check.errorCount : 0,
          })}
        </span>
        <span className="quick-grid__total">
          {t('page.total')}
          <Price value={current && check ? check.validAmount : '0.00'} size="large" />
        </span>
        <Button
          size="large"
          loading={adding === 'cart'}
          disabled={validCount === 0 || checking || adding !== null}
          onClick={() => void add(false)}
          data-testid="quick-add-cart"
        >
          {t('quick.addToCart')}
        </Button>
        {/* Going on to order filling is placing an order (order:create); adding to the cart is not. */}
        <Permission codes={[permissionCodes.orderCreate]}>
          <Button
            type="primary"
            size="large"
            loading={adding === 'checkout'}
            disabled={validCount === 0 || checking || adding !== null}
            onClick={() => void add(true)}
            data-testid="quick-checkout"
          >
            {t('quick.checkout')}
          </Button>
        </Permission>
      </div>
      <Modal
        open={pasteOpen}
        title={t('quick.pasteTitle')}
        okText={t('quick.pasteApply')}
        cancelText={t('address.cancel')}
        onCancel={() => setPasteOpen(false)}
        onOk={() => {
          // Pasted lines go after the last row holding something, never over one.
          setRows((all) => {
            const lastFilled = all.findLastIndex((row) => !isBlank(row));
            return pasteRows(all, lastFilled + 1, pasteText).slice(0, cartLimits.maxQuickOrderRows);
          });
          setPasteText('');
          setPasteOpen(false);
        }}
        destroyOnHidden
      >
        <p className="quick-grid__paste-hint">{t('quick.pasteHint')}</p>
        <Input.TextArea
          value={pasteText}
          onChange={(event) => setPasteText(event.target.value)}
          autoSize={{ minRows: 8, maxRows: 16 }}
          placeholder={t('quick.pastePlaceholder')}
          aria-label={t('quick.pasteTitle')}
          data-testid="quick-paste-text"
        />
      </Modal>
    </div>
  );
}
