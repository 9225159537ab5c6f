/**
 * Web addresses typed into forms (spec 00 section 5): one rule for the screens and the server.
 */

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const OPAQUE_SCHEME = /^(mailto|tel|sms):/i;

/**
 * Links without a scheme get http:// prepended. "example.com" → "http://example.com";
 * "https://x.in", "mailto:a@b.in" and "" stay as they are.
 */
export function withScheme(value: string): string {
  const link = value.trim();
  if (!link || HAS_SCHEME.test(link) || OPAQUE_SCHEME.test(link)) return link;
  if (link.startsWith('//')) return `http:${link}`;
  return `http://${link}`;
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;

/**
 * An http(s) address a visitor's browser can open: a host that is a domain name with a dot or an IP
 * address ("http://not a site", "http://not%20a%20site" and "http://shop" are not). A path may hold
 * anything a browser would percent-encode.
 */
export function isWebAddress(value: string): boolean {
  if (!value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return DOMAIN.test(host) || IPV4.test(host) || /^\[[0-9a-f:.]+\]$/i.test(host);
}
