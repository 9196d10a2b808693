import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (the SMS button of spec §4): `start(n)` counts down to 0 once a second;
 * `start` is ignored while counting.
 */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft((value) => (value > 0 ? value : seconds)), []);
  const reset = useCallback(() => setLeft(0), []);
  return { left, counting: left > 0, start, reset };
}
