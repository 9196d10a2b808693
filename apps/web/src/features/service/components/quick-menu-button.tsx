import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/app-store';

/** The header's menu button on phones: opens and closes the right bar's services as a menu. */
export function QuickMenuButton() {
  const { t } = useTranslation();
  const open = useAppStore((state) => state.quickMenuOpen);
  const setOpen = useAppStore((state) => state.setQuickMenuOpen);
  return (
    <button
      type="button"
      className="quick-menu-button mall-phone-only"
      aria-label={open ? t('layout.phone.closeMenu') : t('layout.phone.menu')}
      aria-expanded={open}
      aria-controls="right-bar"
      onClick={() => setOpen(!open)}
      data-testid="quick-menu-button"
    >
      <span aria-hidden="true" className="quick-menu-button__dots" />
    </button>
  );
}
