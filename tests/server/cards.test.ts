import sharp from 'sharp';
import vCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsContract as cc } from '../../src/shared/cards/contract';
import { CARD_PAGE_VERSION } from '../../src/shared/cards/render';
import { CARD_MESSAGES as M, type CardForm } from '../../src/shared/cards/schemas';
import { failure, hasPdftotext, pdfText } from '../billing/support';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { PDF, PNG, raw, rawForm } from '../helpers/brand';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const cardForm = (overrides: Record<string, unknown> = {}): CardForm => ({
  cardName: 'Asha Rao',
  firstName: 'Asha',
  lastName: 'Rao',
  designation: 'Founder',
  phoneNumber: '+91 98765-43210',
  email: 'asha@example.com',
  companyName: 'Rao Sweets',
  website: 'raosweets.example.com',
  businessAddress: 'MG Road, Pune',
  socialMediaLinks: [{ type: 1, link: 'https://facebook.com/raosweets' }],
  customButtons: [{ name: 'Menu', type: 1, link: 'https://raosweets.example.com/menu', buttonStyle: 1 }],
  customSection: [{ title: 'Laddoos', description: 'Fresh every day', images: [], viewType: 1 }],
  ...overrides,
});

const XSS = '<script>alert(1)</script>"><img src=x onerror=alert(2)></style><svg onload=alert(3)>';

/** Issue 14, Server: cards CRUD, tenancy, the allowance, the hosted page, files and the visit beacon. */
describe.each(dbKinds())('cards (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;
  let asAlice: ReturnType<TestServer['client']>;
  let asBob: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
    alice = await registerUser(server, { companyName: 'Alice Sweets' });
    bob = await registerUser(server, { companyName: 'Bob Bikes' });
    asAlice = server.client(alice.token);
    asBob = server.client(bob.token);
    await givePlan(server, alice.id, { 4: 50 });
    await givePlan(server, bob.id, { 4: 50 });
  });
  afterAll(() => server?.close());

  const page = (slug: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url: `/c/${slug}.html`, headers });

  it('a User creates a card with §3 defaults, a hosted link from name and phone, and finds it in My Cards', async () => {
    const created = await asAlice.call(cc.createCard, { body: cardForm() });
    expect(created.message).toBe('Card Created Successfully');
    const c = created.data;
    expect(c).toMatchObject({
      cardName: 'Asha Rao',
      slug: 'asha-rao-919876543210',
      htmlURL: `${server.config.publicBaseUrl}/c/asha-rao-919876543210.html`,
      fonts: 'Roboto',
      theme: 2,
      colorCode: '#ae02d4',
      secondaryColor: '#ffffff',
      logoSize: 13,
      sequence: '1,2,3,CB,CS',
      website: 'http://raosweets.example.com',
      parentCardId: null,
      visitorCount: 0,
      userId: alice.id,
    });
    expect(c.customButtons[0]).toMatchObject({ id: 1, ref: 1, name: 'Menu' });
    const list = await asAlice.call(cc.cards, { query: {} });
    expect(list.data.records.map((r) => r.id)).toContain(c.id);
    const link = await asAlice.call(cc.cardLink, { params: { id: c.id } });
    expect(link.data.htmlURL).toBe(c.htmlURL);
  });

  it('a second card with the same name and phone gets -2, then -3; an update keeps the link', async () => {
    const form = cardForm({ firstName: 'Ravi', lastName: 'Kumar', phoneNumber: '12345' });
    const a = (await asAlice.call(cc.createCard, { body: form })).data;
    const b = (await asAlice.call(cc.createCard, { body: form })).data;
    const c = (await asBob.call(cc.createCard, { body: form })).data;
    expect([a.slug, b.slug, c.slug]).toEqual([
      'ravi-kumar-12345',
      'ravi-kumar-12345-2',
      'ravi-kumar-12345-3',
    ]);
    const updated = await asAlice.call(cc.updateCard, {
      params: { id: b.id },
      body: { ...form, firstName: 'Ravindra' },
    });
    expect(updated.message).toBe('Card Updated Succesfully');
    expect(updated.data).toMatchObject({ firstName: 'Ravindra', slug: 'ravi-kumar-12345-2' });
    const biz = (
      await asAlice.call(cc.createCard, {
        body: cardForm({ isBusinessCard: '1', firstName: 'Zed', lastName: 'Y' }),
      })
    ).data;
    expect([biz.isBusinessCard, biz.slug]).toEqual([true, 'zed-y-rao-sweets']);
  });

  it('the sequence keeps known keys in order, drops unknown and repeated ones and appends the missing', async () => {
    const c = (
      await asAlice.call(cc.createCard, {
        body: cardForm({
          sequence: 'S1,3,zz,3,B1,B9,1',
          customButtons: [{ name: 'First', type: 1, link: 'https://a.example.com' }],
        }),
      })
    ).data;
    expect(c.sequence).toBe('S1,3,B1,1,2,CB,CS');
    const html = (await page(c.slug)).body;
    expect(html.indexOf('Laddoos')).toBeLessThan(html.indexOf('Rao Sweets</h2>'));
    expect(html.indexOf('Rao Sweets</h2>')).toBeLessThan(html.indexOf('>First<'));
  });

  it('another user’s card answers 404 to every call; an Admin sees every card but cannot delete', async () => {
    const c = (await asAlice.call(cc.createCard, { body: cardForm() })).data;
    for (const call of [
      () => asBob.call(cc.cardById, { params: { id: c.id } }),
      () => asBob.call(cc.cardCopy, { params: { id: c.id } }),
      () => asBob.call(cc.cardLink, { params: { id: c.id } }),
      () => asBob.call(cc.updateCard, { params: { id: c.id }, body: cardForm() }),
      () => asBob.call(cc.deleteCard, { params: { id: c.id } }),
      () => asBob.call(cc.cardVisitors, { params: { id: c.id }, query: {} }),
    ])
      expect((await failure(call())).status).toBe(404);
    const admin = server.client(adminToken);
    const all = await admin.call(cc.cards, { query: { Search: 'Alice Sweets', pagesize: 100 } });
    expect(all.data.records.some((r) => r.id === c.id && r.ownerCompanyName === 'Alice Sweets')).toBe(true);
    expect((await failure(admin.call(cc.deleteCard, { params: { id: c.id } }))).status).toBe(403);
  });

  it('copy get answers the content without id, with parentCardId; the copy is a new card with its own link', async () => {
    const c = (await asAlice.call(cc.createCard, { body: cardForm() })).data;
    const copy = (await asAlice.call(cc.cardCopy, { params: { id: c.id } })).data;
    expect(copy).not.toHaveProperty('id');
    expect(copy.parentCardId).toBe(c.id);
    const made = (await asAlice.call(cc.createCard, { body: { ...copy, cardName: 'Copy' } })).data;
    expect(made.parentCardId).toBe(c.id);
    expect(made.slug).not.toBe(c.slug);
  });

  it('creating takes a unit of the Card allowance: "Limit exceeded" (402) when none is left; a delete gives it back', async () => {
    const carol = await registerUser(server, { companyName: 'Carol Cakes' });
    const asCarol = server.client(carol.token);
    const none = await failure(asCarol.call(cc.createCard, { body: cardForm() }));
    expect([none.status, none.message]).toEqual([402, M.limitExceeded]);
    await givePlan(server, carol.id, { 4: 1 });
    const c = (await asCarol.call(cc.createCard, { body: cardForm() })).data;
    expect((await failure(asCarol.call(cc.createCard, { body: cardForm() }))).status).toBe(402);
    const deleted = await asCarol.call(cc.deleteCard, { params: { id: c.id } });
    expect(deleted.data).toBeNull();
    expect((await failure(asCarol.call(cc.cardById, { params: { id: c.id } }))).status).toBe(404);
    expect((await asCarol.call(cc.createCard, { body: cardForm() })).data.id).toBeGreaterThan(c.id);
  });

  it('bad input answers 422 with the spec’s messages on the fields', async () => {
    const bad = await raw(server, 'POST', '/api/Card', alice.token, {
      ...cardForm(),
      cardName: '',
      firstName: null,
      lastName: ' ',
      companyName: '',
      companyPhoneNumber: 'call me',
      website: 'http://not a site',
      socialMediaLinks: [{ type: 9, link: 'not a url' }],
      customButtons: [{ name: '', type: 2 }],
      customSection: [{ title: '', description: '', images: [] }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.errors).toMatchObject({
      cardName: M.cardNameRequired,
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      companyName: M.companyNameRequired,
      companyPhoneNumber: M.phone,
      website: M.urlFormat,
      'socialMediaLinks.0.type': M.socialTypeRequired,
      'socialMediaLinks.0.link': M.urlFormat,
      'customButtons.0.name': M.buttonNameRequired,
      'customSection.0.title': M.sectionRequired,
    });
    const long = await raw(server, 'POST', '/api/Card', alice.token, {
      ...cardForm(),
      firstName: 'x'.repeat(101),
      businessDescription: 'y'.repeat(2001),
      socialMediaLinks: Array.from({ length: 21 }, () => ({ type: 1, link: 'https://fb.example.com' })),
    });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.error.errors)).toEqual(
      expect.arrayContaining(['firstName', 'businessDescription', 'socialMediaLinks']),
    );
  });

  it('XSS payloads in every field are escaped in the stored and served page, and javascript: links are dropped', async () => {
    const c = (
      await asAlice.call(cc.createCard, {
        body: cardForm({
          cardName: XSS,
          firstName: XSS,
          lastName: XSS,
          designation: XSS,
          companyName: XSS,
          businessDescription: XSS,
          businessAddress: XSS,
          email: 'a@b.co',
          bannerUrl: 'javascript:alert(4)',
          customButtons: [{ name: XSS, type: 1, link: 'https://ok.example.com/"><script>alert(6)</script>' }],
          customSection: [{ title: XSS, description: XSS, images: [{ img: 'javascript:alert(5)' }] }],
        }),
      })
    ).data;
    const res = await page(c.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(res.headers.etag).toBeTruthy();
    const html = res.body;
    expect(html).not.toMatch(/<script>alert|<img src=x|<svg onload|onerror=alert\(2\)>|javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Only our beacon script.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect((await page(c.slug, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  }, 20_000);

  it('a javascript: button link is refused with "Incorrect url format"', async () => {
    const bad = await raw(server, 'POST', '/api/Card', alice.token, {
      ...cardForm(),
      customButtons: [{ name: 'x', type: 1, link: 'javascript:alert(1)' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.errors['customButtons.0.link']).toBe(M.urlFormat);
  });

  it('the hosted page shows §3 content, Save To Contact and Powered by; an unknown card is a 404 page', async () => {
    const c = (await asAlice.call(cc.createCard, { body: cardForm() })).data;
    const html = (await page(c.slug)).body;
    expect(html).toContain('Save To Contact');
    expect(html).toContain('Powered by');
    expect(html).toContain(
      'https://www.google.com/maps/search/?api=1&amp;query=Rao%20Sweets%20MG%20Road%2C%20Pune',
    );
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('max-width:500px');
    expect((await page('no-such-card')).statusCode).toBe(404);
    const font = await server.inject({ method: 'GET', url: '/c-assets/roboto-latin-400-normal.woff2' });
    expect([font.statusCode, font.headers['content-type']]).toEqual([200, 'font/woff2']);
  });

  it('a page drawn by an older renderer is drawn again on its next visit; a current one is served as stored', async () => {
    const [old, current] = [
      (await asAlice.call(cc.createCard, { body: cardForm({ cardName: 'Old page' }) })).data,
      (await asAlice.call(cc.createCard, { body: cardForm({ cardName: 'Current page' }) })).data,
    ];
    const set = (id: number, page_version: number) =>
      server.ctx.db
        .updateTable('cards')
        .set({ html_content: '<p>as once stored</p>', page_version })
        .where('id', '=', id)
        .execute();
    await set(old.id, CARD_PAGE_VERSION - 1);
    await set(current.id, CARD_PAGE_VERSION);
    expect((await page(old.slug)).body).toContain('Save To Contact');
    expect((await page(current.slug)).body).toBe('<p>as once stored</p>');
    const row = await server.ctx.db
      .selectFrom('cards')
      .select(['html_content', 'page_version'])
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(row.page_version).toBe(CARD_PAGE_VERSION);
    expect(row.html_content).toContain('Save To Contact');
  });

  it('card files: png, jpeg and a button pdf are stored, judged by their bytes; SVG and HTML are refused', async () => {
    const up = (_declared: string, bytes: Buffer) =>
      rawForm(
        server,
        '/api/Card/Upload',
        alice.token,
        { isWeb: 'false', isCard: 'true' },
        { file: { name: 'f', data: bytes } },
      );
    const png = await up('image/png', PNG);
    expect(png.status).toBe(201);
    expect(png.body.data.url).toContain('/files/');
    expect((await up('application/pdf', PDF)).status).toBe(201);
    expect((await up('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'))).status).toBe(422);
    expect((await up('image/png', Buffer.from('<html><script>alert(1)</script>'))).status).toBe(422);
    // The declared type does not matter: the bytes say what the file is.
    expect((await up('image/jpeg', PNG)).status).toBe(201);
    // A stored logo shows on the page by its lasting address.
    const c = (await asAlice.call(cc.createCard, { body: cardForm({ logoURL: png.body.data.url }) })).data;
    expect(c.logoURL).not.toContain('sig=');
    const img = await server.inject({ method: 'GET', url: new URL(c.logoURL).pathname });
    expect(img.statusCode).toBe(200);
  });

  it('the beacon counts a visit with its source once per 30 minutes per IP and browser; crawlers and unknown cards are not', async () => {
    const c = (await asAlice.call(cc.createCard, { body: cardForm() })).data;
    const beacon = (body: unknown, ua = CHROME, ip = '203.0.113.9') =>
      server.inject({
        method: 'POST',
        url: '/api/CARDVisitor',
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'user-agent': ua },
        remoteAddress: ip,
      });
    expect((await beacon({ cardDetailsId: c.id, Referrer: null, type: 'QR' })).json().data).toEqual({
      counted: true,
    });
    expect((await beacon({ cardDetailsId: c.id, type: 'QR' })).json().data).toEqual({ counted: false });
    expect((await beacon({ cardDetailsId: c.id, type: null }, CHROME, '203.0.113.10')).json().data).toEqual({
      counted: true,
    });
    expect(
      (
        await beacon(
          { cardDetailsId: c.id },
          'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        )
      ).json().data,
    ).toEqual({ counted: false });
    expect((await beacon({ cardDetailsId: 99_999_999 })).statusCode).toBe(404);

    const visitors = await asAlice.call(cc.cardVisitors, { params: { id: c.id }, query: {} });
    expect(visitors.data.records.map((v) => [v.ip, v.type, v.browser])).toEqual([
      ['203.0.113.10', 'Link', 'Chrome'],
      ['203.0.113.9', 'QR', 'Chrome'],
    ]);
    expect(visitors.data.records[0].operatingSystem).toMatch(/^Windows/);
    expect((await asAlice.call(cc.cardById, { params: { id: c.id } })).data.visitorCount).toBe(2);
    const xlsx = await server.inject({
      method: 'GET',
      url: `/api/CardVisitor/${c.id}/true`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('Save To Contact answers a vCard 3.0 (CRLF, folded at 75 octets, UTF-8 without BOM) that parses back, accents and Devanagari included', async () => {
    const c = (
      await asAlice.call(cc.createCard, {
        body: cardForm({
          firstName: 'Zoë',
          lastName: 'अनन्या शर्मा',
          designation: 'Directrice, ventes; Inde',
          companyName: 'Café Ñandú',
          businessAddress: 'Line one\nLine two, Pune',
          businessDescription: 'x',
        }),
      })
    ).data;
    const res = await server.inject({ method: 'GET', url: `/c/${c.slug}.vcf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('Zoë-अनन्या शर्मा.vcf')}`,
    );
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    const text = bytes.toString('utf8');
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const card = new vCard().parse(text);
    const value = (key: string) => {
      const p = card.get(key);
      return (Array.isArray(p) ? p[0] : p).valueOf();
    };
    expect(value('fn')).toBe('Zoë अनन्या शर्मा');
    expect(value('n')).toBe('अनन्या शर्मा;Zoë;;;');
    expect(value('org')).toBe('Café Ñandú');
    expect(value('title')).toBe('Directrice\\, ventes\\; Inde');
    expect(value('tel')).toBe('+91 98765-43210');
    expect(value('email')).toBe('asha@example.com');
    expect(text).toContain('ADR;TYPE=WORK:;;Line one\\nLine two\\, Pune;;;;');
    expect((await server.inject({ method: 'GET', url: '/c/nobody.vcf' })).statusCode).toBe(404);
  });

  it("Save To Contact carries the logo as the contact's photo, a JPEG no larger than 256 px", async () => {
    const wide = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const logo = await rawForm(
      server,
      '/api/Card/Upload',
      alice.token,
      {},
      { file: { name: 'logo.png', data: wide } },
    );
    const c = (await asAlice.call(cc.createCard, { body: cardForm({ logoURL: logo.body.data.url }) })).data;
    const text = (await server.inject({ method: 'GET', url: `/c/${c.slug}.vcf` })).payload;
    const photo = new vCard().parse(text).get('photo');
    expect(photo).toBeDefined();
    const p = Array.isArray(photo) ? photo[0] : photo!;
    expect(String((p as unknown as { type: string }).type).toUpperCase()).toBe('JPEG');
    const meta = await sharp(Buffer.from(p.valueOf(), 'base64')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 171]);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('the card PDF downloads for its owner (with the logo and the QR) and is 404 for another user', async () => {
    const logo = await rawForm(
      server,
      '/api/Card/Upload',
      alice.token,
      {},
      { file: { name: 'logo.png', data: PNG } },
    );
    const c = (await asAlice.call(cc.createCard, { body: cardForm({ logoURL: logo.body.data.url }) })).data;
    const get = (token: string) =>
      server.inject({
        method: 'GET',
        url: `/api/Card/Pdf/${c.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const res = await get(alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (hasPdftotext) {
      // The card's fields are real text in the PDF (searchable, copyable), not pictures of text.
      const text = pdfText(res.rawPayload);
      for (const field of [
        'Asha Rao',
        'Founder',
        '+91 98765-43210',
        'asha@example.com',
        'Rao Sweets',
        'raosweets.example.com',
        'MG Road, Pune',
        'Laddoos',
        'Fresh every day',
      ])
        expect(text).toContain(field);
    }
    expect((await get(bob.token)).statusCode).toBe(404);
    // The PDF is no visit.
    expect((await asAlice.call(cc.cardById, { params: { id: c.id } })).data.visitorCount).toBe(0);
  });
});
