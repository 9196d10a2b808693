import type { Locale } from '@mall/contracts';
import { languageTagOf } from '../lib/i18n';
import { safeJson } from '../lib/page-head/json-ld';
import { type SsrState, ssrStateElementId } from '../lib/ssr-state';
import { withHeadTags } from './head-html';

/** index.html around its `<div id="root">`: what goes before the page's markup, and what after. */
function splitTemplate(template: string): [string, string] {
  const marker = '<div id="root"></div>';
  const at = template.indexOf(marker);
  if (at < 0) throw new Error('index.html has no <div id="root"></div>');
  return [`${template.slice(0, at)}<div id="root">`, `</div>${template.slice(at + marker.length)}`];
}

/** The parts of one rendered page that go into the template. */
export interface PageParts {
  body: string;
  styles: string;
  state?: SsrState;
  headTags?: string;
}

/** The built index.html (`template`) made into a page's whole document. */
export function pageDocument(template: string): (locale: Locale, parts: PageParts) => string {
  const [head, tail] = splitTemplate(template);
  return (locale, parts) => {
    const tag = languageTagOf(locale);
    const state = parts.state
      ? `<script type="application/json" id="${ssrStateElementId}">${safeJson(parts.state)}</script>`
      : '';
    // Replacements by function: the inserted text holds the visitor-facing data (product names, styles),
    // where a string replacement would read `$&`, `$'` and the like as patterns.
    const top = head.replace(/<html lang="[^"]*"/, () => `<html lang="${tag}" data-locale="${locale}"`);
    // The page's own head (ssr/head-html.ts) replaces the template's title, description, keywords and icon.
    return (
      (parts.headTags ? withHeadTags(top, parts.headTags) : top).replace(
        '</head>',
        () => `${parts.styles}</head>`,
      ) +
      parts.body +
      tail.replace('</body>', () => `${state}</body>`)
    );
  };
}
