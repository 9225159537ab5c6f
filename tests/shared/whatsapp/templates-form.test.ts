import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../../../src/shared/http/envelope';
import {
  COPY_CODE_TEXT,
  draftComponentsOf,
  TEMPLATE_MESSAGES as M,
  templateComponentsOf,
  templateFormSchema,
  type TemplateForm,
} from '../../../src/shared/whatsapp/templates-form';
import { TEMPLATE_LIMITS, variablesOf } from '../../../src/shared/whatsapp/templates';

const form = (more: Partial<TemplateForm> = {}): TemplateForm => ({
  name: 'order_update',
  language: 'en',
  category: 'UTILITY',
  body: 'Your order {{1}} ships on {{2}}.',
  bodyExamples: ['#1042', 'Monday'],
  ...more,
});
const errorsOf = (f: TemplateForm) => {
  const res = templateFormSchema.safeParse(f);
  return res.success ? {} : fieldErrorsFromZod(res.error);
};

describe('the template form (spec 03 §3.1; the Cloud API’s limits)', () => {
  it('a name of lowercase letters, digits and underscores, at most 512', () => {
    expect(errorsOf(form({ name: 'Order Update' })).name).toBe(M.nameFormat);
    expect(errorsOf(form({ name: 'a'.repeat(513) })).name).toBe(M.nameTooLong);
    expect(errorsOf(form({ name: '' })).name).toBe(M.nameRequired);
    expect(errorsOf(form({ name: 'order_update_2' }))).toEqual({});
  });

  it('{{n}} numbered 1..k without gaps, each with an example', () => {
    expect(errorsOf(form({ body: 'Hi {{2}}' })).body).toBe(M.numbering);
    expect(errorsOf(form({ body: 'Hi {{1}} {{3}}', bodyExamples: ['a', 'b', 'c'] })).body).toBe(M.numbering);
    expect(errorsOf(form({ bodyExamples: ['#1042'] }))['bodyExamples.1']).toBe(M.exampleRequired(2));
    expect(errorsOf(form({ body: 'Hi {{1}} and {{1}} again', bodyExamples: ['x'] }))).toEqual({});
  });

  it('limits of header, body, footer and buttons', () => {
    expect(errorsOf(form({ body: 'x'.repeat(TEMPLATE_LIMITS.body + 1) })).body).toBe(M.bodyTooLong);
    expect(errorsOf(form({ footer: 'x'.repeat(61) })).footer).toBe(M.footerTooLong);
    expect(errorsOf(form({ footer: 'Hi {{1}}' })).footer).toBe(M.footerNoVariables);
    expect(errorsOf(form({ headerFormat: 'TEXT', headerText: '' })).headerText).toBe(M.headerTextRequired);
    expect(errorsOf(form({ headerFormat: 'TEXT', headerText: '{{1}} {{2}}' })).headerText).toBe(
      M.headerOneVariable,
    );
    expect(errorsOf(form({ headerFormat: 'TEXT', headerText: 'Hi {{1}}' })).headerExample).toBe(
      M.exampleRequired(1),
    );
    expect(errorsOf(form({ headerFormat: 'VIDEO' })).headerHandle).toBe(M.sampleRequired);
    expect(errorsOf(form({ headerFormat: 'LOCATION' }))).toEqual({});
    const quick = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ type: 'QUICK_REPLY' as const, text: `R${i}` }));
    expect(errorsOf(form({ buttons: quick(10) }))).toEqual({});
    expect(errorsOf(form({ buttons: quick(11) })).buttons).toBe(M.tooManyButtons);
    expect(
      errorsOf(
        form({
          buttons: [
            { type: 'PHONE_NUMBER', text: 'Call', phoneNumber: '+919876543210' },
            { type: 'PHONE_NUMBER', text: 'Call 2', phoneNumber: '+919876543211' },
          ],
        }),
      ).buttons,
    ).toBe(M.tooManyOfType('call phone number', 1));
    expect(
      errorsOf(form({ buttons: [{ type: 'QUICK_REPLY', text: 'x'.repeat(26) }] }))['buttons.0.text'],
    ).toBe(M.buttonTextTooLong);
    expect(errorsOf(form({ buttons: [{ type: 'COPY_CODE', code: 'X'.repeat(16) }] }))['buttons.0.code']).toBe(
      M.codeTooLong,
    );
    expect(
      errorsOf(form({ buttons: [{ type: 'URL', text: 'Go', url: 'https://x.example/{{1}}/a' }] }))[
        'buttons.0.url'
      ],
    ).toBe(M.urlVariable);
    expect(
      errorsOf(form({ buttons: [{ type: 'PHONE_NUMBER', text: 'Call', phoneNumber: '12ab' }] }))[
        'buttons.0.phoneNumber'
      ],
    ).toBe(M.phoneInvalid);
  });

  it('components as the Cloud API takes them, whose variables the campaign form reads', () => {
    const parsed = templateFormSchema.parse(
      form({
        headerFormat: 'TEXT',
        headerText: 'Order {{1}}',
        headerExample: '#1042',
        buttons: [
          { type: 'URL', text: 'Track', url: 'https://t.example/{{1}}', urlExample: 'abc' },
          { type: 'COPY_CODE', code: 'SAVE10' },
          { type: 'FLOW', text: 'Book', flowId: '1234' },
        ],
      }),
    );
    const components = templateComponentsOf(parsed);
    expect(components.find((c) => c.type === 'BUTTONS')).toEqual({
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text: 'Track', url: 'https://t.example/{{1}}', example: ['abc'] },
        { type: 'COPY_CODE', text: COPY_CODE_TEXT, example: 'SAVE10' },
        { type: 'FLOW', text: 'Book', flow_id: '1234', flow_action: 'navigate' },
      ],
    });
    expect(variablesOf(components).map((v) => [v.section, v.n, v.example])).toEqual([
      ['header', 1, '#1042'],
      ['body', 1, '#1042'],
      ['body', 2, 'Monday'],
      ['button', 1, 'abc'],
    ]);
  });

  it('a half-typed form still gives a preview', () => {
    expect(draftComponentsOf({ body: 'Hi {{1}}', buttons: [{ type: 'URL', text: 'x'.repeat(40) }] })).toEqual(
      [
        { type: 'BODY', text: 'Hi {{1}}', example: { body_text: [['']] } },
        { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'x'.repeat(40), url: '' }] },
      ],
    );
  });
});
