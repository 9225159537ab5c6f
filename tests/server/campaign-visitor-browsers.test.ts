import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsContract } from '../../src/shared/campaigns/contract';
import { cardsContract } from '../../src/shared/cards/contract';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createCampaign, visit } from './campaign-support';

/** Real User-Agent headers, as the browsers send them, with the Browser and Operating System a log shows. */
const BROWSERS = [
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    browser: 'Chrome',
    operatingSystem: 'Windows',
  },
  {
    ua: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    browser: 'Chrome',
    operatingSystem: 'Android 10',
  },
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    browser: 'Safari',
    operatingSystem: 'iOS 17.5',
  },
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
    browser: 'Edge',
    operatingSystem: 'Windows',
  },
  {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:127.0) Gecko/20100101 Firefox/127.0',
    browser: 'Firefox',
    operatingSystem: 'macOS',
  },
  {
    ua: 'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    browser: 'Samsung Internet',
    operatingSystem: 'Android 14',
  },
] as const;

const expected = BROWSERS.map((b) => [b.browser, b.operatingSystem]);

/**
 * Issue 23: the Browser and Operating System columns of both visitor logs name a browser by the
 * maintained parser, alike: Chrome on a phone is Chrome (one log said Safari), Edge is Edge.
 */
describe.each(dbKinds())('the visitor logs name the browser and system (%s)', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await setupAdmin(server);
    const user = await registerUser(server, { companyName: 'Browser Sweets' });
    token = user.token;
    await givePlan(server, user.id, { 4: 5, 5: 5 });
  });
  afterAll(() => server?.close());

  it('the campaign visitor log shows each real browser by name, in the list and alike for every visit', async () => {
    const c = await createCampaign(server, token);
    for (const [i, b] of BROWSERS.entries())
      expect((await visit(server, c.url, undefined, `198.51.100.${i + 1}`, b.ua)).status).toBe(200);
    const log = await server
      .client(token)
      .call(campaignsContract.campaignVisitors, { params: { campId: c.id }, query: { SortType: 'Asc' } });
    expect(log.data.records.map((r) => [r.browser, r.operatingSystem])).toEqual(expected);
  });

  it('the card visitor log shows the same names for the same browsers', async () => {
    const asUser = server.client(token);
    const card = (
      await asUser.call(cardsContract.createCard, {
        body: {
          cardName: 'Asha Rao',
          firstName: 'Asha',
          lastName: 'Rao',
          phoneNumber: '+91 98765-43210',
          companyName: 'Rao Sweets',
        },
      })
    ).data;
    for (const [i, b] of BROWSERS.entries()) {
      const res = await server.inject({
        method: 'POST',
        url: '/api/CARDVisitor',
        payload: JSON.stringify({ cardDetailsId: card.id, type: 'Link' }),
        headers: { 'content-type': 'application/json', 'user-agent': b.ua },
        remoteAddress: `198.51.100.${i + 1}`,
      });
      expect(res.json().data).toEqual({ counted: true });
    }
    const log = await asUser.call(cardsContract.cardVisitors, {
      params: { id: card.id },
      query: { SortColumn: 'date', SortType: 'Asc' },
    });
    expect(log.data.records.map((r) => [r.browser, r.operatingSystem])).toEqual(expected);
  });
});
