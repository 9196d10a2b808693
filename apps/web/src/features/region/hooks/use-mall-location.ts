import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/app-store';
import { localeOfTag } from '../../../lib/i18n';
import { useLocateStatus } from './location-status';

/** Starts locating once; the code that does it loads on demand. */
export function startLocating() {
  return import('./locate').then((module) => module.ensureLocation());
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
    if (renamed) void import('./locate').then((module) => module.relabelLocation(locale));
  }, [renamed, locale]);
  return { location, locating: !location && status !== 'failed' };
}
