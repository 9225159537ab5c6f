import { describe, expect, it } from 'vitest';
import {
  locationOf,
  missingVariables,
  paramsFor,
  withMedia,
} from '../../../src/server/modules/whatsapp/campaigns/params';
import type { TemplateComponent } from '../../../src/shared/whatsapp/templates';

const contact = {
  first_name: 'Asha',
  last_name: 'Rao',
  mobile: '919812345678',
  email: null,
  company_name: 'Rao Sweets',
  custom_field1: '  ',
  custom_field2: 'Gold',
  custom_field3: null,
  custom_field4: null,
  custom_field5: null,
};

const template: TemplateComponent[] = [
  { type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}' },
  { type: 'BODY', text: '{{1}}, your {{2}} offer from {{3}}' },
  {
    type: 'BUTTONS',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Stop' },
      { type: 'URL', text: 'Order', url: 'https://rao.example/o/{{1}}' },
    ],
  },
];

describe('campaign parameters (spec 03 §3.4: VariableIndex is zero-based)', () => {
  const vars = {
    header: [{ VariableIndex: 0, ValueSource: 'CONTACT_FIELD' as const, ContactFieldName: 'Name' as const }],
    body: [
      { VariableIndex: 2, ValueSource: 'CONTACT_FIELD' as const, ContactFieldName: 'CompanyName' as const },
      { VariableIndex: 0, ValueSource: 'CONTACT_FIELD' as const, ContactFieldName: 'FirstName' as const },
      { VariableIndex: 1, ValueSource: 'STATIC' as const, StaticValue: 'Diwali' },
    ],
    buttons: [
      {
        VariableIndex: 0,
        ValueSource: 'CONTACT_FIELD' as const,
        ContactFieldName: 'CustomField2' as const,
        ButtonIndex: 1,
      },
    ],
  };

  it('{{n}} takes the item whose VariableIndex is n - 1, in the order of n, whatever the payload order', () => {
    expect(paramsFor(template, vars, contact)).toEqual({
      params: [
        { type: 'header', parameters: [{ type: 'text', text: 'Asha Rao' }] },
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Asha' },
            { type: 'text', text: 'Diwali' },
            { type: 'text', text: 'Rao Sweets' },
          ],
        },
        { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'Gold' }] },
      ],
    });
  });

  it('a contact field that is empty or blank fails the contact, naming the field', () => {
    const blank = { ...vars, buttons: [{ ...vars.buttons[0], ContactFieldName: 'CustomField1' as const }] };
    expect(paramsFor(template, blank, contact)).toEqual({ error: 'The contact has no CustomField1' });
  });

  it('every {{n}} the payload leaves empty is named, by section and n', () => {
    expect(missingVariables(template, { header: [], body: vars.body.slice(0, 1), buttons: [] })).toEqual([
      { section: 'Header', n: 1 },
      { section: 'Body', n: 1 },
      { section: 'Body', n: 2 },
      { section: 'Buttons', n: 1 },
    ]);
  });

  it('a media header is sent as the uploaded media, or its link; a location from the map address', () => {
    const params = [{ type: 'header', parameters: [{ type: 'media' }] }];
    expect(withMedia(params, 'IMAGE', { id: 'm1' })).toEqual([
      { type: 'header', parameters: [{ type: 'image', image: { id: 'm1' } }] },
    ]);
    expect(withMedia(params, 'DOCUMENT', { link: 'https://x/y.pdf' })).toEqual([
      { type: 'header', parameters: [{ type: 'document', document: { link: 'https://x/y.pdf' } }] },
    ]);
    expect(locationOf('https://maps.google.com/?q=12.9716,77.5946')).toEqual({
      latitude: 12.9716,
      longitude: 77.5946,
    });
  });
});
