import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContract as brand } from '../../../src/shared/brand/contract';
import { webContract as web } from '../../../src/shared/web/contract';
import { companyForm, upload } from '../../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { createSite, getSite, userWithBrand } from './support';

/**
 * Issue 24, Fits the foundation: a file is deleted only when nothing refers to it (issue 22 point 8).
 * A website's Content images are uses: of the draft, and of each published version kept for Rollback.
 */
describe.each(dbKinds())('website images as file uses (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  /** The file as its owner reads it: 200 while kept, 404 once deleted. */
  const readable = async (address: string, token: string) => {
    const url = new URL(address);
    const res = await server.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { authorization: `Bearer ${token}` },
    });
    return res.statusCode === 200;
  };

  it('a replaced Home picture nothing shows any more is deleted; one the live site or a kept version shows stays', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Picture Cafe' } });
    const site = await createSite(server, user);
    const hero = (address: string) =>
      user.c.call(web.updateWebsite, { params: { id: site.id }, body: { content: { hero_image: address } } });
    const publish = () => user.c.call(web.publishWebsite, { params: { id: site.id } });

    // Never published: the draft was its only use.
    const first = (await upload(server, user.token)).url;
    await hero(first);
    expect(await readable(first, user.token)).toBe(true);
    const second = (await upload(server, user.token)).url;
    await hero(second);
    expect(await readable(first, user.token)).toBe(false);

    // Published, then replaced in the draft: the live site still shows it.
    await publish();
    const third = (await upload(server, user.token)).url;
    await hero(third);
    expect(await readable(second, user.token)).toBe(true);
    expect((await getSite(server, `/s/${site.slug}/`)).body).toContain(new URL(second).pathname);

    // Kept for Rollback while one of the 3 newest versions shows it, then gone.
    await publish();
    await publish();
    expect(await readable(second, user.token)).toBe(true);
    await publish();
    expect(await readable(second, user.token)).toBe(false);
    expect(await readable(third, user.token)).toBe(true);
  });

  it('a picture the brand also uses stays when the site lets it go', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Shared Logo Cafe' } });
    const site = await createSite(server, user);
    const logo = (await upload(server, user.token)).url;
    await user.c.call(brand.saveCompany, { body: companyForm(logo, { companyName: 'Shared Logo Cafe' }) });
    await user.c.call(web.updateWebsite, {
      params: { id: site.id },
      body: { content: { hero_image: logo } },
    });
    await user.c.call(web.updateWebsite, { params: { id: site.id }, body: { content: { hero_image: '' } } });
    expect(await readable(logo, user.token)).toBe(true);
  });
});
