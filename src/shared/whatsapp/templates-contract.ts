import { z } from 'zod';
import { endpoint, type FilePart } from '../http/endpoint';
import { areaContract } from '../http/endpoint-ids';
import { listOf } from '../http/envelope';
import { idParamSchema } from '../http/ids';
import { listQuery } from '../http/list';
import { TEMPLATE_CATEGORIES, TEMPLATE_STATUSES, templateComponentSchema } from './templates';
import { MEDIA_HEADERS, TEMPLATE_MESSAGES as M, templateFormSchema } from './templates-form';

/** A registered template as the owner reads it (spec 03 §3.1). */
export const templateSchema = z.object({
  id: z.number(),
  name: z.string(),
  language: z.string(),
  category: z.string(),
  /** PENDING, APPROVED, REJECTED, PAUSED, DISABLED… or DELETED once it vanished at Meta. */
  status: z.string(),
  /** Why Meta rejected, paused or disabled it. */
  reason: z.string().nullable(),
  businessId: z.string(),
  metaId: z.string().nullable(),
  components: z.array(templateComponentSchema),
  syncedDate: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type WhatsAppTemplate = z.infer<typeof templateSchema>;

/** templateList: an approved template, for the campaign form's choice. */
export const templateChoiceSchema = templateSchema.pick({
  id: true,
  name: true,
  language: true,
  category: true,
  components: true,
});
export type TemplateChoice = z.infer<typeof templateChoiceSchema>;

export const TEMPLATE_SORTS = [
  'name',
  'category',
  'language',
  'status',
  'createdDate',
  'updatedDate',
] as const;

export const templatesQuery = listQuery(TEMPLATE_SORTS, {
  Status: z.enum(TEMPLATE_STATUSES).optional(),
  Category: z.enum(TEMPLATE_CATEGORIES).optional(),
});

export const syncResultSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

/** A header's sample: an image, a video or a document, sent on to Meta's resumable upload. */
export const TEMPLATE_SAMPLE_PART: FilePart = {
  maxBytes: 16 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'video/mp4', 'application/pdf'],
  tooLarge: M.sampleTooLarge,
  wrongType: M.sampleWrongType,
  required: M.sampleRequired,
};

/**
 * WhatsApp message templates (spec 03 §3.1, §7.3; issue 26 Templates): registered at the Cloud API
 * in the business account of one of the owner's numbers, kept in step by sync, the status webhook
 * and a 6-hourly job. An owner reads the templates of their numbers' business accounts.
 */
export const templatesEndpoints = areaContract('whatsapp', {
  registerTemplate: endpoint({
    method: 'POST',
    path: '/api/WhatsAppTemplate/register',
    access: 'signedIn',
    summary:
      'Register a template with the Cloud API; kept PENDING until Meta decides (a refusal is 422 with Meta’s words on the field)',
    body: templateFormSchema,
    response: templateSchema,
  }),
  uploadTemplateSample: endpoint({
    method: 'POST',
    path: '/api/WhatsAppTemplate/sample',
    access: 'signedIn',
    summary:
      'A media header’s sample (field file), uploaded to Meta’s resumable upload API with the number’s App Id: answers the handle',
    body: z.object({
      format: z.enum(MEDIA_HEADERS),
      businessId: z.string().trim().max(64).optional(),
    }),
    files: { file: TEMPLATE_SAMPLE_PART },
    response: z.object({ handle: z.string() }),
    transfer: true,
  }),
  templates: endpoint({
    method: 'GET',
    path: '/api/WhatsAppTemplate/templates',
    access: 'signedIn',
    summary: 'My templates, paged: Search over name; Status; Category',
    query: templatesQuery,
    response: listOf(templateSchema),
  }),
  templateById: endpoint({
    method: 'GET',
    path: '/api/WhatsAppTemplate/template/:id',
    access: 'signedIn',
    summary: 'One template with its components',
    params: z.object({ id: idParamSchema() }),
    response: templateSchema,
  }),
  syncTemplates: endpoint({
    method: 'GET',
    path: '/api/WhatsAppTemplate/sync_templates',
    access: 'signedIn',
    summary:
      'Reads every template of my business accounts from the Cloud API (all pages); those gone there are marked DELETED',
    response: syncResultSchema,
  }),
  templateDetailsList: endpoint({
    method: 'GET',
    path: '/api/WhatsAppTemplate/templateDetailsList',
    access: 'signedIn',
    summary: 'Every template of mine but the deleted ones, with components and status',
    response: z.array(templateSchema),
  }),
  templateList: endpoint({
    method: 'GET',
    path: '/api/WhatsAppTemplate/templateList',
    access: 'signedIn',
    summary: 'My APPROVED templates, for the campaign form',
    response: z.array(templateChoiceSchema),
  }),
});
