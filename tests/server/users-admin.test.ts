import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { catalogContract as catalog } from '../../src/shared/catalog/contract';
import { ApiError } from '../../src/shared/http/client';
import { usersContract as users } from '../../src/shared/users/contract';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => Promise.reject(new Error('expected failure')),
    (e: ApiError) => e,
  );

describe.each(dbKinds())('admin: users, verification, categories, staff (%s)', (kind) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  let adminId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const token = await setupAdmin(server);
    admin = server.client(token);
    adminId = (await admin.call(account.me)).data.id;
  });
  afterAll(() => server?.close());

  it('lists users newest first with search, filters, paging and export', async () => {
    const a = await registerUser(server, { companyName: 'Alpha Bakers' });
    const b = await registerUser(server, { companyName: 'Beta Florists' });
    await givePlan(server, b.id, { 1: 5 });
    const list = await admin.call(users.list, { query: { pagesize: 10 } });
    expect(list.data.records[0].id).toBe(b.id);
    expect(list.data.records.every((r) => r.role === 'User')).toBe(true);
    expect(list.data.total_Record_Count).toBeGreaterThanOrEqual(2);

    const searched = await admin.call(users.list, { query: { Search: 'alpha' } });
    expect(searched.data.records.map((r) => r.id)).toEqual([a.id]);
    const active = await admin.call(users.list, { query: { PlanStatus: 'Active' } });
    expect(active.data.records.map((r) => r.id)).toEqual([b.id]);
    expect(active.data.records[0]).toMatchObject({ planName: 'package plan', planStatus: 'Active' });
    const sorted = await admin.call(users.list, { query: { SortColumn: 'companyName', SortType: 'Asc' } });
    expect(sorted.data.records[0].companyName).toBe('Alpha Bakers');
    const paged = await admin.call(users.list, { query: { pagesize: 10, PageNumber: 99 } });
    expect(paged.data.records).toEqual([]);

    const file = await admin.download(users.list, { query: { Search: 'beta' } });
    expect(file.contentType).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file.bytes) as never);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Company Name');
    expect(sheet.getRow(2).getCell(2).value).toBe('Beta Florists');
  });

  it('StatusId 4 lists the staff accounts (Reference By)', async () => {
    const list = await admin.call(users.list, {
      query: { StatusId: 4, SortColumn: 'companyname', SortType: 'asc' },
    });
    expect(list.data.records.map((r) => r.id)).toEqual([adminId]);
  });

  it('exports text as typed, and text that looks like a formula stays text', async () => {
    await registerUser(server, { companyName: '=HYPERLINK("http://evil")', mobileNumber: '9876543210' });
    const file = await admin.download(users.list, { query: { Search: 'hyperlink' } });
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file.bytes) as never);
    const row = wb.worksheets[0].getRow(2);
    const company = row.getCell(2);
    expect(company.value).toBe('=HYPERLINK("http://evil")'); // no apostrophe, not a formula
    expect(company.type).toBe(ExcelJS.ValueType.String);
    expect(company.numFmt).toBe('@');
    const mobile = row.getCell(4);
    expect(mobile.value).toBe('+91 9876543210');
    expect(mobile.numFmt).toBe('@');
  });

  it('the active toggle signs a deactivated user out, and the last active Admin cannot be deactivated', async () => {
    const u = await registerUser(server);
    const res = await admin.call(users.updateStatus, {
      params: { id: u.id },
      body: { id: u.id, isActive: false },
    });
    expect(res.data.isActive).toBe(false);
    expect(res.message).toBe('User details updated');
    expect((await failure(server.client(u.token).call(account.me))).status).toBe(401);
    await admin.call(users.updateStatus, { params: { id: u.id }, body: { id: u.id, isActive: true } });

    const last = await failure(
      admin.call(users.updateStatus, { params: { id: adminId }, body: { id: adminId, isActive: false } }),
    );
    expect(last.status).toBe(409);
    const mismatch = await failure(
      admin.call(users.updateStatus, { params: { id: u.id }, body: { id: u.id + 1, isActive: true } }),
    );
    expect(mismatch.status).toBe(400);
    expect((await failure(admin.call(users.byId, { params: { id: 999999 } }))).status).toBe(404);
  });

  it('verifies a pending user with the toast User Verified', async () => {
    const u = await registerUser(server);
    expect((await admin.call(users.getUserStatus, { query: { userId: u.id } })).data.status).toBe(1);
    const verified = await admin.call(users.verifyUserStatus, { params: { id: u.id } });
    expect(verified.message).toBe('User Verified');
    expect(verified.data.status).toBe(2);
    expect((await server.client(u.token).call(account.me)).data.status).toBe(2);
  });

  it('assigns sub-categories; unknown or inactive ones are refused', async () => {
    const cat = (await admin.call(catalog.createCategory, { body: { name: 'Food' } })).data;
    const s1 = (await admin.call(catalog.createSubCategory, { body: { name: 'Bakery', categoryId: cat.id } }))
      .data;
    const s2 = (await admin.call(catalog.createSubCategory, { body: { name: 'Sweets', categoryId: cat.id } }))
      .data;
    const options = await admin.call(users.subCategoryOptions);
    expect(options.data).toEqual(
      expect.arrayContaining([{ id: s1.id, name: 'Bakery', categoryId: cat.id, categoryName: 'Food' }]),
    );

    const u = await registerUser(server);
    const mapped = await admin.call(users.mapUserSubCategory, {
      body: { userId: u.id, subCategory: [s2.id, s1.id, s1.id] },
    });
    expect(mapped.data).toEqual([s1.id, s2.id].sort((x, y) => x - y));
    expect((await admin.call(users.getUserSubCategory, { params: { id: u.id } })).data).toEqual(mapped.data);

    await admin.call(catalog.subCategoryStatus, { params: { id: s2.id }, body: { isActive: false } });
    const refused = await failure(
      admin.call(users.mapUserSubCategory, { body: { userId: u.id, subCategory: [s2.id] } }),
    );
    expect(refused.status).toBe(409);
    await admin.call(users.mapUserSubCategory, { body: { userId: u.id, subCategory: [] } });
    expect((await admin.call(users.getUserSubCategory, { params: { id: u.id } })).data).toEqual([]);
  });

  it('user-and-roles: add an Admin, change roles, never lose the last active Admin', async () => {
    const added = await admin.call(users.createStaff, {
      body: { userName: 'Second Admin', email: 'second@example.com', password: 'secret123', role: 'Admin' },
    });
    expect(added.data.role).toBe('Admin');
    expect((await admin.call(users.staffList)).data.map((s) => s.email)).toContain('second@example.com');
    const dup = await failure(
      admin.call(users.createStaff, {
        body: { userName: 'X', email: 'second@example.com', password: 'secret123', role: 'Admin' },
      }),
    );
    expect(dup.status).toBe(409);

    const second = server.client(
      (
        await server
          .client()
          .call(account.login, { body: { login: 'second@example.com', password: 'secret123' } })
      ).data.token,
    );
    await second.call(users.changeRole, { params: { id: adminId }, body: { role: 'User' } });
    // Now the second Admin is the last one.
    const last = await failure(
      second.call(users.changeRole, { params: { id: added.data.id }, body: { role: 'User' } }),
    );
    expect(last.status).toBe(409);
    expect(last.message).toBe('At least one active Admin must remain');
    await second.call(users.changeRole, { params: { id: adminId }, body: { role: 'Admin' } });
    const again = await server
      .client()
      .call(account.login, { body: { login: 'admin@example.com', password: 'secret123' } });
    admin = server.client(again.data.token);
    expect(again.data.role).toBe('Admin');
  });
});

describe.each(dbKinds())('admin: categories (%s)', (kind) => {
  let server: TestServer;
  let admin: ReturnType<TestServer['client']>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = server.client(await setupAdmin(server));
  });
  afterAll(() => server?.close());

  it('creates, renames, lists and toggles categories and sub-categories; names are unique', async () => {
    const c = (await admin.call(catalog.createCategory, { body: { name: '  Retail ' } })).data;
    expect(c.name).toBe('Retail');
    expect((await failure(admin.call(catalog.createCategory, { body: { name: 'retail' } }))).status).toBe(
      409,
    );
    const blank = await failure(admin.call(catalog.createCategory, { body: { name: '   ' } }));
    expect(blank.errors).toEqual({ name: 'Name is Required' });
    await admin.call(catalog.updateCategory, { params: { id: c.id }, body: { name: 'Retail Shops' } });
    const s = (await admin.call(catalog.createSubCategory, { body: { name: 'Grocery', categoryId: c.id } }))
      .data;
    expect(s.categoryName).toBe('Retail Shops');
    const list = await admin.call(catalog.subCategories, { query: { Search: 'groc' } });
    expect(list.data.records.map((r) => r.id)).toEqual([s.id]);
    await admin.call(catalog.categoryStatus, { params: { id: c.id }, body: { isActive: false } });
    expect((await admin.call(catalog.activeCategories)).data.map((x) => x.id)).not.toContain(c.id);
    const missing = await failure(
      admin.call(catalog.createSubCategory, { body: { name: 'X', categoryId: 99999 } }),
    );
    expect(missing.status).toBe(404);
  });
});
