import { sanitizeRichText } from '../../lib/rich-text';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML of an article body (news, bulletins, help). Bodies written as plain text (the seed's, paragraphs
 * separated by blank lines) are escaped and wrapped in paragraphs; bodies with markup (the console's editor,
 * or older imports) go through the one sanitiser of rich text (lib/rich-text.ts) when they are read too, so a
 * body stored before it, or by hand, never reaches the page as it is.
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
  return sanitizeRichText(content);
}
