import { z } from 'zod';
import {
  CAMPAIGN_MESSAGES as M,
  campaignCreateSchema,
  checkVariableSource,
  VALUE_SOURCES,
  type CampaignCreate,
  type CampaignVariable,
} from '../../../../shared/whatsapp/campaigns';
import type { VariableValues } from '../../../../shared/whatsapp/format';
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  headerTypeOf,
  variablesOf,
  type CampaignHeaderType,
  type TemplateComponent,
  type TemplateVariable,
} from '../../../../shared/whatsapp/templates';

/** One {{n}} of the chosen template as the form holds it: where it stands and what fills it. */
const variableRowSchema = z
  .object({
    section: z.enum(['header', 'body', 'button']),
    n: z.number().int(),
    example: z.string().nullable(),
    buttonIndex: z.number().int().optional(),
    buttonType: z.string().optional(),
    ValueSource: z.enum(VALUE_SOURCES),
    StaticValue: z.string(),
    ContactFieldName: z.enum(CONTACT_FIELD_NAMES).optional(),
  })
  .superRefine(checkVariableSource);
export type VariableRow = z.infer<typeof variableRowSchema>;

/**
 * The campaign form (spec 03 §2.6, §5.1): the shared create schema's fields, with the variables as
 * rows of the chosen template and the header's type and media beside them.
 */
export const campaignFormSchema = campaignCreateSchema
  .pick({ TemplateId: true, GroupIds: true })
  .extend({
    Name: z.string().max(200),
    OptOutText: z.string().max(60),
    headerType: z.enum(['NONE', 'IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION']),
    headerMedia: z.string(),
    variables: z.array(variableRowSchema),
  })
  .superRefine((v, ctx) => {
    // Spec 03 §5.1: checked on submit, a non-text, non-none header needs its media.
    if (v.headerType !== 'NONE' && !v.headerMedia.trim())
      ctx.addIssue({ code: 'custom', path: ['headerMedia'], message: M.mediaRequired });
  });
export type CampaignForm = z.input<typeof campaignFormSchema>;
export type CampaignFormOutput = z.output<typeof campaignFormSchema>;

export const EMPTY_CAMPAIGN_FORM: CampaignForm = {
  Name: '',
  TemplateId: undefined as unknown as number,
  OptOutText: '',
  GroupIds: [],
  headerType: 'NONE',
  headerMedia: '',
  variables: [],
};

const rowOf = (v: TemplateVariable): VariableRow => ({
  section: v.section,
  n: v.n,
  example: v.example,
  buttonIndex: v.buttonIndex,
  buttonType: v.buttonType,
  ValueSource: 'STATIC',
  StaticValue: '',
  ContactFieldName: undefined,
});

/**
 * Spec 03 §4, a template choice: the header media is reset, the header type derived (none for a text
 * header or no header, else its format) and a variable row made per {{n}}; clearing resets them all.
 */
export function templateChosen(components: TemplateComponent[] | null): {
  headerType: CampaignHeaderType;
  headerMedia: string;
  variables: VariableRow[];
} {
  if (!components) return { headerType: 'NONE', headerMedia: '', variables: [] };
  return {
    headerType: headerTypeOf(components),
    headerMedia: '',
    variables: variablesOf(components).map(rowOf),
  };
}

const fieldLabel = (name: string | undefined) => CONTACT_FIELDS.find((f) => f.value === name)?.label;

/** The preview's values: a static value as typed, a contact field as its label in braces, else the example. */
export function previewValues(rows: VariableRow[]): { header: VariableValues; body: VariableValues } {
  const header: VariableValues = {};
  const body: VariableValues = {};
  for (const r of rows) {
    if (r.section === 'button') continue;
    const label = fieldLabel(r.ContactFieldName);
    const value = r.ValueSource === 'STATIC' ? r.StaticValue.trim() || null : label ? `{${label}}` : null;
    (r.section === 'header' ? header : body)[r.n] = value ?? r.example;
  }
  return { header, body };
}

const itemOf = (r: VariableRow): CampaignVariable =>
  r.ValueSource === 'STATIC'
    ? { VariableIndex: r.n - 1, ValueSource: 'STATIC', StaticValue: r.StaticValue.trim() }
    : { VariableIndex: r.n - 1, ValueSource: 'CONTACT_FIELD', ContactFieldName: r.ContactFieldName };

/** The create payload (spec 03 §3.4): zero-based VariableIndex, HeaderType TEXT for a text header's variable. */
export function createPayload(v: CampaignFormOutput): CampaignCreate {
  const rows = (section: VariableRow['section']) => v.variables.filter((r) => r.section === section);
  const header: CampaignVariable[] =
    v.headerType === 'NONE'
      ? rows('header').map((r) => ({ ...itemOf(r), HeaderType: 'TEXT' }))
      : [
          {
            VariableIndex: 0,
            ValueSource: 'STATIC',
            StaticValue: v.headerMedia.trim(),
            HeaderType: v.headerType,
          },
        ];
  const buttons = rows('button').map((r) => ({
    ...itemOf(r),
    ButtonType: r.buttonType,
    ButtonIndex: r.buttonIndex,
  }));
  return {
    Name: v.Name.trim(),
    TemplateId: v.TemplateId,
    OptOutText: v.OptOutText.trim() || undefined,
    GroupIds: v.GroupIds,
    Body: rows('body').map(itemOf),
    ...(buttons.length ? { Buttons: buttons } : {}),
    ...(header.length ? { Header: header } : {}),
  };
}
