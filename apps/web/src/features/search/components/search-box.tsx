import { type SearchScope, searchScopes } from '@mall/contracts';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DownIcon, SearchIcon } from '../../../components/icons';
import { PopoverMenu } from '../../../components/popover-menu';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { useRequiredText } from '../../../hooks/use-required-text';
import { useSearchParams } from '../../../lib/search-params';
import { addSearchWord, readSearchHistory, searchHref, writeSearchHistory } from '../utils/search-history';
import './search-box.css';

export interface SearchBoxProps {
  /** Words from MALL_HOT_WORD, shown as chips under the box. */
  hotWords: readonly string[];
}

/**
 * Header search (spec §2 screen 1): scope selector, the box (Enter submits), history suggestions while
 * the box has focus, and hot-word chips. Below the desktop width the header row keeps only the box and an
 * icon button; the scope and the hot words move into the panel that opens with the box's focus.
 */
export function SearchBox({ hotWords }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefix = useMallPrefix();
  const [searchParams] = useSearchParams();
  const [scope, setScope] = useState<SearchScope>(searchScopes.mall);
  const urlWord = searchParams.get('searchkey') ?? '';
  const [word, setWord] = useState(urlWord);
  // Read from storage when the box is first used, not while the page hydrates: the first localStorage
  // access of a page waits for the browser to load the site's storage (~170 ms on a phone profile's
  // trace, one task of the hydration).
  const [storedHistory, setHistory] = useState<string[] | null>(null);
  const [open, setOpenState] = useState(false);
  const history = storedHistory ?? [];
  const setOpen = (next: boolean) => {
    if (next && storedHistory === null) setHistory(readSearchHistory());
    setOpenState(next);
  };
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const historyId = useId();
  const hasText = useRequiredText();

  // The box shows the word of the page: a word removed on the list page (or back/forward) updates it.
  useEffect(() => setWord(urlWord), [urlWord]);

  const search = (text: string, inScope: SearchScope = scope) => {
    const known = storedHistory ?? readSearchHistory();
    const next = addSearchWord(known, text);
    if (next.length !== known.length || next[0] !== known[0]) {
      setHistory(next);
      writeSearchHistory(next);
    }
    setWord(text.trim());
    setOpen(false);
    navigate(searchHref(inScope, text, prefix));
  };

  // The box's own submit (Enter, the button): a keyword is required (spec §8 'please enter information').
  const submit = () => {
    if (!hasText(word)) {
      inputRef.current?.focus();
      return;
    }
    search(word);
  };

  // A word picked in the panel searches and lets go of the box, as a click that took the focus did: the
  // phone's keyboard closes, and focusing the box again opens the panel again.
  const searchPicked = (text: string) => {
    inputRef.current?.blur();
    search(text);
  };

  const clearHistory = () => {
    setHistory([]);
    writeSearchHistory([]);
    setOpen(false);
  };

  const hasHistory = history.length > 0;
  // On phones the panel opens with the box's focus even without history: it holds the scope and hot words
  // (it is phone-only then, so the desktop shows it only for history, as before).
  const showPanel = open;
  const scopes = [
    { key: searchScopes.mall, label: t('layout.search.scopeMall') },
    { key: searchScopes.procurement, label: t('layout.search.scopeProcurement') },
    { key: searchScopes.shop, label: t('layout.search.scopeShop') },
  ];

  return (
    <search className="search-box" aria-label={t('layout.search.aria')}>
      <div className="search-box__row">
        <PopoverMenu<SearchScope>
          items={scopes}
          selectedKey={scope}
          onSelect={setScope}
          triggerClassName="search-box__scope"
          ariaLabel={`${t('layout.search.scope')}: ${scopes.find((s) => s.key === scope)?.label ?? ''}`}
          testId="search-scope"
        >
          <span>{scopes.find((s) => s.key === scope)?.label}</span>
          <DownIcon />
        </PopoverMenu>
        <div
          className="search-box__field"
          ref={fieldRef}
          onBlur={(event) => {
            // Keep the suggestions open while focus moves inside them (keyboard users tab into the list).
            if (!fieldRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          <input
            ref={inputRef}
            className="search-box__input"
            type="search"
            enterKeyHint="search"
            value={word}
            maxLength={50}
            placeholder={t('layout.search.placeholder')}
            aria-label={t('layout.search.placeholder')}
            aria-describedby={showPanel ? historyId : undefined}
            onChange={(event) => setWord(event.target.value)}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
              // Not while an input method is composing: Enter then confirms the Chinese characters.
              if (event.key === 'Enter' && !event.nativeEvent.isComposing) submit();
            }}
          />
          {showPanel && (
            // Buttons in the panel take no focus from the box on a tap: on a phone the blur would otherwise
            // close the panel (and hide the on-screen keyboard) before the tap's click arrives.
            <div
              className={`search-box__history${hasHistory ? '' : ' mall-phone-only'}`}
              id={historyId}
              data-testid="search-panel"
              onMouseDown={(event) => event.preventDefault()}
            >
              {/* Phones: the scope and the hot words live here, the header row keeps only the box. */}
              <div className="search-box__panel-section mall-phone-only">
                <fieldset className="search-box__scopes">
                  <legend className="search-box__history-head">{t('layout.search.scope')}</legend>
                  <div className="search-box__chips">
                    {scopes.map((item) => (
                      <button
                        key={item.key}
                        type="button"
                        className="search-box__chip"
                        aria-pressed={item.key === scope}
                        onClick={() => setScope(item.key)}
                      >
                        {item.label}
                      </button>
                    ))}
                  </div>
                </fieldset>
              </div>
              {hasHistory && (
                <div className="search-box__panel-section" data-testid="search-history">
                  <div className="search-box__history-head">
                    <span>{t('layout.search.history')}</span>
                    <button type="button" className="mall-link-button" onClick={clearHistory}>
                      {t('layout.search.clearHistory')}
                    </button>
                  </div>
                  <ul aria-label={t('layout.search.history')}>
                    {history.map((item) => (
                      <li key={item}>
                        <button
                          type="button"
                          className="search-box__history-item"
                          onClick={() => searchPicked(item)}
                        >
                          {item}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {hotWords.length > 0 && (
                <div className="search-box__panel-section mall-phone-only">
                  <div className="search-box__history-head">
                    <span>{t('layout.search.hotWords')}</span>
                  </div>
                  <ul
                    className="search-box__chips"
                    aria-label={t('layout.search.hotWords')}
                    data-testid="search-panel-hot-words"
                  >
                    {hotWords.map((hot) => (
                      <li key={hot}>
                        <button type="button" className="search-box__chip" onClick={() => searchPicked(hot)}>
                          {hot}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          )}
        </div>
        <Button
          type="primary"
          className="search-box__button"
          icon={<SearchIcon />}
          // Phones show only the icon: the name must not depend on the hidden text.
          aria-label={t('layout.search.button')}
          onClick={submit}
        >
          {t('layout.search.button')}
        </Button>
      </div>
      {hotWords.length > 0 && (
        <ul className="search-box__hot" aria-label={t('layout.search.hotWords')} data-testid="hot-words">
          {hotWords.map((hot) => (
            <li key={hot}>
              <button type="button" className="search-box__hot-word" onClick={() => search(hot)}>
                {hot}
              </button>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}
