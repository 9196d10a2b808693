import type { HeadWhere, ResolvedHead } from '../lib/page-head/head-model';
import { headTagList } from '../lib/page-head/head-tags';

// The page's head as the server writes it into the document (the browser writes the same tags into
// document.head itself: lib/page-head.tsx).

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/**
 * The HTML the server puts into <head> (in place of the template's title, description, keywords and
 * icon): the title, then every tag marked `data-head="<key>"`.
 */
export function headTags(head: ResolvedHead, where: HeadWhere): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const tag of headTagList(head, where)) {
    const open = `<${tag.tag} data-head="${escapeHtml(tag.key)}"${attributes(tag.attrs)}>`;
    lines.push(tag.tag === 'script' ? `${open}${tag.text ?? ''}</script>` : open);
  }
  return lines.join('\n');
}

/**
 * The template's head (index.html up to `</head>`) with the page's head in place of the template's own
 * title, description, keywords and icon: what the server renderer sends.
 */
export function withHeadTags(templateHead: string, tags: string): string {
  const stripped = templateHead
    .replace(/[ \t]*<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/[ \t]*<meta\s+name="(description|keywords)"[^>]*>\s*/gi, '')
    .replace(/[ \t]*<link\s+rel="icon"[^>]*>\s*/gi, '');
  return stripped.includes('</head>')
    ? stripped.replace('</head>', () => `${tags}\n</head>`)
    : `${stripped}${tags}`;
}
