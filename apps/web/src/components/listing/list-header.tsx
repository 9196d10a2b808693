import { Button, Input, type InputRef } from 'antd';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequiredText } from '../../hooks/use-required-text';
import './listing.css';

export interface ListHeaderProps {
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
export function ListHeader({ title, subtitle, search, extra, tone = 'orange', testId }: ListHeaderProps) {
  return (
    <header className={`listing-header listing-header--${tone}`} data-testid={testId}>
      <div className="listing-header__text">
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
        {extra && <div className="listing-header__extra">{extra}</div>}
      </div>
      {search && <ListSearch {...search} label={title} />}
    </header>
  );
}

function ListSearch({
  value,
  placeholder,
  onSearch,
  label,
}: NonNullable<ListHeaderProps['search']> & { label: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const inputRef = useRef<InputRef>(null);
  const hasText = useRequiredText();
  // The address is the source of truth: back/forward and the header search box change it.
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A search needs a word (spec §8); the × button is the way back to everything.
    if (!hasText(text)) {
      inputRef.current?.focus();
      return;
    }
    onSearch(text);
  };
  return (
    <search className="listing-search">
      <form aria-label={t('common.listing.searchIn', { name: label })} onSubmit={submit}>
        <Input
          ref={inputRef}
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
          {t('common.listing.search')}
        </Button>
      </form>
    </search>
  );
}
