import { hasPermission } from '@mall/contracts';
import type { ReactNode } from 'react';
import { useAppStore } from '../lib/app-store';

/** The user's permission check (spec §6), for code that decides more than what to render. */
export function usePermission(codes: readonly string[]): boolean {
  const granted = useAppStore((state) => state.permissions);
  return hasPermission(granted, codes);
}

/**
 * Spec §6 permission directive: renders its children only when the user's permission list holds '*' or
 * one of `codes`; otherwise the element is not there at all. `fallback` is shown instead once the list
 * has arrived without them (nothing while it is still on its way, so a permitted user sees no flash).
 */
export function Permission({
  codes,
  fallback = null,
  children,
}: {
  codes: readonly string[];
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const known = useAppStore((state) => state.permissions !== null);
  if (usePermission(codes)) return children;
  return known ? fallback : null;
}
