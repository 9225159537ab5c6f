import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsContract as nc } from '../../../src/shared/notifications/contract';
import { webContract as wc } from '../../../src/shared/web/contract';
import { WEB_MESSAGES as M } from '../../../src/shared/web/schemas';
import { siteForms } from '../../../src/server/modules/web/forms/tokens';
import { startWhatsAppFake } from '../../fakes/whatsapp/cloud-api';
import { setupAdmin } from '../../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { freshToken, movableClock, ownerWithPublishedSite, postForm, type Owner } from './forms-support';

const CONTACT = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Do you deliver?',
};

/** Issue 24, Forms: the contact and newsletter posts of a published site, their lists and notices. */
describe.each(dbKinds())('website forms (%s)', (kind) => {
  let server: TestServer;
  let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;
  const time = movableClock();
  let adminToken: string;
  let alice: Owner;
  let bob: Owner;
  let site: { id: number; slug: string };
  let bobSite: { id: number; slug: string };

  /** A fresh token, old enough to pass (the visitor took 3 s to fill the form). */
  const readyToken = async (slug = site.slug) => {
    const token = await freshToken(server, slug);
    time.advance(3_000);
    return token;
  };
  const contactUrl = (slug = site.slug) => `/s/${slug}/_forms/contact`;
  const newsletterUrl = (slug = site.slug) => `/s/${slug}/_forms/newsletter`;
  const responsesOf = async (token: string) =>
    (await server.client(token).call(wc.formResponses, { query: { pagesize: 100 } })).data;

  beforeAll(async () => {
    wa = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: '55501' });
    // RATE_LIMIT on: the 5-a-minute limit of form posts is one of the database-backed limits.
    server = await startTestServer(
      kind,
      {
        RATE_LIMIT: 'on',
        WHATSAPP_API_BASE: `${wa.url}/v21.0`,
        WHATSAPP_TOKEN: 'wa-token',
        WHATSAPP_PHONE_NUMBER_ID: '55501',
        WHATSAPP_WEB_CONTACT_TEMPLATE: 'web_contact',
        WHATSAPP_WEB_NEWSLETTER_TEMPLATE: 'web_subscriber',
      },
      { clock: time.clock },
    );
    adminToken = await setupAdmin(server);
    ({ owner: alice, site } = await ownerWithPublishedSite(server, 'Alice Sweets'));
    ({ owner: bob, site: bobSite } = await ownerWithPublishedSite(server, 'Bob Bakery'));
  });
  afterAll(async () => {
    await server?.close();
    await wa?.close();
  });
  // Each test starts well past the last one's minute of posts.
  beforeEach(() => time.advance(5 * 60_000));

  it('a contact post is kept and answered with a redirect back to its page (?sent=contact), no cookie', async () => {
    const token = await readyToken();
    const res = await postForm(
      server,
      contactUrl(),
      { ...CONTACT, token, website: '' },
      { referer: `http://localhost/s/${site.slug}/contact` },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/s/${site.slug}/contact?sent=contact`);
    expect(res.headers['set-cookie']).toBeUndefined();

    const list = await responsesOf(alice.token);
    expect(list.records[0]).toMatchObject({ ...CONTACT, websiteId: site.id, pagePath: '/contact' });
    const one = await server
      .client(alice.token)
      .call(wc.formResponseById, { params: { id: list.records[0].id } });
    expect(one.data.message).toBe(CONTACT.message);
  });

  it("the published contact page's own form posts with its publish-time token, and loads the site script", async () => {
    const page = await server.inject({ method: 'GET', url: `/s/${site.slug}/contact` });
    expect(page.statusCode).toBe(200);
    const form = /<form[^>]*action="([^"]+)"[\s\S]*?name="token" value="([^"]+)"/.exec(page.body)!;
    expect(form[1]).toBe(`/s/${site.slug}/_forms/contact`);
    const script = /<script src="([^"]+)" defer><\/script>/.exec(page.body)![1];
    expect(script).toMatch(/^\/s\/_platform\/beacon\.[0-9a-f]{12}\.js$/);
    expect((await server.inject({ method: 'GET', url: script })).statusCode).toBe(200);
    time.advance(3_000);
    const res = await postForm(
      server,
      form[1],
      { ...CONTACT, name: 'From the page', token: form[2].replace(/&amp;/g, '&'), website: '' },
      { referer: `http://localhost/s/${site.slug}/contact` },
    );
    expect([res.statusCode, res.headers.location]).toEqual([303, `/s/${site.slug}/contact?sent=contact`]);
    expect((await responsesOf(alice.token)).records[0].name).toBe('From the page');
  });

  it('answers JSON with the thank-you message when the post asks for JSON', async () => {
    const res = await postForm(
      server,
      contactUrl(),
      { ...CONTACT, token: await readyToken() },
      { json: true },
    );
    expect([res.statusCode, res.json().message]).toEqual([201, M.contactSent]);
  });

  it('a filled honeypot is answered like a success and kept nowhere', async () => {
    const before = (await responsesOf(alice.token)).total_Record_Count;
    const res = await postForm(server, contactUrl(), {
      ...CONTACT,
      message: 'bot text',
      token: await readyToken(),
      website: 'http://spam.example',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/s/${site.slug}/?sent=contact`);
    const after = await responsesOf(alice.token);
    expect(after.total_Record_Count).toBe(before);
    expect(after.records.map((r) => r.message)).not.toContain('bot text');
  });

  it('a form sent within 2 s of its token is refused (fast fill); the same token passes later', async () => {
    const token = await freshToken(server, site.slug);
    time.advance(1_000);
    const fast = await postForm(server, contactUrl(), { ...CONTACT, token }, { json: true });
    expect([fast.statusCode, fast.json().message]).toEqual([400, M.tooFast]);
    const page = await postForm(server, contactUrl(), { ...CONTACT, token });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(M.tooFast);
    time.advance(1_500);
    expect((await postForm(server, contactUrl(), { ...CONTACT, token }, { json: true })).statusCode).toBe(
      201,
    );
  });

  it("a page's publish-time token keeps working for months; a fresh token lasts a day", async () => {
    const published = siteForms(server.ctx, site);
    expect(published.contact.action).toBe(`/s/${site.slug}/_forms/contact`);
    const fresh = await freshToken(server, site.slug);
    const start = time.now();
    time.advance(40 * 86_400_000);
    // From an address of its own: these posts stay in the future of the other tests' minute.
    const later = { json: true, ip: '192.0.2.40' };
    const old = await postForm(server, contactUrl(), { ...CONTACT, token: published.contact.token }, later);
    expect(old.statusCode).toBe(201);
    const expired = await postForm(server, contactUrl(), { ...CONTACT, token: fresh }, later);
    expect([expired.statusCode, expired.json().message]).toEqual([400, M.formExpired]);
    // Back to the day of the sessions the other tests use.
    time.set(new Date(start.getTime() + 61_000).toISOString());
  });

  it("a missing, forged or other site's token is refused with 400", async () => {
    const missing = await postForm(server, contactUrl(), CONTACT, { json: true });
    expect([missing.statusCode, missing.json().message]).toEqual([400, M.formExpired]);
    const token = await readyToken();
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(
      (await postForm(server, contactUrl(), { ...CONTACT, token: forged }, { json: true })).statusCode,
    ).toBe(400);
    const bobs = await readyToken(bobSite.slug);
    expect(
      (await postForm(server, contactUrl(), { ...CONTACT, token: bobs }, { json: true })).statusCode,
    ).toBe(400);
  });

  it('the 6th post in a minute from one address is refused with 429; another address and the next minute pass', async () => {
    const token = await readyToken();
    for (let i = 0; i < 5; i++)
      expect(
        (await postForm(server, newsletterUrl(), { email: `five${i}@example.com`, token })).statusCode,
      ).toBe(303);
    const sixth = await postForm(
      server,
      newsletterUrl(),
      { email: 'six@example.com', token },
      { json: true },
    );
    expect([sixth.statusCode, sixth.json().message]).toEqual([429, M.tooMany]);
    const page = await postForm(server, newsletterUrl(), { email: 'six@example.com', token });
    expect(page.statusCode).toBe(429);
    const elsewhere = await postForm(
      server,
      newsletterUrl(),
      { email: 'six@example.com', token },
      { ip: '198.51.100.4' },
    );
    expect(elsewhere.statusCode).toBe(303);
    // Bob's site counts on its own.
    const bobs = await readyToken(bobSite.slug);
    expect(
      (await postForm(server, newsletterUrl(bobSite.slug), { email: 'x@example.com', token: bobs }))
        .statusCode,
    ).toBe(303);
    time.advance(61_000);
    expect((await postForm(server, newsletterUrl(), { email: 'seven@example.com', token })).statusCode).toBe(
      303,
    );
  });

  it('oversize fields, a bad e-mail and a NUL are refused on their fields (4xx, never 500)', async () => {
    const token = await readyToken();
    const post = (fields: Record<string, string>) =>
      postForm(server, contactUrl(), { token, ...fields }, { json: true });
    const long = await post({ ...CONTACT, name: 'x'.repeat(101), message: 'y'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().error.errors).sort()).toEqual(['message', 'name']);
    const email = await post({ ...CONTACT, email: 'not-an-email' });
    expect([email.statusCode, email.json().error.errors]).toEqual([422, { email: 'Invalid email address' }]);
    const nul = await post({ ...CONTACT, name: 'A\u0000B' });
    expect(nul.statusCode).toBe(422);
    time.advance(61_000);
    const page = await postForm(server, newsletterUrl(), { token, email: 'nope' });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('Invalid email address');
    const huge = await postForm(
      server,
      contactUrl(),
      { ...CONTACT, token, message: 'z'.repeat(40_000) },
      { json: true },
    );
    expect(huge.statusCode).toBe(413);
    const junk = await server.inject({
      method: 'POST',
      url: contactUrl(),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: '[1,2',
    });
    expect(junk.statusCode).toBe(400);
  });

  it('a subscriber is kept once per site ignoring case; the second subscription is a success', async () => {
    const token = await readyToken();
    expect((await postForm(server, newsletterUrl(), { email: 'Ravi@Example.com', token })).statusCode).toBe(
      303,
    );
    const again = await postForm(
      server,
      newsletterUrl(),
      { email: 'ravi@EXAMPLE.COM', token },
      { json: true },
    );
    expect([again.statusCode, again.json().message]).toEqual([201, M.subscribed]);
    // Bob's site has its own list.
    const bobs = await readyToken(bobSite.slug);
    await postForm(server, newsletterUrl(bobSite.slug), { email: 'ravi@example.com', token: bobs });

    const list = await server
      .client(alice.token)
      .call(wc.subscribers, { query: { Search: 'ravi', pagesize: 100 } });
    expect(list.data.records.map((s) => s.email)).toEqual(['Ravi@Example.com']);
  });

  it('an unknown site answers 404, an inactive one 410', async () => {
    const token = await readyToken();
    expect((await postForm(server, contactUrl('no-such-site'), { ...CONTACT, token })).statusCode).toBe(404);
    const { site: off } = await ownerWithPublishedSite(server, 'Closed Shop');
    await server
      .client(adminToken)
      .call(wc.setWebsiteStatus, { params: { id: off.id }, body: { isActive: false } });
    const gone = await postForm(server, contactUrl(off.slug), { ...CONTACT, token }, { json: true });
    expect([gone.statusCode, gone.json().message]).toEqual([410, M.inactive]);
    expect((await server.inject({ method: 'GET', url: `/s/${off.slug}/_forms/token` })).statusCode).toBe(410);
  });

  it('another user never sees the entries: their lists are their own, an id of another answers 404', async () => {
    const token = await readyToken();
    await postForm(server, contactUrl(), { ...CONTACT, name: 'For Alice only', token });
    const mine = await responsesOf(alice.token);
    const id = mine.records.find((r) => r.name === 'For Alice only')!.id;
    const bobs = await responsesOf(bob.token);
    expect(bobs.records.map((r) => r.name)).not.toContain('For Alice only');
    await expect(
      server.client(bob.token).call(wc.formResponseById, { params: { id } }),
    ).rejects.toMatchObject({
      status: 404,
    });
    const subs = await server.client(bob.token).call(wc.subscribers, { query: { Search: 'five0' } });
    expect(subs.data.total_Record_Count).toBe(0);
  });

  it('the lists export as xlsx with the same filters', async () => {
    const file = await server.client(alice.token).download(wc.formResponses, { query: { Search: 'Asha' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Email', 'Phone', 'Message', 'Page', 'Date']);
    expect(sheet.getRow(2).getCell(1).value).toBe('Asha Patil');
    const subs = await server.client(alice.token).download(wc.subscribers, { query: {} });
    expect(subs.contentType).toContain('spreadsheetml');
  });

  it('with the notifications on, a new entry reaches the WhatsApp Cloud API at the set number; none when off', async () => {
    const setNotices = (contact: boolean, newsletter: boolean) =>
      server.client(alice.token).call(nc.updateSettings, {
        body: {
          webContactUs: contact,
          webContactUsNumber: '+919876543210',
          webNewsLetter: newsletter,
          webNewsLetterNumber: '+919812345678',
        },
      });
    await setNotices(true, false);
    const sent = () => wa.requests.filter((r) => r.method === 'POST');
    const before = sent().length;

    const token = await readyToken();
    const res = await postForm(server, contactUrl(), { ...CONTACT, name: 'Notify Me', token });
    expect(res.statusCode).toBe(303);
    await vi.waitFor(() => expect(sent().length).toBe(before + 1));
    expect(sent().at(-1)!.body).toMatchObject({
      to: '919876543210',
      type: 'template',
      template: {
        name: 'web_contact',
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Alice Sweets' },
              { type: 'text', text: 'Notify Me' },
              { type: 'text', text: CONTACT.email },
              { type: 'text', text: CONTACT.phone },
              { type: 'text', text: CONTACT.message },
            ],
          },
        ],
      },
    });

    // Newsletter notices are off: this subscriber is told to no one …
    await postForm(server, newsletterUrl(), { email: 'quiet@example.com', token });
    // … and once they are on, the next one is (notices go out in order, one after another).
    await setNotices(true, true);
    await postForm(server, newsletterUrl(), { email: 'loud@example.com', token });
    await vi.waitFor(() => expect(sent().length).toBe(before + 2));
    expect(sent().at(-1)!.body).toMatchObject({
      to: '919812345678',
      template: {
        name: 'web_subscriber',
        components: [{ parameters: [{ text: 'Alice Sweets' }, { text: 'loud@example.com' }] }],
      },
    });
    // A known subscriber adds nothing and tells no one.
    await postForm(server, newsletterUrl(), { email: 'LOUD@example.com', token });
    await setNotices(false, false);
    await postForm(server, contactUrl(), { ...CONTACT, token });
    await postForm(server, newsletterUrl(), { email: 'late@example.com', token });
    const texts = sent().flatMap((r) =>
      r.body.template.components[0].parameters.map((p: { text: string }) => p.text),
    );
    expect(texts).not.toContain('quiet@example.com');
    expect(texts).not.toContain('late@example.com');
  });
});
