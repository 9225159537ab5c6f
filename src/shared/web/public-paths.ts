/**
 * Where a published website lives (issue 24), zod-free so the site's beacon can carry it. Pages at
 * `/s/{slug}/…`; the platform's own paths under a site start with `_`, which no page slug can
 * (slugs are a-z, 0-9 and hyphens), so they never meet a product page.
 */
export const SITE_ROOT = '/s';

export const sitePath = (slug: string, path = '') => `${SITE_ROOT}/${slug}/${path}`;

export const SITE_PUBLIC_PATHS = {
  /** Plain HTML form posts (no script needed); answered with a redirect back to the page. */
  contactForm: (slug: string) => sitePath(slug, '_forms/contact'),
  newsletterForm: (slug: string) => sitePath(slug, '_forms/newsletter'),
  /** A fresh form token (GET, JSON `{ token }`), which the site's script puts in the forms on load. */
  formToken: (slug: string) => sitePath(slug, '_forms/token'),
  /** The analytics beacon (navigator.sendBeacon, text/plain JSON): 204. */
  beacon: (slug: string) => sitePath(slug, '_b'),
  /** Shared scripts of every site (hashed names, immutable): the beacon. */
  platformAsset: (file: string) => `${SITE_ROOT}/_platform/${file}`,
  /** A template's assets, by template and its package's hash (immutable). */
  templateAsset: (templateId: number, hash: string, file: string) =>
    `${SITE_ROOT}/_t/${templateId}/${hash}/${file}`,
} as const;

/** The hidden fields of a site's forms (the default template's names): the signed token, the honeypot. */
export const SITE_FORM_FIELDS = { token: 'token', honeypot: 'website' } as const;
