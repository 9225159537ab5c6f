import { z } from 'zod';
import { DOCX_TYPE, type KnownType } from '../files/sniff-type';
import type { FilePart } from '../http/endpoint';
import { idSchema } from '../http/ids';
import { listQuery } from '../http/list';
import { GROUP_MESSAGES } from './groups';
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
 * A variable's value is there (spec 03 §5.1): a static value that is not blank, or a contact field.
 * The campaign form's rows and the create payload check it with this one rule.
 */
export function checkVariableSource(
  v: { ValueSource: (typeof VALUE_SOURCES)[number]; StaticValue?: string; ContactFieldName?: string },
  ctx: z.RefinementCtx,
): void {
  if (v.ValueSource === 'STATIC') {
    if (!v.StaticValue) ctx.addIssue({ code: 'custom', path: ['StaticValue'], message: M.fieldRequired });
    else if (!v.StaticValue.trim())
      ctx.addIssue({ code: 'custom', path: ['StaticValue'], message: M.notBlank });
  } else if (!v.ContactFieldName)
    ctx.addIssue({ code: 'custom', path: ['ContactFieldName'], message: M.fieldRequired });
}

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
  .superRefine(checkVariableSource);
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

/** What a sent message shows wherever it is listed: its number, status, dates, error and reply. */
export const deliveryFields = {
  /** The number this message went to (View Conversation opens its conversation). */
  phoneNumber: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  sentDate: z.string().nullable(),
  deliveredDate: z.string().nullable(),
  readDate: z.string().nullable(),
  /** The error as Meta gave it, JSON text (spec 03 §4: error.message, then message, else raw). */
  errorMessage: z.string().nullable(),
  reply: z.string().nullable(),
};

/** A campaign's message (spec 03 §3.5). */
export const campaignMessageSchema = z.object({
  id: z.number().int(),
  contactId: z.number().int().nullable(),
  name: z.string(),
  ...deliveryFields,
});
export type CampaignMessage = z.infer<typeof campaignMessageSchema>;

export const campaignsQuery = listQuery(['createdDate', 'name'] as const, {
  /** Spec 03 §2.4: a template multi-select filter. */
  TemplateIds: z
    .union([
      z.array(z.coerce.number().int().positive()),
      // One URL parameter from the list screen: "3,7".
      z
        .string()
        .regex(/^\d{1,9}(,\d{1,9}){0,49}$/)
        .transform((s) => s.split(',').map(Number)),
      z.coerce.number().int().positive(),
    ])
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

/**
 * Assign to group from the detail's filters (spec 03 §2.2, §7.1 AssignToFilterGroup): the contacts of
 * the campaign's messages the filters select join an existing filter group (`id`) or a new one (`name`).
 */
export const assignToFilterGroupSchema = z
  .object({
    campaignId: idSchema(),
    groupType: z.literal('Filter').default('Filter'),
    id: idSchema().optional(),
    name: z.string().trim().max(100).optional(),
    Status: z.enum(MESSAGE_STATUSES).optional(),
    Replied: z.enum(['all', 'yes', 'no']).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.id === undefined && !v.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: GROUP_MESSAGES.newNameRequired });
  });
export type AssignToFilterGroup = z.output<typeof assignToFilterGroupSchema>;

/** Header media a template may carry (spec 03 §5.1): png or jpeg, any video, pdf, doc, docx, txt. */
export const HEADER_MEDIA_TYPES = {
  IMAGE: ['image/png', 'image/jpeg'],
  VIDEO: ['video/*'],
  DOCUMENT: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ],
} as const;
export type MediaHeaderType = keyof typeof HEADER_MEDIA_TYPES;

/**
 * Header media sizes (bytes): the Cloud API's images 5 MB and videos 16 MB; documents 20 MB (Meta
 * takes 100 MB, but each upload address holds its largest size of the user's upload space).
 */
export const HEADER_MEDIA_MAX_BYTES: Record<MediaHeaderType, number> = {
  IMAGE: 5 * 1024 * 1024,
  VIDEO: 16 * 1024 * 1024,
  DOCUMENT: 20 * 1024 * 1024,
};

export const HEADER_MEDIA_REFUSED =
  'Upload a png or jpeg image, a video, or a pdf, doc, docx or txt document';

/** Which header kind a content type is, if any. */
export function mediaKindOf(contentType: string): MediaHeaderType | null {
  const type = contentType.trim().toLowerCase();
  if ((HEADER_MEDIA_TYPES.IMAGE as readonly string[]).includes(type)) return 'IMAGE';
  if (/^video\/[a-z0-9.+-]+$/.test(type)) return 'VIDEO';
  if ((HEADER_MEDIA_TYPES.DOCUMENT as readonly string[]).includes(type)) return 'DOCUMENT';
  return null;
}

/** The header file's problems a person reads (the upload, and a campaign that names one). */
export const HEADER_MEDIA_MESSAGES = {
  tooLarge: (kind: MediaHeaderType) =>
    `The file is larger than ${HEADER_MEDIA_MAX_BYTES[kind] / (1024 * 1024)} MB`,
  required: 'Choose a file to upload',
  /** The campaign names an upload that is not the caller's, or was cleaned up. */
  uploadNotFound: 'The header media upload was not found. Please upload the file again',
  /** The stored bytes are not of the template's header kind. */
  wrongKind: 'The header media is not of the kind the template’s header needs',
} as const;

/** What header media may be by its bytes wherever it is judged (the platform's intake, a campaign). */
export const HEADER_MEDIA_SNIFFED: Record<MediaHeaderType, readonly KnownType[]> = {
  IMAGE: ['image/png', 'image/jpeg'],
  VIDEO: ['video/mp4', 'video/quicktime'],
  DOCUMENT: ['application/pdf', 'application/msword', DOCX_TYPE, 'text/plain'],
};

/** The header kind bytes of this type are, if any. */
export const sniffedKindOf = (type: KnownType): MediaHeaderType | null =>
  (Object.keys(HEADER_MEDIA_SNIFFED) as MediaHeaderType[]).find((k) =>
    HEADER_MEDIA_SNIFFED[k].includes(type),
  ) ?? null;

/**
 * Header media as form data (the desktop app's way, like Campaign/UploadImage): any accepted kind,
 * at most the largest kind's size while it streams (the server then holds it to its kind's size),
 * counted in the caller's upload allowance before the first byte is read.
 */
export const HEADER_MEDIA_PART = {
  maxBytes: Math.max(...Object.values(HEADER_MEDIA_MAX_BYTES)),
  types: Object.values(HEADER_MEDIA_SNIFFED).flat(),
  tooLarge: HEADER_MEDIA_MESSAGES.tooLarge('DOCUMENT'),
  wrongType: HEADER_MEDIA_REFUSED,
  required: HEADER_MEDIA_MESSAGES.required,
  counted: true,
} as const satisfies FilePart;

/** Spec 03 §7.6 step 1: the file's name and type. */
export const headerMediaQuery = z.object({
  fileName: z.string().trim().min(1, 'This field is required').max(200),
  contentType: z
    .string()
    .trim()
    .max(100)
    .refine((t) => mediaKindOf(t) !== null, HEADER_MEDIA_REFUSED),
});

/** Spec 03 §7.6: `url` goes in the Header item; the file is POSTed to `uploadUrl` (fields, then `file`). */
export const headerMediaUploadSchema = z.object({
  url: z.string(),
  uploadUrl: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
});
export type HeaderMediaUpload = z.infer<typeof headerMediaUploadSchema>;

/** Spec 03 §4: a failed message's error text read as JSON: error.message, then message, else the raw text. */
export function messageErrorText(error: string | null): string {
  if (!error) return '';
  try {
    const parsed = JSON.parse(error) as { error?: { message?: unknown }; message?: unknown } | null;
    const text = parsed?.error?.message ?? parsed?.message;
    return typeof text === 'string' && text ? text : error;
  } catch {
    return error;
  }
}
