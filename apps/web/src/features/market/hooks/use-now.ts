import { useEffect, useState } from 'react';
import { renderNow } from '../../../lib/render-clock';

/** The current time, updated every `intervalMs` while mounted (one timer for a whole list of countdowns). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(renderNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
