import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import './section-panel.css';

export interface SectionPanelProps {
  title: string;
  /** Where "more" goes; no link without it. */
  moreHref?: string;
  moreText?: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}

/** A white titled panel of the home page. */
export function SectionPanel({ title, moreHref, moreText, className, children, testId }: SectionPanelProps) {
  const titleId = useId();
  return (
    <section className={`section-panel ${className ?? ''}`} aria-labelledby={titleId} data-testid={testId}>
      <header className="section-panel__head">
        <h2 id={titleId}>{title}</h2>
        {moreHref && moreText && <Link to={moreHref}>{moreText}</Link>}
      </header>
      <div className="section-panel__body">{children}</div>
    </section>
  );
}
