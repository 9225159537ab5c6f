import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { brandContract as brand } from '../../src/shared/brand/contract';
import type { BusinessDetailsForm } from '../../src/shared/brand/schemas';
import { companyForm, JPEG, PDF, PNG, raw, rawForm, upload, WEBP } from '../helpers/brand';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createPackage, failure, planBody } from '../billing/support';

const IMAGE_MESSAGE = 'Image should be in 1:1 aspect ratio and in jpeg,png or jpg format.';
const GSTIN = '27AAPFU0939F1ZV';

const details = (overrides: Partial<BusinessDetailsForm['brandInfo']> = {}): BusinessDetailsForm => ({
  brandInfo: {
    siteOneLineDescription: 'Fresh cakes baked to order in Pune',
    aiDesription: '<p>We bake <strong>fresh</strong> cakes every morning.</p>',
    pKeywords: ['cakes', 'bakery'],
    sKeywords: ['birthday cakes'],
    keywords: [],
    ...overrides,
  },
  locations: { countries: [], states: [], cities: [{ name: 'Pune', countryCode: 'IN', stateCode: 'MH' }] },
});

/** Issue 11, Server and Bad input: the brand area. */
describe.each(dbKinds())('brand information (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  it("a new user's brand is empty, and the company details are saved as the spec cleans them", async () => {
    const user = await registerUser(server, { companyName: 'Registered Name' });
    const c = server.client(user.token);
    const empty = (await c.call(brand.brand)).data;
    expect(empty).toMatchObject({ id: null, userId: user.id, companyName: null, pKeywords: [] });
    expect(empty.locations).toEqual({ countries: [], states: [], cities: [] });

    const logo = await upload(server, user.token);
    // Sent raw: the server cleans what a client did not (spec 01 section 5).
    const saved = await raw(server, 'POST', '/api/BrandInformation', user.token, {
      ...companyForm(logo.url),
      companyName: '  Acme Traders  ',
      brandColor: '#ff8800',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Company Details Submitted Successfully');
    expect(saved.body.data).toMatchObject({
      userId: user.id,
      companyName: 'Acme Traders',
      brandColor: 'FF8800',
      website: 'http://acme.example',
      address1: '4 MG Road',
      address2: 'Shivajinagar',
      businessType: 'Product',
    });
    expect(saved.body.data.id).toEqual(expect.any(Number));
    // The logo is answered at an address its viewer can open (signed while private).
    const address = new URL(saved.body.data.companyLogo);
    expect(address.pathname).toBe(`/files/${logo.id}`);
    expect((await server.inject({ method: 'GET', url: address.pathname + address.search })).statusCode).toBe(
      200,
    );

    expect((await c.call(brand.brandFields)).data).toEqual([
      { brandField: 'Company Name', value: 'Acme Traders' },
      { brandField: 'Email', value: 'hello@acme.example' },
      { brandField: 'Business Type', value: 'Product' },
    ]);
    // Account/Me carries the same brand fields.
    expect((await c.call(account.me)).data.brandInfo[0]).toEqual({
      brandField: 'Company Name',
      value: 'Acme Traders',
    });
  });

  it('the company form answers 422 with the spec messages on its fields', async () => {
    const user = await registerUser(server);
    const logo = await upload(server, user.token);
    const bad = await raw(server, 'POST', '/api/BrandInformation', user.token, {
      ...companyForm(logo.url),
      email: 'not-an-email',
      companyName: '   ',
      address3: ', ,',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.errors).toMatchObject({
      email: 'Invalid email address',
      companyName: 'Company Name is required',
      address3: 'City, State, Pincode is required',
    });
    expect((await server.client(user.token).call(brand.brand)).data.id).toBeNull();
  });

  it('a company name past 200 characters and a website with a space are refused, never cut or kept', async () => {
    const user = await registerUser(server);
    const logo = await upload(server, user.token);
    for (const website of ['http://not a site', 'not a site', 'http://nodot', 'mailto:a@b.in'])
      for (const companyName of ['x'.repeat(400), 'Sharma Sweets']) {
        const bad = await raw(server, 'POST', '/api/BrandInformation', user.token, {
          ...companyForm(logo.url),
          companyName,
          website,
        });
        expect(bad.status).toBe(422);
        expect(bad.body.error.errors).toMatchObject({
          website: 'Enter a valid website',
          ...(companyName.length > 200 ? { companyName: 'You can enter only 200 characters' } : {}),
        });
      }
    expect((await server.client(user.token).call(brand.brand)).data.id).toBeNull();
  });

  it('the billing details are saved apart; a wrong GST check character answers "Incorrect GST number"', async () => {
    const user = await registerUser(server);
    const saved = await raw(server, 'POST', '/api/BrandInformation/Billing', user.token, {
      billingName: ' Acme Traders LLP ',
      gstNumber: GSTIN.toLowerCase(),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Billing Details Submitted Successfully');
    expect(saved.body.data).toMatchObject({
      billingName: 'Acme Traders LLP',
      gstNumber: GSTIN,
      companyName: null,
    });

    const wrong = await raw(server, 'POST', '/api/BrandInformation/Billing', user.token, {
      billingName: 'Acme Traders LLP',
      gstNumber: '27AAPFU0939F1ZA',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.errors).toEqual({ gstNumber: 'Incorrect GST number' });
    // Nothing lost: the saved number stays.
    expect((await server.client(user.token).call(brand.brand)).data.gstNumber).toBe(GSTIN);
    // The GST number is optional.
    const none = await server.client(user.token).call(brand.saveBilling, { body: { billingName: 'Acme' } });
    expect(none.data).toMatchObject({ billingName: 'Acme', gstNumber: null });
  });

  it('the company logo must be a png or jpeg uploaded here, of at most 5 MB', async () => {
    const user = await registerUser(server);
    const other = await registerUser(server);
    const save = (logo: string) =>
      raw(server, 'POST', '/api/BrandInformation', user.token, companyForm(logo));

    expect((await save((await upload(server, user.token, JPEG, 'jpeg')).url)).status).toBe(200);
    for (const [bytes, type] of [
      [PDF, 'pdf'],
      [WEBP, 'webp'],
    ] as const) {
      const res = await save((await upload(server, user.token, bytes, type)).url);
      expect(res.status).toBe(422);
      expect(res.body.error.errors).toEqual({ companyLogo: IMAGE_MESSAGE });
    }
    // Not one of our files, or another user's private file.
    for (const address of [
      'https://elsewhere.example/logo.png',
      `${server.config.publicBaseUrl}/files/../../etc/passwd`,
      (await upload(server, other.token)).url,
    ]) {
      const res = await save(address);
      expect(res.status, address).toBe(422);
      expect(res.body.error.errors.companyLogo).toBeTruthy();
    }
    // A text file declared as PNG never gets stored.
    const lying = await rawForm(
      server,
      '/api/Files',
      user.token,
      {},
      {
        file: { name: 'logo.png', data: Buffer.from('<svg onload=alert(1)>') },
      },
    );
    expect(lying.status).toBe(422);
    expect(lying.body.error.errors).toEqual({
      file: 'Only PNG, JPEG, WebP images and PDF files can be uploaded',
    });
    // Over 5 MB: refused at upload (413 as it streams), and refused as a logo when stored some other way.
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1024 - PNG.length)]);
    const tooBig = await rawForm(
      server,
      '/api/Files',
      user.token,
      {},
      { file: { name: 'logo.png', data: big } },
    );
    expect([tooBig.status, tooBig.body.error.errors]).toEqual([
      413,
      { file: 'The file is larger than 5 MB' },
    ]);
    const id = `${crypto.randomUUID()}.png`;
    await (await server.ctx.storage()).put(id, big, 'image/png');
    await server.ctx.db
      .insertInto('files')
      .values({
        id,
        user_id: user.id,
        file_name: 'big.png',
        content_type: 'image/png',
        size: big.length,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await save(`${server.config.publicBaseUrl}/files/${id}`);
    expect(res.status).toBe(422);
    expect(res.body.error.errors).toEqual({ companyLogo: 'The company logo must be at most 5 MB' });
    // The JPEG saved first is still the logo.
    expect((await server.client(user.token).call(brand.brand)).data.companyLogo).toContain('.jpg');
  });

  it('a website asset uploaded with isWeb is public at a lasting address, and may be a logo', async () => {
    const user = await registerUser(server);
    const file = await upload(server, user.token, PNG, 'png', true);
    expect(file.url).toBe(`${server.config.publicBaseUrl}/files/${file.id}`);
    const res = await server.inject({ method: 'GET', url: `/files/${file.id}` });
    expect(res.statusCode).toBe(200);
    const saved = await server.client(user.token).call(brand.saveCompany, { body: companyForm(file.url) });
    expect(saved.data.companyLogo).toBe(file.url);
  });

  it('business details: keywords trimmed and kept once, joined with commas; the description sanitised', async () => {
    const user = await registerUser(server);
    const res = await raw(
      server,
      'POST',
      '/api/BrandInformation/BusinessDetails',
      user.token,
      details({
        pKeywords: [' Cakes ', 'cakes', 'Bakery', 'CAKES'],
        sKeywords: ['birthday   cakes', 'Birthday cakes', 'eggless'],
        keywords: ['pastry', ' Pastry'],
        aiDesription:
          '<p onclick="steal()">We bake <b>fresh</b> cakes.<script>alert(1)</script></p>' +
          '<a href="javascript:alert(1)">x</a><a href="https://acme.example">site</a><img src=x onerror=alert(1)>',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Business Details Submitted Successfully');
    expect(res.body.data).toMatchObject({
      siteOneLineDescription: 'Fresh cakes baked to order in Pune',
      pKeywords: ['Cakes', 'Bakery'],
      sKeywords: ['birthday cakes', 'eggless'],
      keywords: ['pastry'],
      primary_keyword: 'Cakes,Bakery',
      secondary_keyword: 'birthday cakes,eggless',
      locations: { cities: [{ name: 'Pune', countryCode: 'IN', stateCode: 'MH' }] },
    });
    expect(res.body.data.aiDesription).toBe(
      '<p>We bake <b>fresh</b> cakes.</p><a>x</a><a href="https://acme.example">site</a>',
    );
  });

  it('business details answer 422 for a 251-character description, no keywords or no location', async () => {
    const user = await registerUser(server);
    const post = (body: unknown) =>
      raw(server, 'POST', '/api/BrandInformation/BusinessDetails', user.token, body);
    const long = await post(details({ siteOneLineDescription: 'x'.repeat(251) }));
    expect(long.status).toBe(422);
    expect(long.body.error.errors).toEqual({
      'brandInfo.siteOneLineDescription': 'You can enter only 250 characters',
    });
    expect((await post(details({ siteOneLineDescription: 'x'.repeat(250) }))).status).toBe(200);

    const noKeywords = await post(details({ pKeywords: ['  '], sKeywords: [] }));
    expect(noKeywords.status).toBe(422);
    expect(noKeywords.body.error.errors['brandInfo.sKeywords']).toBe('At least one keyword is required');

    const noPlace = await post({ ...details(), locations: { countries: [], states: [], cities: [] } });
    expect(noPlace.status).toBe(422);
    expect(noPlace.body.error.errors).toEqual({ locations: 'Please select at least one location' });

    // Only a script is no description at all.
    const onlyScript = await post(details({ aiDesription: '<script>alert("x")</script>' }));
    expect(onlyScript.status).toBe(422);
    expect(onlyScript.body.error.errors).toEqual({
      'brandInfo.aiDesription': 'Business Description is required',
    });
    expect((await server.client(user.token).call(brand.brand)).data.siteOneLineDescription).toBe(
      'x'.repeat(250),
    );
  });

  it('location search finds countries, states and cities by prefix first, ignoring case and accents', async () => {
    const user = await registerUser(server);
    const search = async (Search: string, limit?: number) =>
      (await server.client(user.token).call(brand.locationSearch, { query: { Search, limit } })).data;

    const pune = await search('pune');
    expect(pune[0]).toMatchObject({ type: 'city', name: 'Pune', label: 'Pune, Maharashtra, India' });
    expect((await search('INDIA'))[0]).toMatchObject({ type: 'country', name: 'India', countryCode: 'IN' });
    const maha = await search('mahara');
    expect(maha[0]).toMatchObject({ type: 'state', name: 'Maharashtra', label: 'Maharashtra, India' });
    expect((await search('sao paulo')).map((o) => o.name)).toContain('São Paulo');
    // A later word, then anywhere in the name.
    expect((await search('paulo', 50)).map((o) => o.label)).toContain('São Paulo, São Paulo, Brazil');
    expect((await search('ngalore')).map((o) => o.label)).toContain('Bangalore Urban, Karnataka, India');
    const some = await search('a', 5);
    expect(some).toHaveLength(5);
    // "City, State": the part after the comma narrows by the label.
    const narrowed = await search('aurangabad, maharashtra');
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((o) => o.label.includes('Maharashtra'))).toBe(true);
    expect(await search('zzqxj')).toEqual([]);
    const blank = await raw(server, 'GET', '/api/Location/Search?Search=%20', user.token);
    expect(blank.status).toBe(400);
  });

  it("a User cannot read or write another user's brand (404); an Admin can, with userId", async () => {
    const alice = await registerUser(server);
    const bob = await registerUser(server);
    const logo = await upload(server, alice.token);
    await server.client(alice.token).call(brand.saveCompany, { body: companyForm(logo.url) });

    for (const [method, path, body] of [
      ['GET', '/api/BrandInformation', undefined],
      ['POST', '/api/BrandInformation', companyForm(logo.url)],
      ['POST', '/api/BrandInformation/Billing', { billingName: 'Mine now' }],
      ['POST', '/api/BrandInformation/BusinessDetails', details()],
    ] as const) {
      const res = await raw(server, method, `${path}?userId=${alice.id}`, bob.token, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      // The same answer as a user that does not exist.
      const missing = await raw(server, method, `${path}?userId=999999`, bob.token, body);
      expect(missing.body.message).toBe(res.body.message);
    }
    expect((await server.client(alice.token).call(brand.brand)).data.companyName).toBe('Acme Traders');

    // The Admin works on Alice's pages, with a logo the Admin uploaded.
    const admin = server.client(adminToken);
    expect((await admin.call(brand.brand, { query: { userId: alice.id } })).data.companyName).toBe(
      'Acme Traders',
    );
    const adminLogo = await upload(server, adminToken);
    await admin.call(brand.saveCompany, {
      query: { userId: alice.id },
      body: companyForm(adminLogo.url, { companyName: 'Acme by Admin', businessType: 'Service' }),
    });
    await admin.call(brand.saveBilling, {
      query: { userId: alice.id },
      body: { billingName: 'Acme Billing' },
    });
    const seen = (await server.client(alice.token).call(brand.brand)).data;
    expect(seen).toMatchObject({
      companyName: 'Acme by Admin',
      businessType: 'Service',
      billingName: 'Acme Billing',
    });
    // Alice can open the logo the Admin chose for her.
    const address = new URL(seen.companyLogo!);
    expect((await server.inject({ method: 'GET', url: address.pathname + address.search })).statusCode).toBe(
      200,
    );
    expect((await raw(server, 'GET', '/api/BrandInformation?userId=999999', adminToken)).status).toBe(404);
    // Alice can save again with the logo the Admin chose.
    expect(
      (await raw(server, 'POST', '/api/BrandInformation', alice.token, companyForm(seen.companyLogo!)))
        .status,
    ).toBe(200);
  });

  it('onboarding: each step is done once its form is saved, and finished after Finish', async () => {
    const user = await registerUser(server);
    const c = server.client(user.token);
    expect((await c.call(brand.onboarding)).data).toEqual({
      done: { company: false, business: false, details: false },
      finished: false,
    });
    await c.call(brand.saveCompany, { body: companyForm((await upload(server, user.token)).url) });
    await c.call(brand.createBusinessCategory, { body: { categoryName: 'Cakes' } });
    await c.call(brand.saveBusinessDetails, { body: details() });
    expect((await c.call(brand.onboarding)).data).toEqual({
      done: { company: true, business: true, details: true },
      finished: false,
    });
    expect((await c.call(brand.finishOnboarding)).data.finished).toBe(true);
    expect((await c.call(brand.onboarding)).data.finished).toBe(true);
    // Onboarding is a User's.
    expect((await failure(server.client(adminToken).call(brand.onboarding))).status).toBe(403);
  });

  it("an invoice's Bill To is the brand's billing name, GSTIN, address and state, frozen when made", async () => {
    const pkg = await createPackage(server, adminToken);
    const user = await registerUser(server, { companyName: 'Account Name' });
    const c = server.client(user.token);
    await c.call(brand.saveCompany, { body: companyForm((await upload(server, user.token)).url) });
    await c.call(brand.saveBilling, { body: { billingName: 'Acme Traders LLP', gstNumber: GSTIN } });

    const { data: plan } = await server.client(adminToken).call(billing.addUserPlan, {
      body: planBody(user.id, pkg.id, {
        paymentDate: '2026-11-22',
        paymentMethodId: 4,
        invoiceDate: '2026-11-22',
      }),
    });
    const invoice = async () => (await c.call(billing.planInvoice, { params: { userPlanId: plan.id } })).data;
    expect((await invoice()).brandInformation).toMatchObject({
      companyName: 'Acme Traders LLP',
      gstNumber: GSTIN,
      address1: '4 MG Road',
      address3: 'Pune, Maharashtra 411005',
      stateCode: '27',
      stateName: 'Maharashtra',
      email: 'hello@acme.example',
    });
    expect((await invoice()).invoiceType).toBe('B2B');

    // Later billing details do not change an invoice already made.
    await c.call(brand.saveBilling, { body: { billingName: 'Renamed LLP' } });
    expect((await invoice()).brandInformation).toMatchObject({
      companyName: 'Acme Traders LLP',
      gstNumber: GSTIN,
    });
  });
});
