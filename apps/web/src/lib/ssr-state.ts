import { isLocale, type Locale } from '@mall/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError, type ApiErrorKind } from './api-error';

import { ssrStateElementId } from './ssr-state-id';

export { ssrStateElementId };

/** What the server rendered a page from: the browser hydrates with exactly this. */
export interface SsrState {
  locale: Locale;
  /** When the server rendered the page (ms since 1970): the first render's clock (lib/render-clock.ts). */
  renderedAt: number;
  router: HydrationState;
  /** The query cache; errors are plain `{kind, message, code, status}` objects. */
  queries: DehydratedState;
  /** How many parts of the page named their head (usePageHead) in the server's render (lib/page-head.tsx). */
  pageHeads: number;
}

interface PlainError {
  kind: ApiErrorKind;
  message: string;
  code: number | null;
  status: number | null;
}

/**
 * The state of the server-rendered page, or null when the page came as the plain shell (a signed-in user,
 * a sign-on ticket) or the state is unreadable; errors become ApiErrors again.
 */
export function readSsrState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(ssrStateElementId);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    if (!isLocale(state.locale)) return null;
    for (const query of state.queries.queries) {
      const error = query.state.error as PlainError | null | undefined;
      if (query.state.status === 'error' && error)
        query.state.error = new ApiError(error.kind, error.message, error.code, undefined, error.status);
    }
    return state;
  } catch {
    return null;
  }
}
