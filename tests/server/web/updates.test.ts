import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webContract as web } from '../../../src/shared/web/contract';
import { addUpdate, removeUpdate } from '../../../src/server/modules/web/service';
import { failure } from '../../billing/support';
import { setupAdmin } from '../../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { createSite, getSite, userWithBrand, XSS } from './support';

/** Issue 24, Updates: addUpdate and removeUpdate change the live site at once; the Updates lists. */
describe.each(dbKinds())('website updates (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  it('addUpdate shows on the live home and its own page at once, same version; removeUpdate takes it off', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Updates Cafe' } });
    const site = await createSite(server, user);
    await user.c.call(web.publishWebsite, { params: { id: site.id } });
    const update = await addUpdate(server.ctx, user.id, {
      postId: 501,
      imageURL: null,
      caption: `Diwali sweets are here ${XSS}`,
      date: '2026-11-20T10:00:00.000Z',
    });
    const home = (await getSite(server, `/s/${site.slug}/`)).body;
    expect(home).toContain('Diwali sweets are here &lt;script&gt;');
    expect(home).not.toContain('<script>alert');
    const own = await getSite(server, `/s/${site.slug}/updates/${update.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Diwali sweets are here');
    expect((await getSite(server, `/s/${site.slug}/updates`)).body).toContain('Diwali sweets are here');
    expect((await getSite(server, `/s/${site.slug}/sitemap.xml`)).body).toContain(
      `/updates/${update.id}</loc>`,
    );
    const now = (await user.c.call(web.myWebsite)).data!;
    expect(now.publishedVersion).toBe(1);
    expect(now.unpublishedReasons).toEqual([]);

    // The same post again (a publisher retry) replaces its update.
    await addUpdate(server.ctx, user.id, {
      postId: 501,
      imageURL: null,
      caption: 'Diwali sweets, now 10% off',
      date: '2026-11-20T10:00:00.000Z',
    });
    const list = await user.c.call(web.webUpdates, { query: {} });
    expect(list.data.records.map((r) => r.caption)).toEqual(['Diwali sweets, now 10% off']);

    await removeUpdate(server.ctx, user.id, 501);
    expect((await getSite(server, `/s/${site.slug}/`)).body).not.toContain('Diwali sweets');
    expect((await getSite(server, `/s/${site.slug}/updates/${update.id}`)).statusCode).toBe(404);
    expect((await user.c.call(web.webUpdates, { query: {} })).data.total_Record_Count).toBe(0);
  });

  it("the Updates list is the User's own (another's id is 404), an Admin's every user's; Delete drops it from the live site", async () => {
    const alice = await userWithBrand(server, { company: { companyName: 'Alice Updates' } });
    const bob = await userWithBrand(server, { company: { companyName: 'Bob Updates' } });
    const site = await createSite(server, alice);
    await alice.c.call(web.publishWebsite, { params: { id: site.id } });
    const u = await addUpdate(server.ctx, alice.id, {
      postId: null,
      imageURL: null,
      caption: 'Open on Sunday',
      date: '2026-11-21T10:00:00.000Z',
    });
    expect((await failure(bob.c.call(web.webUpdateById, { params: { id: u.id } }))).status).toBe(404);
    expect((await failure(bob.c.call(web.deleteWebUpdate, { params: { id: u.id } }))).status).toBe(404);
    expect((await bob.c.call(web.webUpdates, { query: {} })).data.total_Record_Count).toBe(0);
    const admin = await server.client(adminToken).call(web.webUpdates, { query: { Search: 'sunday' } });
    expect(admin.data.records).toEqual([expect.objectContaining({ id: u.id, companyName: 'Alice Updates' })]);
    expect((await alice.c.call(web.webUpdateById, { params: { id: u.id } })).data.caption).toBe(
      'Open on Sunday',
    );

    expect((await getSite(server, `/s/${site.slug}/`)).body).toContain('Open on Sunday');
    await alice.c.call(web.deleteWebUpdate, { params: { id: u.id } });
    expect((await getSite(server, `/s/${site.slug}/`)).body).not.toContain('Open on Sunday');
  });
});
