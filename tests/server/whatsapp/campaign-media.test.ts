import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src/server/context';
import { dispatchNumber } from '../../../src/server/modules/whatsapp/campaigns/dispatch';
import { whatsappMediaUploadsJob } from '../../../src/server/modules/whatsapp/campaigns/media';
import { senderOf } from '../../../src/server/modules/whatsapp/campaigns/sender';
import { whatsappService } from '../../../src/server/modules/whatsapp/service';
import { DOCX_TYPE } from '../../../src/shared/files/sniff-type';
import { HEADER_MEDIA_REFUSED } from '../../../src/shared/whatsapp/campaigns';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { givePlan } from '../../helpers/plans';
import { dbKinds } from '../../helpers/server';
import { docBytes, docxBytes, exeBytes, txtBytes, xlsxLikeBytes } from '../../helpers/office-files';
import { whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';
import { campaignReady, groupOf } from './campaign-support';

const DAY = 86_400_000;
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
]);

/**
 * Issue 26 "Header media": a campaign's header file is judged by its bytes on every storage
 * (doc, docx and txt too), uploaded to the Cloud API once per campaign and number (under the
 * number's lease, again once Meta may have dropped it), named by its media id in every send, and
 * kept while the campaign exists; uploads never used go with the clean-up.
 */
describe.each(dbKinds())('WhatsApp campaign header media (%s)', (kind) => {
  let w: WhatsAppWorld;
  let ready: Awaited<ReturnType<typeof campaignReady>>;
  const wa = () => whatsappService(w.server.ctx).campaigns;
  const client = () => w.server.client(w.owner.token);
  const db = () => w.server.ctx.db;

  beforeAll(async () => {
    w = await whatsappWorld(kind);
    ready = await campaignReady(w, 0, { tier: 'TIER_UNLIMITED', throughput: 1000 });
    for (const [name, format] of [
      ['festive_image', 'IMAGE'],
      ['price_list', 'DOCUMENT'],
    ])
      w.fake.templates.addTemplate({
        businessId: ready.number.businessId,
        name,
        language: 'en_US',
        category: 'MARKETING',
        status: 'APPROVED',
        components: [
          { type: 'HEADER', format, example: { header_handle: ['4::aW1hZ2U='] } },
          { type: 'BODY', text: 'Hello {{1}}, see what is new', example: { body_text: [['Asha']] } },
        ],
      });
    await client().call(wc.syncTemplates, {});
  });
  afterAll(() => w?.close());

  const templateId = async (name: string) =>
    (
      await db()
        .selectFrom('whatsapp_templates')
        .select('id')
        .where('user_id', '=', w.owner.id)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  /** The desktop app's way: the file as form data, answered with the url the campaign names. */
  const uploadFile = (name: string, bytes: Uint8Array) =>
    w.server
      .client(w.owner.token)
      .call(wc.headerMediaFile, { files: { file: { name, data: bytes } } })
      .then((r) => r.data.url);

  const run = async (template: string, groupId: number, url: string, headerType = 'IMAGE') =>
    (
      await client().call(wc.createCampaign, {
        body: {
          Name: `${template} ${groupId}`,
          TemplateId: await templateId(template),
          GroupIds: [groupId],
          Header: [{ VariableIndex: 0, ValueSource: 'STATIC', StaticValue: url, HeaderType: headerType }],
          Body: [{ VariableIndex: 0, ValueSource: 'CONTACT_FIELD', ContactFieldName: 'FirstName' }],
        },
      })
    ).data.id;

  const headerOf = (body: any) =>
    body.template.components.find((c: { type: string }) => c.type === 'header').parameters[0];
  const sendsOf = (from: number) => w.fake.sent.slice(from).filter((s) => s.type === 'template');
  const campaign = (id: number) =>
    db().selectFrom('whatsapp_campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('uploads an image header once for 50 recipients, every send naming its media id', async () => {
    const group = await groupOf(w, 50, 0);
    const url = await uploadFile('offer.png', PNG);
    const [uploads, sent] = [w.fake.media.uploads.length, w.fake.sent.length];
    const id = await run('festive_image', group, url);
    await wa().idle();

    const made = w.fake.media.uploads.slice(uploads);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ phoneNumberId: ready.number.phoneNumberId, type: 'image/png' });
    const sends = sendsOf(sent);
    expect(sends).toHaveLength(50);
    for (const s of sends) expect(headerOf(s.body)).toEqual({ type: 'image', image: { id: made[0].id } });
    const row = await campaign(id);
    expect(row).toMatchObject({ sent: 50, failed: 0, header_media_id: made[0].id, state: 'done' });
    // The campaign keeps its own stored file while it exists.
    const uses = await db()
      .selectFrom('file_uses')
      .select('file_id')
      .where('owner_kind', '=', 'whatsapp-campaign')
      .where('owner_id', '=', String(id))
      .execute();
    expect(uses).toHaveLength(1);
    expect(row.header_media_url).toContain(uses[0].file_id);
  });

  it('accepts doc, docx and txt header files on the local disk by their bytes, and refuses a renamed program', async () => {
    expect((await w.server.ctx.storage()).driver).toBe('local');
    for (const [name, bytes] of [
      ['terms.docx', docxBytes()],
      ['terms.doc', docBytes()],
      ['notes.txt', txtBytes()],
    ] as const)
      expect(await uploadFile(name, bytes)).toContain('whatsapp-media/');

    const refused = async (name: string, bytes: Uint8Array) => {
      const form = await formOf(name, bytes);
      const res = await w.server.inject({
        method: 'POST',
        url: wc.headerMediaFile.path,
        headers: { authorization: `Bearer ${w.owner.token}`, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.errors.file).toBe(HEADER_MEDIA_REFUSED);
    };
    await refused('terms.pdf', exeBytes());
    await refused('sheet.docx', xlsxLikeBytes());
    const withNul = txtBytes('a'.repeat(5000) + '\u0000' + 'b'.repeat(10));
    await refused('notes.txt', withNul);

    // The presigned form of the local disk judges the bytes the same way.
    const presigned = async (name: string, type: string, bytes: Uint8Array) => {
      const q = new URLSearchParams({ fileName: name, contentType: type });
      const res = await w.server.inject({
        method: 'GET',
        url: `${wc.headerMediaUpload.path}?${q}`,
        headers: { authorization: `Bearer ${w.owner.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      const form = new FormData();
      for (const [k, v] of Object.entries(data.fields as Record<string, string>)) form.append(k, v);
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
      const encoded = new Response(form);
      return w.server.inject({
        method: 'POST',
        url: data.uploadUrl.replace(w.server.config.publicBaseUrl, ''),
        payload: Buffer.from(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type')! },
      });
    };
    expect((await presigned('terms.docx', DOCX_TYPE, docxBytes())).statusCode).toBeLessThan(300);
    expect((await presigned('notes.txt', 'text/plain', txtBytes())).statusCode).toBeLessThan(300);
    expect((await presigned('terms.doc', 'application/msword', docBytes())).statusCode).toBeLessThan(300);
    expect((await presigned('terms.doc', 'application/msword', exeBytes())).statusCode).toBe(422);
  });

  it('sends a docx header as a document with its file name, uploaded with its type', async () => {
    const group = await groupOf(w, 3, 100);
    const url = await uploadFile('terms.docx', docxBytes());
    const [uploads, sent] = [w.fake.media.uploads.length, w.fake.sent.length];
    await run('price_list', group, url, 'DOCUMENT');
    await wa().idle();
    const made = w.fake.media.uploads.slice(uploads);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ type: DOCX_TYPE, fileName: 'terms.docx' });
    for (const s of sendsOf(sent))
      expect(headerOf(s.body)).toEqual({
        type: 'document',
        document: { id: made[0].id, filename: 'terms.docx' },
      });
  });

  it('refuses a campaign naming another kind of file, or an upload that is not the caller’s', async () => {
    const group = await groupOf(w, 2, 150);
    const txt = await uploadFile('notes.txt', txtBytes());
    const res = await w.server.inject({
      method: 'POST',
      url: wc.createCampaign.path,
      headers: { authorization: `Bearer ${w.owner.token}` },
      payload: {
        TemplateId: await templateId('festive_image'),
        GroupIds: [group],
        Header: [{ VariableIndex: 0, ValueSource: 'STATIC', StaticValue: txt, HeaderType: 'IMAGE' }],
        Body: [{ VariableIndex: 0, ValueSource: 'CONTACT_FIELD', ContactFieldName: 'FirstName' }],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errors.Header).toMatch(/not of the kind/);
    const stranger = txt.replace(
      /whatsapp-media\/[0-9a-f-]{36}/,
      'whatsapp-media/00000000-0000-4000-8000-000000000000',
    );
    const other = await w.server.inject({
      method: 'POST',
      url: wc.createCampaign.path,
      headers: { authorization: `Bearer ${w.owner.token}` },
      payload: {
        TemplateId: await templateId('price_list'),
        GroupIds: [group],
        Header: [{ VariableIndex: 0, ValueSource: 'STATIC', StaticValue: stranger, HeaderType: 'DOCUMENT' }],
        Body: [{ VariableIndex: 0, ValueSource: 'CONTACT_FIELD', ContactFieldName: 'FirstName' }],
      },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.errors.Header).toMatch(/upload the file again/);
  });

  it('fails the rows with Meta’s reason when it refuses the upload, and retries after its own failure', async () => {
    const refusedGroup = await groupOf(w, 5, 200);
    w.fake.media.failNext('refused');
    const sent = w.fake.sent.length;
    const refused = await run('festive_image', refusedGroup, await uploadFile('offer.png', PNG));
    await wa().idle();
    expect(sendsOf(sent)).toHaveLength(0);
    expect(await campaign(refused)).toMatchObject({
      failed: 5,
      sent: 0,
      state: 'done',
      header_media_id: null,
    });
    const rows = await db()
      .selectFrom('whatsapp_messages')
      .select(['status', 'error_code', 'error'])
      .where('campaign_id', '=', refused)
      .execute();
    expect(rows).toHaveLength(5);
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'failed', error_code: 131053 });
      expect(JSON.parse(r.error!)).toEqual({
        error: {
          code: 131053,
          title: 'Media upload error',
          message: '(#131053) Media upload error',
          details: 'The file type is not supported for this media type',
        },
      });
    }

    // Meta's own failure: nothing is failed, the rows wait the backoff and go with one upload.
    const retried = await groupOf(w, 4, 300);
    w.fake.media.failNext('server');
    const uploads = w.fake.media.uploads.length;
    const id = await run('festive_image', retried, await uploadFile('offer.png', PNG));
    await wa().idle();
    expect(await campaign(id)).toMatchObject({ failed: 0, sent: 0, header_media_id: null });
    await w.advance(60_000);
    wa().kick(ready.number.accountId);
    await wa().idle();
    expect(w.fake.media.uploads.length - uploads).toBe(1);
    expect(await campaign(id)).toMatchObject({ failed: 0, sent: 4, state: 'done' });
  });

  it('uploads the header again once Meta may have dropped it (29 days by the clock)', async () => {
    const group = await groupOf(w, 6, 400);
    const sent = w.fake.sent.length;
    // The first send meets Meta's own failure: its row waits while the others go.
    w.fake.failNext('server');
    const uploads = w.fake.media.uploads.length;
    const id = await run('festive_image', group, await uploadFile('offer.png', PNG));
    await wa().idle();
    expect(sendsOf(sent)).toHaveLength(5);
    const first = w.fake.media.uploads[uploads].id;

    await w.advance(30 * DAY);
    w.fake.media.forget();
    wa().kick(ready.number.accountId);
    await wa().idle();
    const made = w.fake.media.uploads.slice(uploads);
    expect(made).toHaveLength(2);
    const last = sendsOf(sent).at(-1)!;
    expect(headerOf(last.body)).toEqual({ type: 'image', image: { id: made[1].id } });
    expect(made[1].id).not.toBe(first);
    expect(await campaign(id)).toMatchObject({ sent: 6, failed: 0, header_media_id: made[1].id });
  });

  it('keeps the file a campaign uses and cleans up header uploads never used', async () => {
    const unused = await uploadFile('unused.png', PNG);
    const key = /whatsapp-media\/[0-9a-f-]{36}\.png/.exec(unused)![0];
    const storage = await w.server.ctx.storage();
    expect(await storage.get(key)).not.toBeNull();
    const kept = await db()
      .selectFrom('file_uses')
      .select('file_id')
      .where('owner_kind', '=', 'whatsapp-campaign')
      .execute();
    expect(kept.length).toBeGreaterThan(0);

    await w.advance(2 * DAY);
    const result = await whatsappMediaUploadsJob.run(w.server.ctx);
    expect(result).toMatchObject({ neverAttached: expect.any(Number) });
    expect(await storage.get(key)).toBeNull();
    expect(
      await db().selectFrom('whatsapp_media_uploads').select('key').where('key', '=', key).execute(),
    ).toHaveLength(0);
    const files = await db()
      .selectFrom('files')
      .select('id')
      .where(
        'id',
        'in',
        kept.map((k) => k.file_id),
      )
      .execute();
    expect(files).toHaveLength(kept.length);
  });

  it('two dispatchers of one number upload the header once between them, and one done leaves the number free at once', async () => {
    // Only the two dispatchers below send: this server's own sender stops.
    await senderOf(w.server.ctx).stop();
    // The clock moved a month in the tests above: a fresh plan.
    await givePlan(w.server, w.owner.id, { 6: 100_000 });
    const group = await groupOf(w, 50, 500);
    const [uploads, sent] = [w.fake.media.uploads.length, w.fake.sent.length];
    const id = await run('festive_image', group, await uploadFile('offer.png', PNG));
    // A second server: the same database and storage, its own lease holder.
    const other: AppContext = { ...w.server.ctx };
    const results = await Promise.all([
      dispatchNumber(w.server.ctx, ready.number.accountId, () => false),
      dispatchNumber(other, ready.number.accountId, () => false),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    // The other one may take over later (its lease run out): still no second upload.
    await db().updateTable('job_leases').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    await dispatchNumber(other, ready.number.accountId, () => false);
    expect(w.fake.media.uploads.length - uploads).toBe(1);
    const sends = sendsOf(sent);
    expect(sends).toHaveLength(50);
    expect(new Set(sends.map((s) => s.to)).size).toBe(50);
    expect((await campaign(id)).sent).toBe(50);

    // Its sending over, the other server has given the number up: this one sends a new campaign at
    // once, not after the rest of the other's lease.
    const next = await run('festive_image', await groupOf(w, 10, 600), await uploadFile('new.png', PNG));
    expect(await dispatchNumber(w.server.ctx, ready.number.accountId, () => false)).toMatchObject({
      sent: 10,
    });
    expect((await campaign(next)).sent).toBe(10);
  });
});

/** A multipart body for `inject`: one file part `file`. */
async function formOf(name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
