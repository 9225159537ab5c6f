import { slugOf } from '../forms/slug';

/**
 * Website and product page slugs (issue 24, What a template sees): a site at `/s/{slug}`, a product
 * page at `/s/{slug}/{productPageSlug}`. Lower-case letters, digits and single hyphens; names the
 * platform's own paths use are refused.
 */
export const MAX_SLUG_LENGTH = 60;

/** A site's slug may not take an address the platform serves beside the sites. */
export const RESERVED_SITE_SLUGS = [
  'admin',
  'api',
  'app',
  'assets',
  'files',
  'login',
  'preview',
  'public',
  'static',
  'widget',
  'www',
] as const;

/** A product page's slug may not take a page or file of the site itself. */
export const RESERVED_PAGE_SLUGS = [
  'about',
  'assets',
  'contact',
  'home',
  'index',
  'products',
  'update',
  'updates',
  '404',
  '_forms',
] as const;

export const SLUG_MESSAGES = {
  required: 'The address is required',
  pattern: 'Use lower-case letters, digits and single hyphens (a-z, 0-9, -)',
  tooLong: `The address is at most ${MAX_SLUG_LENGTH} characters`,
  reserved: 'This address is reserved; choose another',
  taken: 'This address is already taken; choose another',
} as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Why a slug is refused, or null. `kind` says which reserved names apply. */
export function slugProblem(slug: string, kind: 'site' | 'page'): string | null {
  if (!slug) return SLUG_MESSAGES.required;
  if (slug.length > MAX_SLUG_LENGTH) return SLUG_MESSAGES.tooLong;
  if (!SLUG.test(slug)) return SLUG_MESSAGES.pattern;
  const reserved: readonly string[] = kind === 'site' ? RESERVED_SITE_SLUGS : RESERVED_PAGE_SLUGS;
  if (reserved.includes(slug)) return SLUG_MESSAGES.reserved;
  return null;
}

/**
 * A slug made from a name (a company or a product): accents dropped, anything else becomes a hyphen,
 * cut at the longest length; empty when nothing usable is left.
 */
export const slugFrom = (text: string): string => slugOf(text, MAX_SLUG_LENGTH);

/**
 * `wanted` made free: as it is when it is valid and not taken, else with -2, -3 … A name that gives
 * no usable slug, or a reserved one, starts from `fallback`.
 */
export function freeSlug(
  wanted: string,
  taken: ReadonlySet<string>,
  kind: 'site' | 'page',
  fallback = kind === 'site' ? 'site' : 'product',
): string {
  let base = slugFrom(wanted);
  if (!base || slugProblem(base, kind)) base = fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
