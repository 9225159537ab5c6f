// Zod-free, so the public pages' scripts that make slugs stay small.

/**
 * A slug made from a name: lowercase ASCII letters and digits joined by single hyphens (accents
 * folded, anything else a hyphen), cut at `maxLength`; empty when nothing usable is left.
 */
export function slugOf(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
