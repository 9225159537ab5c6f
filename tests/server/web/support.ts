import { brandContract as brand } from '../../../src/shared/brand/contract';
import { webContract as web } from '../../../src/shared/web/contract';
import type { CompanyForm } from '../../../src/shared/brand/schemas';
import { registerUser } from '../../helpers/accounts';
import { companyForm, upload } from '../../helpers/brand';
import { givePlan } from '../../helpers/plans';
import type { TestServer } from '../../helpers/server';

export const XSS = '<script>alert(1)</script>"><img src=x onerror=alert(2)></title><svg onload=alert(3)>';

/**
 * A User with a Web allowance, a brand (company, description, keywords), and categories with
 * products, as onboarding leaves them; `site: true` creates their website too.
 */
export async function userWithBrand(
  server: TestServer,
  opts: {
    company?: Partial<CompanyForm>;
    products?: {
      categoryName: string;
      products: { productName: string; productPageSlug?: string; productPageTitle?: string }[];
    }[];
    oneLine?: string;
    webAllowance?: number;
  } = {},
) {
  const user = await registerUser(server, { companyName: opts.company?.companyName ?? 'Green Leaf Cafe' });
  if (opts.webAllowance !== 0) await givePlan(server, user.id, { 2: opts.webAllowance ?? 1 });
  const c = server.client(user.token);
  await c.call(brand.saveCompany, {
    body: companyForm((await upload(server, user.token)).url, {
      companyName: 'Green Leaf Cafe',
      ...opts.company,
    }),
  });
  await c.call(brand.saveBusinessDetails, {
    body: {
      brandInfo: {
        siteOneLineDescription: opts.oneLine ?? 'Fresh coffee and bakes in Pune.',
        aiDesription: '<p>We serve <strong>coffee</strong>.</p>',
        pKeywords: ['cafe in Pune'],
        sKeywords: ['bakery'],
        keywords: [],
      },
      locations: { countries: [], states: [], cities: [{ name: 'Pune' }] },
    },
  });
  for (const cat of opts.products ?? [
    {
      categoryName: 'Coffee',
      products: [
        {
          productName: 'Filter Coffee',
          productPageSlug: 'filter-coffee',
          productPageTitle: 'South Indian Filter Coffee',
        },
        { productName: 'Cold Brew' },
      ],
    },
  ])
    await c.call(brand.createBusinessCategory, { body: cat });
  return { ...user, c };
}

export async function createSite(
  server: TestServer,
  user: { c: ReturnType<TestServer['client']> },
  body = {},
) {
  return (await user.c.call(web.createWebsite, { body })).data;
}

/** A GET of the public site, as a browser would send it. */
export const getSite = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
  server.inject({ method: 'GET', url, headers });

/** The text of `<title>` and the meta description of a page. */
export function headOf(html: string) {
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? null,
    description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? null,
  };
}
