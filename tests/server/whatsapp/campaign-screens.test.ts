import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_MEDIA_REFUSED } from '../../../src/shared/whatsapp/campaigns';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { GROUP_MESSAGES as G } from '../../../src/shared/whatsapp/groups';
import { LOCAL_TYPE_REFUSED } from '../../../src/server/modules/whatsapp/campaigns/media';
import { whatsappService } from '../../../src/server/modules/whatsapp/service';
import { registerUser } from '../../helpers/accounts';
import { dbKinds } from '../../helpers/server';
import { whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';
import { campaignReady, springSale } from './campaign-support';

/** Issue 26 campaign detail: Assign to group from the filters, the messages export, header media. */
describe.each(dbKinds())('WhatsApp campaign screens (%s)', (kind) => {
  let w: WhatsAppWorld;
  let ready: Awaited<ReturnType<typeof campaignReady>>;
  let campaignId: number;
  const auth = () => ({ authorization: `Bearer ${w.owner.token}` });

  beforeAll(async () => {
    w = await whatsappWorld(kind);
    ready = await campaignReady(w, 6);
    // A name a spreadsheet would run as a formula: the export keeps it as text.
    await w.server.ctx.db
      .updateTable('whatsapp_contacts')
      .set({ first_name: '=HYPERLINK("http://x")' })
      .where('mobile', '=', '917000000000')
      .execute();
    const before = w.fake.campaigns.sends.length;
    campaignId = (
      await ready.client.call(wc.createCampaign, { body: springSale(ready.templateId, [ready.groupId]) })
    ).data.id;
    await whatsappService(w.server.ctx).campaigns.idle();
    const sends = w.fake.campaigns.sends.slice(before);
    // Four read, two failed.
    await w.fake.campaigns.postStatuses({ of: sends.slice(0, 4) });
    await w.fake.campaigns.postStatuses({ of: sends.slice(4), upTo: 'failed' });
  });
  afterAll(() => w?.close());

  const assign = (body: object) =>
    w.server.inject({ method: 'POST', url: wc.assignToFilterGroup.path, headers: auth(), payload: body });

  it('assigns the filtered messages’ contacts to a new filter group, then says when all are in already', async () => {
    const made = await assign({ campaignId, groupType: 'Filter', name: 'Read spring', Status: 'read' });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ data: { assigned: 4, total: 4 } });
    expect(made.json().message).toContain('Total members: 4');
    const group = await ready.client.call(wc.groupById, { params: { id: made.json().data.groupId } });
    expect(group.data).toMatchObject({ name: 'Read spring', groupType: 'Filter', memberCount: 4 });

    // The failed ones join the same (existing) filter group; then nothing is left to add.
    const more = await assign({ campaignId, groupType: 'Filter', id: group.data.id, Status: 'failed' });
    expect(more.json()).toMatchObject({ data: { assigned: 2, total: 6 } });
    const again = await assign({ campaignId, groupType: 'Filter', id: group.data.id });
    expect(again.json()).toMatchObject({ data: { assigned: 0, total: 6 }, message: G.noneAssigned });
  });

  it('refuses an assign without a name, to a name in use, to a user group or another owner’s campaign', async () => {
    const noName = await assign({ campaignId, groupType: 'Filter' });
    expect(noName.statusCode).toBe(422);
    expect(JSON.stringify(noName.json())).toContain(G.newNameRequired);
    await assign({ campaignId, name: 'Taken' });
    const taken = await assign({ campaignId, name: ' taken ' });
    expect(taken.statusCode).toBe(409);
    expect(JSON.stringify(taken.json())).toContain(G.nameTaken);
    const userGroup = await assign({ campaignId, id: ready.groupId });
    expect(userGroup.statusCode).toBe(404);
    const stranger = await registerUser(w.server);
    const other = await w.server.inject({
      method: 'POST',
      url: wc.assignToFilterGroup.path,
      headers: { authorization: `Bearer ${stranger.token}` },
      payload: { campaignId, name: 'Mine now' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('filters the list by templates given as one URL parameter, as the list screen sends them', async () => {
    const list = (ids: string) =>
      w.server.inject({ method: 'GET', url: `${wc.campaigns.path}?TemplateIds=${ids}`, headers: auth() });
    expect((await list(`${ready.templateId},999`)).json().data.records).toHaveLength(1);
    expect((await list('998,999')).json().data.records).toHaveLength(0);
  });

  it('exports the filtered messages as a workbook whose cells are text, never formulas', async () => {
    const res = await w.server.inject({
      method: 'GET',
      url: `${wc.campaignMessages.path.replace(':id', String(campaignId))}?IsExport=true&Status=read`,
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    const names = [2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(1));
    const formulaLike = names.find((c) => String(c.value).startsWith('='));
    expect(formulaLike?.type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike?.numFmt).toBe('@');
    expect(names.every((c) => c.formula === undefined)).toBe(true);
  });

  it('hands out a header media upload for the accepted types, its space held, and refuses others', async () => {
    const presign = (fileName: string, contentType: string) =>
      w.server.inject({
        method: 'GET',
        url: `${wc.headerMediaUpload.path}?${new URLSearchParams({ fileName, contentType })}`,
        headers: auth(),
      });
    for (const [name, type] of [
      ['offer.png', 'image/png'],
      ['clip.mov', 'video/quicktime'],
      ['terms.pdf', 'application/pdf'],
    ]) {
      const res = await presign(name, type);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(data.fields['Content-Type']).toBe(type);
      expect(data.url).toContain('whatsapp-media/');
    }
    const held = await w.server.ctx.db
      .selectFrom('upload_reservations')
      .select('ref')
      .where('ref', 'like', 'whatsapp-media/%')
      .execute();
    expect(held).toHaveLength(3);
    // Local disk's upload route knows files by their bytes: a 3gp video (fine on S3) is refused up front.
    const threeGp = await presign('clip.3gp', 'video/3gpp');
    expect(threeGp.statusCode).toBe(422);
    expect(JSON.stringify(threeGp.json())).toContain(LOCAL_TYPE_REFUSED);

    // The upload goes to the signed form; the url then serves it.
    const { data } = (await presign('offer.png', 'image/png')).json();
    const form = new FormData();
    for (const [k, v] of Object.entries(data.fields as Record<string, string>)) form.append(k, v);
    form.append(
      'file',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])]),
      'offer.png',
    );
    const encoded = new Response(form);
    const put = await w.server.inject({
      method: 'POST',
      url: data.uploadUrl.replace(w.server.config.publicBaseUrl, ''),
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(put.statusCode).toBeLessThan(300);
    const served = await w.server.inject({
      method: 'GET',
      url: data.url.replace(w.server.config.publicBaseUrl, ''),
    });
    expect(served.statusCode).toBe(200);

    const refused = await presign('run.exe', 'application/x-msdownload');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(HEADER_MEDIA_REFUSED);
    const gif = await presign('a.gif', 'image/gif');
    expect(gif.statusCode).toBe(400);
  });
});
