import type { QuantityProblem, QuantityRules } from '@mall/contracts';
import { Button, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitCount } from '../hooks/use-unit-label';
import { canStepDown, canStepUp, stepQuantity } from '../lib/quantity-step';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  /** The committed quantity (decimal string). */
  value: string;
  rules: QuantityRules;
  /**
   * A new quantity the buyer settled on: a +/- click, Enter, or leaving the box. Called with the text as
   * typed; the caller checks it (and shows `error`).
   */
  onCommit(value: string): void;
  /** Called on every keystroke, for inline checks while typing. */
  onType?(value: string): void;
  /** Inline problem shown under the box (and announced); the box is marked invalid. */
  error?: string;
  disabled?: boolean;
  /** Accessible name of the box, e.g. "Quantity of <product>". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'small' | 'middle';
  testId?: string;
}

/**
 * A quantity box with - and + buttons that step by the product's step from its minimum order up to the
 * stock (spec §5 quantity rules). Typing is free; the value is committed on Enter or blur so a half-typed
 * number is never sent.
 */
export function QuantityStepper({
  value,
  rules,
  onCommit,
  onType,
  error,
  disabled,
  label,
  decreaseLabel,
  increaseLabel,
  size = 'small',
  testId = 'quantity-stepper',
}: QuantityStepperProps) {
  const [text, setText] = useState(value);
  const errorId = useId();
  // A new committed value from outside (the server's answer) replaces what is shown.
  useEffect(() => setText(value), [value]);

  const commit = (next: string) => {
    setText(next);
    if (next.trim() !== value) onCommit(next.trim());
  };
  // The +/- buttons' steps, for what is typed: only when the button would be enabled.
  const stepBy = (direction: 1 | -1) => {
    if (disabled || !(direction === 1 ? canStepUp(text, rules) : canStepDown(text, rules))) return;
    commit(stepQuantity(text, rules, direction));
  };

  return (
    <div className="quantity-stepper" data-testid={testId}>
      <div className="quantity-stepper__row">
        <Button
          size={size}
          aria-label={decreaseLabel}
          disabled={disabled || !canStepDown(text, rules)}
          onClick={() => stepBy(-1)}
        >
          -
        </Button>
        <Input
          size={size}
          className="quantity-stepper__input"
          value={text}
          inputMode="decimal"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          status={error ? 'error' : undefined}
          disabled={disabled}
          maxLength={16}
          onChange={(event) => {
            setText(event.target.value);
            onType?.(event.target.value);
          }}
          onKeyDown={(event) => {
            // ↑ and ↓ step like + and - (a number box's keys; the box is text so a decimal can be typed).
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            stepBy(event.key === 'ArrowUp' ? 1 : -1);
          }}
          onPressEnter={() => commit(text)}
          onBlur={() => commit(text)}
        />
        <Button
          size={size}
          aria-label={increaseLabel}
          disabled={disabled || !canStepUp(text, rules)}
          onClick={() => stepBy(1)}
        >
          +
        </Button>
      </div>
      {error && (
        <div className="quantity-stepper__error" id={errorId} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The text of a quantity problem (`quantityProblem` of the contracts, or a cart line's
 * `quantityProblem` from the server). Its texts are in the `cart` language namespace, which the page
 * must load.
 */
export function useQuantityProblemText() {
  const { t } = useTranslation('buying');
  const unitCount = useUnitCount();
  /** `rules.unit`: the unit of sale as stored (袋), written with each count in its plural form. */
  return (problem: QuantityProblem | string | null | undefined, rules: QuantityRules & { unit?: string }) => {
    if (!problem) return undefined;
    const amount = (count: string) => unitCount(count, rules.unit ?? '');
    switch (problem) {
      case 'format':
      case 'nonzero':
      case 'decimals':
        return t('quantity.format', { decimals: rules.decimals });
      case 'belowMinOrder':
        return t('quantity.belowMinOrder', { amount: amount(rules.minOrder) });
      case 'notStep':
        return t('quantity.notStep', { amount: amount(rules.step) });
      case 'overStock':
        return t('quantity.overStock', { amount: amount(rules.stock ?? '0') });
      default:
        return t('quantity.invalid');
    }
  };
}
