import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import type { CampaignForm } from '../../src/shared/campaigns/schemas';
import type { TestServer } from '../helpers/server';

/**
 * A JPEG's structure as the server reads it (SOI, APP0, a baseline SOF0 giving `width` × `height`,
 * filler, EOI): the server keeps the natural size from the frame header and never decodes pixels.
 */
export function jpeg(width: number, height: number, filler = 64): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0]),
    sof,
    Buffer.alloc(filler, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A campaign image as a test gives it: its bytes (uploaded as form data by `campaignBody`). */
export const inlineImage = (bytes: Buffer = jpeg(1080, 1080)) => bytes;

let counter = 0;
/** A unique campaign url. */
export const freshUrl = (prefix = 'campaign') => `${prefix}-${Date.now().toString(36)}-${++counter}`;

/** A form as a test writes it: the images as bytes, uploaded before the form is sent. */
export type TestCampaignForm = Omit<CampaignForm, 'campaignImagePath' | 'bannerImagePath'> & {
  campaignImage?: Buffer;
  bannerImage?: Buffer;
  campaignImagePath?: string | null;
  bannerImagePath?: string | null;
};

/**
 * A campaign form without its image; a circle slot and two collecting texts, the second the phone.
 * Everything sits in the top 250 layout pixels, so that it stays on a 1200 × 630 picture too.
 */
export const campaignForm = (overrides: Partial<TestCampaignForm> = {}): TestCampaignForm => ({
  campaignName: 'Diwali Greetings',
  url: freshUrl(),
  imageType: 'circle',
  imageX: 150,
  imageY: 20,
  imageLength: 200,
  imageHeight: 200,
  isImageDisplay: true,
  txt1: { isDisplay: true, collectData: true, caption: 'Your Name', x: 20, y: 230, width: 300, size: 20 },
  txt3: { isDisplay: false, collectData: true, caption: 'Mobile Number' },
  ...overrides,
});

/** Uploads a campaign JPEG as the desktop editor does (form data, issue 22) and answers its path. */
export async function uploadImage(server: TestServer, token: string, bytes: Buffer = jpeg(1080, 1080)) {
  const { data } = await server
    .client(token)
    .call(cc.campaignImageUpload, { files: { file: { name: 'diwali.jpg', data: bytes } } });
  return data.url;
}

/**
 * The form as the editor sends it: its image bytes uploaded first and sent by path (the default
 * image when neither an image nor a path is given).
 */
export async function campaignBody(
  server: TestServer,
  token: string,
  overrides: Partial<TestCampaignForm> = {},
): Promise<CampaignForm> {
  const { campaignImage, bannerImage, ...form } = campaignForm(overrides);
  const image = campaignImage ?? ('campaignImagePath' in overrides ? undefined : jpeg(1080, 1080));
  return {
    ...form,
    ...(image ? { campaignImagePath: await uploadImage(server, token, image) } : {}),
    ...(bannerImage ? { bannerImagePath: await uploadImage(server, token, bannerImage) } : {}),
  };
}

/** Creates a campaign as `token` (a User with a Campaign allowance) and answers it. */
export async function createCampaign(
  server: TestServer,
  token: string,
  overrides: Partial<TestCampaignForm> = {},
) {
  const body = await campaignBody(server, token, overrides);
  return (await server.client(token).call(cc.createCampaign, { body })).data;
}

/** What a visitor types in the fields `campaignForm` collects (txt1 and txt3): each is required. */
export const VISITOR_TEXTS = { txt1: 'Asha Patil', txt3: '+91 98765 43210' } as const;

/** A visit of the public page, as the page's script sends it (by default the texts of VISITOR_TEXTS). */
export async function visit(
  server: TestServer,
  url: string,
  body: Record<string, unknown> = VISITOR_TEXTS,
  remoteAddress = '203.0.113.7',
  userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
) {
  const res = await server.inject({
    method: 'POST',
    url: `/api/Campaign/Public/${encodeURIComponent(url)}/Visitor`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
}
