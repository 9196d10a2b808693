import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './text-input.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  ref?: Ref<HTMLInputElement>;
  size?: 'small' | 'middle';
  /** Text before the value inside the box (a currency sign). */
  prefix?: ReactNode;
  status?: 'error';
}

/**
 * A one-line text box that looks like antd's Input, for the controls of the first view (the quantity on
 * the product page, the price filter of the product list): antd's Input module brings TextArea, Password,
 * Search and OTP with it, about 15 KB gzip. Forms in dialogs and centre pages keep antd's Input.
 */
export function TextInput({ ref, size = 'middle', prefix, status, className, ...rest }: TextInputProps) {
  const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');
  if (prefix === undefined) {
    return (
      <input
        ref={ref}
        className={classes('mall-input', `mall-input--${size}`, status && `mall-input--${status}`, className)}
        {...rest}
      />
    );
  }
  return (
    <span
      className={classes(
        'mall-input-affix',
        `mall-input--${size}`,
        status && `mall-input--${status}`,
        rest.disabled && 'is-disabled',
        className,
      )}
    >
      <span className="mall-input-affix__prefix">{prefix}</span>
      <input ref={ref} className="mall-input-affix__input" {...rest} />
    </span>
  );
}
