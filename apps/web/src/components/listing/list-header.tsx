import { Button, Input } from 'antd';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './hall.css';

export interface HallHeaderProps {
  title: string;
  subtitle?: string;
  /** Shows a search form when set: the word in the address and what to do with a new one. */
  search?: { value: string; placeholder: string; onSearch: (value: string) => void };
  /** Figures or links under the title. */
  extra?: ReactNode;
  /** Picks one of the banner colours, so the halls do not all look alike. */
  tone?: 'orange' | 'green' | 'blue' | 'red' | 'gold';
  testId?: string;
}

/** The coloured head of a hall page: title, one line of what it holds, and its own search box. */
export function HallHeader({ title, subtitle, search, extra, tone = 'orange', testId }: HallHeaderProps) {
  return (
    <header className={`hall-header hall-header--${tone}`} data-testid={testId}>
      <div className="hall-header__text">
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
        {extra && <div className="hall-header__extra">{extra}</div>}
      </div>
      {search && <HallSearch {...search} label={title} />}
    </header>
  );
}

function HallSearch({
  value,
  placeholder,
  onSearch,
  label,
}: NonNullable<HallHeaderProps['search']> & { label: string }) {
  const { t } = useTranslation('halls');
  const [text, setText] = useState(value);
  // The address is the source of truth: back/forward and the header search box change it.
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <search className="hall-search">
      <form aria-label={t('common.searchIn', { name: label })} onSubmit={submit}>
        <Input
          type="search"
          value={text}
          maxLength={50}
          allowClear
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            // Clearing with the × button shows everything again at once.
            if (event.type === 'click' && value) onSearch('');
          }}
        />
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </form>
    </search>
  );
}
