import { describe, expect, it } from 'vitest';
import { sentTemplateText } from '../../../src/shared/whatsapp/sent-text';

const components = JSON.stringify([
  { type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}' },
  { type: 'BODY', text: 'Your *order* {{1}} ships on {{2}}.' },
  { type: 'FOOTER', text: 'Reply STOP to opt out' },
  { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Track' }] },
]);
const params = (header: string[], body: string[]) =>
  JSON.stringify([
    { type: 'header', parameters: header.map((text) => ({ type: 'text', text })) },
    { type: 'body', parameters: body.map((text) => ({ type: 'text', text })) },
  ]);

/** The conversation modal's text of a campaign message (spec 03 §3.6): the template as it was sent. */
describe('a sent template as its recipient reads it', () => {
  it('fills the header and body parameters in order and keeps the footer, markers read as styling', () => {
    expect(sentTemplateText(components, params(['Asha'], ['#42', 'Monday']))).toBe(
      'Hi Asha\n\nYour order #42 ships on Monday.\n\nReply STOP to opt out',
    );
  });

  it('says nothing of a media header, and leaves a placeholder without a value as it is', () => {
    const media = JSON.stringify([
      { type: 'HEADER', format: 'IMAGE' },
      { type: 'BODY', text: 'New menu for {{1}}' },
    ]);
    expect(
      sentTemplateText(media, JSON.stringify([{ type: 'header', parameters: [{ type: 'image' }] }])),
    ).toBe('New menu for {{1}}');
  });

  it('answers null when the template is gone or the stored JSON cannot be read', () => {
    expect(sentTemplateText(null, '[]')).toBeNull();
    expect(sentTemplateText('not json', '[]')).toBeNull();
    expect(sentTemplateText(components, '{oops')).toBeNull();
  });
});
