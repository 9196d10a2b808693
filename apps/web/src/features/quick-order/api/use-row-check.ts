import type { QuickOrderCheck, QuickOrderLine } from '@mall/contracts';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { checkLines } from './quick-order';

/**
 * Checks the grid's rows on the server once typing pauses. Only the answer to the latest rows is kept:
 * an older request is aborted, so a slow answer never overwrites a newer one.
 */
export function useRowCheck(lines: QuickOrderLine[]) {
  const key = JSON.stringify(lines);
  const settledKey = useDebouncedValue(key, 400);
  const [result, setResult] = useState<{ key: string; check: QuickOrderCheck } | null>(null);
  const [checking, setChecking] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    controller.current?.abort();
    const settled = JSON.parse(settledKey) as QuickOrderLine[];
    if (settled.length === 0) {
      setResult(null);
      setChecking(false);
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setChecking(true);
    checkLines(settled, current.signal)
      .then((check) => {
        if (!current.signal.aborted) setResult({ key: settledKey, check });
      })
      .catch(() => undefined)
      .finally(() => {
        if (!current.signal.aborted) setChecking(false);
      });
    return () => current.abort();
  }, [settledKey]);

  return {
    /** The latest answer (possibly for slightly older rows while typing). */
    check: result?.check ?? null,
    /** The answer is for exactly the rows shown now. */
    current: result?.key === key,
    checking: checking || settledKey !== key,
  };
}
