import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PNG as PngImage } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContract } from '../../src/shared/brand/contract';
import { catalogContract } from '../../src/shared/catalog/contract';
import { usersContract } from '../../src/shared/users/contract';
import { templatesUsing } from '../../src/server/modules/templates/service';
import { templatesContract as t } from '../../src/shared/templates/contract';
import { TEMPLATE_MESSAGES as M } from '../../src/shared/templates/schemas';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { companyForm, PNG, raw, upload } from '../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import {
  createTemplate,
  samplePackage,
  textPackage,
  uploadCover,
  uploadPackage,
} from '../helpers/template-package';

const pngSize = (bytes: Uint8Array) => {
  const png = PngImage.sync.read(Buffer.from(bytes));
  return { width: png.width, height: png.height };
};

/** Issue 12, Design templates (spec 01 sections 2–8): every endpoint, tenancy, assignment, default, status. */
describe.each(dbKinds())('design templates (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  let admin: ReturnType<TestServer['client']>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await setupAdmin(server);
    admin = server.client(token);
  });
  afterAll(() => server?.close());

  /** A User with their company details saved (their brand). */
  async function userWithBrand(companyName = 'Acme Traders') {
    const user = await registerUser(server);
    const logo = await upload(server, user.token);
    await server
      .client(user.token)
      .call(brandContract.saveCompany, { body: companyForm(logo.url, { companyName }) });
    return user;
  }
  const mine = async (userToken: string) =>
    (await server.client(userToken).call(t.myTemplates)).data.map((x) => x.templateName);

  async function subCategory(name: string) {
    const { data: category } = await admin.call(catalogContract.createCategory, {
      body: { name: `${name} group` },
    });
    const { data } = await admin.call(catalogContract.createSubCategory, {
      body: { name, categoryId: category.id },
    });
    return data.id;
  }

  it('an Admin uploads a package, adds a template, opens, edits and lists it', async () => {
    const pkg = await uploadPackage(server, token, samplePackage(), 'festive.zip');
    expect(pkg).toMatchObject({ fileName: 'festive.zip', name: 'Festive Offer', width: 1080, height: 1080 });
    expect(pkg.files).toEqual(
      expect.arrayContaining(['layout.svg', 'template.json', 'images/sample-logo.png']),
    );
    expect(pkg.keys).toEqual(['company_logo', 'company_name', 'mobile_number', 'website', 'email']);

    const cover = await uploadCover(server, token);
    const created = await admin.call(t.createTemplate, {
      body: {
        templateName: '  Festive Offer ',
        coverImageURL: cover,
        zipFile: pkg.id,
        zipDefaultFile: pkg.id,
        primary_Font: 1,
        secondary_Font: 1,
        primary_color: '#fa8c16',
        category: '[]',
        user: '[]',
      },
    });
    expect(created.message).toBe('Template Added Successfully');
    expect(created.data).toMatchObject({
      templateName: 'Festive Offer',
      coverImageURL: cover,
      zipFileName: 'festive.zip',
      zipDefaultFileName: 'festive.zip',
      primary_color: '#FA8C16',
      secondary_color: '#000000',
      bg_color: '#FFFFFF',
      primary_FontName: 'Poppins',
      isGeneral: true,
      isDefault: false,
      isActive: true,
      width: 1080,
      height: 1080,
    });
    expect(created.data.zipFiles).toContain('layout.svg');
    const id = created.data.id;
    expect((await admin.call(t.templateById, { params: { id } })).data).toEqual(created.data);

    const updated = await admin.call(t.updateTemplate, {
      params: { id },
      body: { templateName: 'Festive Offer 2', coverImageURL: cover, bg_color: '#F0F0F0' },
    });
    expect(updated.message).toBe('Template Updated Successfully');
    expect(updated.data).toMatchObject({
      templateName: 'Festive Offer 2',
      bg_color: '#F0F0F0',
      zipFile: pkg.id,
    });

    const listed = await admin.call(t.templates, { query: { Search: 'festive' } });
    expect(listed.data.records.map((r) => r.id)).toEqual([id]);
    expect(listed.data.total_Record_Count).toBe(1);
  });

  it('add requires the name, cover, both zips and both fonts; edit only the name and cover', async () => {
    const res = await raw(server, 'POST', '/api/Template', token, {});
    expect(res.status).toBe(422);
    expect(res.body.error.errors).toMatchObject({
      templateName: 'Template Name is required',
      coverImageURL: 'Required',
      zipFile: 'Zip File is required',
      zipDefaultFile: 'Default File is required',
      primary_Font: 'Primary Font is required',
      secondary_Font: 'Secondary Font is required',
    });
    const template = await createTemplate(server, token);
    const edit = await raw(server, 'PUT', `/api/Template/${template.id}`, token, { templateName: '' });
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.error.errors).sort()).toEqual(['coverImageURL', 'templateName']);
  });

  it('refuses a package id never stored, an inactive font, unknown users and categories, and a taken name', async () => {
    const template = await createTemplate(server, token);
    const base = { templateName: template.templateName, coverImageURL: template.coverImageURL };
    const put = (body: object) =>
      raw(server, 'PUT', `/api/Template/${template.id}`, token, { ...base, ...body });
    expect((await put({ zipFile: '00000000-0000-4000-8000-000000000000' })).body.error.errors).toEqual({
      zipFile: M.packageGone,
    });
    const { data: font } = await admin.call(catalogContract.createFont, {
      body: { name: 'Off Font' },
      files: { file: { name: 'x.ttf', data: Buffer.from(dejaVuBase64(), 'base64') } },
    });
    await admin.call(catalogContract.fontStatus, { params: { id: font.id }, body: { isActive: false } });
    expect((await put({ primary_Font: font.id })).body.error.errors).toEqual({
      primary_Font: M.fontNotActive,
    });
    expect((await put({ isGeneral: false, user: '[999999]' })).body.error.errors).toEqual({
      user: M.unknownUsers,
    });
    expect((await put({ isGeneral: false, category: '[999999]' })).body.error.errors).toEqual({
      category: M.unknownCategories,
    });
    expect((await put({ isGeneral: false, category: 'not json' })).status).toBe(422);
    expect((await put({ isGeneral: false, category: '[1.5]' })).status).toBe(422);

    const other = await createTemplate(server, token);
    const taken = await put({ templateName: other.templateName.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.error.errors).toEqual({ templateName: M.nameTaken });
  });

  it('a User sees General templates and those assigned to them or their sub-categories, default first', async () => {
    const alice = await userWithBrand('Alice Foods');
    const bob = await userWithBrand('Bob Tools');
    const sweets = await subCategory('Sweets');
    await admin.call(usersContract.mapUserSubCategory, { body: { userId: bob.id, subCategory: [sweets] } });

    const general = await createTemplate(server, token, { templateName: 'A General' });
    const forAlice = await createTemplate(server, token, {
      templateName: 'B For Alice',
      isGeneral: false,
      user: JSON.stringify([alice.id]),
    });
    const forSweets = await createTemplate(server, token, {
      templateName: 'C For Sweets',
      isGeneral: false,
      category: JSON.stringify([sweets]),
    });
    const ofAlice = await mine(alice.token);
    const ofBob = await mine(bob.token);
    expect(ofAlice).toEqual(expect.arrayContaining([general.templateName, forAlice.templateName]));
    expect(ofAlice).not.toContain(forSweets.templateName);
    expect(ofBob).toEqual(expect.arrayContaining([general.templateName, forSweets.templateName]));
    expect(ofBob).not.toContain(forAlice.templateName);

    // Set as Default puts it first for everyone who has it.
    await admin.call(t.updateTemplate, {
      params: { id: forAlice.id },
      body: { templateName: forAlice.templateName, coverImageURL: forAlice.coverImageURL, isDefault: true },
    });
    expect((await mine(alice.token))[0]).toBe(forAlice.templateName);

    // Another User cannot draw a template not meant for them: 404, as a missing one.
    const res = await raw(server, 'GET', `/api/Template/${forAlice.id}/Render?width=200`, bob.token);
    expect(res.status).toBe(404);
    // Nor name another user's brand.
    const other = await raw(
      server,
      'GET',
      `/api/Template/${general.id}/Render?userId=${alice.id}`,
      bob.token,
    );
    expect(other.status).toBe(404);
  });

  it('"Assign to all user" and "Assign to all Category" include users and categories added later', async () => {
    const allUsers = await createTemplate(server, token, {
      templateName: 'Everyone later',
      isGeneral: false,
      assignAllUsers: true,
    });
    const allCategories = await createTemplate(server, token, {
      templateName: 'Every category later',
      isGeneral: false,
      assignAllCategories: true,
    });
    expect(allUsers).toMatchObject({ assignAllUsers: true, assignAllCategories: false, isGeneral: false });

    const later = await registerUser(server);
    expect(await mine(later.token)).toContain('Everyone later');
    expect(await mine(later.token)).not.toContain('Every category later');
    const newSub = await subCategory('Added later');
    await admin.call(usersContract.mapUserSubCategory, { body: { userId: later.id, subCategory: [newSub] } });
    expect(await mine(later.token)).toContain(allCategories.templateName);
  });

  it('one default only, even when two are made the default at once', async () => {
    const a = await createTemplate(server, token, { isDefault: true });
    expect(a.isDefault).toBe(true);
    const b = await createTemplate(server, token);
    const c = await createTemplate(server, token);
    const makeDefault = (x: typeof b) =>
      admin.call(t.updateTemplate, {
        params: { id: x.id },
        body: { templateName: x.templateName, coverImageURL: x.coverImageURL, isDefault: true },
      });
    await Promise.all([makeDefault(b), makeDefault(c)]);
    const { data } = await admin.call(t.templates, { query: { pagesize: 100 } });
    const defaults = data.records.filter((r) => r.isDefault);
    expect(defaults).toHaveLength(1);
    expect([b.id, c.id]).toContain(defaults[0].id);
    expect(data.records[0].isDefault).toBe(true);
  });

  it('a deactivated or deleted template leaves Post home; status and delete answer the list', async () => {
    const user = await userWithBrand();
    const template = await createTemplate(server, token, { templateName: 'Switchable' });
    expect(await mine(user.token)).toContain('Switchable');
    const off = await admin.call(t.templateStatus, {
      params: { id: template.id },
      body: { isActive: false },
    });
    expect(off.data.isActive).toBe(false);
    expect(await mine(user.token)).not.toContain('Switchable');
    expect((await raw(server, 'GET', `/api/Template/${template.id}/Render`, user.token)).status).toBe(404);
    await admin.call(t.templateStatus, { params: { id: template.id }, body: { isActive: true } });
    expect(await mine(user.token)).toContain('Switchable');

    const deleted = await admin.call(t.deleteTemplate, { params: { id: template.id } });
    expect(deleted.message).toBe('Template Deleted Successfully');
    expect(await mine(user.token)).not.toContain('Switchable');
    expect((await raw(server, 'GET', `/api/Template/${template.id}`, token)).status).toBe(404);
    // Its name is free again.
    await createTemplate(server, token, { templateName: 'Switchable' });
  });

  it('Render answers the caller’s PNG at the width asked; without brand details, the Default Zip File', async () => {
    const withKey = await uploadPackage(server, token, textPackage('Sample'));
    const fallbackDesign = await uploadPackage(server, token, textPackage('Default design'));
    const template = await createTemplate(
      server,
      token,
      { templateName: 'Rendered', zipDefaultFile: fallbackDesign.id },
      undefined,
    ).then((x) =>
      admin
        .call(t.updateTemplate, {
          params: { id: x.id },
          body: { templateName: x.templateName, coverImageURL: x.coverImageURL, zipFile: withKey.id },
        })
        .then((r) => r.data),
    );
    const branded = await userWithBrand('Acme Traders');
    const plain = await registerUser(server);

    const draw = async (userToken: string, query = '') => {
      const res = await server.inject({
        method: 'GET',
        url: `/api/Template/${template.id}/Render${query}`,
        headers: { authorization: `Bearer ${userToken}` },
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      return res.rawPayload;
    };
    const a = await draw(branded.token, '?width=800');
    expect(pngSize(a)).toEqual({ width: 800, height: 400 });
    expect(pngSize(await draw(branded.token))).toEqual({ width: 1080, height: 540 });
    const b = await draw(plain.token, '?width=800');
    expect(Buffer.compare(a, b)).not.toBe(0);
    // An Admin draws it with a user's brand: the same picture that user sees.
    expect(Buffer.compare(await draw(token, `?width=800&userId=${branded.id}`), a)).toBe(0);
    // Cached: the same answer again, also after an unrelated change elsewhere.
    expect(Buffer.compare(await draw(branded.token, '?width=800'), a)).toBe(0);

    for (const bad of ['?width=10', '?width=99999', '?width=abc', '?nope=1'])
      expect(
        (await raw(server, 'GET', `/api/Template/${template.id}/Render${bad}`, branded.token)).status,
      ).toBe(400);
  });

  it('Preview draws a stored package with the sample brand; a package that is gone answers 422', async () => {
    const pkg = await uploadPackage(server, token, samplePackage());
    const res = await server.inject({
      method: 'POST',
      url: '/api/Template/Preview',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ packageId: pkg.id, primary_color: '#123456', width: 540 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 540, height: 540 });

    const gone = await raw(server, 'POST', '/api/Template/Preview', token, {
      packageId: '00000000-0000-4000-8000-000000000000',
    });
    expect(gone.status).toBe(422);
  });

  it('template admin endpoints are for Admins; Mine is for Users', async () => {
    const user = await registerUser(server);
    const template = await createTemplate(server, token);
    for (const [method, url] of [
      ['GET', '/api/Template'],
      ['GET', `/api/Template/${template.id}`],
      ['POST', '/api/Template'],
      ['PUT', `/api/Template/${template.id}`],
      ['PUT', `/api/Template/${template.id}/UpdateStatus`],
      ['DELETE', `/api/Template/${template.id}`],
      ['POST', '/api/Template/Package'],
      ['POST', '/api/Template/Preview'],
      ['GET', '/api/BrandInformation/GetUsersBrandList'],
    ] as const)
      expect(
        (await raw(server, method, url, user.token, method === 'GET' || method === 'DELETE' ? undefined : {}))
          .status,
      ).toBe(403);
    expect((await raw(server, 'GET', '/api/Template/Mine', token)).status).toBe(403);
    expect((await raw(server, 'GET', '/api/Template/Mine')).status).toBe(401);
  });

  it('counts the templates that use a font, a sub-category or a template field (for the masters’ 409)', async () => {
    const sub = await subCategory('Counted');
    const before = await templatesUsing(server.ctx.db, { font: 1 });
    const template = await createTemplate(server, token, {
      isGeneral: false,
      category: JSON.stringify([sub]),
    });
    expect(await templatesUsing(server.ctx.db, { font: 1 })).toBe(before + 1);
    expect(await templatesUsing(server.ctx.db, { subCategory: sub })).toBe(1);
    expect(await templatesUsing(server.ctx.db, { fieldKey: 'company_name' })).toBeGreaterThan(0);
    expect(await templatesUsing(server.ctx.db, { fieldKey: 'no_such_key' })).toBe(0);
    await admin.call(t.deleteTemplate, { params: { id: template.id } });
    expect(await templatesUsing(server.ctx.db, { subCategory: sub })).toBe(0);
  });

  it('GetUsersBrandList lists Users by company name, searchable', async () => {
    const user = await userWithBrand('Zebra Paints');
    const { data } = await admin.call(brandContract.usersBrandList, { query: { Search: 'zebra' } });
    expect(data).toEqual([{ applicationUserId: user.id, value: 'Zebra Paints' }]);
    const all = await admin.call(brandContract.usersBrandList, { query: {} });
    expect(all.data.length).toBeGreaterThan(1);
    // Admins are not listed.
    expect(all.data.map((u) => u.value)).not.toContain('Admin');
  });

  it('the zip upload takes a package of several megabytes', async () => {
    const { zipPackage, manifest, textLayout } = await import('../helpers/template-package');
    // Random bytes do not compress: a zip of about 12 MB, past the server's usual 10 MB body.
    const noise = new Uint8Array(12 * 1024 * 1024).map(() => Math.floor(Math.random() * 256));
    const png = Buffer.concat([PNG.subarray(0, 8), Buffer.from(noise)]);
    const zip = zipPackage({
      'layout.svg': textLayout(),
      'template.json': manifest({ keys: ['company_name'] }),
      'images/big.png': png,
    });
    expect(zip.length).toBeGreaterThan(10 * 1024 * 1024);
    const pkg = await uploadPackage(server, token, zip);
    expect(pkg.files).toContain('images/big.png');
  });
});

function dejaVuBase64() {
  return fs
    .readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))
    .toString('base64');
}
