/**
 * What the platform adds to every page of a website, whatever the template (issue 24, What a
 * template sees): the head tags (title, description, keywords, Open Graph, LocalBusiness JSON-LD),
 * and the site's sitemap.xml and robots.txt. Pure functions: every value a user typed is escaped
 * here, never trusted to the template.
 */

export const META_DESCRIPTION_LENGTH = 160;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of (sanitised) HTML: tags dropped, common entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The meta description: the one-line description, else the business description's first 160
 * characters (as words, cut at 160).
 */
export function metaDescription(
  oneLine: string | null | undefined,
  aiDescription: string | null | undefined,
) {
  const line = (oneLine ?? '').replace(/\s+/g, ' ').trim();
  if (line) return line;
  return [...plainText(aiDescription ?? '')].slice(0, META_DESCRIPTION_LENGTH).join('').trim();
}

/** Keywords for the meta tag: the primary ones, then the secondary ones, each once. */
export function metaKeywords(primary: readonly string[], secondary: readonly string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of [...primary, ...secondary]) {
    const word = k.replace(/\s+/g, ' ').trim();
    if (word && !seen.has(word.toLowerCase())) {
      seen.add(word.toLowerCase());
      out.push(word);
    }
  }
  return out.join(', ');
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as JSON escapes, so that no
 * text can close the element or open a comment, and the line separators JavaScript rejects.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadInput {
  /** The page's title (a product page: its productPageTitle). */
  title: string;
  siteName: string;
  /** The page's absolute address. */
  url: string;
  siteOneLineDescription?: string | null;
  aiDescription?: string | null;
  primaryKeywords?: readonly string[];
  secondaryKeywords?: readonly string[];
  /** The logo's absolute address, shown by networks as the page's picture. */
  imageUrl?: string | null;
  business: {
    name: string;
    email?: string | null;
    telephone?: string | null;
    address?: readonly (string | null | undefined)[];
    /** The site's home address. */
    url: string;
  };
}

/** The tags the platform puts in every page's head, as HTML (each value escaped). */
export function headTags(input: HeadInput): string {
  const description = metaDescription(input.siteOneLineDescription, input.aiDescription);
  const keywords = metaKeywords(input.primaryKeywords ?? [], input.secondaryKeywords ?? []);
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const address = (input.business.address ?? []).map((l) => (l ?? '').trim()).filter(Boolean);
  const business: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: input.business.name,
    url: input.business.url,
  };
  if (description) business.description = description;
  if (input.imageUrl) business.image = input.imageUrl;
  if (input.business.email) business.email = input.business.email;
  if (input.business.telephone) business.telephone = input.business.telephone;
  if (address.length) business.address = { '@type': 'PostalAddress', streetAddress: address.join(', ') };

  const tags = [
    `<title>${escapeHtml(input.title)}</title>`,
    description && meta('name', 'description', description),
    keywords && meta('name', 'keywords', keywords),
    `<link rel="canonical" href="${escapeHtml(input.url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', input.title),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:url', input.url),
    description && meta('property', 'og:description', description),
    input.imageUrl && meta('property', 'og:image', input.imageUrl),
    `<script type="application/ld+json">${jsonForScript(business)}</script>`,
  ];
  return tags.filter(Boolean).join('\n');
}

/**
 * The rendered page with the platform's additions: the head tags before `</head>` (the template's
 * own `<title>` is dropped, the platform's wins) and `bodyEnd` (scripts by address) before `</body>`.
 */
export function withPlatformTags(html: string, head: string, bodyEnd = ''): string {
  const withoutTitle = html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, '');
  const headAt = withoutTitle.search(/<\/head>/i);
  const withHead =
    headAt < 0 ? withoutTitle : `${withoutTitle.slice(0, headAt)}${head}\n${withoutTitle.slice(headAt)}`;
  if (!bodyEnd) return withHead;
  const bodyAt = withHead.search(/<\/body>(?![\s\S]*<\/body>)/i);
  return bodyAt < 0 ? withHead : `${withHead.slice(0, bodyAt)}${bodyEnd}\n${withHead.slice(bodyAt)}`;
}

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** sitemap.xml of a site: each page's absolute address, with its last change as a date when known. */
export function sitemapXml(pages: readonly { url: string; lastModified?: string | null }[]): string {
  const urls = pages.map(
    (p) =>
      `  <url><loc>${xml(p.url)}</loc>${p.lastModified ? `<lastmod>${xml(p.lastModified.slice(0, 10))}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt of a site: everything may be crawled except the form endpoints; the sitemap named. */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `User-agent: *\nAllow: /\nDisallow: ${new URL(`${base}/_forms/`).pathname}\nSitemap: ${base}/sitemap.xml\n`;
}
