import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContract as brand } from '../../../src/shared/brand/contract';
import { webContract as web } from '../../../src/shared/web/contract';
import { SLUG_MESSAGES } from '../../../src/shared/web-templates/slugs';
import { failure } from '../../billing/support';
import { setupAdmin } from '../../helpers/accounts';
import { upload } from '../../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { createSite, getSite, userWithBrand } from './support';

/** Issue 24, Websites: create with the allowance, one per User, addresses, Content values, tenancy, preview. */
describe.each(dbKinds())('websites (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  it('creating a website takes the Web allowance (402 without), makes the address from the company name, and a second one is 409', async () => {
    const none = await userWithBrand(server, { webAllowance: 0, company: { companyName: 'No Plan Bakery' } });
    expect((await failure(none.c.call(web.createWebsite, { body: {} }))).status).toBe(402);
    expect((await none.c.call(web.myWebsite)).data).toBeNull();

    const user = await userWithBrand(server, { company: { companyName: 'Crème Brûlée & Co' } });
    const site = await createSite(server, user);
    expect(site).toMatchObject({
      slug: 'creme-brulee-co',
      url: `${server.config.publicBaseUrl}/s/creme-brulee-co/`,
      templateName: 'Clean Business',
      isActive: true,
      publishedVersion: null,
      hasUnpublishedChanges: true,
      userId: user.id,
    });
    expect((await user.c.call(web.myWebsite)).data?.id).toBe(site.id);
    const second = await failure(user.c.call(web.createWebsite, { body: {} }));
    expect(second.status).toBe(409);
  });

  it('a reserved or taken address is refused on slug with the slug message; a free one is saved', async () => {
    const first = await userWithBrand(server, { company: { companyName: 'Twin Shop' } });
    await createSite(server, first);
    const second = await userWithBrand(server, { company: { companyName: 'Twin Shop' } });
    const reserved = await failure(second.c.call(web.createWebsite, { body: { slug: 'admin' } }));
    expect(reserved.status).toBe(422);
    expect(reserved.errors).toEqual({ slug: SLUG_MESSAGES.reserved });
    const taken = await failure(second.c.call(web.createWebsite, { body: { slug: 'twin-shop' } }));
    expect(taken.status).toBe(422);
    expect(taken.errors).toEqual({ slug: SLUG_MESSAGES.taken });
    // Made from the same company name: the next free address.
    const site = await createSite(server, second);
    expect(site.slug).toBe('twin-shop-2');
    const moved = await second.c.call(web.updateWebsite, {
      params: { id: site.id },
      body: { slug: 'twin-shop-pune' },
    });
    expect(moved.data.slug).toBe('twin-shop-pune');
    const back = await failure(
      second.c.call(web.updateWebsite, { params: { id: site.id }, body: { slug: 'twin-shop' } }),
    );
    expect(back.errors).toEqual({ slug: SLUG_MESSAGES.taken });
  });

  it('Content values are checked against the template settings, each wrong one named on its field', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Settings Cafe' } });
    const site = await createSite(server, user);
    const wrong = await failure(
      user.c.call(web.updateWebsite, {
        params: { id: site.id },
        body: {
          content: {
            accent_color: 'red',
            corners: 'Wavy',
            show_updates: 'yes',
            hero_title: 'x'.repeat(201),
            hero_image: 'https://evil.example/x.png',
          },
        },
      }),
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.errors ?? {}).sort()).toEqual([
      'content.accent_color',
      'content.corners',
      'content.hero_image',
      'content.hero_title',
      'content.show_updates',
    ]);
    const image = await upload(server, user.token);
    const saved = await user.c.call(web.updateWebsite, {
      params: { id: site.id },
      body: {
        content: {
          accent_color: '#112233',
          corners: 'Square',
          show_updates: false,
          hero_title: 'Best coffee',
          hero_image: image.url,
          unknown_key: 'dropped',
        },
      },
    });
    expect(saved.data.content).toMatchObject({
      accent_color: '#112233',
      corners: 'Square',
      show_updates: false,
      hero_title: 'Best coffee',
    });
    expect(saved.data.content).not.toHaveProperty('unknown_key');
  });

  it("another user's website answers 404 as a missing one; an Admin sees every website with its owner", async () => {
    const alice = await userWithBrand(server, { company: { companyName: 'Alice Tea' } });
    const bob = await userWithBrand(server, { company: { companyName: 'Bob Bikes' } });
    const site = await createSite(server, alice);
    for (const call of [
      () => bob.c.call(web.websiteById, { params: { id: site.id } }),
      () => bob.c.call(web.updateWebsite, { params: { id: site.id }, body: { slug: 'stolen' } }),
      () => bob.c.call(web.previewWebsite, { params: { id: site.id }, query: {} }),
      () => bob.c.call(web.publishWebsite, { params: { id: site.id } }),
      () => bob.c.call(web.websiteVersions, { params: { id: site.id } }),
    ])
      expect((await failure(call())).status).toBe(404);
    const mine = await bob.c.call(web.websites, { query: {} });
    expect(mine.data.records.map((r) => r.id)).not.toContain(site.id);
    const admin = server.client(adminToken);
    expect((await admin.call(web.websiteById, { params: { id: site.id } })).data.companyName).toBe(
      'Alice Tea',
    );
    const all = await admin.call(web.websites, { query: { Search: 'alice' } });
    expect(all.data.records.map((r) => r.id)).toEqual([site.id]);
  });

  it('the preview draws the draft page for its owner and Admin, with the pages and template assets served immutable', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Preview Bakery' } });
    const site = await createSite(server, user);
    await user.c.call(web.updateWebsite, {
      params: { id: site.id },
      body: { content: { hero_title: 'Draft headline' } },
    });
    const { data } = await user.c.call(web.previewWebsite, { params: { id: site.id }, query: { path: '' } });
    expect(data.html).toContain('Draft headline');
    expect(data.html).toContain('<title>Preview Bakery</title>');
    expect(data.pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['', 'about', 'contact', 'products', 'updates', 'filter-coffee', 'cold-brew']),
    );
    const product = await server
      .client(adminToken)
      .call(web.previewWebsite, { params: { id: site.id }, query: { path: 'filter-coffee' } });
    expect(product.data.html).toContain('<title>South Indian Filter Coffee</title>');
    const css = /href="([^"]+\/site\.css)"/.exec(data.html)![1];
    expect(css.startsWith(`${server.config.publicBaseUrl}/s/_t/`)).toBe(true);
    const asset = await getSite(server, css.slice(server.config.publicBaseUrl.length));
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/css');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Nothing is public before Publish.
    expect((await getSite(server, `/s/${site.slug}/`)).statusCode).toBe(404);
  });
  it('a product page address may not take a page of the site: a reserved one is refused, a made one steps aside', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Reserved Pages' } });
    const refused = await failure(
      user.c.call(brand.createBusinessCategory, {
        body: { categoryName: 'Pages', products: [{ productName: 'Our story', productPageSlug: 'about' }] },
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.errors).toEqual({ 'products.0.productPageSlug': SLUG_MESSAGES.reserved });
    const made = await user.c.call(brand.createBusinessCategory, {
      body: { categoryName: 'Pages', products: [{ productName: 'Contact' }, { productName: 'Updates' }] },
    });
    expect(made.data.products.map((p) => p.productPageSlug)).toEqual(['contact-2', 'updates-2']);
  });
});
