import { hasPermission } from '@mall/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../lib/app-store';
import './permission.css';

/** The user's permission check (spec §6), for code that decides more than what to render. */
export function usePermission(codes: readonly string[]): boolean {
  const granted = useAppStore((state) => state.permissions);
  return hasPermission(granted, codes);
}

/**
 * True once a signed-in user's codes have arrived without any of `codes`: the action is theirs to be told
 * they may not take. A visitor is never withheld anything (the action asks them to sign in first), and
 * nothing is while the codes are on their way.
 */
export function useWithheld(codes: readonly string[]): boolean {
  const signedIn = useAppStore((state) => state.hasToken);
  const known = useAppStore((state) => state.permissions !== null);
  const allowed = usePermission(codes);
  return signedIn && known && !allowed;
}

/**
 * Spec §6 permission directive: renders its children only when the user's permission list holds '*' or
 * one of `codes`; otherwise the element is not there at all. `fallback` is shown instead once the list
 * has arrived without them (nothing while it is still on its way, so a permitted user sees no flash).
 * `visitors`: also shown to a visitor, whom the action sends to sign in (buy now on a product page).
 */
export function Permission({
  codes,
  fallback = null,
  visitors = false,
  children,
}: {
  codes: readonly string[];
  fallback?: ReactNode;
  visitors?: boolean;
  children: ReactNode;
}) {
  const signedIn = useAppStore((state) => state.hasToken);
  const known = useAppStore((state) => state.permissions !== null);
  const allowed = usePermission(codes);
  if (allowed || (visitors && !signedIn)) return children;
  return known ? fallback : null;
}

/** What the note of a withheld action says (common.permission.*). */
export type WithheldAction =
  | 'orderCreate'
  | 'orderList'
  | 'orderActions'
  | 'accountEdit'
  | 'payPasswordEdit'
  | 'chatSend'
  | 'feedbackAdd'
  | 'page';

/** The line shown where a withheld action would be: what the account may not do and whom to ask. */
export function PermissionNote({
  action,
  testId,
  className,
}: {
  action: WithheldAction;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p
      className={`permission-note${className ? ` ${className}` : ''}`}
      role="note"
      data-testid={testId ?? 'permission-note'}
    >
      {t(`common.permission.${action}`)}
    </p>
  );
}
