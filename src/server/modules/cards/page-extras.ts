import type { BusinessCategory } from '../../../shared/brand/schemas';
import { cardPageExtras } from '../../../shared/cards/page-extras';
import type { RenderOptions } from '../../../shared/cards/render';
import type { CardContent } from '../../../shared/cards/schemas';

/** Where the hosted page reads what the card itself does not hold (the catalogue, the brand). */
export interface PageSources {
  /** The admin font catalogue's active fonts (name and file address). */
  activeFonts: () => Promise<readonly { name: string; fileUrl: string | null }[]>;
  /** The owner's business categories with their products. */
  categoriesOf: (userId: number) => Promise<readonly BusinessCategory[]>;
}

export type PageExtras = Pick<RenderOptions, 'fontFiles' | 'categories'>;

/**
 * The hosted page's fonts and category links as they stand now (see cardPageExtras). They are drawn
 * into the page when the card is saved; saving the card again draws the current ones.
 */
export async function pageExtras(sources: PageSources, userId: number, c: CardContent): Promise<PageExtras> {
  const [fonts, categories] = await Promise.all([sources.activeFonts(), sources.categoriesOf(userId)]);
  return cardPageExtras(c, fonts, categories);
}
