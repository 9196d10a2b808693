import { useTranslation } from 'react-i18next';
import './listing.css';

export interface FilterChip {
  value: string;
  label: string;
  count?: number;
}

export interface FilterChipsProps {
  label: string;
  chips: readonly FilterChip[];
  /** The chosen value; undefined is "all". */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId?: string;
}

/** One filter row: "all" and one toggle per value, the chosen one highlighted. */
export function FilterChips({ label, chips, value, onChange, testId }: FilterChipsProps) {
  const { t } = useTranslation();
  const chip = (key: string | undefined, text: string, count?: number) => (
    <button
      key={key ?? ''}
      type="button"
      className={`filter-chips__chip${value === key ? ' is-active' : ''}`}
      aria-pressed={value === key}
      onClick={() => onChange(key)}
    >
      {text}
      {count !== undefined && <span className="filter-chips__count">{count}</span>}
    </button>
  );
  return (
    <fieldset className="filter-chips" data-testid={testId}>
      <legend className="filter-chips__label">{label}</legend>
      <div className="filter-chips__list">
        {chip(undefined, t('common.listing.all'))}
        {chips.map((c) => chip(c.value, c.label, c.count))}
      </div>
    </fieldset>
  );
}
