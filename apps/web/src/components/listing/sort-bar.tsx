import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './listing.css';

export interface SortBarProps {
  choices: readonly { key: string; label: string }[];
  active: string;
  onChange: (key: string) => void;
  /** Shown on the right, e.g. the number of results. */
  summary?: ReactNode;
  /** Filters shown before the sort choices. */
  children?: ReactNode;
}

/** Sort choices of a list as toggle buttons, with the result count on the right. */
export function SortBar({ choices, active, onChange, summary, children }: SortBarProps) {
  const { t } = useTranslation();
  return (
    <div className="sort-bar">
      {children}
      <fieldset className="sort-bar__choices">
        <legend className="sort-bar__label">{t('common.listing.sortBy')}</legend>
        {choices.map((choice) => (
          <button
            key={choice.key}
            type="button"
            className={`sort-bar__choice${choice.key === active ? ' is-active' : ''}`}
            aria-pressed={choice.key === active}
            onClick={() => onChange(choice.key)}
            data-testid={`sort-${choice.key}`}
          >
            {choice.label}
          </button>
        ))}
      </fieldset>
      {summary !== undefined && <div className="sort-bar__summary">{summary}</div>}
    </div>
  );
}
