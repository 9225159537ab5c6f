import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsContract as cc } from '../../src/shared/cards/contract';
import { CARD_LEAD_MESSAGES as L, type CardForm } from '../../src/shared/cards/schemas';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const cardForm = (overrides: Record<string, unknown> = {}): CardForm => ({
  cardName: 'Asha Rao',
  firstName: 'Asha',
  lastName: 'Rao',
  phoneNumber: '+91 98765-43210',
  companyName: 'Rao Sweets',
  ...overrides,
});

/** Issue 14 (beyond the spec): "Share your details" on the hosted page, and the page served from memory. */
describe.each(dbKinds())('card leads and the hosted page cache (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;
  let asAlice: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
    alice = await registerUser(server, { companyName: 'Alice Sweets' });
    bob = await registerUser(server, { companyName: 'Bob Bikes' });
    asAlice = server.client(alice.token);
    await givePlan(server, alice.id, { 4: 50 });
  });
  afterAll(() => server?.close());

  const share = (body: unknown, ip = '203.0.113.20') =>
    server.inject({
      method: 'POST',
      url: '/api/CardLead',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });
  const leadsOf = (id: number, token: string, exported = false) =>
    server.inject({
      method: 'GET',
      url: `/api/CardLead/${id}/${exported}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('the hosted page has a Share your details form with a hidden honeypot and no inline script', async () => {
    const c = (await asAlice.call(cc.createCard, { body: cardForm() })).data;
    const html = (await server.inject({ method: 'GET', url: `/c/${c.slug}.html` })).body;
    expect(html).toContain('Share your details');
    expect(html).toMatch(/<div class="hp" aria-hidden="true">.*name="website" tabindex="-1"/);
    // Every script is our own file (CSP script-src 'self').
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/c-assets/beacon.js" defer>']);
    const script = (await server.inject({ method: 'GET', url: '/c-assets/beacon.js' })).body;
    expect(script).toContain('/api/CardLead');
  });

  it('a visitor shares their details; the owner and an Admin list them newest first and export xlsx; another user gets 404', async () => {
    const c = (await asAlice.call(cc.createCard, { body: cardForm() })).data;
    const first = await share({ cardDetailsId: c.id, name: ' Ravi ', phone: '+91 90000 11111', website: '' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: L.thanks, data: { shared: true } });
    await share({ cardDetailsId: c.id, name: 'Meera', email: 'meera@example.com', message: 'Call me' });

    const listed = (await leadsOf(c.id, alice.token)).json().data;
    expect(listed.records.map((l: { name: string }) => l.name)).toEqual(['Meera', 'Ravi']);
    expect(listed.records[0]).toMatchObject({ email: 'meera@example.com', phone: '', message: 'Call me' });
    expect((await leadsOf(c.id, adminToken)).json().data.records).toHaveLength(2);
    expect((await leadsOf(c.id, bob.token)).statusCode).toBe(404);

    const xlsx = await leadsOf(c.id, alice.token, true);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await leadsOf(c.id, bob.token, true)).statusCode).toBe(404);
  });

  it('a filled honeypot is answered alike but not kept; no name or no way to reach them is 422; an unknown card is 404', async () => {
    const c = (await asAlice.call(cc.createCard, { body: cardForm() })).data;
    const bot = await share({
      cardDetailsId: c.id,
      name: 'Bot',
      email: 'bot@example.com',
      website: 'spam.example',
    });
    expect(bot.statusCode).toBe(201);
    expect((await leadsOf(c.id, alice.token)).json().data.records).toHaveLength(0);

    const noName = await share({ cardDetailsId: c.id, name: '  ', email: 'a@example.com' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().error.errors).toMatchObject({ name: L.nameRequired });
    const noContact = await share({ cardDetailsId: c.id, name: 'Ravi' });
    expect(noContact.statusCode).toBe(422);
    expect(noContact.json().error.errors).toMatchObject({ phone: L.contactRequired });
    const badEmail = await share({ cardDetailsId: c.id, name: 'Ravi', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(422);
    expect((await share({ cardDetailsId: 99_999_999, name: 'Ravi', phone: '123' })).statusCode).toBe(404);
  });

  it('deleting a card deletes its leads', async () => {
    const c = (await asAlice.call(cc.createCard, { body: cardForm() })).data;
    await share({ cardDetailsId: c.id, name: 'Ravi', phone: '123' });
    await asAlice.call(cc.deleteCard, { params: { id: c.id } });
    expect((await leadsOf(c.id, alice.token)).statusCode).toBe(404);
  });

  it('the served page follows an update and a delete at once (the page cache forgets them)', async () => {
    const c = (await asAlice.call(cc.createCard, { body: cardForm({ designation: 'Founder' }) })).data;
    const get = () => server.inject({ method: 'GET', url: `/c/${c.slug}.html` });
    const before = await get();
    expect(before.body).toContain('Founder');
    // Served again (from memory): the same page and ETag, and a 304 for that ETag.
    expect((await get()).headers.etag).toBe(before.headers.etag);
    const revalidated = await server.inject({
      method: 'GET',
      url: `/c/${c.slug}.html`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    await asAlice.call(cc.updateCard, {
      params: { id: c.id },
      body: cardForm({ designation: 'Chief Taster' }),
    });
    const after = await get();
    expect(after.body).toContain('Chief Taster');
    expect(after.headers.etag).not.toBe(before.headers.etag);

    await asAlice.call(cc.deleteCard, { params: { id: c.id } });
    expect((await get()).statusCode).toBe(404);
  });
});

describe('card leads rate limit', () => {
  it('a flood of shared details from one address answers 429', async () => {
    const server = await startTestServer('sqlite', { RATE_LIMIT: 'on' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await server.inject({
          method: 'POST',
          url: '/api/CardLead',
          payload: JSON.stringify({ cardDetailsId: 99_999_999, name: 'Ravi', phone: '123' }),
          headers: { 'content-type': 'application/json' },
          remoteAddress: '203.0.113.30',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses[5]).toBe(429);
    } finally {
      await server.close();
    }
  });
});
