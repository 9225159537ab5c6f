import { describe, expect, it } from 'vitest';
import {
  campaignFormSchema,
  createPayload,
  EMPTY_CAMPAIGN_FORM,
  previewValues,
  templateChosen,
} from '../../src/renderer/features/whatsapp/campaigns/campaignForm';
import { CAMPAIGN_MESSAGES as M, campaignCreateSchema } from '../../src/shared/whatsapp/campaigns';
import type { TemplateComponent } from '../../src/shared/whatsapp/templates';

const imageTemplate: TemplateComponent[] = [
  { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['h'] } },
  { type: 'BODY', text: 'Hi {{1}}, {{2}} off', example: { body_text: [['Asha', '20%']] } },
  { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Shop', url: 'https://x.in/{{1}}', example: ['sale'] }] },
] as TemplateComponent[];
const textHeader: TemplateComponent[] = [
  { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}', example: { header_text: ['Asha'] } },
  { type: 'BODY', text: 'Thanks' },
] as TemplateComponent[];

/** Spec 03 §4, §3.4, §5.1: the campaign form's template choice, its messages and its payload. */
describe('the campaign form', () => {
  it('a template choice resets the media, derives the header type and builds a row per {{n}}; clearing resets all', () => {
    const chosen = templateChosen(imageTemplate);
    expect(chosen.headerType).toBe('IMAGE');
    expect(chosen.headerMedia).toBe('');
    expect(chosen.variables.map((v) => [v.section, v.n])).toEqual([
      ['body', 1],
      ['body', 2],
      ['button', 1],
    ]);
    expect(templateChosen(textHeader).headerType).toBe('NONE');
    expect(templateChosen(textHeader).variables.map((v) => v.section)).toEqual(['header']);
    expect(templateChosen(null)).toEqual({ headerType: 'NONE', headerMedia: '', variables: [] });
  });

  it('says the spec’s messages', () => {
    const empty = campaignFormSchema.safeParse(EMPTY_CAMPAIGN_FORM);
    const messages = empty.success ? [] : empty.error.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([M.templateRequired, M.groupRequired]));
    const rows = templateChosen(imageTemplate).variables;
    rows[0].StaticValue = '   ';
    rows[2].ValueSource = 'CONTACT_FIELD';
    const bad = campaignFormSchema.safeParse({
      ...EMPTY_CAMPAIGN_FORM,
      TemplateId: 3,
      GroupIds: [1],
      ...templateChosen(imageTemplate),
      variables: rows,
    });
    const issues = bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['variables.0.StaticValue', M.notBlank],
        ['variables.1.StaticValue', M.fieldRequired],
        ['variables.2.ContactFieldName', M.fieldRequired],
        ['headerMedia', M.mediaRequired],
      ]),
    );
  });

  it('sends zero-based indexes, the media header and TEXT for a text header’s variable; previews field labels', () => {
    const rows = templateChosen(imageTemplate).variables;
    Object.assign(rows[0], { ValueSource: 'CONTACT_FIELD', ContactFieldName: 'PhoneNumber' });
    Object.assign(rows[1], { StaticValue: ' 20% ' });
    Object.assign(rows[2], { StaticValue: 'diwali' });
    const values = campaignFormSchema.parse({
      ...EMPTY_CAMPAIGN_FORM,
      Name: ' Diwali ',
      TemplateId: 3,
      GroupIds: [1, 2],
      headerType: 'IMAGE',
      headerMedia: 'https://files.example/whatsapp-media/a.png',
      variables: rows,
    });
    const payload = createPayload(values);
    expect(payload).toEqual({
      Name: 'Diwali',
      TemplateId: 3,
      OptOutText: undefined,
      GroupIds: [1, 2],
      Body: [
        { VariableIndex: 0, ValueSource: 'CONTACT_FIELD', ContactFieldName: 'PhoneNumber' },
        { VariableIndex: 1, ValueSource: 'STATIC', StaticValue: '20%' },
      ],
      Buttons: [
        { VariableIndex: 0, ValueSource: 'STATIC', StaticValue: 'diwali', ButtonType: 'URL', ButtonIndex: 0 },
      ],
      Header: [
        {
          VariableIndex: 0,
          ValueSource: 'STATIC',
          StaticValue: 'https://files.example/whatsapp-media/a.png',
          HeaderType: 'IMAGE',
        },
      ],
    });
    expect(campaignCreateSchema.safeParse(payload).success).toBe(true);
    expect(previewValues(rows).body).toEqual({ 1: '{Mobile Number}', 2: '20%' });

    const textRows = templateChosen(textHeader).variables;
    textRows[0].StaticValue = 'Friend';
    const textPayload = createPayload(
      campaignFormSchema.parse({ ...EMPTY_CAMPAIGN_FORM, TemplateId: 4, GroupIds: [1], variables: textRows }),
    );
    expect(textPayload.Header).toEqual([
      { VariableIndex: 0, ValueSource: 'STATIC', StaticValue: 'Friend', HeaderType: 'TEXT' },
    ]);
  });
});
