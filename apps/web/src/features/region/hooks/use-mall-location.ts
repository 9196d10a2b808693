import { useEffect } from 'react';
import { useAppStore } from '../../../lib/app-store';
import { useLocateStatus } from './location-status';

/** Starts locating once; the code that does it loads on demand. */
export function startLocating() {
  return import('./locate').then((module) => module.ensureLocation());
}

/** The visitor's location (spec §4), located on first use. */
export function useMallLocation() {
  const location = useAppStore((state) => state.location);
  const status = useLocateStatus((state) => state.status);
  useEffect(() => {
    if (!location) void startLocating();
  }, [location]);
  return { location, locating: !location && status !== 'failed' };
}
