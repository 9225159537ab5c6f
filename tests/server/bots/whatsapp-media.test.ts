import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_CHAT, TYPE } from '../../../src/shared/bots/component-types';
import { PDF, PNG } from '../../helpers/brand';
import { dbKinds } from '../../helpers/server';
import { q, whatsappWorld, type WhatsAppWorld } from './whatsapp-support';

/** Issue 25: Image and File go as the file with the text as caption, Link as text with its links. */
describe.each(dbKinds())('WhatsApp images, files and links (%s)', (kind) => {
  let w: WhatsAppWorld;
  beforeAll(async () => {
    w = await whatsappWorld(kind);
  });
  afterAll(() => w?.close());

  it('an image, a pdf and links reach the customer in the flow’s order', async () => {
    let files: { image: string; pdf: string } = { image: '', pdf: '' };
    const c = await w.connectedBot(async (upload) => {
      const image = await upload(1, TYPE.image, { name: 'prices.png', data: PNG });
      const pdf = await upload(2, TYPE.file, { name: 'menu.pdf', data: PDF });
      files = { image: image.imageOrFilePath, pdf: pdf.imageOrFilePath };
      return [
        q(1, TYPE.image, 'Our prices', { ...image }),
        q(2, TYPE.file, 'The full menu', { ...pdf }),
        q(3, TYPE.link, 'Find us online', {
          target: END_CHAT,
          links: [
            { linkNo: 1, linkTitle: 'Website', linkUrl: 'https://raosweets.example.com' },
            { linkNo: 2, linkTitle: 'Map', linkUrl: 'https://maps.example.com/rao' },
          ],
        }),
      ];
    });
    const from = '919555500001';
    await w.customerSays(c.phoneNumberId, from, 'Hi');
    const sent = await w.sentTo(from);
    expect(sent.map((s) => s.type)).toEqual(['image', 'document', 'text']);
    expect(sent[0].body.image).toEqual({ link: files.image, caption: 'Our prices' });
    expect(files.image).toMatch(/^http:\/\/.+\/files\//);
    expect(sent[1].body.document).toEqual({
      link: files.pdf,
      filename: 'menu.pdf',
      caption: 'The full menu',
    });
    expect(sent[2].body.text).toEqual({
      body: 'Find us online\nWebsite: https://raosweets.example.com\nMap: https://maps.example.com/rao',
      preview_url: true,
    });
  });
});
