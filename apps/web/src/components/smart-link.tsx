import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routerBasename } from '../config/paths';

export interface SmartLinkProps {
  /** A storefront path (with or without /mallview), a full http(s) address, or empty for no link. */
  href: string | undefined;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * Links whose target comes from data (adverts, configured links): storefront paths stay in the SPA,
 * http(s) addresses open in a new tab, anything else (javascript:, data:) is not linked at all.
 */
export function SmartLink({ href, className, children, ...rest }: SmartLinkProps) {
  const target = href?.trim() ?? '';
  if (/^https?:\/\//i.test(target)) {
    return (
      <a className={className} href={target} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (target.startsWith('/') && !target.startsWith('//')) {
    const inApp =
      target === routerBasename || target.startsWith(`${routerBasename}/`)
        ? target.slice(routerBasename.length) || '/'
        : target;
    return (
      <Link className={className} to={inApp} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <span className={className} {...rest}>
      {children}
    </span>
  );
}
