import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { assignResultSchema } from './groups';
import {
  assignToFilterGroupSchema,
  campaignCreateSchema,
  campaignDetailSchema,
  campaignMessageSchema,
  campaignMessagesQuery,
  campaignSchema,
  campaignsQuery,
  HEADER_MEDIA_PART,
  headerMediaQuery,
  headerMediaUploadSchema,
} from './campaigns';

const idParams = z.object({ id: idParamSchema() });

/**
 * WhatsApp campaigns (spec 03 §2.4–2.6, §3.4, §3.5, §7.4; issue 26): made from an APPROVED template
 * for the opted-in contacts of groups, sent at the number's pace, once per recipient.
 */
export const campaignsEndpoints = areaContract('whatsapp', {
  createCampaign: endpoint({
    method: 'POST',
    path: '/api/WhatsAppCampaign/Create',
    access: 'signedIn',
    summary:
      'Run a campaign: one message per distinct opted-in number of the groups (not on the STOP list); 402 without enough WhatsApp allowance',
    body: campaignCreateSchema,
    response: z.object({ id: z.number().int() }),
  }),
  campaigns: endpoint({
    method: 'GET',
    path: '/api/WhatsAppCampaign/Campaigns',
    access: 'signedIn',
    summary: 'My campaigns, newest first, with their counts as they are now; TemplateIds filters',
    query: campaignsQuery,
    response: listOf(campaignSchema),
  }),
  campaignById: endpoint({
    method: 'GET',
    path: '/api/WhatsAppCampaign/Campaign/:id',
    access: 'signedIn',
    summary: 'A campaign: counts, state and failures by reason',
    params: idParams,
    response: campaignDetailSchema,
  }),
  campaignMessages: endpoint({
    method: 'GET',
    path: '/api/WhatsAppCampaign/Campaign/:id/Messages',
    access: 'signedIn',
    summary: "A campaign's messages, filtered by Status and Replied, sorted (default Asc)",
    params: idParams,
    query: campaignMessagesQuery,
    response: listOf(campaignMessageSchema),
    exportable: true,
  }),
  retryFailedMessages: endpoint({
    method: 'POST',
    path: '/api/WhatsAppCampaign/Campaign/:id/RetryFailed',
    access: 'signedIn',
    summary: 'Queue again the failed messages that may succeed (Meta’s temporary and rate refusals)',
    params: idParams,
    response: z.object({ requeued: z.number().int() }),
  }),
  assignToFilterGroup: endpoint({
    method: 'POST',
    path: '/api/WhatsAppGroup/AssignToFilterGroup',
    access: 'signedIn',
    summary:
      "The contacts of a campaign's messages selected by the detail's filters (Status, Replied) join an existing filter group (id) or a new one (name); answers assigned and total",
    body: assignToFilterGroupSchema,
    response: assignResultSchema,
  }),
  headerMediaUpload: endpoint({
    method: 'GET',
    path: '/api/WhatsAppCampaign/HeaderMedia/PresignedUrl',
    access: 'signedIn',
    summary:
      'A presigned upload for header media (png or jpeg, any video, pdf, doc, docx, txt; the size of its kind held in the upload allowance): POST fields then file to uploadUrl, send url as the Header StaticValue',
    query: headerMediaQuery,
    response: headerMediaUploadSchema,
  }),
  headerMediaFile: endpoint({
    method: 'POST',
    path: '/api/WhatsAppCampaign/HeaderMedia/Upload',
    access: 'signedIn',
    summary:
      'Header media as form data (`file`; the desktop app, which cannot reach the storage): judged by its bytes, held in the upload allowance and kept like a presigned upload; send url as the Header StaticValue',
    files: { file: HEADER_MEDIA_PART },
    response: z.object({ url: z.string() }),
    transfer: true,
  }),
});
