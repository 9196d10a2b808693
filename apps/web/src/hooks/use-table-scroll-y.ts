import { limits } from '@mall/contracts';
import { useEffect, useState } from 'react';

/** Spec §9: a table's scrolling height is the app height minus 250 px, but never under 350 px. */
export function tableScrollY(appHeight: number): number {
  return Math.max(limits.tableMinHeight, Math.floor(appHeight - limits.tableHeightOffset));
}

const appHeight = () => (typeof window === 'undefined' ? 0 : window.innerHeight);

/** `scroll.y` for antd tables (spec §9), following the window's height as it changes. */
export function useTableScrollY(): number {
  const [height, setHeight] = useState(appHeight);
  useEffect(() => {
    const resized = () => setHeight(appHeight());
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  return tableScrollY(height);
}
