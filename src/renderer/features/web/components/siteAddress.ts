import { sitePath } from '../../../../shared/web/public-paths';

/** Where a site with this slug lives, for the address field's prefix before the site exists. */
export function siteAddressPrefix(origin: string): string {
  const base = origin || (typeof window === 'undefined' ? '' : window.location.origin);
  return `${base}${sitePath('')}`.replace(/\/+$/, '/');
}

/** What the user types, as an address part: lower case, spaces and underscores become hyphens. */
export const normalizeSlugInput = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
