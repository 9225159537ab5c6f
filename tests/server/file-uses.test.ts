import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContract as bc } from '../../src/shared/brand/contract';
import { campaignsContract as camp } from '../../src/shared/campaigns/contract';
import { cardsContract as cc } from '../../src/shared/cards/contract';
import type { CardForm } from '../../src/shared/cards/schemas';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { templatesContract as tc } from '../../src/shared/templates/contract';
import { startXFake, type XFake } from '../fakes/social/x';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { companyForm } from '../helpers/brand';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createTemplate } from '../helpers/template-package';
import sharp from 'sharp';
import { campaignForm } from './campaign-support';

const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';

const cardForm = (logoURL: string): CardForm => ({
  cardName: 'Asha Rao',
  firstName: 'Asha',
  lastName: 'Rao',
  phoneNumber: '+91 98765-43210',
  companyName: 'Rao Sweets',
  logoURL,
  socialMediaLinks: [],
  customButtons: [],
  customSection: [],
});

/**
 * Issue 22 point 8, no file lost: one stored file kept by the brand (its company logo), a card
 * (prefilled with it), a template's cover, a post and a campaign (a frame stores its own image). Deleting each in
 * turn keeps the file readable until its last use goes; then it is gone.
 */
describe.each(dbKinds())('a file shared by several users of it (%s)', (kind) => {
  let server: TestServer;
  let x: XFake;
  let adminToken: string;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    x = await startXFake({ clientId: 'x-client', clientSecret: 'x-secret', redirectUris: [REDIRECT] });
    server = await startTestServer(
      kind,
      {},
      { settings: { x: { clientId: 'x-client', clientSecret: 'x-secret', apiBase: x.url } } },
    );
    adminToken = await setupAdmin(server);
    owner = await registerUser(server);
    await givePlan(server, owner.id, { 1: 10, 4: 10, 5: 10 });
  });
  afterAll(async () => {
    await server?.close();
    await x?.close();
  });

  /** A JPEG stored through POST /api/Files as multipart form data (issue 22 point 3); answers its address. */
  const upload = async (bytes: Buffer) => {
    const boundary = 'keep-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await server.inject({
      method: 'POST',
      url: '/api/Files',
      payload,
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { data: { url: string } }).data.url;
  };

  /** A real JPEG: a post's media is decoded when it is saved. */
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c8553d' } })
      .jpeg()
      .toBuffer();

  /** The file as its owner reads it: 200 while kept, 404 once deleted. */
  const readable = async (address: string) => {
    const url = new URL(address);
    const res = await server.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    return res.statusCode === 200;
  };

  it('stays while anything uses it and goes with its last use', async () => {
    const me = server.client(owner.token);
    const admin = server.client(adminToken);
    const shared = await upload(await jpeg(1080, 1080));

    await me.call(bc.saveCompany, { body: companyForm(shared) });
    const card = (await me.call(cc.createCard, { body: cardForm(shared) })).data;
    const template = await createTemplate(server, adminToken, { coverImageURL: shared });
    const { authUrl, state } = (
      await me.call(pc.connectStart, { body: { network: 'x', redirectUri: REDIRECT } })
    ).data;
    await me.call(pc.connectTwitter, { body: { code: x.oauth.authorize(authUrl).code, state } });
    const account = (await me.call(pc.socialAccounts, { query: {} })).data.twitterList[0];
    const future = new Date(server.ctx.clock.now().getTime() + 7 * 86_400_000);
    const post = (
      await me.call(pc.createPost, {
        body: {
          caption: 'Shared logo',
          media: [shared],
          accounts: [{ id: account.id, platformId: account.socialPlatformId }],
          scheduleType: 'custom',
          scheduledAt: `${future.toISOString().slice(0, 10)} 10:00`,
          timeZone: 'Asia/Kolkata',
        },
      })
    ).data;
    const campaign = (
      await me.call(camp.createCampaign, {
        body: { ...campaignForm(), campaignImagePath: shared },
      })
    ).data;
    expect(await readable(shared)).toBe(true);

    // The headline of the issue: deleting the card kept the brand's logo.
    await me.call(cc.deleteCard, { params: { id: card.id } });
    expect(await readable(shared)).toBe(true);
    expect((await me.call(bc.brand, { query: {} })).data.companyLogo).toBeTruthy();
    await me.call(camp.deleteCampaign, { params: { id: campaign.id } });
    expect(await readable(shared)).toBe(true);
    await admin.call(tc.deleteTemplate, { params: { id: template.id } });
    expect(await readable(shared)).toBe(true);
    await me.call(pc.deletePostTarget, {
      params: { id: post.id, accountId: account.id, platformId: account.socialPlatformId },
    });
    expect(await readable(shared)).toBe(true);

    // The brand lets it go for another logo: that was its last use.
    const other = await upload(await jpeg(200, 200));
    await me.call(bc.saveCompany, { body: companyForm(other) });
    expect(await readable(shared)).toBe(false);
    expect(await readable(other)).toBe(true);
  });
});
