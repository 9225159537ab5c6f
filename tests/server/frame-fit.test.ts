import { PNG as PngImage } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContract } from '../../src/shared/brand/contract';
import { framesContract as fc } from '../../src/shared/frames/contract';
import { defaultLayout, type FrameElement, type NfcLayout } from '../../src/shared/frames/rules';
import { failure } from '../billing/support';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { companyForm, upload } from '../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

/** A PNG `width` × `height`: its left half one colour, its right half another (so a crop shows). */
function halves(width: number, height: number, left: number[], right: number[]): Buffer {
  const image = new PngImage({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      image.data.set([...(x < width / 2 ? left : right), 255], (y * width + x) * 4);
  return PngImage.sync.write(image);
}
const WHITE = [255, 255, 255];
const BLUE = [20, 40, 200];
const GREEN = [20, 160, 60];

const hidden = (layout: NfcLayout): NfcLayout =>
  Object.fromEntries(Object.entries(layout).map(([k, el]) => [k, { ...el, isDisplay: false }])) as NfcLayout;

/**
 * Issue 23, frames and NFC frames: elements stay inside the frame (the layout save refuses a
 * position off the canvas, in px of the preview), text is fitted to its box, and an NFC image that
 * is not card-shaped is covered or contained as the Admin chose, never stretched.
 */
describe.each(dbKinds())('frames keep to their canvas (%s)', (kind) => {
  let server: TestServer;
  let owner: ReturnType<TestServer['client']>;
  let ownerToken: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await setupAdmin(server);
    const user = await registerUser(server, { companyName: 'Wide Works' });
    ownerToken = user.token;
    owner = server.client(user.token);
  });
  afterAll(() => server?.close());

  const nfcFrame = async (bytes: Buffer) =>
    (
      await owner.call(fc.uploadNfcFrameImage, {
        body: { frameName: 'Banner card' },
        files: { file: { name: 'frame.png', data: bytes } },
      })
    ).data;
  const pixels = async (frameId: number, width = 860) => {
    const file = await owner.download(fc.nfcCardDownload, { body: { frameId, format: 'png', width } });
    const png = PngImage.sync.read(Buffer.from(file.bytes));
    return {
      png,
      at: (x: number, y: number) => [
        ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3),
      ],
    };
  };

  it('refuses an element placed off the frame (Y = 900 on a 500 px frame) with a field message in px', async () => {
    const id = (
      await owner.call(fc.uploadFrameImage, {
        files: { file: { name: 'f.png', data: halves(300, 150, BLUE, GREEN) } },
      })
    ).data;
    const layout = defaultLayout('standard');
    const save = (elements: Record<string, FrameElement>) =>
      failure(
        owner.call(fc.saveFrameLayout, {
          body: { frameId: id, version: 0, elements: elements as typeof layout },
        }),
      );
    const low = await save({ ...layout, email: { ...layout.email, isDisplay: true, y: 900 } });
    expect(low.status).toBe(422);
    expect(low.errors).toEqual({ 'elements.email.y': 'Y must be between 0 and 488 px, inside the frame' });
    // The standard canvas is as wide as the image makes it: 300 × 150 → 1000 × 500; a 100 px logo ends by 1000.
    const wide = await save({ ...layout, logo: { ...layout.logo, x: 950, hx: 950 } });
    expect(wide.status).toBe(422);
    expect(wide.errors).toEqual({ 'elements.logo.x': 'X must be between 0 and 900 px, inside the frame' });
    const negative = await save({ ...layout, logo: { ...layout.logo, x: -20, hx: -20 } });
    expect(negative.errors?.['elements.logo.x']).toMatch(/^X must be /);
    // Inside, it saves.
    const saved = await owner.call(fc.saveFrameLayout, {
      body: { frameId: id, version: 0, elements: { ...layout, logo: { ...layout.logo, x: 900, hx: 900 } } },
    });
    expect(saved.data.elements.logo.x).toBe(900);
  });

  it('fits a long company name to its box: the printed card shows it all inside the frame', async () => {
    const logo = (await upload(server, ownerToken)).url;
    await owner.call(brandContract.saveCompany, {
      body: companyForm(logo, {
        companyName: 'Shree Venkateshwara Engineering Works and Industrial Supplies Private Limited',
      }),
    });
    const id = await nfcFrame(halves(860, 540, WHITE, WHITE));
    const layout = hidden(defaultLayout('nfc'));
    await owner.call(fc.saveNfcFrameLayout, {
      body: {
        frameId: id,
        version: 0,
        elements: {
          ...layout,
          companyName: {
            ...layout.companyName,
            isDisplay: true,
            x: 40,
            hx: 40,
            y: 200,
            size: 60,
            color: '#FF0000',
          },
        },
      },
    });
    const { png, at } = await pixels(id);
    const red = (x: number) => {
      for (let y = 190; y < 290; y++) {
        const [r, g, b] = at(x, y);
        if (r > 150 && g < 110 && b < 110) return true;
      }
      return false;
    };
    // The text is drawn (red near its start) and ends before the frame's right edge.
    expect(red(60)).toBe(true);
    for (let x = png.width - 3; x < png.width; x++) expect(red(x), `red at x ${x}`).toBe(false);
    // ...and it reaches close to the edge: fitted, not cut short.
    expect([...Array(40).keys()].some((i) => red(png.width - 10 - i))).toBe(true);
  });

  it('covers or contains a 4:1 image on the card as chosen, never stretching it', async () => {
    // A 4:1 banner: blue left half, green right half. Stretched, the card's left half would be blue.
    const id = await nfcFrame(halves(1200, 300, BLUE, GREEN));
    expect((await owner.call(fc.nfcFrameById, { params: { id } })).data.imageFit).toBe('cover');
    const layout = hidden(defaultLayout('nfc'));
    const save = async (imageFit: 'cover' | 'contain', version: number) =>
      owner.call(fc.saveNfcFrameLayout, { body: { frameId: id, version, elements: layout, imageFit } });

    // Cover: the middle of the banner fills the card, cropped at the sides (the middle is the seam).
    await save('cover', 0);
    let { at } = await pixels(id);
    expect(at(10, 270)).toEqual(BLUE);
    expect(at(850, 270)).toEqual(GREEN);
    // The banner's 4:1 shape kept: at 860 wide it would be 215 tall; covering 540 it is 2160 wide,
    // so the seam stays at the card's middle and nothing is squeezed.
    expect(at(425, 270)).toEqual(BLUE);
    expect(at(435, 270)).toEqual(GREEN);

    // Contain: the whole banner, 860 × 215, centred on white.
    const stored = await save('contain', 1);
    expect(stored.data.imageFit).toBe('contain');
    ({ at } = await pixels(id));
    expect(at(430, 40)).toEqual(WHITE);
    expect(at(430, 500)).toEqual(WHITE);
    expect(at(100, 270)).toEqual(BLUE);
    expect(at(760, 270)).toEqual(GREEN);
    // The PDF draws the same card.
    const pdf = await owner.download(fc.nfcCardDownload, { body: { frameId: id, format: 'pdf' } });
    expect(pdf.contentType).toBe('application/pdf');
  });
});
