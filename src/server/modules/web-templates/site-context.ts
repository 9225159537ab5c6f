import type { WebPageName, WebSetting } from '../../../shared/web-templates/package-rules';
import { contentValues } from '../../../shared/web-templates/package-rules';
import { metaKeywords, type HeadInput } from '../../../shared/web-templates/head';
import { sanitisedDescription } from './safe-html';

/**
 * What a website is made of, as plain values (issue 24, What a template sees). The websites work
 * reads them from the brand, categories, updates and the site's Content tab; the upload check
 * builds a sample business (sample-site.ts). Nothing here reads the database.
 */
export interface SiteInput {
  /** The site's address without a trailing slash, e.g. `https://example.com/s/green-leaf`. */
  siteUrl: string;
  brand: {
    companyName: string;
    companyLogo?: string | null;
    /** Hex without # (spec 01 section 3). */
    brandColor?: string | null;
    email?: string | null;
    mobileNumber?: string | null;
    website?: string | null;
    address1?: string | null;
    address2?: string | null;
    address3?: string | null;
    businessType?: string | null;
    siteOneLineDescription?: string | null;
    /** The business description's HTML (sanitised again before a template sees it). */
    aiDesription?: string | null;
    pKeywords?: readonly string[];
    sKeywords?: readonly string[];
    /** "Pune, Maharashtra, India" … */
    locations?: readonly string[];
  };
  categories: readonly {
    categoryName: string;
    products: readonly { productName: string; productPageTitle?: string | null; productPageSlug: string }[];
  }[];
  updates: readonly { id: number; imageURL?: string | null; caption: string; date: string }[];
  /** The template's settings and the values the user saved for them. */
  settings: readonly WebSetting[];
  contentValues: Readonly<Record<string, unknown>>;
  /** Where the site's forms post, with their signed tokens (the forms work); null: no forms yet. */
  forms?: {
    contact: { action: string; token: string };
    newsletter: { action: string; token: string };
  } | null;
}

/** One page of a site: which template page draws it, and for whom. */
export interface SitePage {
  name: WebPageName;
  /** Path below the site's address, '' for home. */
  path: string;
  /** For `product`: its slug; for `update`: its id. */
  productSlug?: string;
  updateId?: number;
}

const PATHS: Record<Exclude<WebPageName, 'product' | 'update'>, string> = {
  home: '',
  about: 'about',
  contact: 'contact',
  products: 'products',
  updates: 'updates',
  '404': '404',
};

const urlOf = (site: SiteInput, path: string) => (path ? `${site.siteUrl}/${path}` : `${site.siteUrl}/`);
const productTitle = (p: { productName: string; productPageTitle?: string | null }) =>
  p.productPageTitle?.trim() || p.productName;

/** Every page of a site: the fixed ones, one per product and one per update. */
export function sitePages(site: SiteInput): SitePage[] {
  const pages: SitePage[] = (['home', 'about', 'contact', 'products', 'updates'] as const).map((name) => ({
    name,
    path: PATHS[name],
  }));
  for (const c of site.categories)
    for (const p of c.products)
      pages.push({ name: 'product', path: p.productPageSlug, productSlug: p.productPageSlug });
  for (const u of site.updates) pages.push({ name: 'update', path: `updates/${u.id}`, updateId: u.id });
  pages.push({ name: '404', path: PATHS['404'] });
  return pages;
}

/** The page's title as the head and the template show it. */
function titleOf(site: SiteInput, page: SitePage): string {
  const company = site.brand.companyName;
  switch (page.name) {
    case 'home':
      return company;
    case 'product': {
      const product = site.categories
        .flatMap((c) => c.products)
        .find((p) => p.productPageSlug === page.productSlug);
      return product ? productTitle(product) : company;
    }
    case 'update':
      return `Update | ${company}`;
    case '404':
      return `Page not found | ${company}`;
    default:
      return `${page.name[0].toUpperCase()}${page.name.slice(1)} | ${company}`;
  }
}

/**
 * The variables a template sees (issue 24): `site`, `categories` with `products`, `updates`,
 * `content`, `page` and `forms`. User text stays data: LiquidJS escapes it on output and never
 * parses it, so `{{ 7*7 }}` in a product name shows as typed. The description alone is HTML, the
 * platform's sanitised copy, which `raw` passes.
 */
export function buildSiteContext(site: SiteInput, page: SitePage) {
  const b = site.brand;
  const categories = site.categories.map((c) => ({
    name: c.categoryName,
    products: c.products.map((p) => ({
      productName: p.productName,
      productPageTitle: productTitle(p),
      slug: p.productPageSlug,
      url: urlOf(site, p.productPageSlug),
    })),
  }));
  const updates = site.updates.map((u) => ({
    id: u.id,
    image: u.imageURL ?? null,
    caption: u.caption,
    date: u.date,
    url: urlOf(site, `updates/${u.id}`),
  }));
  const product =
    page.name === 'product'
      ? categories.flatMap((c) => c.products).find((p) => p.slug === page.productSlug)
      : undefined;
  const update = page.name === 'update' ? updates.find((u) => u.id === page.updateId) : undefined;
  return {
    site: {
      name: b.companyName,
      logo: b.companyLogo ?? null,
      color: b.brandColor ? `#${b.brandColor.replace(/^#/, '')}` : null,
      email: b.email ?? null,
      phone: b.mobileNumber ?? null,
      website: b.website ?? null,
      address: [b.address1, b.address2, b.address3].map((l) => l?.trim() ?? '').filter(Boolean),
      businessType: b.businessType ?? null,
      tagline: b.siteOneLineDescription ?? '',
      description: sanitisedDescription(b.aiDesription),
      keywords: metaKeywords(b.pKeywords ?? [], b.sKeywords ?? []),
      locations: [...(b.locations ?? [])],
      url: urlOf(site, ''),
      links: Object.fromEntries(Object.entries(PATHS).map(([name, path]) => [name, urlOf(site, path)])),
    },
    categories,
    updates,
    content: contentValues(site.settings, site.contentValues),
    page: {
      name: page.name,
      url: urlOf(site, page.path),
      title: titleOf(site, page),
      product: product ?? null,
      update: update ?? null,
    },
    forms: site.forms ?? null,
  };
}
export type SiteContext = ReturnType<typeof buildSiteContext>;

/** The head tags' input for a page (shared/web-templates/head.ts draws them). */
export function headInputOf(site: SiteInput, page: SitePage): HeadInput {
  const b = site.brand;
  return {
    title: titleOf(site, page),
    siteName: b.companyName,
    url: urlOf(site, page.path),
    siteOneLineDescription: b.siteOneLineDescription,
    aiDescription: sanitisedDescription(b.aiDesription).html,
    primaryKeywords: b.pKeywords ?? [],
    secondaryKeywords: b.sKeywords ?? [],
    imageUrl: b.companyLogo ?? null,
    business: {
      name: b.companyName,
      email: b.email,
      telephone: b.mobileNumber,
      address: [b.address1, b.address2, b.address3],
      url: urlOf(site, ''),
    },
  };
}
