import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/app-store';
import { localeOfTag } from '../../../lib/i18n';
import { useLocateStatus } from './location-status';

/**
 * Starts locating once; the code that does it loads on demand. When that code cannot load (offline, a new
 * deployment), locating has failed: the label offers the region picker, and no error is left unhandled.
 */
export function startLocating() {
  return import('./locate').then(
    (module) => module.ensureLocation(),
    () => useLocateStatus.setState({ status: 'failed' }),
  );
}

/** The visitor's location (spec §4), located on first use, named in the page's language. */
export function useMallLocation() {
  const location = useAppStore((state) => state.location);
  const status = useLocateStatus((state) => state.status);
  const { i18n } = useTranslation();
  const locale = localeOfTag(i18n.language);
  useEffect(() => {
    if (!location) void startLocating();
  }, [location]);
  // A name from another language (a switch of language, or stored before names were translated).
  const renamed = Boolean(location && location.lang !== locale);
  useEffect(() => {
    // The name stays as it is when the code cannot load.
    if (renamed)
      void import('./locate').then(
        (module) => module.relabelLocation(locale),
        () => undefined,
      );
  }, [renamed, locale]);
  return { location, locating: !location && status !== 'failed' };
}
