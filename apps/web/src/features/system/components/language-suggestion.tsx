import type { Locale } from '@mall/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentLocale,
  languageChosen,
  languageTagOf,
  packOf,
  rememberLanguageChoice,
  suggestedLocale,
} from '../../../lib/i18n';
import { useSwitchLocale } from '../hooks/use-switch-site';
import './language-suggestion.css';

interface Suggestion {
  locale: Locale;
  texts: { text: string; switch: string; close: string };
}

/**
 * Spec §1: Chinese is the default; a visitor who has not chosen a language and whose browser prefers
 * English, Russian or Spanish is offered it in a small bar written in that language. Switching works as
 * the language menu does (cookie site_lang) and closing is remembered; either way the bar does not come
 * back. Rendered only in the browser after hydration (the server's page is the same for every visitor)
 * and fixed over the top of the page, so nothing below it moves.
 */
export function LanguageSuggestion() {
  const { i18n } = useTranslation();
  const switchLocale = useSwitchLocale();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (languageChosen() || currentLocale() !== 'zh_CN') return;
    const locale = suggestedLocale(navigator.languages ?? [navigator.language]);
    if (!locale) return;
    let live = true;
    packOf(locale)
      .then((pack) => {
        if (live) setSuggestion({ locale, texts: pack.layout.languageSuggestion });
      })
      // The pack did not load: no offer, the page stays as it is.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  // Another language chosen meanwhile (the menu): the offer is over.
  const shown = suggestion && !closed && i18n.language === languageTagOf('zh_CN') && !languageChosen();
  if (!shown) return null;
  const { locale, texts } = suggestion;
  const close = () => {
    rememberLanguageChoice();
    setClosed(true);
  };
  return (
    <section
      className="language-suggestion"
      lang={languageTagOf(locale)}
      aria-label={texts.text}
      data-testid="language-suggestion"
    >
      <p className="language-suggestion__text">{texts.text}</p>
      <button
        type="button"
        className="language-suggestion__switch"
        data-testid="language-suggestion-switch"
        onClick={() => {
          setClosed(true);
          void switchLocale(locale);
        }}
      >
        {texts.switch}
      </button>
      <button
        type="button"
        className="language-suggestion__close"
        aria-label={texts.close}
        title={texts.close}
        data-testid="language-suggestion-close"
        onClick={close}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
