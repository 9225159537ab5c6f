import { z } from 'zod';
import { idSchema } from '../http/ids';
import { listQuery } from '../http/list';
import { CONTACT_FIELD_NAMES } from './templates';

/** Spec 03 §5.1 and §8.1: the campaign form's and the server's messages, verbatim. */
export const CAMPAIGN_MESSAGES = {
  templateRequired: 'Template is required',
  groupRequired: 'At least one group must be selected',
  fieldRequired: 'This field is required',
  notBlank: 'This field cannot be empty or contain only spaces',
  mediaRequired: 'Header media is required',
  created: 'Campaign created successfully',
  createFailed: 'Failed to create campaign',
  templateNotApproved: 'This template is not approved by WhatsApp',
  noNumber: 'Connect a WhatsApp number before running a campaign',
  noRecipients: 'The chosen groups have no opted-in contacts',
  retried: 'Failed messages that may succeed are queued again',
} as const;
const M = CAMPAIGN_MESSAGES;

export const VALUE_SOURCES = ['STATIC', 'CONTACT_FIELD'] as const;

/**
 * One variable of the create payload (spec 03 §3.4): its zero-based index, where its value comes
 * from, the static value or the contact field; a button's type and index; a media header's type.
 */
export const campaignVariableSchema = z
  .object({
    VariableIndex: z.number().int().min(0).max(99),
    ValueSource: z.enum(VALUE_SOURCES),
    StaticValue: z.string().max(1024).optional(),
    ContactFieldName: z.enum(CONTACT_FIELD_NAMES).optional(),
    ButtonType: z.string().max(20).optional(),
    ButtonIndex: z.number().int().min(0).max(9).optional(),
    HeaderType: z.string().max(20).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.ValueSource === 'STATIC') {
      if (!v.StaticValue) ctx.addIssue({ code: 'custom', path: ['StaticValue'], message: M.fieldRequired });
      else if (!v.StaticValue.trim())
        ctx.addIssue({ code: 'custom', path: ['StaticValue'], message: M.notBlank });
    } else if (!v.ContactFieldName)
      ctx.addIssue({ code: 'custom', path: ['ContactFieldName'], message: M.fieldRequired });
  });
export type CampaignVariable = z.infer<typeof campaignVariableSchema>;

/** Create (spec 03 §3.4, §7.4): Name, TemplateId, OptOutText, GroupIds and the variables. */
export const campaignCreateSchema = z.object({
  Name: z.string().trim().max(200).default(''),
  TemplateId: idSchema(M.templateRequired),
  OptOutText: z.string().trim().max(60).optional(),
  GroupIds: z.array(idSchema()).min(1, M.groupRequired).max(100),
  Body: z.array(campaignVariableSchema).max(100).optional(),
  Buttons: z.array(campaignVariableSchema).max(10).optional(),
  /** A text header's variable, or a media header: HeaderType with the media's address as StaticValue. */
  Header: z.array(campaignVariableSchema).max(1).optional(),
});
export type CampaignCreate = z.output<typeof campaignCreateSchema>;

export const CAMPAIGN_STATES = ['queued', 'sending', 'waiting', 'done'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** A campaign as the list shows it (spec 03 §2.4, §3.4). */
export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  templateName: z.string(),
  totalMessages: z.number().int(),
  sentMessages: z.number().int(),
  deliveredMessages: z.number().int(),
  readMessages: z.number().int(),
  failedMessages: z.number().int(),
  repliedMessages: z.number().int(),
  state: z.enum(CAMPAIGN_STATES),
  /** While waiting at the messaging limit: when it resumes. */
  resumesAt: z.string().nullable(),
  createdDate: z.string(),
});
export type WhatsAppCampaign = z.infer<typeof campaignSchema>;

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A campaign's message (spec 03 §3.5). */
export const campaignMessageSchema = z.object({
  id: z.number().int(),
  contactId: z.number().int().nullable(),
  name: z.string(),
  phoneNumber: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  sentDate: z.string().nullable(),
  deliveredDate: z.string().nullable(),
  readDate: z.string().nullable(),
  /** The error as Meta gave it, JSON text (spec 03 §4: error.message, then message, else raw). */
  errorMessage: z.string().nullable(),
  reply: z.string().nullable(),
});
export type CampaignMessage = z.infer<typeof campaignMessageSchema>;

export const campaignsQuery = listQuery(['createdDate', 'name'] as const, {
  /** Spec 03 §2.4: a template multi-select filter. */
  TemplateIds: z
    .union([z.array(z.coerce.number().int().positive()), z.coerce.number().int().positive()])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});

export const campaignMessagesQuery = listQuery(
  ['sentDate', 'deliveredDate', 'readDate', 'name', 'status'] as const,
  {
    Status: z.enum(MESSAGE_STATUSES).optional(),
    Replied: z.enum(['all', 'yes', 'no']).optional(),
  },
);

/** The detail (spec 03 §2.5): counts, state and failures by reason. */
export const campaignDetailSchema = campaignSchema.extend({
  failuresByReason: z.array(z.object({ reason: z.string(), count: z.number().int() })),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;
