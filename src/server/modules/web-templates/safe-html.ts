import { sanitizeDescription } from '../../html/description';
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
 * The business description, sanitised again with the brand's own rule (a site must not trust what a
 * row holds).
 */
export const sanitisedDescription = (html: string | null | undefined) =>
  new SafeHtml(sanitizeDescription(html ?? ''));

/** What `raw` answers: a SafeHtml as it is, anything else escaped. */
export const rawOrEscaped = (value: unknown): string =>
  value instanceof SafeHtml ? value.html : escapeHtml(value == null ? '' : String(value));
