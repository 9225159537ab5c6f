import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../src/shared/http/ids';
import { webTemplatesContract as wt } from '../../src/shared/web-templates/contract';
import { WEB_TEMPLATE_MESSAGES as M } from '../../src/shared/web-templates/schemas';
import { failure } from '../billing/support';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { JPEG, PDF, PNG, raw, rawForm, upload } from '../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { minimalWebFiles } from '../helpers/web-template-package';

/** A valid web template package (issue 24), as the add page sends it. */
const PACKAGE = Buffer.from(
  zipSync(Object.fromEntries(Object.entries(minimalWebFiles()).map(([n, t]) => [n, strToU8(t)]))),
);
const file = { file: { name: 'template.zip', data: PACKAGE } };

/** Issue 12, Web template admin list (spec 01 sections 2, 3, 7 and 8). */
describe.each(dbKinds())('web templates (%s)', (kind) => {
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

  /** A cover uploaded as the add page does it: through the Files upload, public (isWeb). */
  const cover = async (bytes: Buffer = PNG, type: 'png' | 'jpeg' = 'png') =>
    (await upload(server, token, bytes, type, true)).url;
  const add = async (templateName: string) =>
    (
      await admin.call(wt.createWebTemplate, {
        body: { templateName, coverImageURL: await cover() },
        files: file,
      })
    ).data;
  const listed = async () => (await admin.call(wt.webTemplates, { query: { pagesize: 100 } })).data;
  const defaults = async () => (await listed()).records.filter((t) => t.isDefault).map((t) => t.id);
  const visitorFetch = (url: string) => server.inject({ method: 'GET', url: new URL(url).pathname });

  it('the default template is seeded on first start; an Admin adds, opens, edits and lists web templates', async () => {
    const seeded = (await listed()).records;
    expect(seeded.map((t) => [t.templateName, t.isDefault])).toEqual([['Clean Business', true]]);
    expect(seeded[0].package?.report.pagesRendered).toHaveLength(8);
    expect((await visitorFetch(seeded[0].coverImageURL)).statusCode).toBe(200);

    const coverUrl = await cover();
    const created = await admin.call(wt.createWebTemplate, {
      body: { templateName: '  Classic Shop ', coverImageURL: coverUrl },
      files: file,
    });
    expect(created.message).toBe('Template Added Successfully');
    const classic = created.data;
    expect(classic).toMatchObject({
      templateName: 'Classic Shop',
      coverImageURL: coverUrl,
      isDefault: false,
    });
    expect(classic.package).toMatchObject({
      fileName: 'template.zip',
      report: { name: 'Minimal', fileCount: 10 },
    });
    expect(Date.parse(classic.createdDate)).not.toBeNaN();

    const modern = await add('Modern Cafe');
    expect(modern.isDefault).toBe(false);
    expect((await admin.call(wt.webTemplateById, { params: { id: modern.id } })).data).toEqual(modern);

    const newCover = await cover(JPEG, 'jpeg');
    const updated = await admin.call(wt.updateWebTemplate, {
      params: { id: modern.id },
      body: { templateName: 'Modern Bakery', coverImageURL: newCover },
    });
    expect(updated.message).toBe('Template Updated Successfully');
    expect(updated.data).toMatchObject({
      templateName: 'Modern Bakery',
      coverImageURL: newCover,
      isDefault: false,
    });

    const aurora = await add('Aurora');
    // The default first, then by name.
    const list = await listed();
    expect(list.records.map((t) => t.templateName).slice(0, 4)).toEqual([
      'Clean Business',
      'Aurora',
      'Classic Shop',
      'Modern Bakery',
    ]);
    const byName = await admin.call(wt.webTemplates, { query: { Search: 'bakery' } });
    expect(byName.data.records.map((t) => t.id)).toEqual([modern.id]);
    const newest = await admin.call(wt.webTemplates, {
      query: { SortColumn: 'createdDate', SortType: 'Desc' },
    });
    expect(newest.data.records[0].id).toBe(aurora.id);
  });

  it('the cover is stored public, so the sites built on a template can show it to anyone', async () => {
    // Uploaded without isWeb (private to the Admin): saving it as a cover publishes it.
    const privateCover = (await upload(server, token, PNG, 'png')).url;
    expect(privateCover).toContain('sig=');
    const saved = (
      await admin.call(wt.createWebTemplate, {
        body: { templateName: 'Published', coverImageURL: privateCover },
        files: file,
      })
    ).data;
    expect(saved.coverImageURL).not.toContain('sig=');
    const fetched = await visitorFetch(saved.coverImageURL);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toContain('image/png');
  });

  it('one template at a time is the default: Set as default moves it', async () => {
    const first = (await listed()).records.find((t) => t.isDefault) ?? (await add('Default One'));
    const other = await add('Next Default');
    const made = await admin.call(wt.setDefaultWebTemplate, { params: { id: other.id } });
    expect(made.message).toBe('Default Template Updated Successfully');
    expect(made.data.isDefault).toBe(true);
    expect(await defaults()).toEqual([other.id]);
    expect((await admin.call(wt.webTemplateById, { params: { id: first.id } })).data.isDefault).toBe(false);
    // Making the default the default again changes nothing.
    await admin.call(wt.setDefaultWebTemplate, { params: { id: other.id } });
    expect(await defaults()).toEqual([other.id]);
    // The default leads the list.
    expect((await listed()).records[0].id).toBe(other.id);
  });

  it('eight Set as default at once leave exactly one default', async () => {
    const many = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']) many.push(await add(`Race ${name}`));
    const answers = await Promise.all(
      many.map((t) => raw(server, 'PUT', `/api/WebTemplate/${t.id}/SetDefault`, token)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const now = await defaults();
    expect(now).toHaveLength(1);
    expect(many.map((t) => t.id)).toContain(now[0]);
  });

  it('the default cannot be deleted; another one is deleted softly and leaves the list', async () => {
    const [defaultId] = await defaults();
    const refused = await failure(admin.call(wt.deleteWebTemplate, { params: { id: defaultId } }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      'The default template cannot be deleted. Make another template the default first.',
    );
    expect(await defaults()).toEqual([defaultId]);

    const gone = await add('Short Lived');
    const deleted = await admin.call(wt.deleteWebTemplate, { params: { id: gone.id } });
    expect(deleted).toMatchObject({ data: null, message: 'Template Deleted Successfully' });
    expect((await listed()).records.map((t) => t.id)).not.toContain(gone.id);
    for (const call of [
      () => admin.call(wt.webTemplateById, { params: { id: gone.id } }),
      () => admin.call(wt.deleteWebTemplate, { params: { id: gone.id } }),
      () => admin.call(wt.setDefaultWebTemplate, { params: { id: gone.id } }),
      () =>
        admin.call(wt.updateWebTemplate, {
          params: { id: gone.id },
          body: { templateName: 'Back Again', coverImageURL: gone.coverImageURL },
        }),
    ])
      expect((await failure(call())).status).toBe(404);

    // Kept for the sites built on it (a later Web issue reads them), with its cover.
    const kept = await server.ctx.db
      .selectFrom('web_templates')
      .select(['template_name', 'deleted_at'])
      .where('id', '=', gone.id)
      .executeTakeFirstOrThrow();
    expect(kept.template_name).toBe('Short Lived');
    expect(kept.deleted_at).not.toBeNull();
    expect((await visitorFetch(gone.coverImageURL)).statusCode).toBe(200);
    // Its name is free again.
    expect((await add('short lived')).templateName).toBe('short lived');
  });

  it('names are unique ignoring case, on add and on rename', async () => {
    const first = await add('Festive');
    const again = await failure(
      admin.call(wt.createWebTemplate, {
        body: { templateName: 'FESTIVE ', coverImageURL: await cover() },
        files: file,
      }),
    );
    expect(again.status).toBe(409);
    expect(again.errors).toEqual({ templateName: M.nameTaken });

    const other = await add('Seasonal');
    const rename = await failure(
      admin.call(wt.updateWebTemplate, {
        params: { id: other.id },
        body: { templateName: 'festive', coverImageURL: other.coverImageURL },
      }),
    );
    expect(rename.status).toBe(409);
    expect(rename.errors).toEqual({ templateName: M.nameTaken });
    // Its own name in another case is no clash.
    const own = await admin.call(wt.updateWebTemplate, {
      params: { id: first.id },
      body: { templateName: 'FESTIVE', coverImageURL: first.coverImageURL },
    });
    expect(own.data.templateName).toBe('FESTIVE');
  });

  it('five adds of the same name at once make one template; the others answer 409', async () => {
    const coverImageURL = await cover();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        rawForm(server, '/api/WebTemplate', token, { templateName: 'Same Moment', coverImageURL }, file),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const found = await admin.call(wt.webTemplates, { query: { Search: 'same moment' } });
    expect(found.data.total_Record_Count).toBe(1);
  });

  it('a User is refused every web template call, and a visitor must sign in', async () => {
    const some = await add('Admins Only');
    const asUser = server.client(user.token);
    const coverImageURL = some.coverImageURL;
    for (const call of [
      () => asUser.call(wt.webTemplates),
      () => asUser.call(wt.webTemplateById, { params: { id: some.id } }),
      () => asUser.call(wt.createWebTemplate, { body: { templateName: 'Mine', coverImageURL }, files: file }),
      () =>
        asUser.call(wt.updateWebTemplate, {
          params: { id: some.id },
          body: { templateName: 'Mine', coverImageURL },
        }),
      () => asUser.call(wt.setDefaultWebTemplate, { params: { id: some.id } }),
      () => asUser.call(wt.deleteWebTemplate, { params: { id: some.id } }),
    ])
      expect((await failure(call())).status).toBe(403);
    expect((await raw(server, 'GET', '/api/WebTemplate')).status).toBe(401);
    expect((await admin.call(wt.webTemplateById, { params: { id: some.id } })).data.templateName).toBe(
      'Admins Only',
    );
  });

  it('a User lists the templates a website can be built on: the default first, with settings, none deleted', async () => {
    const asUser = server.client(user.token);
    const extra = await add('Aardvark Studio');
    const gone = await add('Aardvark Gone');
    await admin.call(wt.deleteWebTemplate, { params: { id: gone.id } });
    const choices = (await asUser.call(wt.webTemplateChoices)).data;
    const ids = choices.map((c) => c.id);
    expect(choices[0]).toMatchObject({ isDefault: true });
    expect(choices.filter((c) => c.isDefault)).toHaveLength(1);
    expect(ids).toContain(extra.id);
    expect(ids).not.toContain(gone.id);
    const names = choices.slice(1).map((c) => c.templateName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const clean = choices.find((c) => c.templateName === 'Clean Business');
    expect(clean?.settings.map((s) => s.key)).toContain('accent_color');
    expect(choices.find((c) => c.id === extra.id)).toMatchObject({
      templateName: 'Aardvark Studio',
      coverImageURL: extra.coverImageURL,
    });
    // The Admin manages templates on their own list; a visitor must sign in.
    expect((await failure(admin.call(wt.webTemplateChoices))).status).toBe(403);
    expect((await raw(server, 'GET', '/api/WebTemplate/Choices')).status).toBe(401);
  });

  it('a cover that is not one of our stored images answers 422 on coverImageURL, and nothing is saved', async () => {
    const userPrivate = (await upload(server, user.token, PNG, 'png')).url;
    const pdf = await upload(server, token, PDF, 'pdf', true);
    const bad = [
      'https://images.example.com/cover.png',
      `${server.config.publicBaseUrl}/files/00000000-0000-4000-8000-000000000000.png`,
      'javascript:alert(1)',
      // Another user's private upload is not the Admin's to publish.
      userPrivate,
      pdf.url,
    ];
    for (const coverImageURL of bad) {
      const answer = await rawForm(
        server,
        '/api/WebTemplate',
        token,
        {
          templateName: 'Bad Cover',
          coverImageURL,
        },
        file,
      );
      expect(answer.status, coverImageURL).toBe(422);
      expect(answer.body.error.errors).toEqual({ coverImageURL: M.coverNotStored });
    }
    const some = await add('Good Cover');
    const edit = await rawForm(
      server,
      `/api/WebTemplate/${some.id}`,
      token,
      {
        templateName: 'Good Cover',
        coverImageURL: bad[0],
      },
      {},
      'PUT',
    );
    expect(edit.status).toBe(422);
    expect(
      (await admin.call(wt.webTemplates, { query: { Search: 'bad cover' } })).data.total_Record_Count,
    ).toBe(0);
    expect((await admin.call(wt.webTemplateById, { params: { id: some.id } })).data.coverImageURL).toBe(
      some.coverImageURL,
    );
  });

  it('a missing name or image answers the form messages; malformed ids and queries answer 4xx', async () => {
    const empty = await rawForm(
      server,
      '/api/WebTemplate',
      token,
      {
        templateName: '   ',
        coverImageURL: '',
      },
      file,
    );
    expect(empty.status).toBe(422);
    expect(empty.body.error.errors).toEqual({
      templateName: 'Template Name is required',
      coverImageURL: 'Required',
    });
    const missing = await rawForm(server, '/api/WebTemplate', token, {}, file);
    expect(missing.status).toBe(422);
    expect(missing.body.error.errors).toEqual({
      templateName: 'Template Name is required',
      coverImageURL: 'Required',
    });
    const long = await rawForm(
      server,
      '/api/WebTemplate',
      token,
      {
        templateName: 'x'.repeat(101),
        coverImageURL: await cover(),
      },
      file,
    );
    expect(long.status).toBe(422);
    expect(long.body.error.errors.templateName).toBe('Maximum 100 symbols');

    for (const [method, path] of [
      ['GET', `/api/WebTemplate/${MAX_ID + 1}`],
      ['PUT', `/api/WebTemplate/${MAX_ID + 1}/SetDefault`],
      ['DELETE', `/api/WebTemplate/${MAX_ID + 1}`],
      ['GET', `/api/WebTemplate/${MAX_ID}`],
    ] as const)
      expect((await raw(server, method, path, token)).status, `${method} ${path}`).toBe(404);
    for (const path of ['/api/WebTemplate/abc', '/api/WebTemplate/-1', '/api/WebTemplate/0'])
      expect((await raw(server, 'GET', path, token)).status, path).toBeGreaterThanOrEqual(400);
    expect((await raw(server, 'GET', '/api/WebTemplate?SortColumn=deleted_at', token)).status).toBe(400);
    expect((await raw(server, 'GET', '/api/WebTemplate?pagesize=7', token)).status).toBe(400);
  });
});
