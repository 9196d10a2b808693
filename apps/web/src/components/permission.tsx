import { hasPermission } from '@mall/contracts';
import type { ReactNode } from 'react';
import { useAppStore } from '../lib/app-store';

/** The user's permission check (spec §6), for code that decides more than what to render. */
export function usePermission(codes: readonly string[]): boolean {
  const granted = useAppStore((state) => state.permissions);
  return hasPermission(granted, codes);
}

/** Renders its children only when the user's permission list holds '*' or one of `codes`. */
export function Permission({ codes, children }: { codes: readonly string[]; children: ReactNode }) {
  return usePermission(codes) ? children : null;
}
