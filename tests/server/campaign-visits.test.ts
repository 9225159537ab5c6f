import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { visitorTextRequired } from '../../src/shared/campaigns/rules';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createCampaign, visit, VISITOR_TEXTS } from './campaign-support';

/** A later download of the same page session, as the page's script sends it. */
async function changeVisit(
  server: TestServer,
  url: string,
  visitorId: number,
  body: Record<string, unknown>,
  remoteAddress = '203.0.113.7',
) {
  const res = await server.inject({
    method: 'PUT',
    url: `/api/Campaign/Public/${encodeURIComponent(url)}/Visitor/${visitorId}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Chrome/126.0.0.0' },
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * Issue 23: two real visitors' name, wish and phone ended as blank rows. A visit carries what the
 * visitor typed (each collected text required), and a later download with changed texts changes
 * that same visit, which only the page that logged it can do.
 */
describe.each(dbKinds())('campaign visits keep what the visitor typed (%s)', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await setupAdmin(server);
    const user = await registerUser(server, { companyName: 'Visit Sweets' });
    token = user.token;
    await givePlan(server, user.id, { 5: 20 });
  });
  afterAll(() => server?.close());

  const log = async (campId: number) =>
    (await server.client(token).call(cc.campaignVisitors, { params: { campId }, query: {} })).data;

  it('a visit with a collected text left empty is refused on that field with its caption, and nothing is logged', async () => {
    const c = await createCampaign(server, token);
    const blank = await visit(server, c.url, { txt1: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.error.errors).toEqual({
      txt1: visitorTextRequired('Your Name'),
      txt3: visitorTextRequired('Mobile Number'),
    });
    expect(visitorTextRequired('Your Name')).toBe('Your Name is required');
    expect((await log(c.id)).total_Record_Count).toBe(0);
  });

  it('a second download with changed texts changes the same visit: one row, the new texts, one visitor counted', async () => {
    const c = await createCampaign(server, token);
    const first = await visit(server, c.url, { txt1: 'Asha', txt3: '98765 43210' });
    expect(first.status).toBe(200);
    const { visitorId, visitToken } = first.body.data;
    expect(typeof visitToken).toBe('string');

    const changed = await changeVisit(server, c.url, visitorId, {
      txt1: '  Asha Patil ',
      txt3: '+91 98765 43210',
      visitToken,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ visitorId, visitorCount: 1, whatsappUpload: null });

    const visits = await log(c.id);
    expect(visits.total_Record_Count).toBe(1);
    expect(visits.records[0]).toMatchObject({ id: visitorId, txt1: 'Asha Patil', txt3: '+91 98765 43210' });
    expect(
      (await server.client(token).call(cc.campaignById, { params: { id: c.id } })).data.visitorCount,
    ).toBe(1);

    // The change is checked like the visit: a collected text emptied is refused, the row kept.
    const emptied = await changeVisit(server, c.url, visitorId, { txt1: '', txt3: '98765', visitToken });
    expect(emptied.status).toBe(422);
    expect((await log(c.id)).records[0].txt1).toBe('Asha Patil');
  });

  it("one visitor cannot change another's visit, nor a visit of another campaign", async () => {
    const a = await createCampaign(server, token);
    const b = await createCampaign(server, token);
    const mine = (await visit(server, a.url, VISITOR_TEXTS, '203.0.113.30')).body.data;
    const theirs = (await visit(server, a.url, { txt1: 'Ravi', txt3: '98765 12345' }, '203.0.113.31')).body
      .data;
    const other = (await visit(server, b.url, { txt1: 'Meera', txt3: '98765 99999' }, '203.0.113.32')).body
      .data;

    // My token on their visit, and no token at all.
    const forged = await changeVisit(server, a.url, theirs.visitorId, {
      ...VISITOR_TEXTS,
      txt1: 'Overwritten',
      visitToken: mine.visitToken,
    });
    expect(forged.status).toBe(403);
    expect((await changeVisit(server, a.url, theirs.visitorId, VISITOR_TEXTS)).status).toBe(422);
    // A visit of campaign b through campaign a's page, even with its own token.
    const crossed = await changeVisit(server, a.url, other.visitorId, {
      ...VISITOR_TEXTS,
      txt1: 'Overwritten',
      visitToken: other.visitToken,
    });
    expect(crossed.status).toBe(404);

    expect((await log(a.id)).records.map((r) => r.txt1).sort()).toEqual(['Asha Patil', 'Ravi']);
    expect((await log(b.id)).records.map((r) => r.txt1)).toEqual(['Meera']);
  });
});
