import type { NewsDetail } from '@mall/contracts';
import './content.css';
import { langProps } from '../../../lib/content-lang';

/** HTML the server has sanitised (contentHtml of an article): the only thing this component renders. */
export type SanitisedHtml = NewsDetail['contentHtml'];

/**
 * The body of an article. The server strips scripts, event handlers, frames, styles and `javascript:`
 * links from every body before sending it (modules/content/safe-html.ts), so the markup is inserted as is.
 */
export function RichText({ html, lang }: { html: SanitisedHtml; lang?: string }) {
  return (
    <div
      className="rich-text"
      data-testid="rich-text"
      {...langProps(lang)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: contentHtml is sanitised by the server (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
