import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../../shared/web-templates/head';

/**
 * HTML the platform made or sanitised itself, the only thing a template's `raw` filter passes
 * unescaped (issue 24: "raw passes only values the platform sanitised"). Any other value given to
 * `raw` (a product name, a setting) is escaped like every other output.
 */
export class SafeHtml {
  constructor(readonly html: string) {}
  toString() {
    return this.html;
  }
}

/**
 * The business description's formatting, as the brand area keeps it (brand/sanitize.ts, issue 11):
 * sanitised again here because a site must not trust what a row holds.
 */
const DESCRIPTION: sanitizeHtml.IOptions = {
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

export const sanitisedDescription = (html: string | null | undefined) =>
  new SafeHtml(sanitizeHtml(html ?? '', DESCRIPTION).trim());

/** What `raw` answers: a SafeHtml as it is, anything else escaped. */
export const rawOrEscaped = (value: unknown): string =>
  value instanceof SafeHtml ? value.html : escapeHtml(value == null ? '' : String(value));
