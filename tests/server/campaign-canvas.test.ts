import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offCanvasErrors } from '../../src/shared/campaigns/bounds';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import {
  defaultLayout,
  defaultTextOverlay,
  layoutText,
  LINE_HEIGHT,
  type Measure,
} from '../../src/shared/campaigns/layout';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { campaignBody, createCampaign, jpeg } from './campaign-support';

const measure: Measure = (text, fontSize) => Array.from(text).length * fontSize * 0.5;

/** Issue 23: X and Y were taken on an unstated 500 px basis and could put things off the picture. */
describe('campaign layout stays on the picture', () => {
  // A 1000 × 800 picture is 500 × 400 in layout pixels.
  const picture = { width: 1000, height: 800 };

  it('names the field that puts the slot or a shown text off the picture, with the largest value that fits', () => {
    const layout = {
      ...defaultLayout(),
      imageX: 350,
      imageLength: 200,
      imageY: 50,
      imageHeight: 450,
      txt1: { ...defaultTextOverlay('txt1'), isDisplay: true, x: 300, width: 150, hx: 60, y: 390 },
      // Not shown: not checked.
      txt2: { ...defaultTextOverlay('txt2'), x: 9000 },
    };
    expect(offCanvasErrors(layout, picture)).toEqual({
      imageX: 'X must be at most 300 px to stay on the picture',
      imageHeight: 'Height must be at most 400 px: the picture is 400 px tall',
      'txt1.x': 'X must be at most 290 px to stay on the picture',
      'txt1.y': 'Y must be at most 380 px to stay on the picture',
    });
    expect(offCanvasErrors(defaultLayout(), picture)).toEqual({});
  });

  it('a text never runs taller than its box, whatever its size', () => {
    const t = { ...defaultTextOverlay('txt1'), isDisplay: true, size: 40, height: 20, width: 400 };
    const drawn = layoutText(t, 'Hi', { width: 500, height: 500 }, measure)!;
    expect(drawn.lineHeight).toBeLessThanOrEqual(20);
    expect(drawn.fontSize).toBeCloseTo(20 / LINE_HEIGHT);
  });
});

describe.each(dbKinds())('the server keeps a campaign on its picture (%s)', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await setupAdmin(server);
    const user = await registerUser(server, { companyName: 'Canvas Sweets' });
    token = user.token;
    await givePlan(server, user.id, { 5: 20 });
  });
  afterAll(() => server?.close());

  it('refuses a create or a change that puts the slot or a text off the picture, on the field', async () => {
    // A 1080 × 540 picture: 500 × 250 in layout pixels.
    const body = await campaignBody(server, token, {
      campaignImage: jpeg(1080, 540),
      imageY: 100,
      imageHeight: 200,
      txt1: { isDisplay: true, collectData: true, caption: 'Your Name', x: 20, y: 420, width: 300 },
    });
    const refused = await server
      .client(token)
      .call(cc.createCampaign, { body })
      .catch((e: { status: number; errors: Record<string, string> }) => e);
    expect(refused).toMatchObject({
      status: 422,
      errors: {
        imageY: 'Y must be at most 50 px to stay on the picture',
        'txt1.y': 'Y must be at most 230 px to stay on the picture',
      },
    });

    const c = await createCampaign(server, token);
    const moved = await server
      .client(token)
      .call(cc.updateCampaign, {
        params: { id: c.id },
        body: { ...body, url: c.url, imageY: 10, txt1: { ...body.txt1, y: 20, width: 520 } },
      })
      .catch((e: { status: number; errors: Record<string, string> }) => e);
    expect(moved).toMatchObject({
      status: 422,
      errors: { 'txt1.width': 'Width must be at most 500 px: the picture is 500 px wide' },
    });
  });
});
