import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postsContract as pc } from '../../src/shared/posts/contract';
import { ApiError } from '../../src/shared/http/client';
import { startXFake, type XFake } from '../fakes/social/x';
import { registerUser } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/**
 * Spec 01 §2 list query parameters `App` and `isPaidPlanPost` (issue 22, screens that differ from
 * the spec): they were accepted and ignored; now they filter by the app a post was made in and by
 * the plan whose allowance it took (a Demo plan is the free trial).
 */
const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';

describe.each(dbKinds())('the posts list filters by app and by paid plan (%s)', (kind) => {
  let server: TestServer;
  let x: XFake;
  let asOwner: ReturnType<TestServer['client']>;
  let trialPostId: number;
  let paidPostId: number;

  beforeAll(async () => {
    x = await startXFake({ clientId: 'x-client', clientSecret: 'x-secret', redirectUris: [REDIRECT] });
    server = await startTestServer(
      kind,
      {},
      { settings: { x: { clientId: 'x-client', clientSecret: 'x-secret', apiBase: x.url } } },
    );
    const owner = await registerUser(server, { companyName: 'Rao Sweets' });
    asOwner = server.client(owner.token);
    // The allowance is taken from the plan that ends first: the trial's one post, then the package's.
    await givePlan(server, owner.id, { 1: 1 }, { planType: 'demo', endOffset: 5 });
    await givePlan(server, owner.id, { 1: 5 }, { planType: 'package', endOffset: 30 });
    const { authUrl, state } = (
      await asOwner.call(pc.connectStart, { body: { network: 'x', redirectUri: REDIRECT } })
    ).data;
    await asOwner.call(pc.connectTwitter, { body: { code: x.oauth.authorize(authUrl).code, state } });
    const account = (await asOwner.call(pc.socialAccounts, { query: {} })).data.twitterList[0];
    const post = async (caption: string) =>
      (
        await asOwner.call(pc.createPost, {
          body: {
            caption,
            accounts: [{ id: account.id, platformId: 3 }],
            scheduleType: 'custom',
            scheduledAt: '2099-10-20 18:30',
            timeZone: 'Asia/Kolkata',
          },
        })
      ).data.id;
    trialPostId = await post('Made on the trial');
    paidPostId = await post('Made on the package');
  });
  afterAll(async () => {
    await server?.close();
    await x?.close();
  });

  const idsOf = async (query: Record<string, string>) =>
    (await asOwner.call(pc.posts, { query: { PageNumber: 1, pagesize: 12, ...query } })).data.records.map(
      (p) => p.id,
    );

  it('isPaidPlanPost true lists the posts a paid plan counted, false those of the trial', async () => {
    expect(await idsOf({ isPaidPlanPost: 'true' })).toEqual([paidPostId]);
    expect(await idsOf({ isPaidPlanPost: 'false' })).toEqual([trialPostId]);
    expect(await idsOf({})).toEqual([paidPostId, trialPostId]);
  });

  it('App names the app by key, name or number; another app lists nothing; an unknown one is refused', async () => {
    expect(await idsOf({ App: 'post' })).toEqual([paidPostId, trialPostId]);
    expect(await idsOf({ App: 'Post' })).toEqual([paidPostId, trialPostId]);
    expect(await idsOf({ App: '1' })).toEqual([paidPostId, trialPostId]);
    expect(await idsOf({ App: 'whatsapp' })).toEqual([]);
    const refused = await idsOf({ App: 'fax' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).errors).toEqual({ App: 'Unknown app' });
  });
});
