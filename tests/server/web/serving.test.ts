import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webContract as web } from '../../../src/shared/web/contract';
import { WEB_MESSAGES } from '../../../src/shared/web/schemas';
import { failure } from '../../billing/support';
import { setupAdmin } from '../../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { createSite, getSite, userWithBrand } from './support';

/** Issue 24, Serving and status: never published 404, the Admin's status toggle, an inactive site 410. */
describe.each(dbKinds())('serving websites (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  it('a site never published and an unknown address answer 404', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Unpublished Cafe' } });
    const site = await createSite(server, user);
    expect((await getSite(server, `/s/${site.slug}/`)).statusCode).toBe(404);
    expect((await getSite(server, '/s/no-such-site/')).statusCode).toBe(404);
    expect((await getSite(server, '/s/_t/999/abc/site.css')).statusCode).toBe(404);
  });

  it('only an Admin toggles the status; an inactive site answers 410 saying it is not available, and comes back when on', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Status Cafe' } });
    const site = await createSite(server, user);
    await user.c.call(web.publishWebsite, { params: { id: site.id } });
    const refused = await failure(
      user.c.call(web.setWebsiteStatus, { params: { id: site.id }, body: { isActive: false } }),
    );
    expect(refused.status).toBe(403);

    const admin = server.client(adminToken);
    const off = await admin.call(web.setWebsiteStatus, {
      params: { id: site.id },
      body: { isActive: false },
    });
    expect(off.data.isActive).toBe(false);
    const gone = await getSite(server, `/s/${site.slug}/about`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain(WEB_MESSAGES.inactive);

    await admin.call(web.setWebsiteStatus, { params: { id: site.id }, body: { isActive: true } });
    expect((await getSite(server, `/s/${site.slug}/about`)).statusCode).toBe(200);
    expect(
      (await failure(admin.call(web.setWebsiteStatus, { params: { id: 99999 }, body: { isActive: true } })))
        .status,
    ).toBe(404);
  });

  it('the Admin website list exports as xlsx', async () => {
    const res = await server.inject({
      method: 'GET',
      url: '/api/Website?IsExport=true',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
