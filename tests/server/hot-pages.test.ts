import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsContract } from '../../src/shared/campaigns/contract';
import { cardsContract } from '../../src/shared/cards/contract';
import type { CardForm } from '../../src/shared/cards/schemas';
import { registerUser } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { campaignBody, createCampaign } from './campaign-support';

const cardForm = (companyName: string): CardForm => ({
  cardName: 'Asha Rao',
  firstName: 'Asha',
  lastName: 'Rao',
  phoneNumber: '+91 98765-43210',
  companyName,
  socialMediaLinks: [],
  customButtons: [],
  customSection: [],
});

/** Everything of an answer a browser sees, but its date. */
async function answerOf(res: Response) {
  const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  return { status: res.status, headers, body: await res.text() };
}

/**
 * Issue 28: a public page in memory (card, campaign) is answered before Fastify routes the request
 * (`http/hot-pages.ts`). Over real HTTP, the answer from memory is the routed answer byte for byte,
 * revalidates with its ETag, and never outlives an edit.
 */
describe.each(dbKinds())('public pages answered from memory (%s)', (kind) => {
  let server: TestServer;
  let origin: string;
  let client: ReturnType<TestServer['client']>;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await registerUser(server, { companyName: 'Hot Sweets' });
    token = user.token;
    client = server.client(token);
    await givePlan(server, user.id, { 4: 5, 5: 5 });
  });
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });

  it('answers a card page from memory exactly as the route does, with 304 for the ETag a browser holds', async () => {
    const card = (await client.call(cardsContract.createCard, { body: cardForm('Rao <Sweets>') })).data;
    const path = `/c/${card.slug}.html`;
    const routed = await answerOf(await get(path)); // drawn, kept in memory
    const fromMemory = await answerOf(await get(path));
    expect(routed.status).toBe(200);
    expect(routed.body).toContain('Rao &lt;Sweets&gt;');
    expect(fromMemory).toEqual(routed);
    expect(await answerOf(await get(`${path}?utm_source=qr`))).toEqual(routed);

    const etag = routed.headers.etag;
    const revalidated = await get(path, { 'if-none-match': etag });
    expect([revalidated.status, await revalidated.text(), revalidated.headers.get('etag')]).toEqual([
      304,
      '',
      etag,
    ]);
    const head = await fetch(`${origin}${path}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('etag'), await head.text()]).toEqual([200, etag, '']);
  });

  it('shows a card as it is after an edit, not as it was in memory', async () => {
    const card = (await client.call(cardsContract.createCard, { body: cardForm('Old Name') })).data;
    const path = `/c/${card.slug}.html`;
    await get(path);
    expect(await (await get(path)).text()).toContain('Old Name');
    await client.call(cardsContract.updateCard, { params: { id: card.id }, body: cardForm('New Name') });
    const after = await (await get(path)).text();
    expect(after).toContain('New Name');
    expect(after).not.toContain('Old Name');
  });

  it('answers a campaign page from memory as the route does, and an edit reaches it', async () => {
    const campaign = await createCampaign(server, token, { campaignName: 'Diwali Offer' });
    const path = `/p/${campaign.url}`;
    const routed = await answerOf(await get(path));
    expect(routed.status).toBe(200);
    expect(routed.body).toContain('Diwali Offer');
    expect(await answerOf(await get(path))).toEqual(routed);
    expect((await get(path, { 'if-none-match': routed.headers.etag })).status).toBe(304);

    const body = await campaignBody(server, token, { campaignName: 'Holi Offer', url: campaign.url });
    await client.call(campaignsContract.updateCampaign, { params: { id: campaign.id }, body });
    const after = await (await get(path)).text();
    expect(after).toContain('Holi Offer');
  });

  it('leaves an unknown page to the route: its 404 page', async () => {
    const res = await get('/c/no-such-card.html');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Card not found');
  });
});
