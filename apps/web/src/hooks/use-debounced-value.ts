import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `wait` ms (typing → one request, not one per key). */
export function useDebouncedValue<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), wait);
    return () => window.clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
