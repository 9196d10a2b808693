import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import './code-input.css';

export interface CodeInputProps {
  value: string;
  onChange(value: string): void;
  /** Called once all boxes are filled. */
  onComplete?(value: string): void;
  length?: number;
  /** Shows dots instead of digits (payment password). */
  masked?: boolean;
  autoFocus?: boolean;
  label: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * The six-digit code input of spec §2 screen 12: one box per digit, typing advances, Backspace goes
 * back, arrow keys move, pasting fills the boxes. Digits only.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  length = 6,
  masked = false,
  autoFocus = false,
  label,
  disabled,
  testId = 'code-input',
}: CodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // Fast typing fires several events before React re-renders: they build on the latest value, not on
  // the one of the last render.
  const latest = useRef(value);
  latest.current = value;
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  useEffect(() => {
    if (!autoFocus) return;
    // A dialog moves the focus to itself when it opens: take it back once it has, unless the visitor is
    // already typing here (a fast typist would otherwise be sent back to the first box mid-code).
    boxes.current[0]?.focus();
    const timer = window.setTimeout(() => {
      if (boxes.current.includes(document.activeElement as HTMLInputElement)) return;
      boxes.current[Math.min(length - 1, latest.current.length)]?.focus();
    }, 300);
    return () => window.clearTimeout(timer);
  }, [autoFocus, length]);

  // An emptied value (e.g. after a wrong password) puts the caret back in the first box.
  useEffect(() => {
    if (value === '' && boxes.current.some((box) => box === document.activeElement)) focus(0);
  });

  const update = (next: string) => {
    const clean = next.replace(/\D/g, '').slice(0, length);
    latest.current = clean;
    onChange(clean);
    if (clean.length === length) onComplete?.(clean);
    return clean;
  };

  const onInput = (index: number, typed: string) => {
    if (!typed) return;
    const chars = latest.current.split('');
    chars[index] = typed;
    const clean = update(chars.join(''));
    focus(Math.min(clean.length, index + 1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const value = latest.current;
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (index < value.length) update(value.slice(0, index) + value.slice(index + 1));
      else if (index > 0) {
        update(value.slice(0, index - 1) + value.slice(index));
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(Math.min(index + 1, value.length));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const clean = update(event.clipboardData.getData('text'));
    focus(clean.length);
  };

  return (
    <fieldset className="code-input" aria-label={label} data-testid={testId} disabled={disabled}>
      {Array.from({ length }, (_, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, never reordered
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-input__box"
          type={masked ? 'password' : 'text'}
          inputMode="numeric"
          autoComplete="off"
          maxLength={length}
          aria-label={`${label} ${index + 1}`}
          value={value[index] ?? ''}
          // The box's text is selected on focus, so the typed digit is the last character.
          onChange={(event) => onInput(index, event.target.value.replace(/\D/g, '').slice(-1))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => {
            // The caret never lands past the first empty box.
            if (index > latest.current.length) focus(latest.current.length);
            else event.target.select();
          }}
        />
      ))}
    </fieldset>
  );
}
