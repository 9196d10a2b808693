import sanitizeHtml from 'sanitize-html';

/**
 * A product's rich description (detail_html) is written by merchants in the workbench's editor, but what
 * arrives at the API is whatever the request carries: the storefront renders it as HTML, so it is cleaned
 * here when written, and what is stored is safe to render as it is. Only the formatting the editor
 * makes survives; every attribute but a link's address and a picture's address, text and size goes, so
 * no style, class or event handler can reach the page.
 */

/** Tags whose content is dropped with them: code, styling or controls, never text the buyer should read. */
const droppedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'button',
  'form',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'title',
  'head',
];

const rel = 'nofollow noopener noreferrer';

/**
 * The URL as a browser reads it: it ignores leading and trailing controls and spaces and drops tabs and
 * line breaks anywhere, so "/\t/host" is "//host" to it and must be judged as that.
 */
function normalizeUrl(value: string | undefined): string {
  const url = (value ?? '').replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = url.length;
  while (start < end && url.charCodeAt(start) <= 0x20) start++;
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end--;
  return url.slice(start, end);
}

/**
 * A path on this site: one '/' then anything but a second '/' or '\' (both make the address
 * protocol-relative, another host, to a browser).
 */
const sitePath = /^\/(?![/\\])/;

/**
 * A link's address, or '' when it is not one a buyer may follow (javascript:, data:, page-relative, '//').
 * tel: too: a help article or a bulletin gives the service number to call.
 */
function linkHref(value: string | undefined): string {
  const url = normalizeUrl(value);
  return /^(https?|mailto|tel):/i.test(url) || sitePath.test(url) ? url : '';
}

/** A picture's address: http(s) or a path on this site; never data:, javascript: or protocol-relative. */
function imageSrc(value: string | undefined): string {
  const url = normalizeUrl(value);
  return /^https?:/i.test(url) || sitePath.test(url) ? url : '';
}

/** A width or height in pixels as the editor writes it; anything else (percentages, expressions) goes. */
function pixels(value: string | undefined): string | undefined {
  return value && /^\d{1,5}$/.test(value.trim()) ? value.trim() : undefined;
}

function withoutUndefined(attribs: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(attribs).filter((e): e is [string, string] => e[1] !== undefined));
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  // The transforms below already decide the addresses; the library's own scheme check stays as a second
  // line, so a mistake in one of them alone lets nothing through.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  nonTextTags: droppedWithContent,
  // Attributes are rebuilt from scratch, so nothing the input carried (target="_self", a second rel, an
  // onerror) rides along with the ones kept.
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = linkHref(attribs.href);
      return { tagName, attribs: href ? { href, rel, target: '_blank' } : {} };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: withoutUndefined({
        src: imageSrc(attribs.src) || undefined,
        alt: attribs.alt,
        width: pixels(attribs.width),
        height: pixels(attribs.height),
      }),
    }),
  },
  // A link whose address went keeps its text as plain text; a picture without an address is nothing.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !frame.attribs.src;
  },
};

/** Tags after which the plain text starts a new line. */
const blockTags = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'hr',
  'pre',
]);

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The text of HTML that sanitize-html wrote. Its output is regular: every tag is `<name ...>`, `</name>`
 * or `<name ... />` with '<' and '>' escaped inside attribute values, and the only entities in text are
 * the four it escapes (the parser decoded every other one), so a pattern reads it exactly.
 */
function plainOf(clean: string): string {
  const lines: string[] = [];
  let line = '';
  let preDepth = 0;
  const breakLine = () => {
    lines.push(line.replace(/ +$/, ''));
    line = '';
  };
  for (const [, closing, name, text] of clean.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/g)) {
    if (text !== undefined) {
      const decoded = text.replace(/&(amp|lt|gt|quot);/g, (e) => entities[e]!).replace(/\u00a0/g, ' ');
      if (preDepth > 0) {
        const [first = '', ...rest] = decoded.split('\n');
        line += first;
        for (const next of rest) {
          breakLine();
          line = next;
        }
      } else {
        // Outside <pre>, source line breaks and runs of spaces are one space, as the page shows them.
        const collapsed = decoded.replace(/[ \t\n\r\f]+/g, ' ');
        line += /(^|[ \t])$/.test(line) ? collapsed.trimStart() : collapsed;
      }
    } else if (name === 'pre') {
      preDepth += closing ? -1 : 1;
      breakLine();
    } else if (name === 'td' || name === 'th') {
      if (closing) line += '\t';
    } else if (name !== undefined && blockTags.has(name)) {
      breakLine();
    }
  }
  breakLine();
  return lines
    .map((l) => l.replace(/\t+$/, ''))
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function isBlank(clean: string): boolean {
  return !clean.includes('<img ') && plainOf(clean) === '';
}

/**
 * The description HTML safe to store and render: allowed formatting only, links that open in a new tab
 * without an opener or ranking credit, pictures from http(s) or this site. '' when nothing is left to
 * read (the editor's empty document is `<p></p>`), so "no rich description" is always ''.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  return isBlank(clean) ? '' : clean;
}

/** True when the HTML shows nothing: no text once cleaned (spaces and empty paragraphs aside), no picture. */
export function richTextIsEmpty(html: string): boolean {
  return isBlank(sanitizeHtml(html, options));
}

/**
 * The text a buyer would read, each block on its own line and entities decoded: for search and for the
 * places that show plain text (a page's meta description, the plain detailText fallback).
 */
export function richTextToPlain(html: string): string {
  return plainOf(sanitizeHtml(html, options));
}
