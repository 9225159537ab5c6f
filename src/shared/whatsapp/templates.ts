import { z } from 'zod';

/**
 * WhatsApp message templates (spec 03 §3.1, §7.3; issue 26): the Cloud API's component shapes with
 * its limits (developers.facebook.com/docs/whatsapp/business-management-api/message-templates), and
 * the variables a template asks for ({{n}} in the header, the body and URL buttons).
 */
export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export const HEADER_FORMATS = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION'] as const;
export const BUTTON_TYPES = ['QUICK_REPLY', 'URL', 'PHONE_NUMBER', 'FLOW', 'COPY_CODE'] as const;
export type HeaderFormat = (typeof HEADER_FORMATS)[number];
export type ButtonType = (typeof BUTTON_TYPES)[number];

/** The Cloud API's limits on a template. */
export const TEMPLATE_LIMITS = {
  name: 512,
  headerText: 60,
  body: 1024,
  footer: 60,
  buttons: 10,
  buttonText: 25,
  url: 2000,
  phone: 20,
  copyCode: 15,
  urlButtons: 2,
  phoneButtons: 1,
  copyCodeButtons: 1,
  /** Variables a text header may hold. */
  headerVariables: 1,
} as const;

/** Spec 03 §2.6, §9: the preview shows at most 3 buttons, then See all options. */
export const PREVIEW_BUTTONS = 3;

/** Template states as Meta names them; DELETED is ours, for one that vanished at Meta. */
export const TEMPLATE_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'PAUSED',
  'DISABLED',
  'IN_APPEAL',
  'PENDING_DELETION',
  'DELETED',
  'LIMIT_EXCEEDED',
] as const;

const PLACEHOLDER = /\{\{(\d{1,2})\}\}/g;

/** The distinct {{n}} of a text, in order of n. */
export function placeholdersOf(text: string | undefined): number[] {
  if (!text) return [];
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => Number(m[1])))].sort((a, b) => a - b);
}

const headerSchema = z.object({
  type: z.literal('HEADER'),
  format: z.enum(HEADER_FORMATS),
  text: z.string().max(TEMPLATE_LIMITS.headerText).optional(),
  example: z
    .object({
      header_text: z.array(z.string()).optional(),
      header_handle: z.array(z.string()).optional(),
    })
    .optional(),
});
const bodySchema = z.object({
  type: z.literal('BODY'),
  text: z.string().min(1).max(TEMPLATE_LIMITS.body),
  example: z.object({ body_text: z.array(z.array(z.string())) }).optional(),
});
const footerSchema = z.object({
  type: z.literal('FOOTER'),
  text: z.string().min(1).max(TEMPLATE_LIMITS.footer),
});
const buttonSchema = z.object({
  type: z.enum(BUTTON_TYPES),
  text: z.string().max(TEMPLATE_LIMITS.buttonText),
  url: z.string().max(TEMPLATE_LIMITS.url).optional(),
  phone_number: z.string().max(TEMPLATE_LIMITS.phone).optional(),
  example: z.union([z.array(z.string()), z.string()]).optional(),
  flow_id: z.union([z.string(), z.number()]).optional(),
});
const buttonsSchema = z.object({
  type: z.literal('BUTTONS'),
  buttons: z.array(buttonSchema).max(TEMPLATE_LIMITS.buttons),
});

/** One component as the Cloud API stores it (lenient on read: unknown fields are kept by passthrough). */
export const templateComponentSchema = z.discriminatedUnion('type', [
  headerSchema.passthrough(),
  bodySchema.passthrough(),
  footerSchema.passthrough(),
  buttonsSchema.passthrough(),
]);
export type TemplateComponent = z.infer<typeof templateComponentSchema>;
export type TemplateButton = z.infer<typeof buttonSchema>;

export const headerOf = (components: TemplateComponent[]) =>
  components.find((c): c is Extract<TemplateComponent, { type: 'HEADER' }> => c.type === 'HEADER');
export const bodyOf = (components: TemplateComponent[]) =>
  components.find((c): c is Extract<TemplateComponent, { type: 'BODY' }> => c.type === 'BODY');
export const footerOf = (components: TemplateComponent[]) =>
  components.find((c): c is Extract<TemplateComponent, { type: 'FOOTER' }> => c.type === 'FOOTER');
export const buttonsOf = (components: TemplateComponent[]): TemplateButton[] =>
  components.find((c): c is Extract<TemplateComponent, { type: 'BUTTONS' }> => c.type === 'BUTTONS')
    ?.buttons ?? [];

/**
 * Spec 03 §4: the header type a campaign asks media for: none for a text header or no header,
 * otherwise the header's format.
 */
export type CampaignHeaderType = 'NONE' | Exclude<HeaderFormat, 'TEXT'>;
export function headerTypeOf(components: TemplateComponent[]): CampaignHeaderType {
  const header = headerOf(components);
  return !header || header.format === 'TEXT' ? 'NONE' : header.format;
}

/** A {{n}} a campaign fills: where it stands, its n, and the template's example for it. */
export interface TemplateVariable {
  section: 'header' | 'body' | 'button';
  /** The n of {{n}} (1-based as written; sent zero-based, spec 03 §3.4). */
  n: number;
  example: string | null;
  /** For a button: its place among the template's buttons and its type. */
  buttonIndex?: number;
  buttonType?: ButtonType;
}

/** Every variable of a template, header first, then body, then URL buttons (spec 03 §3.1, §4). */
export function variablesOf(components: TemplateComponent[]): TemplateVariable[] {
  const vars: TemplateVariable[] = [];
  const header = headerOf(components);
  if (header?.format === 'TEXT')
    for (const n of placeholdersOf(header.text))
      vars.push({ section: 'header', n, example: header.example?.header_text?.[n - 1] ?? null });
  const body = bodyOf(components);
  for (const n of placeholdersOf(body?.text))
    vars.push({ section: 'body', n, example: body?.example?.body_text?.[0]?.[n - 1] ?? null });
  buttonsOf(components).forEach((b, buttonIndex) => {
    if (b.type !== 'URL') return;
    const example = Array.isArray(b.example) ? (b.example[0] ?? null) : (b.example ?? null);
    for (const n of placeholdersOf(b.url))
      vars.push({ section: 'button', n, example, buttonIndex, buttonType: b.type });
  });
  return vars;
}

/** Spec 03 §3.3: the contact fields a variable may take, with their labels. */
export const CONTACT_FIELDS = [
  { value: 'FirstName', label: 'First Name' },
  { value: 'LastName', label: 'Last Name' },
  { value: 'Name', label: 'Name' },
  { value: 'PhoneNumber', label: 'Mobile Number' },
  { value: 'Email', label: 'Email' },
  { value: 'CompanyName', label: 'Company Name' },
  { value: 'CustomField1', label: 'Custom Field 1' },
  { value: 'CustomField2', label: 'Custom Field 2' },
  { value: 'CustomField3', label: 'Custom Field 3' },
  { value: 'CustomField4', label: 'Custom Field 4' },
  { value: 'CustomField5', label: 'Custom Field 5' },
] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number]['value'];
export const CONTACT_FIELD_NAMES = CONTACT_FIELDS.map((f) => f.value) as [
  ContactFieldName,
  ...ContactFieldName[],
];
