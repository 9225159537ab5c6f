import { Resvg } from '@resvg/resvg-js';
import { PNG as PngImage } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  alignElement,
  arrowDelta,
  boxLeft,
  canvasOf,
  clampElement,
  defaultLayout,
  elementKeysOf,
  elementLabel,
  isImageElement,
  layoutIssues,
  moveBy,
  normalizeColor,
  pixelSizeForWidth,
  scaleFor,
  scaleLayout,
  sizeLimitOf,
  toPixels,
  toUnits,
  type FrameElement,
} from '../../src/shared/frames/rules';
import {
  frameImageUploadSchema,
  frameLayoutSaveSchema,
  nfcFrameImageUploadSchema,
} from '../../src/shared/frames/schemas';
import { escapeXml, frameSvg, joinAddress, qrMatrix } from '../../src/shared/frames/svg';
import { imageSizeOf } from '../../src/shared/files/image-size';
import { framesContract } from '../../src/shared/frames/contract';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('frame layout rules (spec 01 sections 3, 5 and 9)', () => {
  it('a new standard frame shows the logo at 10, 10, size 100, and hides Poppins text stepping 20 from y 30', () => {
    const layout = defaultLayout('standard');
    expect(Object.keys(layout)).toEqual([
      'logo',
      'companyName',
      'email',
      'mobileNumber',
      'website',
      'address',
    ]);
    expect(layout.logo).toMatchObject({ x: 10, y: 10, size: 100, isDisplay: true });
    const texts = elementKeysOf('standard')
      .slice(1)
      .map((k) => layout[k]);
    expect(texts.map((t) => t.y)).toEqual([30, 50, 70, 90, 110]);
    for (const t of texts)
      expect(t).toMatchObject({
        isDisplay: false,
        size: 10,
        color: '#000000',
        fontFamilyId: 1,
        fontFamilyName: 'Poppins',
        preference: 'Left',
        hx: t.x,
      });
  });

  it('a new NFC frame starts laid out as a card: logo top left, texts under it, QR bottom right, none overlapping, all inside', () => {
    const layout = defaultLayout('nfc');
    expect(Object.keys(layout)).toEqual(['qr', 'companyLogo', 'companyName', 'name', 'mobileNumber']);
    expect(Object.values(layout).every((el) => el.isDisplay)).toBe(true);
    const canvas = canvasOf('nfc');
    expect(layoutIssues('nfc', layout, canvas)).toEqual({});
    // Boxes: pictures size × size; a text one line tall, as wide as it may be up to the QR's column.
    const boxes = Object.entries(layout).map(([key, el]) => ({
      key,
      left: el.x,
      top: el.y,
      right: isImageElement('nfc', key) ? el.x + el.size : layout.qr.x - 1,
      bottom: el.y + el.size,
    }));
    for (const a of boxes)
      for (const b of boxes)
        if (a.key < b.key)
          expect(
            a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
            `${a.key} and ${b.key} overlap`,
          ).toBe(true);
    expect(layout.qr.x).toBeGreaterThan(canvas.width / 2);
    expect(layout.qr.y).toBeGreaterThan(canvas.height / 2);
  });

  it('labels the accordion panels as the spec names them', () => {
    expect(elementKeysOf('standard').map((k) => elementLabel('standard', k))).toEqual([
      'Company Logo',
      'Company Name',
      'Email',
      'Mobile Number',
      'Website',
      'Address',
    ]);
    expect(elementKeysOf('nfc').map((k) => elementLabel('nfc', k))).toEqual([
      'Card QR',
      'Company Logo',
      'Company Name',
      'Name',
      'Mobile Number',
    ]);
  });

  it('sizes are 1–100; the NFC QR and logo go to 250; clampElement keeps an element inside', () => {
    expect(sizeLimitOf('standard', 'logo')).toEqual({ min: 1, max: 100 });
    expect(sizeLimitOf('nfc', 'qr')).toEqual({ min: 1, max: 250 });
    expect(sizeLimitOf('nfc', 'companyLogo')).toEqual({ min: 1, max: 250 });
    expect(sizeLimitOf('nfc', 'name')).toEqual({ min: 1, max: 100 });
    const el = defaultLayout('nfc').qr;
    expect(clampElement('nfc', 'qr', { ...el, size: 400 }).size).toBe(250);
    expect(clampElement('standard', 'logo', { ...el, size: 400 }).size).toBe(100);
    expect(clampElement('standard', 'email', { ...el, size: 0 }).size).toBe(1);
    const canvas = canvasOf('standard', 2);
    // Issue 23: the whole line stays inside, not only its top (y 500 put it below the frame).
    expect(clampElement('standard', 'email', { ...el, size: 20, x: -5, y: 900 }, canvas)).toMatchObject({
      x: 0,
      y: 476,
    });
    // A logo's whole box stays inside, by its alignment.
    expect(clampElement('standard', 'logo', { ...el, size: 100, x: 990, y: 0 }, canvas).x).toBe(900);
    expect(
      clampElement('standard', 'logo', { ...el, size: 100, x: 1200, preference: 'Right' }, canvas).x,
    ).toBe(1000);
    expect(clampElement('standard', 'email', { ...el, x: Number.NaN }, canvas).x).toBe(0);
  });

  it('moveBy moves by arrow-key steps, stays inside the frame, and hx follows a Left element', () => {
    const canvas = canvasOf('standard', 1);
    const el = defaultLayout('standard').companyName;
    const right = arrowDelta('ArrowRight')!;
    const moved = moveBy(el, right.dx, right.dy, canvas);
    expect(moved).toMatchObject({ x: 11, y: 30, hx: 11 });
    const down = arrowDelta('ArrowDown', true)!;
    expect(moveBy(moved, down.dx, down.dy, canvas)).toMatchObject({ x: 11, y: 40 });
    expect(arrowDelta('ArrowUp')).toEqual({ dx: 0, dy: -1 });
    expect(arrowDelta('ArrowLeft', true)).toEqual({ dx: -10, dy: 0 });
    expect(arrowDelta('Enter')).toBeNull();
    expect(moveBy(el, -100, -100, canvas)).toMatchObject({ x: 0, y: 0 });
    expect(moveBy(el, 10_000, 10_000, canvas)).toMatchObject({ x: 500, y: 500 });
    // Centred: x moves, hx keeps where it was before the alignment.
    const centred = alignElement(el, 'Center', canvas);
    expect(moveBy(centred, 5, 0, canvas)).toMatchObject({ x: 255, hx: 10 });
  });

  it('alignment anchors Center at the middle and Right at the edge; back to Left returns to hx', () => {
    const canvas = canvasOf('standard', 1.6);
    const el = { ...defaultLayout('standard').email, x: 42, hx: 42 };
    const centred = alignElement(el, 'Center', canvas);
    expect(centred).toMatchObject({ preference: 'Center', x: 400, hx: 42 });
    const right = alignElement(centred, 'Right', canvas);
    expect(right).toMatchObject({ preference: 'Right', x: 790, hx: 42 });
    expect(alignElement(right, 'Left', canvas)).toMatchObject({ preference: 'Left', x: 42, hx: 42 });
    expect(boxLeft({ x: 100, preference: 'Center' }, 40)).toBe(80);
    expect(boxLeft({ x: 100, preference: 'Right' }, 40)).toBe(60);
  });

  it('layouts are in base units: 500 tall (NFC 860 × 540), scaled to any pixel size', () => {
    expect(canvasOf('standard', 1.5)).toEqual({ width: 750, height: 500 });
    expect(canvasOf('standard', null)).toEqual({ width: 500, height: 500 });
    expect(canvasOf('nfc', 3)).toEqual({ width: 860, height: 540 });
    expect(scaleFor('standard', 500)).toBe(1);
    expect(scaleFor('standard', 1080)).toBeCloseTo(2.16);
    expect(scaleFor('nfc', 270)).toBe(0.5);
    expect(toPixels(10, 2.16)).toBeCloseTo(21.6);
    expect(toUnits(21.6, 2.16)).toBeCloseTo(10);
    expect(pixelSizeForWidth(canvasOf('nfc'), 1011)).toEqual({ width: 1011, height: 635 });
    const doubled = scaleLayout(defaultLayout('standard'), 2);
    expect(doubled.logo).toMatchObject({ x: 20, y: 20, size: 200, hx: 20 });
  });

  it('colours are #RRGGBB', () => {
    expect(normalizeColor('fff')).toBe('#FFFFFF');
    expect(normalizeColor('#00ff88')).toBe('#00FF88');
    expect(normalizeColor('red')).toBeNull();
  });
});

describe('frame forms (spec 01 section 5)', () => {
  it('saving without an image says "Please Add Frame Image"; an NFC frame without a name "Please Add Frame Name"', () => {
    // The image is the form's `file` part (issue 22): the endpoint declares it required with this message.
    expect(framesContract.uploadFrameImage.files.file.required).toBe('Please Add Frame Image');
    const noName = nfcFrameImageUploadSchema.safeParse({});
    expect(noName.error?.issues[0]).toMatchObject({ path: ['frameName'], message: 'Please Add Frame Name' });
    // An existing NFC frame may send a new name alone.
    expect(nfcFrameImageUploadSchema.safeParse({ id: 4, frameName: 'Gold' }).success).toBe(true);
    expect(frameImageUploadSchema.safeParse({ id: 4 }).success).toBe(true);
  });

  it('a layout save fills hx from x and normalises the colour', () => {
    const layout = defaultLayout('standard');
    const { hx: _hx, ...noHx } = layout.email;
    const parsed = frameLayoutSaveSchema.parse({
      frameId: 1,
      version: 0,
      elements: { ...layout, email: { ...noHx, x: 33, color: 'abc' } },
    });
    expect(parsed.elements.email).toMatchObject({ x: 33, hx: 33, color: '#AABBCC' });
  });
});

describe('the frame drawing (one SVG for the editor and the server)', () => {
  const shown = (el: FrameElement, over: Partial<FrameElement> = {}) => ({ ...el, isDisplay: true, ...over });

  it('writes brand text as typed: <b>& is escaped, never markup', () => {
    const layout = defaultLayout('standard');
    const svg = frameSvg({
      kind: 'standard',
      elements: { ...layout, companyName: shown(layout.companyName) },
      imageHref: PIXEL,
      brand: { companyName: '<b>& "Co"' },
    });
    expect(svg).toContain('>&lt;b&gt;&amp; &quot;Co&quot;</text>');
    expect(svg).not.toContain('<b>');
    expect(escapeXml("a'b\u0001")).toBe('a&apos;b');
  });

  it('leaves out hidden elements and those with nothing to show', () => {
    const layout = defaultLayout('standard');
    const svg = frameSvg({
      kind: 'standard',
      elements: { ...layout, email: shown(layout.email), website: shown(layout.website) },
      imageHref: PIXEL,
      brand: { companyName: 'Hidden Co', email: 'a@b.example', website: '  ' },
    });
    expect(svg).not.toContain('Hidden Co');
    expect(svg).toContain('a@b.example');
    expect((svg.match(/<text /g) ?? []).length).toBe(1);
    // The logo is shown by default but there is none.
    expect((svg.match(/<image /g) ?? []).length).toBe(1);
  });

  it('aligns text by its anchor: Left starts, Center middles, Right ends at x', () => {
    const layout = defaultLayout('standard');
    const canvas = canvasOf('standard', 1);
    const svg = frameSvg({
      kind: 'standard',
      elements: {
        ...layout,
        companyName: shown(layout.companyName),
        email: alignElement(shown(layout.email), 'Center', canvas),
        mobileNumber: alignElement(shown(layout.mobileNumber), 'Right', canvas),
      },
      imageHref: PIXEL,
      brand: { companyName: 'A', email: 'B', mobileNumber: 'C' },
    });
    expect(svg).toMatch(/<text x="10" [^>]*text-anchor="start"[^>]*>A</);
    expect(svg).toMatch(/<text x="250" [^>]*text-anchor="middle"[^>]*>B</);
    expect(svg).toMatch(/<text x="490" [^>]*text-anchor="end"[^>]*>C</);
  });

  it('draws at the size asked, the layout scaled by the viewBox', () => {
    const svg = frameSvg({
      kind: 'standard',
      elements: defaultLayout('standard'),
      imageHref: PIXEL,
      imageAspect: 2,
      brand: {},
      width: 1080,
    });
    expect(svg).toContain('width="1080" height="540" viewBox="0 0 1000 500"');
  });

  it("an NFC card carries a QR of the user's card page or website, which resvg draws", () => {
    const layout = defaultLayout('nfc');
    const svg = frameSvg({
      kind: 'nfc',
      elements: {
        ...layout,
        qr: { ...layout.qr, x: 10, y: 10, hx: 10, size: 100 },
        companyLogo: { ...layout.companyLogo, isDisplay: false },
      },
      imageHref: PIXEL,
      brand: { qrUrl: 'https://acme.example' },
      width: 430,
    });
    const matrix = qrMatrix('https://acme.example');
    expect(matrix.size).toBeGreaterThanOrEqual(21);
    expect(svg).toContain('<rect width="');
    expect(svg).toMatch(/<path d="M\d/);
    const drawn = PngImage.sync.read(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
    expect(drawn.width).toBe(430);
    expect(drawn.height).toBe(270);
    // The QR's top-left finder pattern is dark where the layout puts it (x 10 + 2 modules margin).
    const module = 100 / (matrix.size + 4);
    const at = (ux: number, uy: number) => {
      const px = Math.floor(ux / 2);
      const py = Math.floor(uy / 2);
      return drawn.data[(py * drawn.width + px) * 4];
    };
    expect(at(10 + module * 2.5, 10 + module * 2.5)).toBeLessThan(60);
    expect(at(10 + module * 0.5, 10 + module * 0.5)).toBeGreaterThan(200);
    // No target, no QR.
    expect(frameSvg({ kind: 'nfc', elements: layout, imageHref: PIXEL, brand: {} })).not.toContain('<path');
  });

  it('joins the address lines, skipping blanks', () => {
    expect(joinAddress('4 MG Road', ' ', 'Pune')).toBe('4 MG Road, Pune');
    expect(joinAddress(null, undefined)).toBeNull();
  });

  it('reads the pixel size of PNG and JPEG frame images', () => {
    const png = new PngImage({ width: 37, height: 19 });
    expect(imageSizeOf(PngImage.sync.write(png))).toEqual({ width: 37, height: 19 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc2, 0x00, 0x0b, 0x08, 0x00, 0x30, 0x00, 0x40,
      0x01, 0x01, 0x11, 0x00, 0, 0, 0, 0,
    ]);
    expect(imageSizeOf(jpeg)).toEqual({ width: 64, height: 48 });
    expect(imageSizeOf(Buffer.from('GIF89a'))).toBeNull();
  });
});
