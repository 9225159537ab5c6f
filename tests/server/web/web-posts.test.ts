import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postsContract as pc } from '../../../src/shared/posts/contract';
import { webContract as web } from '../../../src/shared/web/contract';
import { failure } from '../../billing/support';
import { startXFake, type XFake } from '../../fakes/social/x';
import { givePlan } from '../../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { createSite, getSite, userWithBrand } from './support';

/**
 * Issue 24, Fits the foundation: a user with a published site sees it as the Web target
 * (platform 5); a post to it appears on the live site at once, and its deletion removes it.
 */
const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(dbKinds())('posts to the website (%s)', (kind) => {
  let server: TestServer;
  let x: XFake;

  beforeAll(async () => {
    x = await startXFake({ clientId: 'x-client', clientSecret: 'x-secret', redirectUris: [REDIRECT] });
    server = await startTestServer(
      kind,
      {},
      { settings: { x: { clientId: 'x-client', clientSecret: 'x-secret', apiBase: x.url } } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await x?.close();
  });

  /** A user with posts and a website, published unless told otherwise. */
  async function publisher(company: string, opts: { publish?: boolean } = {}) {
    const user = await userWithBrand(server, { company: { companyName: company } });
    await givePlan(server, user.id, { 1: 20 });
    const site = await createSite(server, user);
    if (opts.publish !== false) await user.c.call(web.publishWebsite, { params: { id: site.id } });
    return { ...user, site };
  }
  const accountsOf = async (user: { c: ReturnType<TestServer['client']> }) =>
    (await user.c.call(pc.socialAccounts, { query: {} })).data;
  const run = () => server.posting.publisher.runOnce();

  it('a user with a published site sees it as the one Web account; before publishing there is none', async () => {
    const draft = await publisher('Draft Only Cafe', { publish: false });
    expect((await accountsOf(draft)).webAccount).toEqual([]);
    await draft.c.call(web.publishWebsite, { params: { id: draft.site.id } });
    expect((await accountsOf(draft)).webAccount).toEqual([
      {
        id: draft.site.id,
        socialPlatformId: 5,
        name: draft.site.url,
        pictureUrl: null,
        status: 'Active',
        statusReason: null,
      },
    ]);
  });

  it('a post to the Web target appears on the live home and its update page at once; deleting it takes it off', async () => {
    const owner = await publisher('Web Post Bakery');
    const media = (
      await owner.c.call(pc.uploadPostMedia, { files: { file: { name: 'dot.png', data: PNG } } })
    ).data;
    const created = (
      await owner.c.call(pc.createPost, {
        body: {
          caption: 'Plum cake is back',
          media: [media.url],
          accounts: [{ id: owner.site.id, platformId: 5 }],
          webUpdateMode: true,
        },
      })
    ).data;
    await run();
    const post = (await owner.c.call(pc.postById, { params: { id: created.id } })).data;
    expect(post.status).toBe('SUCCESS');
    const target = post.postedAccountList[0];
    expect(target).toMatchObject({ accountId: owner.site.id, platformId: 5, status: 'SUCCESS' });

    const updates = (await owner.c.call(web.webUpdates, { query: {} })).data.records;
    expect(updates).toEqual([
      expect.objectContaining({ postId: created.id, caption: created.caption, imageURL: media.url }),
    ]);
    const updateId = updates[0].id;
    expect(target.postUrl).toBe(`${owner.site.url}updates/${updateId}`);
    const home = await getSite(server, `/s/${owner.site.slug}/`);
    expect(home.body).toContain('Plum cake is back');
    const page = await getSite(server, `/s/${owner.site.slug}/updates/${updateId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Plum cake is back');
    expect(page.body).toContain(new URL(media.url).pathname);

    // Web may be deleted after it went out (spec 01 §4); the site drops it at once.
    await owner.c.call(pc.deletePostTarget, {
      params: { id: created.id, accountId: owner.site.id, platformId: 5 },
    });
    expect((await getSite(server, `/s/${owner.site.slug}/`)).body).not.toContain('Plum cake is back');
    expect((await getSite(server, `/s/${owner.site.slug}/updates/${updateId}`)).statusCode).toBe(404);
    expect((await owner.c.call(web.webUpdates, { query: {} })).data.total_Record_Count).toBe(0);
    expect((await failure(owner.c.call(pc.postById, { params: { id: created.id } }))).status).toBe(404);
  });

  it('web update mode posts to the website only: another account is refused and gets nothing', async () => {
    const owner = await publisher('Mode Cafe');
    const { authUrl, state } = (
      await owner.c.call(pc.connectStart, { body: { network: 'x', redirectUri: REDIRECT } })
    ).data;
    await owner.c.call(pc.connectTwitter, { body: { code: x.oauth.authorize(authUrl).code, state } });
    const xAccount = (await accountsOf(owner)).twitterList[0];
    const onlyX = await failure(
      owner.c.call(pc.createPost, {
        body: {
          caption: 'Only for the site',
          accounts: [{ id: xAccount.id, platformId: 3 }],
          webUpdateMode: true,
        },
      }),
    );
    expect(onlyX.status).toBe(422);
    expect(onlyX.errors?.accounts).toContain('Web update mode posts to the website only');

    const both = await failure(
      owner.c.call(pc.createPost, {
        body: {
          caption: 'Site news',
          accounts: [
            { id: owner.site.id, platformId: 5 },
            { id: xAccount.id, platformId: 3 },
          ],
          webUpdateMode: true,
        },
      }),
    );
    expect(both.status).toBe(422);
    const before = x.posts.length;
    await run();
    expect(x.posts.length).toBe(before);
    const list = (await owner.c.call(pc.posts, { query: { PageNumber: 1, pagesize: 12 } })).data.records;
    expect(list.map((p) => p.postedAccountList.map((t) => t.platformId))).toEqual([[5]]);
    expect((await getSite(server, `/s/${owner.site.slug}/`)).body).toContain('Site news');
  });

  it("another user's website id, or a website not yet published, is no target (404)", async () => {
    const alice = await publisher('Alice Web Posts');
    const bob = await publisher('Bob Web Posts');
    const stolen = await failure(
      bob.c.call(pc.createPost, {
        body: { caption: 'Not my site', accounts: [{ id: alice.site.id, platformId: 5 }] },
      }),
    );
    expect(stolen.status).toBe(404);
    const draft = await publisher('Unpublished Posts', { publish: false });
    const unpublished = await failure(
      draft.c.call(pc.createPost, {
        body: { caption: 'Too early', accounts: [{ id: draft.site.id, platformId: 5 }] },
      }),
    );
    expect(unpublished.status).toBe(404);
    expect((await alice.c.call(web.webUpdates, { query: {} })).data.total_Record_Count).toBe(0);
  });
});
