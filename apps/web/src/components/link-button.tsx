import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

export interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  /** A storefront path (relative to the router basename). */
  to: string;
}

/**
 * A link that looks like a button: a real <a href> (so it can be opened in a new tab) that navigates
 * inside the SPA on a plain click.
 */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
