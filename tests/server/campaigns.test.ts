import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { CAMPAIGN_MESSAGES as M, type Campaign, type CampaignForm } from '../../src/shared/campaigns/schemas';
import { failure } from '../billing/support';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { PNG, raw } from '../helpers/brand';
import { givePlan } from '../helpers/plans';
import { dbKinds, seedSettings, startTestServer, type TestServer } from '../helpers/server';
import {
  campaignBody,
  uploadImage,
  campaignForm,
  createCampaign,
  freshUrl,
  inlineImage,
  jpeg,
  visit,
} from './campaign-support';

/** The form a campaign answered, as the editor sends it back (images kept by their address). */
const formOf = (c: Campaign, overrides: Partial<CampaignForm> = {}): CampaignForm => ({
  campaignName: c.campaignName,
  url: c.url,
  campaignImagePath: c.campaignImagePath,
  bannerImagePath: c.bannerImagePath,
  imageType: c.imageType,
  imageHeight: c.imageHeight,
  imageLength: c.imageLength,
  imageX: c.imageX,
  imageY: c.imageY,
  isImageDisplay: c.isImageDisplay,
  txt1: c.txt1,
  txt2: c.txt2,
  txt3: c.txt3,
  ...overrides,
});

/** Issue 15, Server: campaigns CRUD, tenancy, the allowance, the edit rule and the admin-only options. */
describe.each(dbKinds())('campaigns (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let admin: ReturnType<TestServer['client']>;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;
  let asAlice: ReturnType<TestServer['client']>;
  let asBob: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
    admin = server.client(adminToken);
    alice = await registerUser(server, { companyName: 'Alice Sweets' });
    bob = await registerUser(server, { companyName: 'Bob Bikes' });
    asAlice = server.client(alice.token);
    asBob = server.client(bob.token);
    await givePlan(server, alice.id, { 5: 50 });
    await givePlan(server, bob.id, { 5: 50 });
  });
  afterAll(() => server?.close());

  const fetchPath = (address: string) => server.inject({ method: 'GET', url: new URL(address).pathname });

  it('a User creates a campaign with a circle slot and two texts, and finds it in My Campaigns', async () => {
    const form = await campaignBody(server, alice.token, {
      campaignName: '  Diwali Greetings ',
      campaignImage: inlineImage(jpeg(1080, 1350)),
    });
    const created = await asAlice.call(cc.createCampaign, { body: form });
    expect(created.message).toBe('Campaign is added successfully');
    const c = created.data;
    expect(c).toMatchObject({
      campaignName: 'Diwali Greetings',
      url: form.url,
      publicUrl: `${server.config.publicBaseUrl}/p/${form.url}`,
      visitorCount: 0,
      campaignImageWidth: 1080,
      campaignImageHeight: 1350,
      bannerImagePath: null,
      // §9: watermark on; Editable and Send Whatsapp off.
      waterMark: true,
      isEditable: false,
      isWhatsappSend: false,
      imageType: 'circle',
      imageLength: 200,
      userId: alice.id,
      companyName: 'Alice Sweets',
      canEdit: true,
    });
    expect(c.txt1).toMatchObject({
      isDisplay: true,
      collectData: true,
      caption: 'Your Name',
      font: 'Roboto',
    });
    expect(c.txt3).toMatchObject({ isDisplay: false, collectData: true, caption: 'Mobile Number' });
    // The image is public: the public page shows it.
    const image = await fetchPath(c.campaignImagePath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const mine = await asAlice.call(cc.campaigns, { query: {} });
    expect(mine.data.records.map((r) => r.id)).toContain(c.id);
    expect((await asAlice.call(cc.campaignById, { params: { id: c.id } })).data).toEqual(c);
  });

  it('creating takes a unit of the Campaign allowance: "Limit exceeded" (402) when none is left; a delete gives it back', async () => {
    const carol = await registerUser(server);
    const asCarol = server.client(carol.token);
    const none = await failure(
      asCarol.call(cc.createCampaign, { body: await campaignBody(server, carol.token) }),
    );
    expect([none.status, none.message]).toEqual([402, 'Limit exceeded']);
    await givePlan(server, carol.id, { 5: 1 });
    const first = await createCampaign(server, carol.token);
    const second = await failure(
      asCarol.call(cc.createCampaign, { body: await campaignBody(server, carol.token) }),
    );
    expect([second.status, second.message]).toEqual([402, M.limitExceeded]);
    const deleted = await asCarol.call(cc.deleteCampaign, { params: { id: first.id } });
    expect(deleted.message).toBe(M.deleted);
    await createCampaign(server, carol.token);
  });

  it('a url is a-z, 0-9 and hyphens and unique, else 422 on url', async () => {
    const taken = await createCampaign(server, alice.token);
    const again = await failure(
      asBob.call(cc.createCampaign, { body: await campaignBody(server, bob.token, { url: taken.url }) }),
    );
    expect([again.status, again.errors]).toEqual([422, { url: M.urlTaken }]);
    for (const url of ['Diwali', 'diwali 2026', 'diwali_2026', 'दिवाली'])
      expect(
        (
          await raw(
            server,
            'POST',
            '/api/Campaign',
            bob.token,
            await campaignBody(server, bob.token, { url }),
          )
        ).body.error.errors,
      ).toEqual({
        url: M.urlFormat,
      });
    const none = await raw(
      server,
      'POST',
      '/api/Campaign',
      bob.token,
      await campaignBody(server, bob.token, { url: '' }),
    );
    expect([none.status, none.body.error.errors]).toEqual([422, { url: 'URL is required' }]);
    const nameless = await raw(
      server,
      'POST',
      '/api/Campaign',
      bob.token,
      await campaignBody(server, bob.token, { campaignName: ' ' }),
    );
    expect(nameless.body.error.errors).toEqual({ campaignName: 'Campaign Name is required' });
    const imageless = await raw(server, 'POST', '/api/Campaign', bob.token, campaignForm());
    expect(imageless.body.error.errors).toEqual({ campaignImage: 'Please add Campaign Image' });
    // Renaming onto a taken url is refused too; keeping one's own url is not "taken".
    const own = await createCampaign(server, bob.token);
    const rename = await failure(
      asBob.call(cc.updateCampaign, { params: { id: own.id }, body: formOf(own, { url: taken.url }) }),
    );
    expect([rename.status, rename.errors]).toEqual([422, { url: M.urlTaken }]);
    const kept = await asBob.call(cc.updateCampaign, {
      params: { id: own.id },
      body: formOf(own, { campaignName: 'Renamed' }),
    });
    expect(kept.message).toBe('Campaign is edited successfully');
    expect(kept.data).toMatchObject({ campaignName: 'Renamed', url: own.url });
  });

  it('campaign and banner images must be JPEG by their bytes (a PNG named .jpg is refused on the field)', async () => {
    // The image arrives as form data (issue 22): judged by its first bytes as it streams.
    const upload = (bytes: Buffer, name = 'photo.jpg') =>
      failure(asAlice.call(cc.campaignImageUpload, { files: { file: { name, data: bytes } } }));
    const asPng = await upload(PNG);
    expect([asPng.status, asPng.errors]).toEqual([422, { file: M.imageType }]);
    const huge = await upload(jpeg(5000, 5000));
    expect([huge.status, huge.errors]).toEqual([422, { file: M.imageTooManyPixels }]);
    // A jpeg banner keeps its natural size too.
    const ok = await createCampaign(server, alice.token, { bannerImage: inlineImage(jpeg(1200, 300)) });
    expect(ok).toMatchObject({ bannerImageWidth: 1200, bannerImageHeight: 300 });
    expect((await fetchPath(ok.bannerImagePath!)).statusCode).toBe(200);
  });

  it('negative or fractional X or Y, size 0 or 101 and width 4 answer 422 on the field', async () => {
    const cases: [Partial<CampaignForm>, Record<string, string>][] = [
      [{ txt1: { x: -1 } }, { 'txt1.x': 'X must be 0 or more' }],
      [{ txt2: { y: 2.5 } }, { 'txt2.y': 'Y must be a whole number' }],
      [{ imageY: -5 }, { imageY: 'Y must be 0 or more' }],
      [{ imageX: 0.5 }, { imageX: 'X must be a whole number' }],
      [{ txt1: { size: 0 } }, { 'txt1.size': M.sizeRange }],
      [{ txt3: { size: 101 } }, { 'txt3.size': M.sizeRange }],
      [{ txt1: { width: 4 } }, { 'txt1.width': M.widthMin }],
      [{ txt2: { collectData: true, caption: '' } }, { 'txt2.caption': M.captionRequired }],
      [{ txt1: { font: 'Comic Sans' } }, { 'txt1.font': 'Choose a font from the list' }],
    ];
    for (const [overrides, errors] of cases) {
      const res = await raw(
        server,
        'POST',
        '/api/Campaign',
        alice.token,
        await campaignBody(server, alice.token, overrides),
      );
      expect([res.status, res.body.error.errors], JSON.stringify(overrides)).toEqual([422, errors]);
    }
  });

  it("another user's campaign answers 404 as a missing one does; an Admin sees every campaign and cannot delete", async () => {
    const c = await createCampaign(server, alice.token);
    for (const call of [
      () => asBob.call(cc.campaignById, { params: { id: c.id } }),
      () => asBob.call(cc.updateCampaign, { params: { id: c.id }, body: formOf(c) }),
      () => asBob.call(cc.deleteCampaign, { params: { id: c.id } }),
      () => asBob.call(cc.campaignVisitors, { params: { campId: c.id } }),
      () => asBob.call(cc.campaignVisitorsExport, { params: { campId: c.id } }),
    ])
      expect((await failure(call())).status).toBe(404);
    const bobs = await asBob.call(cc.campaigns, { query: { pagesize: 100 } });
    expect(bobs.data.records.every((r) => r.userId === bob.id)).toBe(true);

    const all = await admin.call(cc.campaigns, { query: { pagesize: 100 } });
    expect(all.data.records.find((r) => r.id === c.id)).toMatchObject({
      companyName: 'Alice Sweets',
      userId: alice.id,
    });
    expect(all.data.records.some((r) => r.userId === bob.id)).toBe(true);
    // Update User → Campaigns tab: manage/campaign?Search={userName}.
    const byUser = await admin.call(cc.campaigns, { query: { Search: 'alice sweets', pagesize: 100 } });
    expect(byUser.data.records.length).toBeGreaterThan(0);
    expect(byUser.data.records.every((r) => r.userId === alice.id)).toBe(true);
    // manage/campaign's Company Name column sorts by the owner's company.
    await createCampaign(server, bob.token);
    const sorted = await admin.call(cc.campaigns, {
      query: { SortColumn: 'companyName', SortType: 'Desc', pagesize: 100 },
    });
    const companies = sorted.data.records.map((r) => r.companyName ?? '');
    expect(companies).toEqual([...companies].sort().reverse());
    expect(new Set(companies).size).toBeGreaterThan(1);
    expect((await admin.call(cc.campaignById, { params: { id: c.id } })).data.id).toBe(c.id);
    expect((await failure(admin.call(cc.deleteCampaign, { params: { id: c.id } }))).status).toBe(403);
    expect(
      (
        await failure(
          admin.call(cc.createCampaign, {
            body: campaignForm({ campaignImagePath: 'https://x.example/a.jpg' }),
          }),
        )
      ).status,
    ).toBe(403);
  });

  it('only an Admin sets Show Watermark, Editable and Send Whatsapp (403 for a User)', async () => {
    for (const option of [{ waterMark: false }, { isEditable: true }, { isWhatsappSend: true }]) {
      const create = await failure(
        asAlice.call(cc.createCampaign, { body: await campaignBody(server, alice.token, option) }),
      );
      expect([create.status, create.message]).toEqual([403, M.adminOnly]);
    }
    // Sending the values it has is no change.
    const c = await createCampaign(server, alice.token, { waterMark: true, isEditable: false });
    const update = await failure(
      asAlice.call(cc.updateCampaign, { params: { id: c.id }, body: formOf(c, { isEditable: true }) }),
    );
    expect([update.status, update.message]).toEqual([403, M.adminOnly]);
    const byAdmin = await admin.call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(c, { waterMark: false, isEditable: true }),
    });
    expect(byAdmin.data).toMatchObject({ waterMark: false, isEditable: true, isWhatsappSend: false });
    // The User's next save leaves the Admin's options as they are.
    const after = await asAlice.call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(byAdmin.data, { campaignName: 'Still mine', waterMark: undefined, isEditable: undefined }),
    });
    expect(after.data).toMatchObject({ campaignName: 'Still mine', waterMark: false, isEditable: true });
  });

  it('editing is refused once the campaign has a visitor, with the dialog text; an Admin’s Editable lets the User edit again', async () => {
    const c = await createCampaign(server, alice.token);
    expect((await visit(server, c.url)).status).toBe(200);
    const seen = (await asAlice.call(cc.campaignById, { params: { id: c.id } })).data;
    expect(seen).toMatchObject({ visitorCount: 1, canEdit: false });
    const refused = await failure(
      asAlice.call(cc.updateCampaign, {
        params: { id: c.id },
        body: formOf(seen, { campaignName: 'Changed' }),
      }),
    );
    expect([refused.status, refused.message]).toEqual([
      409,
      'This Campaign is already having visitors. So you can not change or update this campaign.',
    ]);
    // An Admin may still edit with 1 to 20 visitors, and switch Editable on for the User.
    expect((await admin.call(cc.campaignById, { params: { id: c.id } })).data.canEdit).toBe(true);
    await admin.call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(seen, { txt1: { ...seen.txt1, size: 30 } }),
    });
    const opened = await admin.call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(seen, { isEditable: true }),
    });
    expect(opened.data.isEditable).toBe(true);
    const edited = await asAlice.call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(opened.data, { campaignName: 'Changed' }),
    });
    expect(edited.data).toMatchObject({ campaignName: 'Changed', canEdit: true });
  });

  it('with more than 20 visitors and Editable off everyone is refused, yet an Admin can still switch Editable on', async () => {
    const c = await createCampaign(server, alice.token);
    for (let i = 0; i < 21; i++)
      expect((await visit(server, c.url, undefined, `198.51.100.${i + 1}`)).status).toBe(200);
    const seen = (await admin.call(cc.campaignById, { params: { id: c.id } })).data;
    expect(seen).toMatchObject({ visitorCount: 21, canEdit: false });
    const refused = await failure(
      admin.call(cc.updateCampaign, {
        params: { id: c.id },
        body: formOf(seen, { campaignName: 'Admin edit' }),
      }),
    );
    expect([refused.status, refused.message]).toEqual([409, M.editBlocked]);
    const options = await admin.call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(seen, { waterMark: false }),
    });
    expect(options.data).toMatchObject({ waterMark: false, canEdit: false });
    const opened = await admin.call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(seen, { isEditable: true, campaignName: 'Opened and edited' }),
    });
    expect(opened.data).toMatchObject({ isEditable: true, campaignName: 'Opened and edited', canEdit: true });
  });

  it('Send Whatsapp stays off until the platform WhatsApp sender is set up, naming the setting', async () => {
    const options = await asAlice.call(cc.campaignOptions);
    expect(options.data).toEqual({
      campaignBaseUrl: `${server.config.publicBaseUrl}/p`,
      whatsappSend: {
        available: false,
        message:
          'Send Whatsapp is not set up: fill in Settings → Platform WhatsApp sender (Access token, Phone number id, Campaign image template).',
      },
    });
    const c = await createCampaign(server, alice.token);
    const refused = await failure(
      admin.call(cc.updateCampaign, { params: { id: c.id }, body: formOf(c, { isWhatsappSend: true }) }),
    );
    expect([refused.status, refused.errors?.isWhatsappSend]).toEqual([
      422,
      options.data.whatsappSend.message,
    ]);
  });

  it('replacing an image keeps the new natural size and deletes the old file; a banner can be removed', async () => {
    const c = await createCampaign(server, alice.token, { bannerImage: inlineImage(jpeg(800, 200)) });
    const next = await asAlice.call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(c, {
        campaignImagePath: await uploadImage(server, alice.token, jpeg(640, 480)),
        bannerImagePath: null,
      }),
    });
    expect(next.data).toMatchObject({
      campaignImageWidth: 640,
      campaignImageHeight: 480,
      bannerImagePath: null,
      bannerImageWidth: null,
    });
    expect(next.data.campaignImagePath).not.toBe(c.campaignImagePath);
    expect((await fetchPath(c.campaignImagePath)).statusCode).toBe(404);
    expect((await fetchPath(c.bannerImagePath!)).statusCode).toBe(404);
    expect((await fetchPath(next.data.campaignImagePath)).statusCode).toBe(200);
    // An address that is not an upload of this user's is refused.
    const foreign = await raw(server, 'PUT', `/api/Campaign/${c.id}`, alice.token, {
      ...formOf(next.data),
      campaignImagePath: 'https://elsewhere.example/cat.jpg',
    });
    expect([foreign.status, foreign.body.error.errors]).toEqual([
      422,
      { campaignImagePath: M.uploadNotFound },
    ]);
  });

  it('a User deletes their campaign with its visitors and images', async () => {
    const c = await createCampaign(server, bob.token);
    await visit(server, c.url);
    await asBob.call(cc.deleteCampaign, { params: { id: c.id } });
    expect((await failure(asBob.call(cc.campaignById, { params: { id: c.id } }))).status).toBe(404);
    expect((await fetchPath(c.campaignImagePath)).statusCode).toBe(404);
    const left = await server.ctx.db
      .selectFrom('campaign_visitors')
      .select('id')
      .where('campaign_id', '=', c.id)
      .execute();
    expect(left).toEqual([]);
    expect((await visit(server, c.url, {})).status).toBe(404);
  });

  it('lists newest first, pages and searches by name or url', async () => {
    const dave = await registerUser(server);
    await givePlan(server, dave.id, { 5: 20 });
    const names = ['Holi Colours', 'Eid Mubarak', 'Onam Wishes'];
    for (const campaignName of names)
      await createCampaign(server, dave.token, { campaignName, url: freshUrl('fest') });
    const asDave = server.client(dave.token);
    const all = await asDave.call(cc.campaigns, { query: {} });
    expect(all.data.records.map((r) => r.campaignName)).toEqual([...names].reverse());
    expect(all.data.total_Record_Count).toBe(3);
    const found = await asDave.call(cc.campaigns, { query: { Search: 'eid' } });
    expect(found.data.records.map((r) => r.campaignName)).toEqual(['Eid Mubarak']);
    const byName = await asDave.call(cc.campaigns, {
      query: { SortColumn: 'campaignName', SortType: 'Asc' },
    });
    expect(byName.data.records.map((r) => r.campaignName)).toEqual([
      'Eid Mubarak',
      'Holi Colours',
      'Onam Wishes',
    ]);
  });
});

describe('CAMPAIGN_BASE_URL', () => {
  it('publishes campaign pages at its address, the environment overriding Settings → Business', async () => {
    const server = await startTestServer('sqlite', { CAMPAIGN_BASE_URL: 'https://promo.example.com/c/' });
    try {
      const user = await registerUser(server);
      await givePlan(server, user.id, { 5: 1 });
      const c = await createCampaign(server, user.token, { url: 'holi-2027' });
      expect(c.publicUrl).toBe('https://promo.example.com/c/holi-2027');
      expect((await server.client(user.token).call(cc.campaignOptions)).data.campaignBaseUrl).toBe(
        'https://promo.example.com/c',
      );
    } finally {
      await server.close();
    }
    const saved = await startTestServer('sqlite');
    try {
      await seedSettings(saved, { general: { campaignBaseUrl: 'https://offers.example.in' } });
      const user = await registerUser(saved);
      expect((await saved.client(user.token).call(cc.campaignOptions)).data.campaignBaseUrl).toBe(
        'https://offers.example.in',
      );
    } finally {
      await saved.close();
    }
  });
});

describe('campaign images and the upload allowance', () => {
  it('an image past the user’s upload space is refused on its field, saying how much is left', async () => {
    const server = await startTestServer('sqlite', { UPLOAD_QUOTA_MB: '1' });
    try {
      const user = await registerUser(server);
      await givePlan(server, user.id, { 5: 1 });
      const big = inlineImage(jpeg(1000, 1000, 1_200_000));
      const res = await failure(
        server
          .client(user.token)
          .call(cc.campaignImageUpload, { files: { file: { name: 'big.jpg', data: big } } }),
      );
      expect(res.status).toBe(422);
      expect(Object.keys(res.errors ?? {})).toEqual(['file']);
      expect(res.errors?.file).toMatch(/upload space you have left/);
    } finally {
      await server.close();
    }
  });
});
