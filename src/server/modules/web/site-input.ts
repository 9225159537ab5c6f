import type { Brand, BusinessCategory } from '../../../shared/brand/schemas';
import type { WebSetting } from '../../../shared/web-templates/package-rules';
import type { WebSiteInput as SiteInput } from '../web-templates/service';

/** What a site is built from, read from the other areas (brand, categories) and the site's rows. */
export interface SiteSources {
  siteUrl: string;
  brand: Brand;
  /** The account's company name, used until the brand has one. */
  accountCompanyName: string | null;
  categories: readonly BusinessCategory[];
  updates: readonly { id: number; imageURL: string | null; caption: string; date: string }[];
  settings: readonly WebSetting[];
  contentValues: Readonly<Record<string, unknown>>;
  forms: SiteInput['forms'];
}

/** A stored file's lasting address: a signed one's query (it changes every day) dropped. */
export const lastingAddress = (address: string | null | undefined) =>
  address ? address.replace(/\?.*$/, '') : null;

/**
 * The SiteInput a template renders (web-templates/site-context.ts) from the brand, the business
 * categories with products (parent categories hold none), the site's updates, its Content values
 * and its forms. Pure: the caller reads the sources.
 */
export function siteInputOf(s: SiteSources): SiteInput {
  const b = s.brand;
  const locations = [...b.locations.cities, ...b.locations.states, ...b.locations.countries].map(
    (l) => l.name,
  );
  return {
    siteUrl: s.siteUrl.replace(/\/+$/, ''),
    brand: {
      companyName: b.companyName || s.accountCompanyName || 'My business',
      companyLogo: lastingAddress(b.companyLogo),
      brandColor: b.brandColor,
      email: b.email,
      mobileNumber: b.mobileNumber,
      website: b.website,
      address1: b.address1,
      address2: b.address2,
      address3: b.address3,
      businessType: b.businessType,
      siteOneLineDescription: b.siteOneLineDescription,
      aiDesription: b.aiDesription,
      pKeywords: b.pKeywords,
      sKeywords: b.sKeywords,
      locations,
    },
    categories: s.categories
      .filter((c) => c.products.length > 0)
      .map((c) => ({
        categoryName: c.categoryName,
        products: c.products.map((p) => ({
          productName: p.productName,
          productPageTitle: p.productPageTitle,
          productPageSlug: p.productPageSlug,
        })),
      })),
    updates: s.updates.map((u) => ({
      id: u.id,
      imageURL: lastingAddress(u.imageURL),
      caption: u.caption,
      date: u.date,
    })),
    settings: s.settings,
    contentValues: s.contentValues,
    forms: s.forms,
  };
}
