/**
 * The AI answers HTML paragraphs or plain text; the preview types out plain text, and Add puts
 * paragraphs into the rich field. Both directions live here.
 */

/** Plain text with one blank line between paragraphs. */
export function toPlainText(content: string): string {
  if (!/<[a-z][\s\S]*>/i.test(content)) return content.trim();
  const doc = new DOMParser().parseFromString(content, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, h1, h2, h3, h4, blockquote')];
  const parts = blocks.length ? blocks.map((b) => b.textContent ?? '') : [doc.body.textContent ?? ''];
  return parts
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Paragraphs (split on blank lines) as `<p>` elements, the text escaped. */
export function toParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Whether rich-field HTML has any text in it (an empty editor still holds `<p></p>`). */
export const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';
