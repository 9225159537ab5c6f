import { z } from 'zod';
import {
  BUTTON_TYPES,
  HEADER_FORMATS,
  placeholdersOf,
  TEMPLATE_CATEGORIES,
  TEMPLATE_LIMITS as L,
  type TemplateButton,
  type TemplateComponent,
} from './templates';

/**
 * The Add Message Template form (spec 03 §3.1, §7.3; issue 26 Templates), checked by the screen and
 * by `POST register` alike, and turned into the Cloud API's components by `templateComponentsOf`.
 */
export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  nameFormat: 'Use lowercase letters, digits and underscores only',
  nameTooLong: `Template name must be at most ${L.name} characters`,
  languageRequired: 'Language is required',
  categoryRequired: 'Category is required',
  headerTextRequired: 'Header text is required',
  headerTextTooLong: `Header text must be at most ${L.headerText} characters`,
  headerOneVariable: 'The header may hold one variable, {{1}}',
  sampleRequired: 'Upload a sample for the header',
  bodyRequired: 'Body is required',
  bodyTooLong: `Body must be at most ${L.body} characters`,
  numbering: 'Number the variables {{1}}, {{2}}… in order, without gaps',
  exampleRequired: (n: number) => `Add an example for {{${n}}}`,
  footerTooLong: `Footer must be at most ${L.footer} characters`,
  footerNoVariables: 'The footer cannot hold variables',
  tooManyButtons: `At most ${L.buttons} buttons`,
  tooManyOfType: (label: string, max: number) => `At most ${max} ${label} button${max === 1 ? '' : 's'}`,
  buttonTextRequired: 'Button text is required',
  buttonTextTooLong: `Button text must be at most ${L.buttonText} characters`,
  urlRequired: 'Website URL is required',
  urlInvalid: 'Enter a web address starting with https:// or http://',
  urlVariable: 'A URL may end with one variable, {{1}}',
  urlExampleRequired: 'Add an example for the URL’s {{1}}',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter the number with its country code, e.g. +919876543210',
  flowRequired: 'Flow Id is required',
  codeRequired: 'Offer code is required',
  codeTooLong: `The offer code must be at most ${L.copyCode} characters`,
  registered: 'Template submitted to WhatsApp for review',
  synced: 'Templates synced',
  noNumber: 'Connect a WhatsApp number before adding templates',
  chooseBusiness: 'Choose the WhatsApp business account',
  noAppId: 'Add the App Id of your Meta app to the WhatsApp number to upload a sample',
  sampleWrongType: 'A sample must be a PNG or JPEG image, an MP4 video or a PDF document',
  sampleTooLarge: 'A sample must be at most 16 MB',
  sampleNotFormat: (format: string) => `This file is not a ${format.toLowerCase()} sample`,
} as const;
const M = TEMPLATE_MESSAGES;

/** Languages WhatsApp takes templates in (Meta's codes), the ones an Indian business uses first. */
export const TEMPLATE_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'en_US', label: 'English (US)' },
  { value: 'en_GB', label: 'English (UK)' },
  { value: 'hi', label: 'Hindi' },
  { value: 'mr', label: 'Marathi' },
  { value: 'gu', label: 'Gujarati' },
  { value: 'bn', label: 'Bengali' },
  { value: 'ta', label: 'Tamil' },
  { value: 'te', label: 'Telugu' },
  { value: 'kn', label: 'Kannada' },
  { value: 'ml', label: 'Malayalam' },
  { value: 'pa', label: 'Punjabi' },
  { value: 'ur', label: 'Urdu' },
  { value: 'ar', label: 'Arabic' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'pt_BR', label: 'Portuguese (BR)' },
  { value: 'id', label: 'Indonesian' },
] as const;
export const languageLabel = (code: string) =>
  TEMPLATE_LANGUAGES.find((l) => l.value === code)?.label ?? code;

/** The categories as the screens name them. */
export const CATEGORY_LABELS: Record<string, string> = {
  MARKETING: 'Marketing',
  UTILITY: 'Utility',
  AUTHENTICATION: 'Authentication',
};

export const HEADER_CHOICES = ['NONE', ...HEADER_FORMATS] as const;
export type HeaderChoice = (typeof HEADER_CHOICES)[number];
/** Headers whose sample is a file uploaded to Meta (`header_handle`). */
export const MEDIA_HEADERS = ['IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export type MediaHeader = (typeof MEDIA_HEADERS)[number];
export const isMediaHeader = (f: string): f is MediaHeader =>
  (MEDIA_HEADERS as readonly string[]).includes(f);

/** The buttons' names as the form shows them, and how many of each Meta takes. */
export const BUTTON_KINDS: Record<(typeof BUTTON_TYPES)[number], { label: string; max: number }> = {
  QUICK_REPLY: { label: 'Quick reply', max: L.buttons },
  URL: { label: 'Visit website', max: L.urlButtons },
  PHONE_NUMBER: { label: 'Call phone number', max: L.phoneButtons },
  FLOW: { label: 'Complete flow', max: 1 },
  COPY_CODE: { label: 'Copy offer code', max: L.copyCodeButtons },
};
/** Meta's fixed text of a copy-code button. */
export const COPY_CODE_TEXT = 'Copy offer code';

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).default('');

export const templateButtonFormSchema = z.object({
  type: z.enum(BUTTON_TYPES),
  text: z.string().trim().max(L.buttonText, M.buttonTextTooLong).default(''),
  url: z.string().trim().max(L.url).default(''),
  urlExample: z.string().trim().max(L.url).default(''),
  phoneNumber: z.string().trim().max(L.phone, M.phoneInvalid).default(''),
  flowId: z.string().trim().max(40).default(''),
  code: z.string().trim().default(''),
});
export type TemplateButtonForm = z.input<typeof templateButtonFormSchema>;

const PHONE = /^\+?[1-9]\d{6,18}$/;
const URL_START = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** The numbers used are 1..k with none missing. */
const numberedInOrder = (ns: number[]) => ns.every((n, i) => n === i + 1);

export const templateFormSchema = z
  .object({
    /** The business account it is registered in, when the owner's numbers belong to several. */
    businessId: z.string().trim().max(64).optional(),
    name: z
      .string(M.nameRequired)
      .trim()
      .min(1, M.nameRequired)
      .max(L.name, M.nameTooLong)
      .regex(/^[a-z0-9_]+$/, M.nameFormat),
    language: z.string(M.languageRequired).trim().min(1, M.languageRequired).max(20),
    category: z.enum(TEMPLATE_CATEGORIES, M.categoryRequired),
    headerFormat: z.enum(HEADER_CHOICES).default('NONE'),
    headerText: text(L.headerText, M.headerTextTooLong),
    headerExample: text(200, M.headerTextTooLong),
    /** The uploaded sample's handle (`POST sample`), for an image, video or document header. */
    headerHandle: z.string().trim().max(2000).default(''),
    body: z.string(M.bodyRequired).trim().min(1, M.bodyRequired).max(L.body, M.bodyTooLong),
    /** The example of {{n}} at n - 1. */
    bodyExamples: z.array(z.string().trim().max(L.body)).max(99).default([]),
    footer: text(L.footer, M.footerTooLong),
    buttons: z.array(templateButtonFormSchema).max(L.buttons, M.tooManyButtons).default([]),
  })
  .superRefine((f, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (f.headerFormat === 'TEXT') {
      const ns = placeholdersOf(f.headerText);
      if (!f.headerText) issue(['headerText'], M.headerTextRequired);
      else if (ns.length > L.headerVariables || (ns.length === 1 && ns[0] !== 1))
        issue(['headerText'], M.headerOneVariable);
      else if (ns.length === 1 && !f.headerExample) issue(['headerExample'], M.exampleRequired(1));
    }
    if (isMediaHeader(f.headerFormat) && !f.headerHandle) issue(['headerHandle'], M.sampleRequired);

    const ns = placeholdersOf(f.body);
    if (!numberedInOrder(ns)) issue(['body'], M.numbering);
    else for (const n of ns) if (!f.bodyExamples[n - 1]) issue(['bodyExamples', n - 1], M.exampleRequired(n));
    if (placeholdersOf(f.footer).length > 0) issue(['footer'], M.footerNoVariables);

    for (const [type, { label, max }] of Object.entries(BUTTON_KINDS))
      if (f.buttons.filter((b) => b.type === type).length > max)
        issue(['buttons'], M.tooManyOfType(label.toLowerCase(), max));
    f.buttons.forEach((b, i) => {
      if (b.type !== 'COPY_CODE' && !b.text) issue(['buttons', i, 'text'], M.buttonTextRequired);
      if (b.type === 'URL') {
        const vars = placeholdersOf(b.url);
        if (!b.url) issue(['buttons', i, 'url'], M.urlRequired);
        else if (!URL_START.test(b.url.replace(/\{\{\d+\}\}/g, 'x')))
          issue(['buttons', i, 'url'], M.urlInvalid);
        else if (vars.length > 1 || (vars.length === 1 && (vars[0] !== 1 || !b.url.endsWith('{{1}}'))))
          issue(['buttons', i, 'url'], M.urlVariable);
        else if (vars.length === 1 && !b.urlExample)
          issue(['buttons', i, 'urlExample'], M.urlExampleRequired);
      }
      if (b.type === 'PHONE_NUMBER') {
        if (!b.phoneNumber) issue(['buttons', i, 'phoneNumber'], M.phoneRequired);
        else if (!PHONE.test(b.phoneNumber.replace(/[\s-]/g, '')))
          issue(['buttons', i, 'phoneNumber'], M.phoneInvalid);
      }
      if (b.type === 'FLOW' && !b.flowId) issue(['buttons', i, 'flowId'], M.flowRequired);
      if (b.type === 'COPY_CODE') {
        if (!b.code) issue(['buttons', i, 'code'], M.codeRequired);
        else if (b.code.length > L.copyCode) issue(['buttons', i, 'code'], M.codeTooLong);
      }
    });
  });
export type TemplateForm = z.input<typeof templateFormSchema>;
export type TemplateFormOutput = z.output<typeof templateFormSchema>;

function buttonOf(b: z.output<typeof templateButtonFormSchema>): TemplateButton {
  switch (b.type) {
    case 'URL':
      return {
        type: 'URL',
        text: b.text,
        url: b.url,
        ...(placeholdersOf(b.url).length ? { example: [b.urlExample] } : {}),
      };
    case 'PHONE_NUMBER':
      return { type: 'PHONE_NUMBER', text: b.text, phone_number: b.phoneNumber.replace(/[\s-]/g, '') };
    case 'FLOW':
      return { type: 'FLOW', text: b.text, flow_id: b.flowId, flow_action: 'navigate' } as TemplateButton;
    case 'COPY_CODE':
      return { type: 'COPY_CODE', text: COPY_CODE_TEXT, example: b.code };
    default:
      return { type: 'QUICK_REPLY', text: b.text };
  }
}

/**
 * The Cloud API's components of a form (`POST /{waba-id}/message_templates`). Also used on a form
 * being typed, for the live preview: it never throws on a half-filled one.
 */
export function templateComponentsOf(
  f: Pick<
    TemplateFormOutput,
    'headerFormat' | 'headerText' | 'headerExample' | 'headerHandle' | 'body' | 'bodyExamples' | 'footer'
  > & { buttons: z.output<typeof templateButtonFormSchema>[] },
): TemplateComponent[] {
  const components: TemplateComponent[] = [];
  if (f.headerFormat === 'TEXT')
    components.push({
      type: 'HEADER',
      format: 'TEXT',
      text: f.headerText,
      ...(placeholdersOf(f.headerText).length ? { example: { header_text: [f.headerExample] } } : {}),
    });
  else if (f.headerFormat !== 'NONE')
    components.push({
      type: 'HEADER',
      format: f.headerFormat,
      ...(f.headerHandle ? { example: { header_handle: [f.headerHandle] } } : {}),
    });
  const vars = placeholdersOf(f.body);
  components.push({
    type: 'BODY',
    text: f.body,
    ...(vars.length
      ? {
          example: {
            body_text: [Array.from({ length: Math.max(...vars) }, (_, i) => f.bodyExamples[i] ?? '')],
          },
        }
      : {}),
  });
  if (f.footer) components.push({ type: 'FOOTER', text: f.footer });
  if (f.buttons.length) components.push({ type: 'BUTTONS', buttons: f.buttons.map(buttonOf) });
  return components;
}

/** A form as it is being typed, made whole enough for `templateComponentsOf` (the live preview). */
export function draftComponentsOf(draft: Partial<TemplateForm>): TemplateComponent[] {
  return templateComponentsOf({
    headerFormat: draft.headerFormat ?? 'NONE',
    headerText: draft.headerText ?? '',
    headerExample: draft.headerExample ?? '',
    headerHandle: draft.headerHandle ?? '',
    body: draft.body ?? '',
    bodyExamples: (draft.bodyExamples ?? []).map((e) => e ?? ''),
    footer: draft.footer ?? '',
    buttons: (draft.buttons ?? []).map((b) => ({
      type: b?.type ?? 'QUICK_REPLY',
      text: b?.text ?? '',
      url: b?.url ?? '',
      urlExample: b?.urlExample ?? '',
      phoneNumber: b?.phoneNumber ?? '',
      flowId: b?.flowId ?? '',
      code: b?.code ?? '',
    })),
  });
}
