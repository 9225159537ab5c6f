import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { CAMPAIGN_PUBLIC_ROUTES } from './public-routes';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { listQuery } from '../http/list';
import { MAX_URL_LENGTH } from './rules';
import {
  CAMPAIGN_IMAGE_PART,
  campaignFormSchema,
  campaignOptionsSchema,
  campaignSchema,
  campaignVisitorSchema,
  campaignVisitorsQuery,
  presignedUploadSchema,
  presignQuerySchema,
  publicCampaignSchema,
  visitorAnswerSchema,
  visitorColumnSchema,
  visitorChangeSchema,
  visitorFormSchema,
  whatsappSendSchema,
} from './schemas';

const idParams = z.object({ id: idParamSchema() });
const campIdParams = z.object({ campId: idParamSchema() });
/** A public page's url as typed in an address bar; an unknown one answers 404. */
const urlParams = z.object({
  url: z
    .string()
    .min(1)
    .max(MAX_URL_LENGTH * 3),
});

/**
 * Campaigns (spec 02 §2–§9; issue 15): an image page with the visitor's photo in a slot and up to
 * three texts, published at `{CAMPAIGN_BASE_URL}/{url}`, and the log of its visitors. A User sees and
 * changes their own campaigns (another user's answers 404); an Admin sees all, has the admin-only
 * options and cannot delete. The public page's calls need no sign-in.
 */
export const campaignsContract = areaContract('campaigns', {
  campaigns: endpoint({
    method: 'GET',
    path: '/api/Campaign',
    access: 'signedIn',
    summary:
      "My Campaigns (a User's own) or, for an Admin, every campaign with its company; Search by name, url or (Admin) user and company; newest first",
    query: listQuery(['campaignName', 'createdDate', 'visitorCount', 'companyName']),
    response: listOf(campaignSchema),
  }),
  campaignOptions: endpoint({
    method: 'GET',
    path: '/api/Campaign/Options',
    access: 'signedIn',
    summary:
      'Where campaign pages are published (CAMPAIGN_BASE_URL) and whether Send Whatsapp can work, naming the missing setting',
    response: campaignOptionsSchema,
  }),
  campaignUploadUrl: endpoint({
    method: 'GET',
    path: '/api/Campaign/PresignedUrl',
    access: 'signedIn',
    summary:
      'A presigned upload for a campaign or banner image (JPEG): POST it as form data to uploadUrl (fields, then file) within 10 minutes, then send url as campaignImagePath or bannerImagePath; unattached uploads go after a day',
    query: presignQuerySchema,
    response: presignedUploadSchema,
  }),
  campaignImageUpload: endpoint({
    method: 'POST',
    path: '/api/Campaign/UploadImage',
    access: 'signedIn',
    summary:
      'A campaign or banner image (JPEG) as form data (`file`), kept like a presigned upload: send url as campaignImagePath or bannerImagePath',
    files: { file: CAMPAIGN_IMAGE_PART },
    response: z.object({ url: z.string() }),
    transfer: true,
  }),
  campaignById: endpoint({
    method: 'GET',
    path: '/api/Campaign/:id',
    access: 'signedIn',
    summary: 'One campaign (the editor)',
    params: idParams,
    response: campaignSchema,
  }),
  createCampaign: endpoint({
    method: 'POST',
    path: '/api/Campaign',
    access: 'user',
    summary:
      'Create a campaign (takes one unit of the plan’s Campaign allowance, else 402); images by upload path',
    body: campaignFormSchema,
    response: campaignSchema,
    transfer: true,
  }),
  updateCampaign: endpoint({
    method: 'PUT',
    path: '/api/Campaign/:id',
    access: 'signedIn',
    summary:
      'Change a campaign: 409 with the blocked dialog’s text once it has visitors (§4), 403 when a User changes an admin-only option',
    params: idParams,
    body: campaignFormSchema,
    response: campaignSchema,
    transfer: true,
  }),
  deleteCampaign: endpoint({
    method: 'DELETE',
    path: '/api/Campaign/:id',
    access: 'user',
    summary: 'Delete one of my campaigns, its visitors and images; the allowance unit comes back',
    params: idParams,
    response: z.null(),
  }),
  campaignVisitors: endpoint({
    method: 'GET',
    path: '/api/CampaignVisitor/:campId/false',
    access: 'signedIn',
    summary:
      "A campaign's visitors, newest first, with the txt columns named by the captions; StartDate and EndDate as YYYY-MM-DD HH:mm:ss",
    params: campIdParams,
    query: campaignVisitorsQuery,
    response: listOf(campaignVisitorSchema).extend({ columns: z.array(visitorColumnSchema) }),
  }),
  campaignVisitorsExport: endpoint({
    method: 'GET',
    path: '/api/CampaignVisitor/:campId/true',
    access: 'signedIn',
    summary:
      'The same visitors as an xlsx file: the txt columns by caption, IP Address, Browser, Operating System, Date',
    params: campIdParams,
    query: campaignVisitorsQuery,
    // A file answer: the bytes, not an envelope.
    response: z.unknown(),
    transfer: true,
  }),
  publicCampaign: endpoint({
    ...CAMPAIGN_PUBLIC_ROUTES.publicCampaign,
    access: 'public',
    summary:
      'What the public page draws: images, slot, texts, captions, watermark, whether WhatsApp send applies',
    params: urlParams,
    response: publicCampaignSchema,
  }),
  addCampaignVisitor: endpoint({
    ...CAMPAIGN_PUBLIC_ROUTES.addCampaignVisitor,
    access: 'public',
    summary:
      'Log a visit at its first download or share, with the texts collected (each required, trimmed, at most 200 characters; txt3 a phone); answers the visit id and token for later changes; floods answer 429',
    params: urlParams,
    body: visitorFormSchema,
    response: visitorAnswerSchema,
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  }),
  changeCampaignVisitor: endpoint({
    ...CAMPAIGN_PUBLIC_ROUTES.changeCampaignVisitor,
    access: 'public',
    summary:
      'A later download or share of the same page session: the visit’s texts as they are now (the same row), with the visitToken the visit answered; another visit’s token is refused',
    params: urlParams.extend({ visitorId: idParamSchema() }),
    body: visitorChangeSchema,
    response: visitorAnswerSchema,
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  }),
  sendCampaignWhatsapp: endpoint({
    ...CAMPAIGN_PUBLIC_ROUTES.sendCampaignWhatsapp,
    access: 'public',
    summary:
      'Send the composed image (already PUT to the visit’s upload address) to the visitor’s txt3 on WhatsApp, once',
    params: urlParams.extend({ visitorId: idParamSchema() }),
    body: whatsappSendSchema,
    response: z.object({ sent: z.boolean() }),
    rateLimit: { max: 10, timeWindowMs: 60_000 },
  }),
});
