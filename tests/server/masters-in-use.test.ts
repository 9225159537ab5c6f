import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PNG as PngImage } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogContract as catalog } from '../../src/shared/catalog/contract';
import { framesContract as frames } from '../../src/shared/frames/contract';
import { defaultLayout } from '../../src/shared/frames/rules';
import { templatesContract as templates } from '../../src/shared/templates/contract';
import { MODULES } from '../../src/shared/account/modules';
import { campaignsContract as campaigns } from '../../src/shared/campaigns/contract';
import { failure } from '../billing/support';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createTemplate, manifest, textLayout, zipPackage } from '../helpers/template-package';
import { createCampaign } from './campaign-support';

const TTF = fs.readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));

function framePng(): string {
  const image = new PngImage({ width: 200, height: 100 });
  image.data.fill(180);
  return PngImage.sync.write(image).toString('base64');
}

/** Issue 12, Masters: a master used by a template or a frame cannot be deleted (409, saying by what). */
describe.each(dbKinds())('masters in use by templates and frames (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  let admin: ReturnType<TestServer['client']>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await setupAdmin(server);
    admin = server.client(token);
  });
  afterAll(() => server?.close());

  const newFont = async (name: string) =>
    (
      await admin.call(catalog.createFont, {
        body: { name, isNfc: false },
        files: { file: { name: `${name}.ttf`, data: TTF } },
      })
    ).data;

  it('a font a template draws with is refused a delete, and deletable once the template is gone', async () => {
    const font = await newFont('Template Sans');
    const template = await createTemplate(server, token, { primary_Font: font.id });
    const refused = await failure(admin.call(catalog.deleteFont, { params: { id: font.id } }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      'This font is used by a template, so it cannot be deleted. Deactivate it instead.',
    );
    await admin.call(templates.deleteTemplate, { params: { id: template.id } });
    await admin.call(catalog.deleteFont, { params: { id: font.id } });
  });

  it('a font a frame layout writes in is refused a delete', async () => {
    const font = await newFont('Frame Sans');
    const { data: frameId } = await admin.call(frames.uploadFrameImage, {
      files: { file: { name: 'frame.png', data: Buffer.from(framePng(), 'base64') } },
    });
    const layout = defaultLayout('standard');
    await admin.call(frames.saveFrameLayout, {
      body: {
        frameId,
        version: 0,
        elements: { ...layout, companyName: { ...layout.companyName, fontFamilyId: font.id } },
      },
    });
    const refused = await failure(admin.call(catalog.deleteFont, { params: { id: font.id } }));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('used by a frame');
    // A font no layout names is deleted.
    const unused = await newFont('Spare Sans');
    await admin.call(catalog.deleteFont, { params: { id: unused.id } });
  });

  it('a font a campaign writes in is refused a delete, and a rename keeps the campaign writing in it', async () => {
    const font = await newFont('CampaignXSans');
    const user = await registerUser(server);
    await givePlan(server, user.id, { [MODULES.campaign]: 5 });
    const campaign = await createCampaign(server, user.token, {
      txt1: { isDisplay: true, collectData: true, caption: 'Your Name', font: 'CampaignXSans' },
    });
    // '_' is LIKE's any one character: a font named so is not taken for the one the campaign names.
    const lookalike = await newFont('Campaign_Sans');
    await admin.call(catalog.deleteFont, { params: { id: lookalike.id } });
    const refused = await failure(admin.call(catalog.deleteFont, { params: { id: font.id } }));
    expect([refused.status, refused.message]).toEqual([
      409,
      'This font is used by a campaign, so it cannot be deleted. Deactivate it instead.',
    ]);
    await admin.call(catalog.updateFont, {
      params: { id: font.id },
      body: { name: 'Campaign Serif', isNfc: false },
    });
    const { data } = await server
      .client(user.token)
      .call(campaigns.campaignById, { params: { id: campaign.id } });
    expect(data.txt1.font).toBe('Campaign Serif');
  });

  it('a template field whose key a package fills, and a sub-category a template is assigned to, stay', async () => {
    const { data: field } = await admin.call(catalog.createTemplateField, {
      body: { key: 'shop_tagline', label: 'Shop Tagline', type: 'text', brandField: 'companyName' },
    });
    const { data: group } = await admin.call(catalog.createCategory, { body: { name: 'Food' } });
    const { data: sub } = await admin.call(catalog.createSubCategory, {
      body: { name: 'Bakeries', categoryId: group.id },
    });
    await createTemplate(
      server,
      token,
      { isGeneral: false, category: JSON.stringify([sub.id]) },
      zipPackage({
        'layout.svg': textLayout('Sample', 'data-key="shop_tagline"'),
        'template.json': manifest({ keys: ['shop_tagline'] }),
      }),
    );
    const fieldRefused = await failure(admin.call(catalog.deleteTemplateField, { params: { id: field.id } }));
    expect(fieldRefused.message).toContain('used by a template');
    const subRefused = await failure(admin.call(catalog.deleteSubCategory, { params: { id: sub.id } }));
    expect(subRefused.status).toBe(409);
  });
});
