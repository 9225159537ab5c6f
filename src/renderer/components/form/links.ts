const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const OPAQUE_SCHEME = /^(mailto|tel|sms):/i;

/**
 * Spec 00 section 5: links without a scheme get http:// prepended. "example.com" →
 * "http://example.com"; "https://x.in", "mailto:a@b.in" and "" stay as they are.
 */
export function withScheme(value: string): string {
  const link = value.trim();
  if (!link || HAS_SCHEME.test(link) || OPAQUE_SCHEME.test(link)) return link;
  if (link.startsWith('//')) return `http:${link}`;
  return `http://${link}`;
}
