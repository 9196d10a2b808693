import './price.css';

export interface PriceProps {
  /** Yuan as the API sends it: a decimal string such as "12.50". */
  value: string | null | undefined;
  size?: 'small' | 'default' | 'large';
  /** Shown when there is no price (e.g. a negotiable budget). */
  fallback?: string;
  /** Crossed-out reference price (market price). */
  strike?: boolean;
  className?: string;
}

/** "12.50" → ¥12.50. Kept as text: money never goes through float arithmetic here. */
export function formatYuan(value: string): string {
  return `¥${value}`;
}

/** A price in yuan, orange, with the ¥ sign. */
export function Price({ value, size = 'default', fallback = '', strike = false, className }: PriceProps) {
  const classes = ['mall-price', `mall-price--${size}`, strike ? 'mall-price--strike' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (!value) return <span className={classes}>{fallback}</span>;
  const [yuan, fen] = value.split('.');
  return (
    <span className={classes}>
      <span className="mall-price__sign">¥</span>
      <span className="mall-price__yuan">{yuan}</span>
      {fen !== undefined && <span className="mall-price__fen">.{fen}</span>}
    </span>
  );
}
