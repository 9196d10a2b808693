import { createContext, use } from 'react';
import { Navigate, useHref } from 'react-router';

/** Server rendering: where a page sent the visitor instead of rendering (the renderer answers with it). */
export class RedirectSink {
  location: string | null = null;
  status: 301 | 302 = 302;
}

export const RedirectSinkContext = createContext<RedirectSink | null>(null);

/**
 * Sends the visitor to `to` in place of this page: `<Navigate replace>` in the browser; on the server the
 * answer becomes an HTTP redirect (`permanent`: 301, the page's address has moved for good; else 302),
 * which a `<Navigate>` cannot do there.
 */
export function Redirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const sink = use(RedirectSinkContext);
  const href = useHref(to);
  if (sink) {
    sink.location = href;
    sink.status = permanent ? 301 : 302;
    return null;
  }
  return <Navigate replace to={to} />;
}
