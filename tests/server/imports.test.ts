import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { billingContract as billing } from '../../src/shared/billing/contract';
import { ApiError } from '../../src/shared/http/client';
import { importsContract as imports } from '../../src/shared/imports/contract';
import { checkImportRow, missingColumns, rowFromSheet } from '../../src/shared/imports/rules';
import { usersContract as users } from '../../src/shared/users/contract';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { insertPackage } from '../helpers/packages';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const row = (i: number, over: Record<string, unknown> = {}) => ({
  FirstName: `First${i}`,
  LastName: `Last${i}`,
  CompanyName: `Company ${i}`,
  Country: 'India',
  MobileNumber: String(8000000000 + i),
  Email: `import${i}@example.com`,
  ...over,
});

describe('import row rules', () => {
  it('maps header texts to keys and names missing columns', () => {
    expect(rowFromSheet({ 'First Name': 'A', 'last name': 'B', Mobile: 98, 'E-mail': 'x' })).toEqual({
      FirstName: 'A',
      LastName: 'B',
      MobileNumber: 98,
      Email: 'x',
    });
    expect(missingColumns(['First Name', 'Email'])).toEqual([
      'Last Name',
      'Company Name',
      'Country',
      'Mobile Number',
    ]);
  });

  it('checks each field and normalises mobile and country', () => {
    expect(checkImportRow(row(1, { MobileNumber: '+91 80000 00001', Country: 'IN' }))).toMatchObject({
      ok: true,
      user: { countryCode: '91', mobileNumber: '8000000001' },
    });
    expect(checkImportRow(row(1, { MobileNumber: 918000000001 }))).toMatchObject({
      ok: true,
      user: { mobileNumber: '8000000001' },
    });
    expect(checkImportRow({ FirstName: '', Country: 'Atlantis', MobileNumber: 'abc', Email: 'no' })).toEqual({
      ok: false,
      errors: {
        FirstName: 'First Name is required',
        LastName: 'Last Name is required',
        CompanyName: 'Company Name is required',
        Country: 'Country is not in the allowed list',
        MobileNumber: 'Mobile Number must be 6 to 15 digits',
        Email: 'Invalid email address',
      },
    });
  });
});

describe.each(dbKinds())('Import Users (%s)', (kind) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  let adminId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = server.client(await setupAdmin(server));
    adminId = (await admin.call(account.me)).data.id;
  });
  afterAll(() => server?.close());

  it('creates new users with brand info and plan, counts existing, repeated and bad rows', async () => {
    const existing = await registerUser(server, { email: 'import3@example.com' });
    const pkg = {
      id: await insertPackage(server.ctx.db, {
        name: 'Starter',
        plan_type: 'demo',
        price: 0,
        hsn: null,
        post: 10,
        bot: 2,
        card: 1,
      }),
    };

    const rows = [
      row(1),
      row(2),
      row(3),
      row(1),
      row(4, { Email: 'bad' }),
      row(5, { FirstName: '' }),
      row(6),
    ];
    const { data } = await admin.call(imports.importUsers, {
      body: {
        ReferenceId: adminId,
        plan: pkg.id,
        defaultLogo: 'http://localhost/files/logo.png',
        users: rows,
      },
    });
    expect(data).toMatchObject({
      totalUsers: 7,
      userRegister: 3,
      userAlreadyRegister: 1,
      repeatedUsers: 1,
      // Issue 14: the plan has a Card unit, so each new user gets a personal card.
      cardCreated: 3,
      notProperUserData: 2,
    });
    expect(data.invalidRows).toEqual([
      { index: 4, reasons: ['Invalid email address'] },
      { index: 5, reasons: ['First Name is required'] },
    ]);

    const created = await server.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'import1@example.com')
      .executeTakeFirstOrThrow();
    const card = await server.ctx.db
      .selectFrom('cards')
      .selectAll()
      .where('user_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ first_name: 'First1', last_name: 'Last1', company_name: 'Company 1' });
    expect(card.html_content).toContain('Company 1');
    expect(created).toMatchObject({
      user_name: 'First1 Last1',
      company_name: 'Company 1',
      company_logo: 'http://localhost/files/logo.png',
      password_hash: null,
      status: 1,
      reference_id: adminId,
    });
    const list = await admin.call(users.list, { query: { Search: 'Company 1' } });
    expect(list.data.records[0]).toMatchObject({
      planName: 'Starter',
      planStatus: 'Active',
      referenceBy: 'Admin',
    });
    // The existing user was left alone.
    expect((await server.client(existing.token).call(account.me)).data.userName).toBe(existing.companyName);

    // Importing the same file again registers nobody.
    const again = await admin.call(imports.importUsers, { body: { users: rows } });
    expect(again.data).toMatchObject({
      userRegister: 0,
      userAlreadyRegister: 4,
      repeatedUsers: 1,
      notProperUserData: 2,
    });
  });

  it("imported users' plans follow the plan form's rules: a free one is Paid and numbered, a priced one Unpaid", async () => {
    const free = await insertPackage(server.ctx.db, { name: 'Trial', plan_type: 'demo', price: 0, post: 5 });
    const priced = await insertPackage(server.ctx.db, { name: 'Gold', price: 99900, gst: 18, post: 30 });
    await admin.call(imports.importUsers, { body: { plan: free, users: [row(400)] } });
    await admin.call(imports.importUsers, { body: { plan: priced, users: [row(401)] } });
    const idOf = async (email: string) =>
      (await admin.call(users.list, { query: { Search: email } })).data.records[0].id;
    const [trial] = (
      await admin.call(billing.userPlans, { query: { userId: await idOf('import400@example.com') } })
    ).data;
    expect(trial).toMatchObject({ statusName: 'Paid', isActive: true, activity: 'Active', totalAmount: 0 });
    expect(trial.invoiceNumber).toMatch(/^INV\/\d\d-\d\d\/\d{5}$/);
    expect(trial.apps).toMatchObject([{ app: 1, assignedLimit: 5 }]);
    const [gold] = (
      await admin.call(billing.userPlans, { query: { userId: await idOf('import401@example.com') } })
    ).data;
    expect(gold).toMatchObject({
      statusName: 'Unpaid',
      isActive: false,
      invoiceNumber: null,
      subTotal: 99900,
      taxAmount: 17982,
      totalAmount: 117882,
    });
  });

  it('repeats across requests of one file count as repeats', async () => {
    const { data } = await admin.call(imports.importUsers, {
      body: { users: [row(100), row(101)], seenBefore: ['import100@example.com'] },
    });
    expect(data).toMatchObject({ userRegister: 1, repeatedUsers: 1 });
  });

  it("a file with no proper row answers the first row's errors on its fields", async () => {
    const err = (await admin
      .call(imports.importUsers, {
        body: { users: [{ FirstName: '', LastName: '', CompanyName: '', Country: '' }] },
      })
      .catch((e) => e)) as ApiError;
    expect(err.status).toBe(422);
    expect(err.errors).toMatchObject({
      'users.0.FirstName': 'First Name is required',
      'users.0.LastName': 'Last Name is required',
      'users.0.CompanyName': 'Company Name is required',
      'users.0.Country': 'Country is required',
    });
  });

  it('refuses an unknown plan or a Reference By that is not an administrator', async () => {
    const u = await registerUser(server);
    const badPlan = (await admin
      .call(imports.importUsers, { body: { plan: 9999, users: [row(200)] } })
      .catch((e) => e)) as ApiError;
    expect(badPlan.errors).toEqual({ plan: 'Plan not found or inactive' });
    const badRef = (await admin
      .call(imports.importUsers, { body: { ReferenceId: u.id, users: [row(200)] } })
      .catch((e) => e)) as ApiError;
    expect(badRef.errors).toEqual({ ReferenceId: 'Reference By must be an administrator' });
  });

  it('an imported user signs in with OTP, then sets a password', async () => {
    await admin.call(imports.importUsers, { body: { users: [row(300)] } });
    const user = await server.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'import300@example.com')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
    // Without a password, password login is refused with the usual message.
    const err = (await server
      .client()
      .call(account.login, { body: { login: 'import300@example.com', password: 'anything1' } })
      .catch((e) => e)) as ApiError;
    expect(err.status).toBe(401);
  });
});
