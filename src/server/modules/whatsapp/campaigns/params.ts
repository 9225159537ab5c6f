import type { Selectable } from 'kysely';
import type { CampaignVariable } from '../../../../shared/whatsapp/campaigns';
import {
  headerOf,
  headerTypeOf,
  variablesOf,
  type ContactFieldName,
  type TemplateComponent,
} from '../../../../shared/whatsapp/templates';
import type { WhatsappContactsTable } from '../../../db/schema';

type Contact = Pick<
  Selectable<WhatsappContactsTable>,
  | 'first_name'
  | 'last_name'
  | 'mobile'
  | 'email'
  | 'company_name'
  | 'custom_field1'
  | 'custom_field2'
  | 'custom_field3'
  | 'custom_field4'
  | 'custom_field5'
>;

/** Spec 03 §3.3: a contact field's value, trimmed; null when the contact has none. */
export function contactValue(c: Contact, field: ContactFieldName): string | null {
  const v = {
    FirstName: c.first_name,
    LastName: c.last_name,
    Name: [c.first_name, c.last_name].filter(Boolean).join(' '),
    PhoneNumber: c.mobile,
    Email: c.email,
    CompanyName: c.company_name,
    CustomField1: c.custom_field1,
    CustomField2: c.custom_field2,
    CustomField3: c.custom_field3,
    CustomField4: c.custom_field4,
    CustomField5: c.custom_field5,
  }[field];
  const t = v?.trim();
  return t ? t : null;
}

/** The create payload's variables, by section (spec 03 §3.4: VariableIndex is zero-based). */
export interface CampaignVariables {
  header: CampaignVariable[];
  body: CampaignVariable[];
  buttons: CampaignVariable[];
}

/** A variable the template asks for that the payload does not fill: its section and place. */
export interface MissingVariable {
  section: 'Header' | 'Body' | 'Buttons';
  n: number;
}

/** Which of the template's {{n}} the payload leaves without a value (their field says "This field is required"). */
export function missingVariables(
  components: TemplateComponent[],
  vars: CampaignVariables,
): MissingVariable[] {
  const missing: MissingVariable[] = [];
  for (const v of variablesOf(components)) {
    const list = v.section === 'header' ? vars.header : v.section === 'body' ? vars.body : vars.buttons;
    const found = list.some(
      (x) =>
        x.VariableIndex === v.n - 1 &&
        (v.section !== 'button' || x.ButtonIndex === undefined || x.ButtonIndex === v.buttonIndex),
    );
    if (!found)
      missing.push({
        section: v.section === 'header' ? 'Header' : v.section === 'body' ? 'Body' : 'Buttons',
        n: v.n,
      });
  }
  return missing;
}

const textParam = (text: string) => ({ type: 'text', text });

/**
 * The template's parameters for one contact, as the Cloud API's send takes them, or why the contact
 * cannot be sent to (a contact field the template needs is empty). The media header is filled at
 * send time (the campaign's media, uploaded once), so it is left as a marker here.
 */
export function paramsFor(
  components: TemplateComponent[],
  vars: CampaignVariables,
  contact: Contact,
): { params: unknown[] } | { error: string } {
  const valueOf = (v: CampaignVariable | undefined): string | { error: string } => {
    if (!v) return { error: 'A variable of the template has no value' };
    if (v.ValueSource === 'STATIC') return v.StaticValue ?? '';
    const value = contactValue(contact, v.ContactFieldName!);
    return value ?? { error: `The contact has no ${v.ContactFieldName}` };
  };
  const params: unknown[] = [];
  const byIndex = (list: CampaignVariable[], n: number, buttonIndex?: number) =>
    list.find(
      (x) =>
        x.VariableIndex === n - 1 &&
        (buttonIndex === undefined || x.ButtonIndex === undefined || x.ButtonIndex === buttonIndex),
    );

  const header = headerOf(components);
  const headerVars = variablesOf(components).filter((v) => v.section === 'header');
  if (header?.format === 'TEXT' && headerVars.length) {
    const values = [];
    for (const v of headerVars) {
      const value = valueOf(byIndex(vars.header, v.n));
      if (typeof value !== 'string') return value;
      values.push(textParam(value));
    }
    params.push({ type: 'header', parameters: values });
  } else if (headerTypeOf(components) !== 'NONE') {
    params.push({ type: 'header', parameters: [{ type: 'media' }] });
  }
  const bodyVars = variablesOf(components).filter((v) => v.section === 'body');
  if (bodyVars.length) {
    const values = [];
    for (const v of bodyVars) {
      const value = valueOf(byIndex(vars.body, v.n));
      if (typeof value !== 'string') return value;
      values.push(textParam(value));
    }
    params.push({ type: 'body', parameters: values });
  }
  const buttonVars = variablesOf(components).filter((v) => v.section === 'button');
  for (const v of buttonVars) {
    const value = valueOf(byIndex(vars.buttons, v.n, v.buttonIndex));
    if (typeof value !== 'string') return value;
    params.push({
      type: 'button',
      sub_type: 'url',
      index: String(v.buttonIndex),
      parameters: [textParam(value)],
    });
  }
  return { params };
}

/**
 * The media header's parameter, once the campaign's media is at the Cloud API (by its media id),
 * or by its link (an outside address; a LOCATION's map address). A document names its file.
 */
export function withMedia(
  params: unknown[],
  headerType: string,
  media: { id?: string; link?: string; filename?: string },
): unknown[] {
  if (headerType === 'NONE') return params;
  const kind = headerType.toLowerCase();
  return params.map((p: any) => {
    if (p?.type !== 'header' || p.parameters?.[0]?.type !== 'media') return p;
    if (kind === 'location')
      return { type: 'header', parameters: [{ type: 'location', location: locationOf(media.link ?? '') }] };
    const named = kind === 'document' && media.filename ? { filename: media.filename } : {};
    return {
      type: 'header',
      parameters: [
        { type: kind, [kind]: { ...(media.id ? { id: media.id } : { link: media.link }), ...named } },
      ],
    };
  });
}

/** A map address typed for a LOCATION header: its "lat,long" (`q=`, `@` or plain) as the Cloud API takes it. */
export function locationOf(url: string): { latitude: number; longitude: number } {
  const m = /(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)/.exec(decodeURIComponent(url));
  return m ? { latitude: Number(m[1]), longitude: Number(m[2]) } : { latitude: 0, longitude: 0 };
}
