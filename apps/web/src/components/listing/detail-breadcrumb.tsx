import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import './listing.css';

/** Home › the hall › the current page, above a detail page. */
export function DetailBreadcrumb({
  hall,
  current,
}: {
  hall: { href: string; label: string };
  current: string;
}) {
  const prefix = useMallPrefix();
  const { t } = useTranslation();
  return (
    <nav className="listing-breadcrumb" aria-label={t('common.listing.breadcrumb')}>
      <ol>
        <li>
          <Link to={paths.home.href(undefined, prefix)}>{t('layout.menu.home')}</Link>
        </li>
        <li>
          <Link to={hall.href}>{hall.label}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
