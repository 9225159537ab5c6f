import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultLayout, defaultTextOverlay, type TextOverlay } from '../../src/shared/campaigns/layout';
import { withCollectData, withDisplay } from '../../src/shared/campaigns/rules';
import {
  campaignFormSchema,
  CAMPAIGN_MESSAGES as M,
  type Campaign,
} from '../../src/shared/campaigns/schemas';
import { campIdFrom } from '../../src/renderer/features/campaigns/campId';
import { timeRangeOf } from '../../src/renderer/features/campaigns/components/timeRange';
import { editorDefaults, urlFromName } from '../../src/renderer/features/campaigns/editor/editorValues';
import {
  arrowStep,
  dragToBasis,
  moveSlot,
  moveText,
  previewHeight,
  previewScale,
} from '../../src/renderer/features/campaigns/editor/geometry';
import { campaignImageProblem } from '../../src/renderer/features/campaigns/editor/imageFile';

const text = (over: Partial<TextOverlay> = {}): TextOverlay => ({ ...defaultTextOverlay('txt1'), ...over });

describe('campaign editor: Collect Data and Display On Image (§4)', () => {
  it('turning Display On Image on turns Collect Data on', () => {
    const t = withDisplay(text({ collectData: false, isDisplay: false }), true);
    expect(t).toMatchObject({ isDisplay: true, collectData: true });
  });
  it('turning Display off leaves Collect Data as it was', () => {
    expect(withDisplay(text({ collectData: true, isDisplay: true }), false)).toMatchObject({
      isDisplay: false,
      collectData: true,
    });
  });
  it('turning Collect Data off turns Display On Image off', () => {
    expect(withCollectData(text({ collectData: true, isDisplay: true }), false)).toMatchObject({
      isDisplay: false,
      collectData: false,
    });
  });
  it('turning Collect Data on leaves Display off', () => {
    expect(withCollectData(text(), true)).toMatchObject({ isDisplay: false, collectData: true });
  });
});

describe('campaign editor: preview pixels and layout units', () => {
  it('a 250 px preview shows basis pixels at half size, and a drag there moves twice as far', () => {
    const scale = previewScale(250);
    expect(scale).toBe(0.5);
    expect(dragToBasis({ x: 10, y: -7 }, scale)).toEqual({ dx: 20, dy: -14 });
  });
  it('the preview keeps the image aspect', () => {
    expect(previewHeight(500, { width: 1080, height: 1350 })).toBe(625);
  });
  it('arrow keys move by 1, Shift by 10; other keys do nothing', () => {
    expect(arrowStep('ArrowLeft', false)).toEqual({ dx: -1, dy: 0 });
    expect(arrowStep('ArrowDown', true)).toEqual({ dx: 0, dy: 10 });
    expect(arrowStep('Enter', false)).toBeNull();
  });
  it('the slot never leaves the image and never goes below 0', () => {
    const slot = { ...defaultLayout(), imageX: 10, imageY: 10, imageLength: 100, imageHeight: 100 };
    expect(moveSlot(slot, -50, -50, 500)).toMatchObject({ imageX: 0, imageY: 0 });
    expect(moveSlot(slot, 1000, 1000, 300)).toMatchObject({ imageX: 400, imageY: 200 });
  });
  it('a text keeps its box (hx and width) inside the image and positions stay whole', () => {
    const t = text({ x: 10, y: 10, width: 50, hx: 20, height: 20 });
    expect(moveText(t, 1000, 0, 500).x).toBe(430);
    expect(moveText(t, 2.6, 3.4, 500)).toMatchObject({ x: 12, y: 13 });
  });
});

describe('campaign editor: form values', () => {
  it('a new campaign starts from §9 defaults and passes once name, url and image are given', () => {
    const v = editorDefaults(undefined, false);
    expect(v).toMatchObject({ imageType: 'square', imageX: 10, imageLength: 100 });
    expect(v.txt1).toMatchObject({ size: 10, x: 10, y: 10, width: 50, font: 'Roboto', isBold: true });
    const empty = campaignFormSchema.safeParse(v);
    expect(empty.success).toBe(false);
    const messages = empty.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([M.nameRequired, M.urlRequired, M.imageRequired]));
    expect(
      campaignFormSchema.safeParse({
        ...v,
        campaignName: 'Diwali',
        url: 'diwali',
        campaignImagePath: '/x.jpg',
      }).success,
    ).toBe(true);
  });
  it("a User's form never holds the admin-only options; an Admin's holds the campaign's", () => {
    expect(editorDefaults(undefined, false)).not.toHaveProperty('waterMark');
    const stored = {
      ...defaultLayout(),
      campaignName: 'A',
      url: 'a',
      campaignImagePath: '/a.jpg',
      bannerImagePath: null,
      waterMark: false,
      isEditable: true,
      isWhatsappSend: false,
      whatsappDailyLimit: 40,
    } as unknown as Campaign;
    expect(editorDefaults(stored, true)).toMatchObject({
      waterMark: false,
      isEditable: true,
      isWhatsappSend: false,
      whatsappDailyLimit: 40,
    });
    expect(editorDefaults(undefined, true).whatsappDailyLimit).toBe(100);
    expect(editorDefaults(undefined, false)).not.toHaveProperty('whatsappDailyLimit');
  });
  it('WhatsApp pictures a day is a whole number from 1 to 1000, an emptied field named', () => {
    const form = {
      ...editorDefaults(undefined, true),
      campaignName: 'A',
      url: 'a',
      campaignImagePath: '/a.jpg',
    };
    for (const ok of [1, 1000])
      expect(campaignFormSchema.safeParse({ ...form, whatsappDailyLimit: ok }).success).toBe(true);
    for (const wrong of [0, 1001, 2.5, null]) {
      const r = campaignFormSchema.safeParse({ ...form, whatsappDailyLimit: wrong });
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['whatsappDailyLimit', M.whatsappDailyLimit],
      ]);
    }
  });
  it('the url suggested from a name is lowercase a-z, 0-9 and hyphens', () => {
    expect(urlFromName('  Diwali Offer 2026!! ')).toBe('diwali-offer-2026');
    expect(urlFromName('Café Été')).toBe('cafe-ete');
  });
  it('only .jpeg or .jpg images are accepted (§5)', () => {
    expect(campaignImageProblem({ name: 'a.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(campaignImageProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBe(M.imageType);
    expect(campaignImageProblem({ name: 'a.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe(
      M.imageTooLarge,
    );
  });
  it('a route id is a positive whole number', () => {
    expect(campIdFrom('12')).toBe(12);
    expect(campIdFrom('0')).toBeNull();
    expect(campIdFrom('1e3')).toBeNull();
    expect(campIdFrom(undefined)).toBeNull();
  });
});

describe('campaign visitors: date-time range (§7)', () => {
  it('sends YYYY-MM-DD HH:mm:ss, either end open', () => {
    const from = dayjs('2026-11-01T00:00:00');
    const to = dayjs('2026-11-02T23:59:59');
    expect(timeRangeOf(from, to)).toEqual({
      StartDate: '2026-11-01 00:00:00',
      EndDate: '2026-11-02 23:59:59',
    });
    expect(timeRangeOf(null, to)).toEqual({ EndDate: '2026-11-02 23:59:59' });
    expect(timeRangeOf(null, null)).toEqual({});
  });
});
