import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogContract as catalog } from '../../src/shared/catalog/contract';
import { fontFormatOf } from '../../src/shared/catalog/rules';
import { usersContract as users } from '../../src/shared/users/contract';
import { failure } from '../billing/support';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { PNG, raw, rawForm } from '../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/** A real TrueType font (the one invoices use), and damaged ones. */
const TTF = fs.readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const TTF_BOLD = fs.readFileSync(
  createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
);
/** The right magic number and table directory, then nothing a font reader can use. */
const FAKE_FONT = Buffer.concat([TTF.subarray(0, 12 + 16 * TTF.readUInt16BE(4)), Buffer.alloc(64)]);
/** A font file as the form sends it: the `file` part (multipart, issue 22). */
const fontFile = (bytes: Buffer, fileName = 'font.ttf') => ({ name: fileName, data: bytes });

/** Issue 12, Masters: tags, template fields, fonts, colours, languages; deleting categories. */
describe.each(dbKinds())('catalog masters (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  let admin: ReturnType<TestServer['client']>;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await setupAdmin(server);
    admin = server.client(token);
    user = await registerUser(server);
  });
  afterAll(() => server?.close());

  /** Fetches one of our file addresses as an anonymous visitor would. */
  const fetchFile = (url: string) => server.inject({ method: 'GET', url: new URL(url).pathname });

  it('an Admin adds, renames, lists, exports, toggles and deletes a tag', async () => {
    const created = await admin.call(catalog.createTag, { body: { name: '  Festive ' } });
    expect(created.message).toBe('Tag created successfully');
    const tag = created.data;
    expect(tag).toMatchObject({ name: 'Festive', isActive: true });
    await admin.call(catalog.createTag, { body: { name: 'Offers' } });

    const renamed = await admin.call(catalog.updateTag, {
      params: { id: tag.id },
      body: { name: 'Festivals' },
    });
    expect(renamed.data.name).toBe('Festivals');
    expect((await admin.call(catalog.tagById, { params: { id: tag.id } })).data.name).toBe('Festivals');
    const searched = await admin.call(catalog.tags, { query: { Search: 'festi' } });
    expect(searched.data.records.map((r) => r.id)).toEqual([tag.id]);
    const sorted = await admin.call(catalog.tags, { query: { SortColumn: 'name', SortType: 'Desc' } });
    expect(sorted.data.records.map((r) => r.name)).toEqual(['Offers', 'Festivals']);
    const file = await admin.download(catalog.tags, { query: { Search: 'offers' } });
    expect(file.contentType).toContain('spreadsheetml');

    const off = await admin.call(catalog.tagStatus, { params: { id: tag.id }, body: { isActive: false } });
    expect(off.data.isActive).toBe(false);
    const active = await server.client(user.token).call(catalog.activeTags);
    expect(active.data.map((t) => t.name)).toEqual(['Offers']);

    const deleted = await admin.call(catalog.deleteTag, { params: { id: tag.id } });
    expect(deleted).toMatchObject({ data: null, message: 'Tag deleted successfully' });
    expect((await failure(admin.call(catalog.tagById, { params: { id: tag.id } }))).status).toBe(404);
    expect((await failure(admin.call(catalog.deleteTag, { params: { id: tag.id } }))).status).toBe(404);
  });

  it('names are unique ignoring case, on add and on rename, for every master', async () => {
    const tag = (await admin.call(catalog.createTag, { body: { name: 'Diwali' } })).data;
    const again = await failure(admin.call(catalog.createTag, { body: { name: 'DIWALI ' } }));
    expect(again.status).toBe(409);
    expect(again.errors).toEqual({ name: 'A tag with this name already exists' });
    const other = (await admin.call(catalog.createTag, { body: { name: 'Holi' } })).data;
    const rename = await failure(
      admin.call(catalog.updateTag, { params: { id: other.id }, body: { name: 'diwali' } }),
    );
    expect(rename.status).toBe(409);
    // Renaming a row to its own name in another case is no clash.
    await admin.call(catalog.updateTag, { params: { id: tag.id }, body: { name: 'DIWALI' } });

    await admin.call(catalog.createColour, { body: { name: 'Sky', hex: '#87CEEB' } });
    const colour = await failure(admin.call(catalog.createColour, { body: { name: 'sky', hex: '#000000' } }));
    expect(colour.errors).toEqual({ name: 'A colour with this name already exists' });
    const language = await failure(
      admin.call(catalog.createLanguage, { body: { name: 'english', code: 'xx' } }),
    );
    expect(language.errors).toEqual({ name: 'A language with this name already exists' });
    const font = await failure(
      admin.call(catalog.createFont, { body: { name: 'POPPINS' }, files: { file: fontFile(TTF) } }),
    );
    expect(font.errors).toEqual({ name: 'A font with this name already exists' });
    const field = await failure(
      admin.call(catalog.createTemplateField, {
        body: { key: 'another_name', label: 'company name', type: 'text', brandField: 'companyName' },
      }),
    );
    expect(field.errors).toEqual({ label: 'A template field with this label already exists' });
  });

  it('five adds of the same name at once make one tag; the others answer 409', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => raw(server, 'POST', '/api/Tag', token, { name: 'Same Time' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const list = await admin.call(catalog.tags, { query: { Search: 'same time' } });
    expect(list.data.total_Record_Count).toBe(1);
  });

  it('template fields: the brand fields are seeded; a key is lower case and unique; the type fits the brand field', async () => {
    const seeded = (await server.client(user.token).call(catalog.activeTemplateFields)).data;
    expect(seeded.map((f) => f.key)).toEqual(
      expect.arrayContaining(['company_name', 'company_logo', 'brand_color', 'mobile_number']),
    );
    expect(seeded.find((f) => f.key === 'company_logo')).toMatchObject({
      type: 'image',
      brandField: 'companyLogo',
    });

    const created = await admin.call(catalog.createTemplateField, {
      body: { key: ' Shop_Name ', label: 'Shop Name', type: 'text', brandField: 'companyName' },
    });
    expect(created.data).toMatchObject({
      key: 'shop_name',
      label: 'Shop Name',
      type: 'text',
      isActive: true,
    });
    const sameKey = await failure(
      admin.call(catalog.createTemplateField, {
        body: { key: 'shop_name', label: 'Another', type: 'text', brandField: 'email' },
      }),
    );
    expect(sameKey.status).toBe(409);
    expect(sameKey.errors).toEqual({ key: 'A template field with this key already exists' });

    const mismatch = await raw(server, 'POST', '/api/TemplateField', token, {
      key: 'logo2',
      label: 'Logo 2',
      type: 'text',
      brandField: 'companyLogo',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.errors).toEqual({ brandField: 'Company Logo is not a text field' });
    const badKey = await raw(server, 'POST', '/api/TemplateField', token, {
      key: '1 bad key',
      label: 'Bad',
      type: 'colour',
      brandField: 'brandColor',
    });
    expect(badKey.status).toBe(422);
    expect(Object.keys(badKey.body.error.errors)).toEqual(['key']);
    const badType = await raw(server, 'POST', '/api/TemplateField', token, {
      key: 'x',
      label: 'X',
      type: 'video',
      brandField: 'nickname',
    });
    expect(badType.status).toBe(422);
    expect(badType.body.error.errors).toMatchObject({
      type: 'Type is Required',
      brandField: 'Brand Field is Required',
    });

    const updated = await admin.call(catalog.updateTemplateField, {
      params: { id: created.data.id },
      body: { key: 'shop_logo', label: 'Shop Logo', type: 'image', brandField: 'companyLogo' },
    });
    expect(updated.data).toMatchObject({ key: 'shop_logo', type: 'image', brandField: 'companyLogo' });
    await admin.call(catalog.templateFieldStatus, {
      params: { id: created.data.id },
      body: { isActive: false },
    });
    expect((await admin.call(catalog.activeTemplateFields)).data.map((f) => f.id)).not.toContain(
      created.data.id,
    );
    // No template uses it yet, so it goes.
    await admin.call(catalog.deleteTemplateField, { params: { id: created.data.id } });
    expect(
      (await failure(admin.call(catalog.templateFieldById, { params: { id: created.data.id } }))).status,
    ).toBe(404);
  });

  it('Poppins is font 1: first in the pickers, on NFC cards too, never deleted or deactivated', async () => {
    const first = (await server.client(user.token).call(catalog.activeFonts)).data[0];
    expect(first).toMatchObject({
      id: 1,
      name: 'Poppins',
      isDefault: true,
      isNfc: true,
      fileUrl: null,
      isActive: true,
    });
    expect((await admin.call(catalog.activeNfcFonts)).data[0].id).toBe(1);
    const del = await failure(admin.call(catalog.deleteFont, { params: { id: 1 } }));
    expect(del.status).toBe(409);
    expect(del.message).toBe('Poppins is the default font (font 1) and cannot be deleted');
    const off = await failure(
      admin.call(catalog.fontStatus, { params: { id: 1 }, body: { isActive: false } }),
    );
    expect(off.status).toBe(409);
    // Its file can be given later, on its edit page.
    const withFile = await admin.call(catalog.updateFont, {
      params: { id: 1 },
      body: { name: 'Poppins', isNfc: true },
      files: { file: fontFile(TTF, 'Poppins-Regular.ttf') },
    });
    expect(withFile.data).toMatchObject({ fileName: 'Poppins-Regular.ttf', format: 'ttf' });
  });

  it('a font is stored with its TTF file, served to anyone by its address; replacing or deleting it removes the file', async () => {
    const created = await admin.call(catalog.createFont, {
      body: { name: 'DejaVu Sans', isNfc: false },
      files: { file: fontFile(TTF, 'DejaVuSans.ttf') },
    });
    expect(created.message).toBe('Font created successfully');
    const font = created.data;
    expect(font).toMatchObject({
      name: 'DejaVu Sans',
      isNfc: false,
      format: 'ttf',
      fileName: 'DejaVuSans.ttf',
    });
    const served = await fetchFile(font.fileUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('font/ttf');
    expect(Buffer.compare(served.rawPayload, TTF)).toBe(0);
    // The card editor's sandboxed preview (origin null) loads it in CORS mode (issue 23).
    expect(served.headers['access-control-allow-origin']).toBe('*');

    expect((await admin.call(catalog.activeFonts)).data.map((f) => f.id)).toContain(font.id);
    expect((await admin.call(catalog.activeNfcFonts)).data.map((f) => f.id)).not.toContain(font.id);

    // A rename and the NFC flag keep the file.
    const renamed = await admin.call(catalog.updateFont, {
      params: { id: font.id },
      body: { name: 'DejaVu', isNfc: true },
    });
    expect(renamed.data).toMatchObject({ name: 'DejaVu', isNfc: true, fileUrl: font.fileUrl });
    expect((await admin.call(catalog.activeNfcFonts)).data.map((f) => f.id)).toContain(font.id);

    const replaced = await admin.call(catalog.updateFont, {
      params: { id: font.id },
      body: { name: 'DejaVu', isNfc: true },
      files: { file: fontFile(TTF_BOLD, 'DejaVuSans-Bold.ttf') },
    });
    expect(replaced.data.fileUrl).not.toBe(font.fileUrl);
    expect((await fetchFile(font.fileUrl!)).statusCode).toBe(404);
    expect((await fetchFile(replaced.data.fileUrl!)).statusCode).toBe(200);

    const list = await admin.call(catalog.fonts, { query: { Search: 'dejavu' } });
    expect(list.data.records.map((r) => r.id)).toEqual([font.id]);
    await admin.call(catalog.fontStatus, { params: { id: font.id }, body: { isActive: false } });
    expect((await admin.call(catalog.activeFonts)).data.map((f) => f.id)).not.toContain(font.id);

    await admin.call(catalog.deleteFont, { params: { id: font.id } });
    expect((await fetchFile(replaced.data.fileUrl!)).statusCode).toBe(404);
  });

  it('a file that is not a TTF or OTF font is refused with 422 on the file, and nothing is stored', async () => {
    const files = async () =>
      Number(
        (
          await server.ctx.db
            .selectFrom('files')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await files();
    const cases: [Buffer, string, string][] = [
      [PNG, 'font.ttf', 'This file is not a TTF or OTF font'],
      [Buffer.from('hello, not a font at all'), 'font.otf', 'This file is not a TTF or OTF font'],
      [FAKE_FONT, 'font.ttf', 'This font file is damaged and cannot be read'],
    ];
    for (const [bytes, fileName, message] of cases) {
      const answer = await rawForm(
        server,
        '/api/Font',
        token,
        { name: 'Broken' },
        { file: fontFile(bytes, fileName) },
        'POST',
      );
      expect(answer.status, fileName).toBe(422);
      expect(answer.body.error.errors).toEqual({ file: message });
    }
    const png = await rawForm(
      server,
      '/api/Font',
      token,
      { name: 'Broken' },
      { file: fontFile(TTF, 'font.png') },
      'POST',
    );
    expect(png.status).toBe(422);
    expect(png.body.error.errors).toEqual({ file: 'Choose a .ttf or .otf file' });
    const none = await rawForm(server, '/api/Font', token, { name: 'Broken' });
    expect(none.status).toBe(422);
    expect(none.body.error.errors).toEqual({ file: 'Font File is Required' });
    // An edit with a bad file keeps the font as it was.
    const ok = (
      await admin.call(catalog.createFont, { body: { name: 'Kept' }, files: { file: fontFile(TTF) } })
    ).data;
    const afterOne = await files();
    const bad = await rawForm(
      server,
      `/api/Font/${ok.id}`,
      token,
      { name: 'Kept 2' },
      { file: fontFile(PNG) },
      'PUT',
    );
    expect(bad.status).toBe(422);
    expect((await admin.call(catalog.fontById, { params: { id: ok.id } })).data).toMatchObject({
      name: 'Kept',
      fileUrl: ok.fileUrl,
    });
    expect(afterOne).toBe(before + 1);
    expect(await files()).toBe(afterOne);
    await admin.call(catalog.deleteFont, { params: { id: ok.id } });
    expect(await files()).toBe(before);
  });

  it('colours: #RRGGBB stored upper case, anything else refused', async () => {
    const c = (await admin.call(catalog.createColour, { body: { name: 'Saffron', hex: '#ff9933' } })).data;
    expect(c).toMatchObject({ name: 'Saffron', hex: '#FF9933', isActive: true });
    for (const hex of ['ff9933', '#fff', '#GGGGGG', '', '#FF99331']) {
      const answer = await raw(server, 'POST', '/api/Colour', token, { name: 'Bad', hex });
      expect(answer.status, hex).toBe(422);
      expect(Object.keys(answer.body.error.errors)).toEqual(['hex']);
    }
    const edited = await admin.call(catalog.updateColour, {
      params: { id: c.id },
      body: { name: 'Saffron', hex: '#FF9900' },
    });
    expect(edited.data.hex).toBe('#FF9900');
    await admin.call(catalog.colourStatus, { params: { id: c.id }, body: { isActive: false } });
    expect((await server.client(user.token).call(catalog.activeColours)).data.map((x) => x.id)).not.toContain(
      c.id,
    );
    await admin.call(catalog.colourStatus, { params: { id: c.id }, body: { isActive: true } });
    expect((await server.client(user.token).call(catalog.activeColours)).data.map((x) => x.id)).toContain(
      c.id,
    );
    await admin.call(catalog.deleteColour, { params: { id: c.id } });
    expect((await failure(admin.call(catalog.colourById, { params: { id: c.id } }))).status).toBe(404);
  });

  it('about 130 languages are seeded, active, with ISO 639-1 codes; codes are unique', async () => {
    const active = (await server.client(user.token).call(catalog.activeLanguages)).data;
    expect(active.length).toBeGreaterThanOrEqual(125);
    expect(active.length).toBeLessThanOrEqual(140);
    expect(active.every((l) => /^[a-z]{2}$/.test(l.code) && l.isActive)).toBe(true);
    expect(new Set(active.map((l) => l.code)).size).toBe(active.length);
    expect(active.find((l) => l.code === 'en')?.name).toBe('English');
    expect(active.find((l) => l.code === 'hi')?.name).toBe('Hindi');
    expect(active[0].name).toBe('Afrikaans');

    const page = await admin.call(catalog.languages, { query: { pagesize: 10, SortColumn: 'code' } });
    expect(page.data.total_Record_Count).toBe(active.length);
    expect(page.data.records).toHaveLength(10);

    const taken = await failure(
      admin.call(catalog.createLanguage, { body: { name: 'Englisch', code: 'EN' } }),
    );
    expect(taken.status).toBe(409);
    expect(taken.errors).toEqual({ code: 'A language with this code already exists' });
    const badCode = await raw(server, 'POST', '/api/Language', token, { name: 'Konkani', code: 'kok' });
    expect(badCode.status).toBe(422);
    expect(badCode.body.error.errors).toEqual({ code: 'Use the two-letter ISO 639-1 code, e.g. en' });
    // 'kk' is Kazakh's, whatever the case it is typed in.
    expect(
      (await failure(admin.call(catalog.createLanguage, { body: { name: 'Konkani', code: 'KK' } }))).status,
    ).toBe(409);
    const added = (await admin.call(catalog.createLanguage, { body: { name: 'Test Language', code: 'ZZ' } }))
      .data;
    expect(added).toMatchObject({ code: 'zz', isActive: true });
    await admin.call(catalog.languageStatus, { params: { id: added.id }, body: { isActive: false } });
    expect((await admin.call(catalog.activeLanguages)).data.map((l) => l.id)).not.toContain(added.id);
    await admin.call(catalog.deleteLanguage, { params: { id: added.id } });
  });

  it('a category with sub-categories, or a sub-category assigned to a user, is not deleted (409)', async () => {
    const cat = (await admin.call(catalog.createCategory, { body: { name: 'Food' } })).data;
    const sub = (
      await admin.call(catalog.createSubCategory, { body: { name: 'Bakery', categoryId: cat.id } })
    ).data;
    const inUse = await failure(admin.call(catalog.deleteCategory, { params: { id: cat.id } }));
    expect(inUse.status).toBe(409);
    expect(inUse.message).toBe(
      'This category is used by a sub category, so it cannot be deleted. Deactivate it instead.',
    );

    await admin.call(users.mapUserSubCategory, { body: { userId: user.id, subCategory: [sub.id] } });
    const mapped = await failure(admin.call(catalog.deleteSubCategory, { params: { id: sub.id } }));
    expect(mapped.status).toBe(409);
    expect(mapped.message).toContain('used by a user');

    // The pickers' list of active sub-categories, for any signed-in caller.
    const picks = await server
      .client(user.token)
      .call(catalog.activeSubCategories, { query: { categoryId: cat.id } });
    expect(picks.data.map((s) => s.id)).toEqual([sub.id]);
    await admin.call(catalog.categoryStatus, { params: { id: cat.id }, body: { isActive: false } });
    expect((await admin.call(catalog.activeSubCategories)).data.map((s) => s.id)).not.toContain(sub.id);

    await admin.call(users.mapUserSubCategory, { body: { userId: user.id, subCategory: [] } });
    await admin.call(catalog.deleteSubCategory, { params: { id: sub.id } });
    await admin.call(catalog.deleteCategory, { params: { id: cat.id } });
    expect((await failure(admin.call(catalog.categoryById, { params: { id: cat.id } }))).status).toBe(404);
  });

  it('a User may read the active lists but is refused (403) every admin call of the masters', async () => {
    const asUser = server.client(user.token);
    for (const e of [
      catalog.activeTags,
      catalog.activeFonts,
      catalog.activeNfcFonts,
      catalog.activeColours,
      catalog.activeLanguages,
      catalog.activeTemplateFields,
      catalog.activeSubCategories,
    ])
      expect((await asUser.call(e)).data).toBeInstanceOf(Array);
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/Tag'],
      ['POST', '/api/Tag', { name: 'Mine' }],
      ['PUT', '/api/Colour/1', { name: 'Mine', hex: '#000000' }],
      ['PUT', '/api/Language/1/UpdateStatus', { isActive: false }],
      ['DELETE', '/api/Font/1'],
      ['POST', '/api/Font', { name: 'Mine', file: fontFile(TTF) }],
      ['DELETE', '/api/TemplateField/1'],
      ['DELETE', '/api/Category/1'],
    ];
    for (const [method, url, body] of refused) {
      const answer = await raw(server, method as 'GET', url, user.token, body);
      expect(answer.status, `${method} ${url}`).toBe(403);
    }
    expect((await raw(server, 'GET', '/api/Font/Active')).status).toBe(401);
  });

  it('bad input answers 4xx with field errors, never a 500', async () => {
    const bodies: [string, string, unknown][] = [
      ['POST', '/api/Tag', { name: '' }],
      ['POST', '/api/Tag', { name: 'x'.repeat(101) }],
      ['POST', '/api/Tag', { name: 42 }],
      ['POST', '/api/Colour', { name: 'A', hex: null }],
      ['POST', '/api/Language', { name: ['a'], code: 'en' }],
      ['POST', '/api/TemplateField', {}],
      ['PUT', '/api/Tag/1/UpdateStatus', { isActive: 'no' }],
    ];
    for (const [method, url, body] of bodies) {
      const answer = await raw(server, method as 'POST', url, token, body);
      expect(answer.status, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(422);
      expect(answer.body.error.errors).toBeTruthy();
    }
    // A font comes as form data (issue 22): a bad field is a field error, JSON is refused as such.
    const badFlag = await rawForm(
      server,
      '/api/Font',
      token,
      { name: 'A', isNfc: 'yes' },
      { file: fontFile(TTF) },
    );
    expect([badFlag.status, Object.keys(badFlag.body.error.errors)]).toEqual([422, ['isNfc']]);
    expect((await raw(server, 'POST', '/api/Font', token, { name: 'A' })).status).toBe(415);
    for (const url of ['/api/Tag/abc', '/api/Font/0', '/api/Colour/-1', '/api/Language/1.5'])
      expect((await raw(server, 'GET', url, token)).status, url).toBe(400);
    expect((await raw(server, 'GET', '/api/Tag/2147483648', token)).status).toBe(404);
    expect((await raw(server, 'GET', '/api/Tag?SortColumn=drop', token)).status).toBe(400);
    expect((await raw(server, 'GET', '/api/SubCategory/Active?categoryId=x', token)).status).toBe(400);
    expect((await raw(server, 'DELETE', '/api/Colour/999999', token)).status).toBe(404);
  });
});

describe('font magic numbers (shared rule)', () => {
  const header = (magic: number[], tables = 1, size = 12 + 16 * tables) => {
    const bytes = new Uint8Array(size);
    bytes.set(magic, 0);
    bytes[4] = tables >> 8;
    bytes[5] = tables & 0xff;
    return bytes;
  };
  it('knows TrueType (0x00010000 and "true") and OpenType ("OTTO") by their first bytes', () => {
    expect(fontFormatOf(header([0, 1, 0, 0]))).toBe('ttf');
    expect(fontFormatOf(header([...Buffer.from('true')]))).toBe('ttf');
    expect(fontFormatOf(header([...Buffer.from('OTTO')]))).toBe('otf');
    expect(fontFormatOf(new Uint8Array(TTF))).toBe('ttf');
  });
  it('refuses other files, collections, and tables that do not fit', () => {
    expect(fontFormatOf(new Uint8Array(PNG))).toBeNull();
    expect(fontFormatOf(header([...Buffer.from('ttcf')]))).toBeNull();
    expect(fontFormatOf(header([...Buffer.from('wOFF')]))).toBeNull();
    expect(fontFormatOf(header([0, 1, 0, 0], 0))).toBeNull();
    expect(fontFormatOf(header([0, 1, 0, 0], 4, 30))).toBeNull();
    expect(fontFormatOf(new Uint8Array([0, 1, 0]))).toBeNull();
  });
});
