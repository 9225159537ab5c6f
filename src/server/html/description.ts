import sanitizeHtml from 'sanitize-html';

/**
 * The Business Description is HTML from the rich field (issue 11), kept by the brand area and drawn
 * by websites (web-templates/safe-html.ts): it is shown on the user's pages and websites, so only the formatting the editor makes survives. Scripts and styles go with their
 * content; event attributes, styles and other schemes (javascript:, data:) are dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export const sanitizeDescription = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** Whether sanitised HTML still has words in it. */
export const hasText = (html: string): boolean =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\s/g, '')
    .trim() !== '';
