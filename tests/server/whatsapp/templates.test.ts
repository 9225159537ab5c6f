import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../../src/server/jobs/scheduler';
import { templatesSyncJob } from '../../../src/server/modules/whatsapp/templates';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { TEMPLATE_MESSAGES as M } from '../../../src/shared/whatsapp/templates-form';
import { registerUser } from '../../helpers/accounts';
import { dbKinds } from '../../helpers/server';
import { signWebhook } from '../../fakes/whatsapp/cloud-api';
import { whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';
import { failure } from './contacts-support';
import { connectNumber, templateForm } from './templates-support';

/** Issue 26 Templates: registered at the Cloud API, kept in step by sync, the webhook and the job. */
describe.each(dbKinds())('WhatsApp templates (%s)', (kind) => {
  let w: WhatsAppWorld;
  beforeAll(async () => {
    w = await whatsappWorld(kind);
  });
  afterAll(() => w?.close());

  /** A new owner with a connected number of their own business account. */
  async function owner(opts: { appId?: string } = {}) {
    const user = await registerUser(w.server, { companyName: 'Rao Sweets' });
    const number = await connectNumber(w, user.token, opts);
    return { ...user, number, c: w.server.client(user.token) };
  }
  const rowOf = (id: number) =>
    w.server.ctx.db
      .selectFrom('whatsapp_templates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('register creates the template at the Cloud API with its components and keeps it PENDING', async () => {
    const o = await owner();
    const res = await o.c.call(wc.registerTemplate, { body: templateForm() });
    expect(res.message).toBe(M.registered);
    expect(res.data).toMatchObject({
      name: 'diwali_offer',
      language: 'en_US',
      status: 'PENDING',
      reason: null,
    });
    const atMeta = w.fake.templates.templates.find((t) => t.id === res.data.metaId)!;
    expect(atMeta).toMatchObject({
      businessId: o.number.businessId,
      category: 'MARKETING',
      status: 'PENDING',
    });
    expect(atMeta.components).toEqual([
      { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}', example: { header_text: ['Asha'] } },
      {
        type: 'BODY',
        text: 'Hi {{1}}, *20% off* on sweets till {{2}}.',
        example: { body_text: [['Asha', 'Sunday']] },
      },
      { type: 'FOOTER', text: 'Rao Sweets' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Interested' },
          { type: 'QUICK_REPLY', text: 'Stop offers' },
          { type: 'URL', text: 'Order now', url: 'https://rao.example/o/{{1}}', example: ['diwali'] },
          { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+919876543210' },
        ],
      },
    ]);
    const listed = await o.c.call(wc.templates, {});
    expect(listed.data.total_Record_Count).toBe(1);
    expect(listed.data.records[0]).toMatchObject({ id: res.data.id, status: 'PENDING' });
  });

  it('a refusal of the Cloud API is 422 with Meta’s words on the field it concerns, and nothing is kept', async () => {
    const o = await owner();
    await o.c.call(wc.registerTemplate, { body: templateForm() });
    const again = await failure(o.c.call(wc.registerTemplate, { body: templateForm() }));
    expect(again.status).toBe(422);
    expect(again.errors!.name).toContain('There is already en_US content for this template');

    w.fake.templates.refuseNextTemplate({
      message: 'Invalid parameter',
      error_subcode: 2388043,
      error_user_title: 'Message body has too many variables',
      error_user_msg: 'The body text has too many variables for its length.',
    });
    const refused = await failure(
      o.c.call(wc.registerTemplate, { body: templateForm({ name: 'too_many' }) }),
    );
    expect(refused.status).toBe(422);
    expect(refused.errors!.body).toBe(
      'Message body has too many variables: The body text has too many variables for its length.',
    );
    const names = (await o.c.call(wc.templateDetailsList, {})).data.map((t) => t.name);
    expect(names).toEqual(['diwali_offer']);
  });

  it('the form’s rules answer 422 before anything reaches Meta', async () => {
    const o = await owner();
    const before = w.fake.templates.templates.length;
    // Straight to the server, past the client's own check of the same schema.
    const register = async (payload: object) => {
      const res = await w.server.inject({
        method: 'POST',
        url: wc.registerTemplate.path,
        headers: { authorization: `Bearer ${o.token}` },
        payload,
      });
      return { status: res.statusCode, errors: res.json().error?.errors ?? {} };
    };
    const bad = await register(
      templateForm({
        name: 'Diwali Offer',
        body: 'Hi {{1}} and {{3}}',
        bodyExamples: ['Asha'],
        buttons: [
          { type: 'URL', text: 'A', url: 'https://a.example/{{1}}' },
          { type: 'URL', text: 'B', url: 'https://b.example' },
          { type: 'URL', text: 'C', url: 'https://c.example' },
        ],
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.errors).toMatchObject({
      name: M.nameFormat,
      body: M.numbering,
      buttons: M.tooManyOfType('visit website', 2),
      'buttons.0.urlExample': M.urlExampleRequired,
    });
    const noExample = await register(templateForm({ bodyExamples: ['Asha', ' '] }));
    expect(noExample.errors['bodyExamples.1']).toBe(M.exampleRequired(2));
    expect(w.fake.templates.templates.length).toBe(before);
  });

  it('sync reads every page, upserts by name and language, and marks those gone at Meta DELETED', async () => {
    const o = await owner();
    const mine = (await o.c.call(wc.registerTemplate, { body: templateForm() })).data;
    const body = (text: string) => [{ type: 'BODY', text }];
    const made = ['welcome', 'order_ready', 'feedback', 'festival'].map((name, i) =>
      w.fake.templates.addTemplate({
        businessId: o.number.businessId,
        name,
        language: 'en',
        category: 'UTILITY',
        status: i === 2 ? 'REJECTED' : 'APPROVED',
        rejected_reason: i === 2 ? 'INVALID_FORMAT' : 'NONE',
        components: body(`Template ${name}`),
      }),
    );
    w.fake.templates.setPageSize(2);
    const first = await o.c.call(wc.syncTemplates, {});
    expect(first.message).toBe(M.synced);
    expect(first.data).toEqual({ total: 5, created: 4, updated: 0, deleted: 0 });
    const pages = w.fake.requests.filter(
      (r) => r.method === 'GET' && r.path.startsWith(`/v21.0/${o.number.businessId}/message_templates`),
    );
    expect(pages.length).toBe(3);
    expect(pages[1].path).toContain('after=');

    const details = (await o.c.call(wc.templateDetailsList, {})).data;
    expect(details.find((t) => t.name === 'feedback')).toMatchObject({
      status: 'REJECTED',
      reason: 'INVALID_FORMAT',
      components: body('Template feedback'),
    });
    expect(details.find((t) => t.name === 'welcome')?.reason).toBeNull();

    // One vanished at Meta and one was approved there: the next sync says so, the rest stay as they were.
    w.fake.templates.removeTemplate(made[3].id);
    w.fake.templates.templates.find((t) => t.id === mine.metaId)!.status = 'APPROVED';
    const welcomeBefore = details.find((t) => t.name === 'welcome')!;
    w.time.advance(60_000);
    const second = await o.c.call(wc.syncTemplates, {});
    expect(second.data).toEqual({ total: 4, created: 0, updated: 1, deleted: 1 });
    const after = (await o.c.call(wc.templates, { query: { pagesize: 10 } })).data.records;
    expect(after.find((t) => t.name === 'festival')?.status).toBe('DELETED');
    expect(after.find((t) => t.name === 'diwali_offer')?.status).toBe('APPROVED');
    expect(after.find((t) => t.name === 'welcome')?.updatedDate).toBe(welcomeBefore.updatedDate);
    expect((await o.c.call(wc.templateDetailsList, {})).data.map((t) => t.name)).not.toContain('festival');
    w.fake.templates.setPageSize(25);
  });

  it('the status webhook, signed, sets status and reason by Meta’s id; a repeat changes nothing; unsigned is refused', async () => {
    const o = await owner();
    const t = (await o.c.call(wc.registerTemplate, { body: templateForm() })).data;
    w.time.advance(1000);
    await w.fake.templates.decide(t.metaId!, 'APPROVED', undefined, 2);
    const approved = await rowOf(t.id);
    expect(approved).toMatchObject({ status: 'APPROVED', reason: null });
    w.time.advance(1000);
    await w.fake.templates.decide(t.metaId!, 'APPROVED');
    expect((await rowOf(t.id)).updated_at).toBe(approved.updated_at);

    await w.fake.templates.decide(t.metaId!, 'REJECTED', 'INCORRECT_CATEGORY');
    expect(await rowOf(t.id)).toMatchObject({ status: 'REJECTED', reason: 'INCORRECT_CATEGORY' });

    // Forged: another secret's signature is 401 and nothing changes.
    const forged = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: o.number.businessId,
          changes: [
            {
              field: 'message_template_status_update',
              value: { event: 'APPROVED', message_template_id: Number(t.metaId), reason: 'NONE' },
            },
          ],
        },
      ],
    });
    const res = await w.postWebhook(forged, null, signWebhook(forged, 'not-the-secret'));
    expect(res.statusCode).toBe(401);
    expect((await rowOf(t.id)).status).toBe('REJECTED');
  });

  it('templateList gives the APPROVED templates only, once per business account', async () => {
    const o = await owner();
    const a = (await o.c.call(wc.registerTemplate, { body: templateForm({ name: 'first' }) })).data;
    const b = (await o.c.call(wc.registerTemplate, { body: templateForm({ name: 'second' }) })).data;
    await o.c.call(wc.registerTemplate, { body: templateForm({ name: 'third' }) });
    await w.fake.templates.decide(a.metaId!, 'APPROVED');
    await w.fake.templates.decide(b.metaId!, 'REJECTED', 'SCAM');
    const list = (await o.c.call(wc.templateList, {})).data;
    expect(list.map((t) => t.name)).toEqual(['first']);
    expect(list[0].components.length).toBe(4);

    // A second number of the same business account shows its templates once.
    await connectNumber(w, o.token, { businessId: o.number.businessId });
    expect((await o.c.call(wc.templateList, {})).data.map((t) => t.name)).toEqual(['first']);
    expect((await o.c.call(wc.templates, {})).data.total_Record_Count).toBe(3);
  });

  it('another owner’s template is 404 to me, and their lists hold none of mine', async () => {
    const me = await owner();
    const mine = (await me.c.call(wc.registerTemplate, { body: templateForm() })).data;
    await w.fake.templates.decide(mine.metaId!, 'APPROVED');
    const other = await owner();
    const peek = await failure(other.c.call(wc.templateById, { params: { id: mine.id } }));
    expect(peek.status).toBe(404);
    expect((await other.c.call(wc.templates, {})).data.total_Record_Count).toBe(0);
    expect((await other.c.call(wc.templateList, {})).data).toEqual([]);
    expect((await me.c.call(wc.templateById, { params: { id: mine.id } })).data.name).toBe('diwali_offer');
  });

  it('without a number, register says to connect one; a media sample needs the App Id, then is uploaded to Meta', async () => {
    const none = await registerUser(w.server, { companyName: 'No Number' });
    const noNumber = await failure(
      w.server.client(none.token).call(wc.registerTemplate, { body: templateForm() }),
    );
    expect(noNumber.status).toBe(422);
    expect(noNumber.message).toBe(M.noNumber);

    const png = { name: 'sample.png', data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') };
    const noApp = await owner();
    const missing = await failure(
      noApp.c.call(wc.uploadTemplateSample, { body: { format: 'IMAGE' }, files: { file: png } }),
    );
    expect(missing.status).toBe(422);
    expect(missing.message).toBe(M.noAppId);

    const o = await owner({ appId: '424242' });
    const wrong = await failure(
      o.c.call(wc.uploadTemplateSample, { body: { format: 'DOCUMENT' }, files: { file: png } }),
    );
    expect(wrong.errors!.file).toBe(M.sampleNotFormat('DOCUMENT'));
    const up = await o.c.call(wc.uploadTemplateSample, { body: { format: 'IMAGE' }, files: { file: png } });
    const upload = w.fake.templates.uploads.at(-1)!;
    expect(upload).toMatchObject({
      appId: '424242',
      fileName: 'sample.png',
      fileType: 'image/png',
      length: 16,
    });
    expect(up.data.handle).toBe(upload.handle);
    const t = await o.c.call(wc.registerTemplate, {
      body: templateForm({ name: 'with_image', headerFormat: 'IMAGE', headerHandle: up.data.handle }),
    });
    expect(t.data.components[0]).toEqual({
      type: 'HEADER',
      format: 'IMAGE',
      example: { header_handle: [up.data.handle] },
    });
  });

  it('the 6-hourly job syncs every business account and writes the cron log', async () => {
    const o = await owner();
    w.fake.templates.addTemplate({
      businessId: o.number.businessId,
      name: 'from_manager',
      language: 'hi',
      category: 'UTILITY',
      status: 'APPROVED',
      components: [{ type: 'BODY', text: 'Namaste' }],
    });
    const run = await runJob(w.server.ctx, templatesSyncJob);
    expect(run?.isSuccess).toBe(true);
    expect(run?.response).toMatchObject({ failed: [] });
    expect((await o.c.call(wc.templateList, {})).data.map((t) => t.name)).toContain('from_manager');
    const log = await w.server.ctx.db
      .selectFrom('cron_logs')
      .selectAll()
      .where('cron_type', '=', 'WhatsAppTemplateSync')
      .executeTakeFirstOrThrow();
    expect(log.is_success).toBe(1);
    expect(JSON.parse(log.response)).toMatchObject({ created: expect.any(Number) });
  });
});
