import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langProps } from '../../../lib/content-lang';
import { loadNamespaces, localeOfTag } from '../../../lib/i18n';
import { useMallLocation } from '../hooks/use-mall-location';
import { regionLabelLimit, regionLabelWraps } from '../utils/label';
import './region-label.css';

// The dialog (antd Tabs and Modal, the area lists) and its texts load on the first click.
const loadDialog = () =>
  Promise.all([import('./region-dialog'), loadNamespaces(['region'])]).then(([module]) => ({
    default: module.RegionDialog,
  }));
const RegionDialog = lazy(loadDialog);

const PinIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </svg>
);

/**
 * The visitor's region in the top bar (spec §4): located on first visit, wrapping onto two lines when the
 * name is longer than 6 characters (12 on non-Chinese sites); a click opens the region picker.
 */
export function RegionLabel() {
  const { t, i18n } = useTranslation();
  const locale = localeOfTag(i18n.language);
  const { location, locating } = useMallLocation();
  const [open, setOpen] = useState(false);
  const name = location?.locationName;
  const wraps = name !== undefined && regionLabelWraps(name, locale);
  const text = name ?? (locating ? t('layout.topBar.regionLocating') : t('layout.topBar.regionChoose'));

  return (
    <>
      <button
        type="button"
        className={`top-bar__link top-bar__button region-label${wraps ? ' region-label--wrap' : ''}`}
        style={{ '--region-label-chars': regionLabelLimit(locale) } as CSSProperties}
        aria-haspopup="dialog"
        aria-label={name ? t('layout.topBar.regionAria', { name }) : text}
        title={name}
        data-testid="region-label"
        onClick={() => setOpen(true)}
        // Start loading the dialog when the visitor is about to click.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <PinIcon />
        <span
          className="region-label__name"
          aria-busy={locating || undefined}
          {...(name ? langProps(location?.contentLang) : {})}
        >
          {text}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <RegionDialog open current={location} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
