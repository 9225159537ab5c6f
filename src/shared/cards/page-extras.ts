import type { BusinessCategory } from '../brand/schemas';
import type { CardCategory, RenderOptions } from './render';
import { withScheme } from '../forms/web-address';
import type { CardContent } from './schemas';

/**
 * What the card's page reads beyond the card (the hosted page and the editor's preview alike): the
 * catalogue's files of its two fonts (spec 02 §3 fonts from the admin font catalogue) and its
 * category links, each product linking to its page on the card's website (`<website>/<slug>`), or
 * shown as text when the card has no website or the product no page.
 */
export function cardPageExtras(
  c: Pick<CardContent, 'fonts' | 'secondaryFont' | 'website'>,
  fonts: readonly { name: string; fileUrl: string | null }[],
  categories: readonly BusinessCategory[],
): Pick<RenderOptions, 'fontFiles' | 'categories'> {
  const wanted = new Set([c.fonts, c.secondaryFont]);
  const fontFiles = Object.fromEntries(
    fonts.flatMap((f) => (f.fileUrl && wanted.has(f.name) ? [[f.name, f.fileUrl] as const] : [])),
  );
  const site = c.website ? withScheme(c.website).replace(/\/+$/, '') : null;
  return {
    fontFiles,
    categories: categories.map((k): CardCategory => ({
      name: k.categoryName,
      products: k.products.map((p) => ({
        name: p.productName,
        href: site && p.productPageSlug ? `${site}/${encodeURIComponent(p.productPageSlug)}` : null,
      })),
    })),
  };
}
