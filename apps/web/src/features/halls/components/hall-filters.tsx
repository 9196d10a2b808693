import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../components/sheet';

export interface HallFiltersProps {
  /** The hall's filter rows (FilterChips). */
  children: ReactNode;
  /** How many filters are chosen now, shown on the phone's button. */
  chosen: number;
}

/**
 * A hall's filters: the panel above the list on the desktop; below the desktop width a button that opens
 * them in a bottom sheet, which stays open while several are chosen (each choice updates the list behind
 * it) until "Done". The sheet renders the rows only while open, so the page holds one set at a time.
 */
export function HallFilters({ children, chosen }: HallFiltersProps) {
  const { t } = useTranslation('halls');
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="listing-panel mall-desktop-only">{children}</div>
      <button
        type="button"
        className="hall-filters__open mall-phone-only"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="hall-filters-open"
      >
        {chosen > 0 ? t('common.filters.openChosen', { count: chosen }) : t('common.filters.open')}
      </button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        side="bottom"
        title={t('common.filters.aria')}
        testId="hall-filters-sheet"
        footer={
          <Button type="primary" block size="large" onClick={() => setOpen(false)}>
            {t('common.filters.done')}
          </Button>
        }
      >
        {open && children}
      </Sheet>
    </>
  );
}
