import sanitizeHtml from 'sanitize-html';

/**
 * Article bodies come from editors and imports, so they are untrusted: everything the storefront renders
 * as HTML goes through here first. Only plain formatting tags survive; scripts, styles, frames, forms,
 * event handlers and style attributes are dropped, and links/images may only use http(s) or relative
 * URLs (so `javascript:` and `data:` links go). External links open in a new tab without an opener.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
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
    'caption',
    'span',
    'div',
    'pre',
    'code',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Drop the text of these instead of keeping it as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
        : { ...attribs, target: '', rel: '' },
    }),
  },
  // An empty link goes, and so does a picture whose address is relative to the page ("x", "img/a.png"):
  // the storefront shows a body under several addresses (and renders it on the server), so such a
  // picture never is the one meant, only a request that fails.
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()) ||
    (frame.tag === 'img' && !/^(\/(?!\/)|https?:\/\/)/i.test(frame.attribs.src ?? '')),
};

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML of an article body. Bodies written as plain text (paragraphs separated by blank lines) are
 * escaped and wrapped in paragraphs; bodies with markup are sanitised.
 */
export function articleHtml(content: string): string {
  if (!/<[a-z!/]/i.test(content)) {
    return content
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
      .join('');
  }
  // Empty target/rel left by the transform above are removed here (attributes with no value).
  return sanitizeHtml(content, options).replace(/ (target|rel)=""/g, '');
}
