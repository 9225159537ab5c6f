import { describe, expect, it } from 'vitest';
import {
  defaultLayout,
  defaultTextOverlay,
  ellipseOf,
  isInsideSlot,
  layoutText,
  normalizeLayout,
  normalizeText,
  photoPlacement,
  photoSlotRect,
  watermarkLayout,
  ELLIPSIS,
  type Measure,
  type TextOverlay,
} from '../../src/shared/campaigns/layout';
import {
  canEditCampaign,
  editRefusal,
  whatsappNumberOf,
  withCollectData,
  withDisplay,
} from '../../src/shared/campaigns/rules';
import { campaignFormSchema } from '../../src/shared/campaigns/schemas';
import { fieldErrorsFromZod } from '../../src/shared/http/envelope';

/** A monospace stand-in for measureText: every character is 0.5 em wide (0.6 when bold). */
const measure: Measure = (text, fontSize, style) =>
  Array.from(text).length * fontSize * (style.isBold ? 0.6 : 0.5);

const shown = (over: Partial<TextOverlay> = {}): TextOverlay => ({
  ...defaultTextOverlay('txt1'),
  isDisplay: true,
  collectData: true,
  isBold: false,
  ...over,
});

describe('campaign layout (spec 02 §3, §5, §9)', () => {
  it('starts from §9’s defaults: text 10 at 10,10, 50 wide, Roboto, black, bold, no wrap; a 100 × 100 square slot at 10,10', () => {
    const l = defaultLayout();
    expect(l.txt1).toMatchObject({
      size: 10,
      x: 10,
      y: 10,
      width: 50,
      font: 'Roboto',
      color: '#000000',
      isBold: true,
      isWrap: false,
    });
    expect(l).toMatchObject({
      imageType: 'square',
      imageLength: 100,
      imageHeight: 100,
      imageX: 10,
      imageY: 10,
    });
  });

  it('floors X and Y to whole numbers of 0 or more, keeps width at 5 or more and size within 1 to 100', () => {
    const t = normalizeText(shown({ x: 12.9, y: -3, hx: 4.5, width: 4, size: 0 }));
    expect(t).toMatchObject({ x: 12, y: 0, hx: 4, width: 5, size: 1 });
    expect(normalizeText(shown({ size: 101 })).size).toBe(100);
    const l = normalizeLayout({ ...defaultLayout(), imageX: 7.7, imageY: -1, imageLength: 0.5 });
    expect(l).toMatchObject({ imageX: 7, imageY: 0, imageLength: 1 });
  });

  it('links Display On Image and Collect Data (§4)', () => {
    const off = { ...defaultTextOverlay('txt2'), isDisplay: false, collectData: false };
    expect(withDisplay(off, true)).toMatchObject({ isDisplay: true, collectData: true });
    expect(withCollectData(withDisplay(off, true), false)).toMatchObject({
      isDisplay: false,
      collectData: false,
    });
    expect(withCollectData(off, true)).toMatchObject({ isDisplay: false, collectData: true });
    expect(normalizeText({ ...off, isDisplay: true }).collectData).toBe(true);
  });

  it('scales positions of a 500 px-wide rendering to the image', () => {
    const slot = { ...defaultLayout(), imageX: 50, imageY: 100, imageLength: 200, imageHeight: 150 };
    expect(photoSlotRect(slot, { width: 1000, height: 800 })).toEqual({
      x: 100,
      y: 200,
      width: 400,
      height: 300,
    });
    expect(photoSlotRect(slot, { width: 500, height: 500 })).toEqual({
      x: 50,
      y: 100,
      width: 200,
      height: 150,
    });
    const t = layoutText(
      shown({ x: 10, y: 20, size: 10, width: 100 }),
      'Hi',
      { width: 3000, height: 3000 },
      measure,
    )!;
    expect(t.fontSize).toBe(60);
    expect(t.box).toEqual({ x: 60, y: 120, width: 600, height: 120 });
  });

  it('clips a circle slot to the ellipse inside it, a square slot to the whole slot', () => {
    const rect = { x: 0, y: 0, width: 200, height: 100 };
    expect(ellipseOf(rect)).toEqual({ cx: 100, cy: 50, rx: 100, ry: 50 });
    expect(isInsideSlot('circle', rect, 100, 50)).toBe(true);
    expect(isInsideSlot('circle', rect, 2, 2)).toBe(false);
    expect(isInsideSlot('square', rect, 2, 2)).toBe(true);
    expect(isInsideSlot('circle', rect, 199, 50)).toBe(true);
    expect(isInsideSlot('square', rect, 201, 50)).toBe(false);
  });

  it('covers the slot with the photo at any zoom and pan', () => {
    const slot = { x: 100, y: 100, width: 200, height: 200 };
    const wide = { width: 400, height: 200 };
    const centred = photoPlacement(wide, slot, { zoom: 1, panX: 0, panY: 0 });
    expect(centred).toEqual({ x: 0, y: 100, width: 400, height: 200 });
    const left = photoPlacement(wide, slot, { zoom: 1, panX: -1, panY: 0 });
    expect(left.x + left.width).toBe(300);
    const zoomed = photoPlacement(wide, slot, { zoom: 2, panX: 5, panY: -5 });
    expect(zoomed.width).toBe(800);
    // Pan clamped to 1 and -1: the photo's left edge at the slot's, its bottom edge at the slot's.
    expect(zoomed.x).toBe(100);
    expect(zoomed.y + zoomed.height).toBe(300);
  });

  it('aligns text within its width after the hx offset', () => {
    const image = { width: 500, height: 500 };
    const base = { x: 10, y: 10, width: 100, hx: 20, size: 10 };
    expect(layoutText(shown({ ...base, align: 'left' }), 'Hi', image, measure)!.lines[0].x).toBe(30);
    expect(layoutText(shown({ ...base, align: 'center' }), 'Hi', image, measure)!.lines[0].x).toBe(80);
    expect(layoutText(shown({ ...base, align: 'right' }), 'Hi', image, measure)!.lines[0].x).toBe(130);
  });

  it('wraps at spaces within the width and keeps the lines that fit the height, the last ending in an ellipsis', () => {
    const image = { width: 500, height: 500 };
    // size 10 → 5 px a character; width 60 → 12 characters a line; height 24 → 2 lines of 12 px.
    const t = shown({ size: 10, width: 60, height: 24, isWrap: true });
    const two = layoutText(t, 'Happy Diwali to you', image, measure)!;
    expect(two.lines.map((l) => l.text)).toEqual(['Happy Diwali', 'to you']);
    expect(two.lines.map((l) => l.y)).toEqual([10, 22]);
    expect(two.truncated).toBe(false);
    const three = layoutText(t, 'Happy Diwali to you and your family', image, measure)!;
    expect(three.lines).toHaveLength(2);
    expect(three.lines[1].text.endsWith(ELLIPSIS)).toBe(true);
    expect(measure(three.lines[1].text, 10, { font: 'Roboto', isBold: false })).toBeLessThanOrEqual(60);
    expect(three.truncated).toBe(true);
    const long = layoutText(t, 'Supercalifragilistic', image, measure)!;
    expect(long.lines[0].text).toBe(`Supercalifr${ELLIPSIS}`);
  });

  it('shrinks unwrapped text to fit the width, down to half its size, then cuts it with an ellipsis', () => {
    const image = { width: 500, height: 500 };
    const t = shown({ size: 10, width: 50 });
    expect(layoutText(t, 'Short', image, measure)!.fontSize).toBe(10);
    const shrunk = layoutText(t, 'Thirteen char', image, measure)!; // 65 px at 10 → fits at ≤ 7.69
    expect(shrunk.fontSize).toBeLessThan(10);
    expect(shrunk.fontSize).toBeGreaterThanOrEqual(5);
    expect(
      measure(shrunk.lines[0].text, shrunk.fontSize, { font: 'Roboto', isBold: false }),
    ).toBeLessThanOrEqual(50);
    expect(shrunk.truncated).toBe(false);
    const cut = layoutText(t, 'A much longer line of text than fits', image, measure)!;
    expect(cut.fontSize).toBe(5);
    expect(cut.lines[0].text.endsWith(ELLIPSIS)).toBe(true);
    expect(measure(cut.lines[0].text, 5, { font: 'Roboto', isBold: false })).toBeLessThanOrEqual(50);
    expect(cut.truncated).toBe(true);
  });

  it('draws nothing for a text that is not displayed or empty', () => {
    const image = { width: 500, height: 500 };
    expect(layoutText(shown({ isDisplay: false }), 'Hi', image, measure)).toBeNull();
    expect(layoutText(shown(), '   ', image, measure)).toBeNull();
  });

  it('puts the watermark in the bottom-right corner, inside the image', () => {
    const w = watermarkLayout({ width: 1080, height: 1080 }, measure);
    expect(w.box.x + w.box.width).toBeLessThanOrEqual(1080);
    expect(w.box.y + w.box.height).toBeLessThanOrEqual(1080);
    expect(w.box.x).toBeGreaterThan(540);
    expect(w.box.y).toBeGreaterThan(900);
  });
});

describe('the campaign edit rule, both readings of §4', () => {
  // User and Admin × 0, 1, 21 visitors × Editable.
  const cases: [role: 'User' | 'Admin', visitors: number, editable: boolean, allowed: boolean][] = [
    ['User', 0, false, true],
    ['User', 0, true, true],
    ['User', 1, false, false],
    ['User', 1, true, true],
    ['User', 21, false, false],
    ['User', 21, true, true],
    ['Admin', 0, false, true],
    ['Admin', 0, true, true],
    ['Admin', 1, false, true],
    ['Admin', 1, true, true],
    ['Admin', 21, false, false],
    ['Admin', 21, true, true],
  ];
  it.each(cases)('%s, %i visitors, Editable %s → allowed %s', (role, visitorCount, isEditable, allowed) => {
    expect(canEditCampaign({ role, visitorCount, isEditable })).toBe(allowed);
  });

  it('says which reading refused', () => {
    expect(editRefusal({ role: 'User', visitorCount: 1, isEditable: false })).toBe('hasVisitors');
    expect(editRefusal({ role: 'User', visitorCount: 21, isEditable: false })).toBe('manyVisitors');
    expect(editRefusal({ role: 'Admin', visitorCount: 20, isEditable: false })).toBeNull();
  });
});

describe('campaign form and phone rules', () => {
  const form = { campaignName: 'Diwali', url: 'diwali-2026', campaignImagePath: 'x' };
  it('refuses negative or fractional X or Y, size 0 or 101, width 4, on the field', () => {
    const errors = (over: object) => {
      const r = campaignFormSchema.safeParse({ ...form, ...over });
      return r.success ? {} : fieldErrorsFromZod(r.error);
    };
    expect(errors({ txt1: { x: -1 } })).toEqual({ 'txt1.x': 'X must be 0 or more' });
    expect(errors({ txt2: { y: 1.5 } })).toEqual({ 'txt2.y': 'Y must be a whole number' });
    expect(errors({ imageX: -2 })).toEqual({ imageX: 'X must be 0 or more' });
    expect(errors({ txt1: { size: 0 } })).toEqual({ 'txt1.size': 'Size must be 1 to 100' });
    expect(errors({ txt1: { size: 101 } })).toEqual({ 'txt1.size': 'Size must be 1 to 100' });
    expect(errors({ txt3: { width: 4 } })).toEqual({ 'txt3.width': 'Width must be 5 or more' });
    expect(errors({ url: 'Diwali 2026' })).toEqual({
      url: 'Use lowercase letters a-z, digits 0-9 and hyphens only',
    });
    expect(errors({ campaignName: ' ', url: '' })).toEqual({
      campaignName: 'Campaign Name is required',
      url: 'URL is required',
    });
    expect(errors({ campaignImagePath: undefined })).toEqual({ campaignImage: 'Please add Campaign Image' });
  });

  it('reads a visitor’s phone as a WhatsApp number, India by default', () => {
    expect(whatsappNumberOf('98765 43210')).toBe('919876543210');
    expect(whatsappNumberOf('+1 (415) 555-0100')).toBe('14155550100');
    expect(whatsappNumberOf('09876543210')).toBe('919876543210');
    expect(whatsappNumberOf('call me')).toBeNull();
    expect(whatsappNumberOf('12')).toBeNull();
  });
});
